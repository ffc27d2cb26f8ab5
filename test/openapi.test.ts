import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerCreate } from '#src/contract/customer.js';
import { SCOPES } from '#src/domain/context.js';
import { startTestServer, type TestServer } from './helpers/harness.js';

// biome-ignore lint/suspicious/noExplicitAny: the tests walk arbitrary JSON documents
type Json = Record<string, any>;

let server: TestServer;
let doc: Json;

const fetchDocument = (base: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/public/v1/openapi.json`, { headers });

/** Every operation of the document as [method, path, operation]. */
const operations = (document: Json): [string, string, Json][] =>
  Object.entries<Json>(document['paths']).flatMap(([path, item]) =>
    Object.entries<Json>(item).map(([method, op]): [string, string, Json] => [method, path, op]),
  );

/** Follows a local `$ref` inside the document. */
const deref = (document: Json, node: Json): Json =>
  typeof node['$ref'] === 'string'
    ? deref(
        document,
        node['$ref']
          .slice(2)
          .split('/')
          .reduce((n: Json, part: string) => n?.[part], document),
      )
    : node;

beforeAll(async () => {
  server = await startTestServer();
  doc = await (await fetchDocument(server.urls.live)).json();
});
afterAll(() => server.close());

describe('GET /public/v1/openapi.json', () => {
  it('is served on both listeners without a key, as JSON', async () => {
    for (const base of [server.urls.live, server.urls.test]) {
      const res = await fetchDocument(base);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('request-id')).toMatch(/^req_/);
      expect((await res.json()).openapi).toBe('3.1.0');
    }
  });

  it('is a valid OpenAPI 3.1 document with no validator errors', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('would be caught by the validator if it broke (the check is not vacuous)', async () => {
    const broken = structuredClone(doc);
    broken['paths']['/customers']['get']['responses'] = 'none';
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('has every $ref pointing at something the document defines', () => {
    const refs: string[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === '$ref') refs.push(String(value));
          else walk(value);
        }
      }
    };
    walk(doc);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs)) expect(deref(doc, { $ref: ref }), ref).toBeDefined();
  });

  it('names the listener that serves it in servers', async () => {
    expect(doc['servers']).toEqual([
      { url: `${server.urls.live}/public/v1`, description: 'Producción (live)' },
    ]);
    const test = await (await fetchDocument(server.urls.test)).json();
    expect(test.servers[0].url).toBe(`${server.urls.test}/public/v1`);
  });

  it('is open to browsers, unlike the API itself', async () => {
    const browser = { origin: 'https://example.co', 'sec-fetch-site': 'cross-site' };
    const res = await fetchDocument(server.urls.test, browser);
    expect(res.status).toBe(200);
    expect((await res.json()).openapi).toBe('3.1.0');
    const me = await fetch(`${server.urls.test}/public/v1/me`, { headers: browser });
    expect(me.status).toBe(403);
    expect((await me.json()).error.code).toBe('BROWSER_REQUESTS_NOT_ALLOWED');
  });

  it('describes the API in Spanish: environments, idempotency, pagination, errors, limits', () => {
    const info = doc['info'];
    expect(info.title).toBe('Caja API');
    for (const topic of ['Ambientes', 'caja_live_', 'caja_test_', '/public/v1', 'Idempotency-Key']) {
      expect(info.description).toContain(topic);
    }
    for (const topic of ['starting_after', 'RATE_LIMITED', 'RateLimit-Remaining', 'Retry-After']) {
      expect(info.description).toContain(topic);
    }
  });

  it('applies the bearer scheme to every operation and explains both key prefixes', () => {
    expect(doc['security']).toEqual([{ bearerAuth: [] }]);
    const scheme = doc['components'].securitySchemes.bearerAuth;
    expect(scheme).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(scheme.description).toMatch(/caja_live_.*caja_test_/);
  });
});

describe('every documented operation', () => {
  it('has a unique operationId, a summary and a tag declared with a description', () => {
    const ops = operations(doc);
    expect(ops.length).toBeGreaterThanOrEqual(5);
    const declared = new Map(doc['tags'].map((t: Json) => [t.name, t.description]));
    for (const [method, path, op] of ops) {
      expect(op.operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z]+$/);
      expect(op.summary, op.operationId).toMatch(/\S/);
      expect(op.tags?.length, op.operationId).toBeGreaterThan(0);
      for (const tag of op.tags) expect(declared.get(tag), `tag ${tag}`).toMatch(/\S/);
    }
    const ids = ops.map(([, , op]) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers its 4xx with the shared Error envelope', () => {
    for (const [, , op] of operations(doc)) {
      const errors = Object.entries<Json>(op.responses).filter(([status]) => status.startsWith('4'));
      expect(errors.length, op.operationId).toBeGreaterThan(0);
      for (const [status, response] of errors) {
        const schema = deref(doc, response).content['application/json'].schema;
        expect(schema, `${op.operationId} ${status}`).toEqual({ $ref: '#/components/schemas/Error' });
      }
    }
    expect(doc['components'].schemas.Error.properties.error.properties.code).toBeDefined();
  });

  it('documents Request-Id on every response, RateLimit-* on success and Retry-After on 429', () => {
    for (const [, , op] of operations(doc)) {
      for (const [status, response] of Object.entries<Json>(op.responses)) {
        const headers = deref(doc, response).headers;
        expect(headers['Request-Id'], `${op.operationId} ${status}`).toBeDefined();
        if (status.startsWith('2')) expect(headers['RateLimit-Remaining']).toBeDefined();
        if (status === '429') expect(headers['Retry-After']).toBeDefined();
      }
    }
  });

  it('requires Idempotency-Key on every POST and on no other method', () => {
    for (const [method, , op] of operations(doc)) {
      const params = (op.parameters ?? []).map((p: Json) => deref(doc, p));
      const key = params.find((p: Json) => p.name === 'Idempotency-Key');
      if (method === 'post') expect(key, op.operationId).toMatchObject({ in: 'header', required: true });
      else expect(key, op.operationId).toBeUndefined();
    }
  });

  it('carries the scope of its route as x-scope (only GET /me takes any key)', () => {
    for (const [method, path, op] of operations(doc)) {
      if (method === 'get' && path === '/me') expect(op['x-scope']).toBeUndefined();
      else expect(SCOPES, op.operationId).toContain(op['x-scope']);
    }
    expect(doc['paths']['/customers'].post['x-scope']).toBe('customers:write');
  });

  it('refers to titled resources in components and keeps the contract examples', () => {
    const create = doc['paths']['/customers'].post;
    expect(create.responses['201'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Customer',
    });
    expect(create.requestBody.content['application/json'].example).toEqual(CustomerCreate.examples[0]);
    expect(doc['components'].schemas.CustomerList.properties.data.items).toEqual({
      $ref: '#/components/schemas/Customer',
    });
  });

  it('leaves out the documents themselves and the OPTIONS catch-all', () => {
    expect(Object.keys(doc['paths'])).not.toContain('/openapi.json');
    expect(Object.keys(doc['paths']).some((p) => p.includes('docs') || p.includes('*'))).toBe(false);
    expect(operations(doc).some(([method]) => method === 'options')).toBe(false);
  });
});
