import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES } from '#src/contract/api.js';
import { CustomerCreate } from '#src/contract/customer.js';
import { SALE_STATUSES_SEEN } from '#src/contract/sale.js';
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
        expect(schema, `${op.operationId} ${status}`).toEqual({ $ref: '#/components/schemas/ApiError' });
      }
    }
    expect(doc['components'].schemas.ApiError.properties.error.properties.code).toBeDefined();
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

/** Every object property of a schema, nested objects, list items and unions included, as [path, schema]. */
function properties(schema: Json, path: string): [string, Json][] {
  if (!schema || typeof schema !== 'object' || typeof schema['$ref'] === 'string') return [];
  const own = Object.entries<Json>(schema['properties'] ?? {}).flatMap(([name, sub]): [string, Json][] => [
    [`${path}.${name}`, sub],
    ...properties(sub, `${path}.${name}`),
  ]);
  const members = ['anyOf', 'oneOf', 'allOf'].flatMap((key) => schema[key] ?? []);
  return [
    ...own,
    ...(schema['items'] ? properties(schema['items'], `${path}[]`) : []),
    ...members.flatMap((member: Json) => properties(member, path)),
  ];
}

/** The fields an integrator reads: components, request bodies and parameters. */
function documentedFields(document: Json): [string, Json][] {
  const fields = Object.entries<Json>(document['components'].schemas).flatMap(([name, schema]) =>
    properties(schema, name),
  );
  for (const [method, path, op] of operations(document)) {
    const body = op.requestBody?.content?.['application/json']?.schema;
    if (body) fields.push(...properties(body, `${method} ${path} body`));
    for (const parameter of op.parameters ?? []) {
      if (parameter.$ref) continue;
      fields.push([`${method} ${path} ${parameter.in} ${parameter.name}`, parameter]);
    }
  }
  return fields;
}

const undescribed = (document: Json) =>
  documentedFields(document)
    .filter(
      ([, field]) =>
        !field['$ref'] && !(typeof field['description'] === 'string' && /\S/.test(field['description'])),
    )
    .map(([path]) => path);

const escapePointer = (part: string) => encodeURIComponent(part.replace(/~/g, '~0').replace(/\//g, '~1'));

/** Every example of the document with the JSON pointer of the schema it must satisfy. */
function examples(document: Json): { where: string; pointer: string; value: unknown }[] {
  const found: { where: string; pointer: string; value: unknown }[] = [];
  const walk = (node: unknown, pointer: string[]): void => {
    if (Array.isArray(node)) {
      for (const [i, item] of node.entries()) walk(item, [...pointer, String(i)]);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const object = node as Json;
    const at = pointer.map(escapePointer).join('/');
    // A schema's own `examples` (JSON Schema 2020-12) is an array; a media object's is a map of named examples.
    if (Array.isArray(object['examples']) && pointer.at(-1) !== 'properties') {
      for (const [i, value] of (object['examples'] as unknown[]).entries()) {
        found.push({ where: `${pointer.join('/')} examples[${i}]`, pointer: at, value });
      }
    }
    if (object['schema'] && typeof object['schema'] === 'object') {
      const schemaAt = `${at}/schema`;
      if (object['example'] !== undefined) {
        found.push({ where: `${pointer.join('/')} example`, pointer: schemaAt, value: object['example'] });
      }
      if (object['examples'] && !Array.isArray(object['examples'])) {
        for (const [name, example] of Object.entries<Json>(object['examples'])) {
          found.push({
            where: `${pointer.join('/')} examples.${name}`,
            pointer: schemaAt,
            value: example['value'],
          });
        }
      }
    }
    for (const [key, value] of Object.entries(object)) {
      if (key === 'examples' || key === 'example') continue;
      walk(value, [...pointer, key]);
    }
  };
  walk(document, []);
  return found;
}

/** The examples that do not satisfy their schema, each with ajv's first complaint. */
function invalidExamples(document: Json): string[] {
  // ajv's CommonJS default exports need unwrapping under NodeNext.
  const ajv = new (Ajv2020 as unknown as typeof Ajv2020.default)({ strict: false, allErrors: false });
  (addFormats as unknown as typeof addFormats.default)(ajv);
  const base = 'https://caja.example/openapi.json';
  ajv.addSchema(structuredClone(document), base);
  return examples(document).flatMap(({ where, pointer, value }) => {
    const validate = ajv.compile({ $ref: `${base}#/${pointer}` });
    return validate(value) ? [] : [`${where}: ${ajv.errorsText(validate.errors)}`];
  });
}

describe('the fields of the document', () => {
  it('each have a one-line description: component properties, request body fields and parameters', () => {
    expect(documentedFields(doc).length).toBeGreaterThan(300);
    expect(undescribed(doc)).toEqual([]);
    for (const [path, field] of documentedFields(doc)) {
      if (field['description']) expect(field['description'], path).not.toContain('\n');
    }
  });

  it('would notice a field without a description (the check is not vacuous)', () => {
    const changed = structuredClone(doc);
    delete changed['components'].schemas.Sale.properties.tip_amount.description;
    delete changed['components'].schemas.Account.properties.data_freshness.properties.devices.items.properties
      .name.description;
    expect(undescribed(changed)).toEqual(['Account.data_freshness.devices[].name', 'Sale.tip_amount']);
  });
});

describe('the examples of the document', () => {
  it('include one for every resource, its list and every response that returns JSON', () => {
    const schemas = doc['components'].schemas;
    for (const [name, schema] of Object.entries<Json>(schemas)) {
      expect(schema['examples']?.length, name).toBeGreaterThan(0);
    }
    for (const [method, path, op] of operations(doc)) {
      for (const [status, response] of Object.entries<Json>(op.responses)) {
        const media = response.content?.['application/json'];
        if (status.startsWith('2') && media)
          expect(media.example, `${method} ${path} ${status}`).toBeDefined();
      }
      const body = op.requestBody?.content?.['application/json'];
      if (body) expect(body.example, `${method} ${path} body`).toBeDefined();
    }
  });

  it('each satisfy their schema', () => {
    expect(examples(doc).length).toBeGreaterThan(60);
    expect(invalidExamples(doc)).toEqual([]);
  });

  it('would notice an example that breaks its schema (the check is not vacuous)', () => {
    const changed = structuredClone(doc);
    changed['components'].schemas.Sale.examples[0].total = '47000';
    changed['paths']['/customers'].post.requestBody.content['application/json'].example.email =
      'no es correo';
    const invalid = invalidExamples(changed);
    expect(invalid).toHaveLength(2);
    expect(invalid.join('\n')).toMatch(/Sale.*total.*must be integer/s);
  });

  it('hold real values, never a type name or a placeholder', () => {
    const strings: string[] = [];
    const collect = (value: unknown): void => {
      if (typeof value === 'string') strings.push(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    for (const { value } of examples(doc)) collect(value);
    for (const text of strings) expect(['', 'string', 'texto', 'text', 'example']).not.toContain(text);
  });

  it('show a sale whose amounts add up as the money rules say', () => {
    const sale = doc['components'].schemas.Sale.examples[0];
    expect(sale.items.length).toBeGreaterThanOrEqual(2);
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    expect(sale.subtotal).toBe(sum(sale.items.map((item: Json) => item.subtotal)));
    expect(sale.total).toBe(sale.subtotal - sale.discount + sale.tip_amount);
    expect(sale.discount).toBe(Math.round((sale.subtotal * sale.discount_percent) / 100));
    expect(sale.tax).toBe(sum(sale.tax_breakdown.map((entry: Json) => entry.amount)));
    expect(sale.tax).toBeLessThanOrEqual(sale.total - sale.tip_amount);
    // Prices include their tax: the breakdown's bases and taxes are what was charged, after the discount.
    expect(sum(sale.tax_breakdown.map((entry: Json) => entry.base + entry.amount))).toBe(
      sale.subtotal - sale.discount,
    );
    expect(new Set(sale.tax_breakdown.map((entry: Json) => entry.rate))).toEqual(new Set([5, 19]));
    for (const item of sale.items) {
      expect(item.subtotal, item.description).toBe(Math.round(item.quantity * item.unit_price));
      const [tax] = item.taxes;
      expect(tax.base + tax.amount, item.description).toBe(item.subtotal);
      expect(tax.base, item.description).toBe(Math.round((item.subtotal * 100) / (100 + tax.rate)));
    }
    const invoice = doc['components'].schemas.Invoice.examples[0];
    expect(invoice).toMatchObject({ sale_id: sale.id, tax: sale.tax, total: sale.total });
    expect(invoice.subtotal + invoice.tax).toBe(invoice.total);
  });

  it('show a quote and a daily report whose amounts add up too', () => {
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    const quote = doc['components'].schemas.Quote.examples[0];
    expect(quote.subtotal).toBe(sum(quote.items.map((item: Json) => item.subtotal)));
    expect(quote.tax).toBe(sum(quote.tax_breakdown.map((entry: Json) => entry.amount)));
    for (const day of doc['components'].schemas.DailySalesReport.examples[0].days) {
      expect(day.total, day.date).toBe(day.subtotal - day.discount + day.tip_amount);
      expect(day.net_income, day.date).toBe(day.total - day.tax - day.tip_amount);
    }
  });
});

/** Each string property of the document's components whose description lists its values in prose. */
const proseOnlyEnums = (document: Json): string[] => {
  const found: string[] = [];
  // Backticked values joined by `o` or `u`: a list of values written in prose.
  const listsValues = /`[^`\s]+`[^`]{0,40}(?: o| u) `[^`\s]+`/;
  const walk = (node: unknown, where: string): void => {
    if (Array.isArray(node)) {
      for (const [i, item] of node.entries()) walk(item, `${where}[${i}]`);
    } else if (node && typeof node === 'object') {
      const schema = node as Json;
      const types = ([] as unknown[]).concat(schema['type']);
      const isString = types.includes('string');
      const described = typeof schema['description'] === 'string' && listsValues.test(schema['description']);
      if (isString && described && !schema['enum'] && !schema['x-extensible-enum']) found.push(where);
      for (const [key, value] of Object.entries(schema)) walk(value, `${where}.${key}`);
    }
  };
  walk(document['components']['schemas'], 'components.schemas');
  return found;
};

describe('the values of the response fields', () => {
  it('are closed with enum, or marked open with x-extensible-enum, never only in prose', () => {
    expect(proseOnlyEnums(doc)).toEqual([]);
  });

  it('would notice a field whose values are only in prose (the check is not vacuous)', () => {
    const broken = structuredClone(doc);
    delete broken['components'].schemas.Customer.properties.person_type.enum;
    expect(proseOnlyEnums(broken)).toEqual(['components.schemas.Customer.properties.person_type']);
  });

  it('close the sets the contract closes and leave open what devices may add', () => {
    const props = (name: string) => doc['components'].schemas[name].properties;
    expect(props('Customer').person_type.enum).toEqual(['person', 'company']);
    expect(props('Customer').document_type.enum).toContain('PASAPORTE');
    expect(props('Customer').contact_channel.enum).toContain(null);
    expect(props('Product').kind.enum).toEqual(['simple', 'composite']);
    expect(props('StockMovement').origin_type.enum).toContain('api');
    expect(props('Account').plan.enum).toEqual(['free', 'plus', 'pro']);
    for (const [name, field] of [
      ['Sale', 'status'],
      ['Sale', 'payment_method'],
      ['StockMovement', 'type'],
    ] as const) {
      expect(props(name)[field].enum, `${name}.${field}`).toBeUndefined();
      expect(props(name)[field]['x-extensible-enum'].length, `${name}.${field}`).toBeGreaterThan(1);
    }
  });
});

describe('the sales status filter', () => {
  it('names the values devices send, as an open set like the field it filters', () => {
    const status = doc['paths']['/sales'].get.parameters.find(
      (p: Json) => p.in === 'query' && p.name === 'status',
    );
    expect(status.schema.enum).toBeUndefined();
    expect(status.schema['x-extensible-enum']).toEqual([...SALE_STATUSES_SEEN]);
    expect(status.schema['x-extensible-enum']).toEqual(
      doc['components'].schemas.Sale.properties.status['x-extensible-enum'],
    );
    for (const value of SALE_STATUSES_SEEN)
      expect(status.description ?? status.schema.description).toContain(`\`${value}\``);
    expect(status.description ?? status.schema.description).toContain('abierto');
  });
});

describe('the rules the server enforces', () => {
  const body = (path: string, method: string) =>
    deref(doc, doc['paths'][path][method].requestBody.content['application/json'].schema);
  const query = (path: string, name: string) =>
    doc['paths'][path].get.parameters.find((p: Json) => p.in === 'query' && p.name === name).schema;

  it('state that U+0000 is refused in customer, movement and filter texts, as the server does', async () => {
    const customer = body('/customers', 'post').properties;
    for (const field of ['name', 'last_name', 'phone', 'document_number']) {
      expect(customer[field].pattern, field).toContain('[^\\u0000]');
    }
    const movement = body('/inventory/movements', 'post').properties;
    for (const field of ['reason', 'reference'])
      expect(movement[field].pattern, field).toContain('[^\\u0000]');
    expect(query('/sales', 'status').pattern).toContain('[^\\u0000]');
    expect(query('/customers', 'q').pattern).toContain('[^\\u0000]');
    const { testKey } = await server.tenant();
    const res = await fetch(`${server.urls.test}/public/v1/customers?q=ab%00c`, {
      headers: { authorization: `Bearer ${testKey}` },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.param).toBe('q');
  });

  it('say that warehouse_id goes only with initial_stock on POST /products', () => {
    expect(body('/products', 'post').dependentRequired).toEqual({ warehouse_id: ['initial_stock'] });
  });

  it('give every path parameter an example, and the document a license and a contact', () => {
    for (const [method, path, op] of operations(doc)) {
      for (const p of (op.parameters ?? []).filter((p: Json) => p.in === 'path')) {
        expect(p.example, `${method} ${path} ${p.name}`).toMatch(/^[0-9a-f-]{36}$/);
      }
    }
    expect(doc['info'].license.name).toMatch(/\S/);
    expect(doc['info'].contact.name).toMatch(/\S/);
  });

  it('describe every GET by id', () => {
    const byId = operations(doc).filter(([method, path]) => method === 'get' && path.endsWith('{id}'));
    expect(byId.length).toBeGreaterThanOrEqual(9);
    for (const [, path, op] of byId) expect(op.description, path).toMatch(/\S/);
  });
});

describe('the error list of each operation', () => {
  /** The codes an operation documents, over all its error responses. */
  const codes = (path: string, method: string): string[] =>
    Object.entries<Json>(doc['paths'][path][method].responses)
      .filter(([status]) => Number(status) >= 400)
      .flatMap(([, response]) =>
        Object.keys(deref(doc, response).content['application/json'].examples ?? {}),
      );

  it('names only what the operation can answer', () => {
    const sales = codes('/sales', 'get');
    expect(sales).toContain('INVALID_CURSOR');
    expect(sales).toContain('RATE_LIMITED');
    for (const code of [
      'IDEMPOTENCY_KEY_REQUIRED',
      'INVALID_JSON',
      'SKU_ALREADY_EXISTS',
      'ROUTE_NOT_FOUND',
    ]) {
      expect(sales).not.toContain(code);
    }
    const createCustomer = codes('/customers', 'post');
    expect(createCustomer).toContain('IDEMPOTENCY_KEY_REQUIRED');
    expect(createCustomer).toContain('INVALID_JSON');
    expect(createCustomer).not.toContain('SKU_ALREADY_EXISTS');
    expect(createCustomer).not.toContain('STOCK_CHANGED');
    const editProduct = codes('/products/{id}', 'patch');
    expect(editProduct).toEqual(
      expect.arrayContaining(['SKU_ALREADY_EXISTS', 'DEVICES_OUTDATED', 'NOT_FOUND']),
    );
    expect(editProduct).not.toContain('IDEMPOTENCY_KEY_REQUIRED');
    expect(codes('/inventory/movements', 'post')).toEqual(
      expect.arrayContaining(['STOCK_CHANGED', 'NO_WAREHOUSE', 'COMPOSITE_STOCK_UNSUPPORTED']),
    );
    expect(codes('/customers/{id}', 'get')).toContain('NOT_FOUND');
    expect(codes('/customers/{id}', 'get')).not.toContain('INVALID_CURSOR');
  });

  it('includes what the server really answers: a bad cursor on a list', async () => {
    const { testKey } = await server.tenant();
    const res = await fetch(`${server.urls.test}/public/v1/sales?starting_after=nope`, {
      headers: { authorization: `Bearer ${testKey}` },
    });
    expect(res.status).toBe(400);
    expect(codes('/sales', 'get')).toContain((await res.json()).error.code);
  });
});

describe('the events of the document', () => {
  it('type data.object by the event type, as a union discriminated by type', () => {
    const schemas = doc['components'].schemas;
    const event = schemas.Event;
    expect(event.discriminator.propertyName).toBe('type');
    expect(event.oneOf).toHaveLength(Object.keys(event.discriminator.mapping).length);
    const sale = deref(doc, { $ref: event.discriminator.mapping['sale.created'] });
    expect(sale.properties.type.const).toBe('sale.created');
    expect(sale.properties.data.properties.object.$ref).toBe('#/components/schemas/Sale');
    const level = deref(doc, { $ref: event.discriminator.mapping['stock_level.updated'] });
    expect(level.properties.data.properties.object.$ref).toBe('#/components/schemas/StockLevel');
  });

  it('narrow data.object in the generated types', async () => {
    const { readFile } = await import('node:fs/promises');
    const types = await readFile(new URL('../sdk/src/generated/openapi.ts', import.meta.url), 'utf8');
    expect(types).toMatch(
      /SaleCreatedEvent: \{[\s\S]*?type: "sale\.created";[\s\S]*?object: components\["schemas"\]\["Sale"\]/,
    );
  });
});
