import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validatorCompiler } from '#src/http/shared/validation.js';
import { GENEROUS_RATE_LIMITS } from './helpers/catalog-fixtures.js';
import { registerDevice } from './helpers/device-client.js';
import * as make from './helpers/device-records.js';
import { expectError } from './helpers/envelope.js';
import { ADMIN_TOKEN, startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';
import type { ApiResponse } from './helpers/http.js';

/**
 * What a request must be before any route looks at it: an HTTP/1.1 request names its Host,
 * `Expect` admits only 100-continue, a route refuses query parameters it does not declare, and
 * a number in a query is written in plain decimal. Each refusal is the error envelope, with the
 * same request id in the `Request-Id` header and in the body.
 */
let server: TestServer;
let shop: TestTenant;

beforeAll(async () => {
  server = await startTestServer(GENEROUS_RATE_LIMITS);
  shop = await server.tenant();
});
afterAll(() => server.close());

const UNKNOWN_ID = '7d4a8c2e-1111-4222-8333-444455556666';

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  // biome-ignore lint/suspicious/noExplicitAny: the body is whatever JSON the server sent
  body: any;
}

/** Sends bytes exactly as given over a socket and reads the answer until the server closes. */
function overSocket(base: string, bytes: string): Promise<RawAnswer> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    let text = '';
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(bytes));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('error', (error) => {
      if (text === '') reject(error);
    });
    socket.on('close', () => {
      const split = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      const bodyText = text.slice(split + 4);
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers,
        body: bodyText ? JSON.parse(bodyText) : undefined,
      });
    });
  });
}

/** The envelope of a raw answer: its code and param, and one request id in header and body. */
function expectRawError(answer: RawAnswer, status: number, param: string): void {
  expect(answer.status, JSON.stringify(answer)).toBe(status);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(answer.headers['request-id']).toMatch(/^req_/);
  expect(answer.body.error).toMatchObject({
    code: 'VALIDATION_ERROR',
    param,
    request_id: answer.headers['request-id'],
  });
  expect(answer.body.error.message).toMatch(/\S/);
}

const listeners = [
  ['live', '/public/v1/me'],
  ['test', '/public/v1/me'],
  ['admin', `/admin/v1/accounts/${UNKNOWN_ID}`],
] as const;

describe('a request without Host', () => {
  it.each(
    listeners,
  )('on the %s listener, HTTP/1.1 is refused with VALIDATION_ERROR on Host before authentication', async (listener, path) => {
    const answer = await overSocket(
      server.urls[listener],
      `GET ${path} HTTP/1.1\r\nConnection: close\r\n\r\n`,
    );
    expectRawError(answer, 400, 'Host');
    expect(answer.body.error.message).toMatch(/Falta la cabecera Host/);
  });

  it('is refused even with a valid key', async () => {
    const answer = await overSocket(
      server.urls.test,
      `GET /public/v1/me HTTP/1.1\r\nAuthorization: Bearer ${shop.testKey}\r\nConnection: close\r\n\r\n`,
    );
    expectRawError(answer, 400, 'Host');
  });

  it('is answered as usual with a Host header (the same bytes otherwise)', async () => {
    const answer = await overSocket(
      server.urls.test,
      `GET /public/v1/me HTTP/1.1\r\nHost: caja.test\r\nAuthorization: Bearer ${shop.testKey}\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.object).toBe('account');
  });

  it('is accepted in HTTP/1.0, which has no Host rule', async () => {
    const authorized = await overSocket(
      server.urls.test,
      `GET /public/v1/me HTTP/1.0\r\nAuthorization: Bearer ${shop.testKey}\r\n\r\n`,
    );
    expect(authorized.status).toBe(200);
    expect(authorized.body.object).toBe('account');
    const anonymous = await overSocket(
      server.urls.admin,
      `GET /admin/v1/accounts/${UNKNOWN_ID} HTTP/1.0\r\n\r\n`,
    );
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('UNAUTHENTICATED');
  });
});

describe('the Expect header', () => {
  it.each(
    listeners.map(([listener]) => listener),
  )('on the %s listener, anything but 100-continue gets 417 with the envelope and the connection closed', async (listener) => {
    const path = listener === 'admin' ? '/admin/v1/accounts' : '/public/v1/customers';
    const answer = await overSocket(
      server.urls[listener],
      `POST ${path} HTTP/1.1\r\nHost: caja.test\r\nExpect: 200-ok\r\n` +
        'Content-Type: application/json\r\nContent-Length: 2\r\n\r\n',
    );
    expectRawError(answer, 417, 'Expect');
    expect(answer.headers['connection']).toBe('close');
    expect(answer.body.error.message).toMatch(/100-continue/);
  });

  it('with 100-continue, the client is told to go on and the write is made', async () => {
    const body = JSON.stringify({ name: 'Cliente con Expect' });
    const url = new URL(`${server.urls.test}/public/v1/customers`);
    const answer = await new Promise<{
      continued: boolean;
      status: number;
      body: { object: string; name: string };
    }>((resolve, reject) => {
      let continued = false;
      const req = httpRequest(url, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${shop.testKey}`,
          'Idempotency-Key': crypto.randomUUID(),
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          Expect: '100-continue',
        },
      });
      req.on('continue', () => {
        continued = true;
        req.end(body);
      });
      req.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ continued, status: res.statusCode ?? 0, body: JSON.parse(text) }));
      });
      req.on('error', reject);
      req.flushHeaders();
    });
    expect(answer.continued).toBe(true);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ object: 'customer', name: 'Cliente con Expect' });
  });
});

/** The document's paths as requests: every `{name}` an unknown id. */
async function documentedOperations(): Promise<Array<[string, string]>> {
  const doc = (await (await fetch(`${server.urls.test}/public/v1/openapi.json`)).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method): [string, string] => [
      method.toUpperCase(),
      path.replace(/\{\w+\}/g, UNKNOWN_ID),
    ]),
  );
}

describe('query parameters a route does not declare', () => {
  it('are refused on every documented GET, naming the parameter (single resources and lists alike)', async () => {
    const gets = (await documentedOperations()).filter(([method]) => method === 'GET');
    expect(gets.map(([, path]) => path)).toEqual(expect.arrayContaining(['/me', `/customers/${UNKNOWN_ID}`]));
    for (const [, path] of gets) {
      const separator = path.includes('?') ? '&' : '?';
      const res = await shop.test.get(`${path}${separator}nope=1`);
      expect(res.status, `GET ${path}: ${res.text}`).toBe(400);
      expectError(res, 400, 'VALIDATION_ERROR', 'nope');
      expect(res.body.error.message).toMatch(/`nope` no es un campo admitido en los parámetros de consulta/);
    }
  });

  it('are refused on a POST, and nothing is created', async () => {
    const fresh = await server.tenant();
    const res = await fresh.test.post('/customers?nope=1', { name: 'No debe existir' });
    expectError(res, 400, 'VALIDATION_ERROR', 'nope');
    const list = await fresh.test.get('/customers');
    expect(list.body.data).toEqual([]);
  });

  it('are refused on a PATCH, and nothing changes', async () => {
    const created = await shop.test.post('/customers', { name: 'Beatriz' });
    const res = await shop.test.patch(`/customers/${created.body.id}?nope=1`, { name: 'Cambiada' });
    expectError(res, 400, 'VALIDATION_ERROR', 'nope');
    expect((await shop.test.get(`/customers/${created.body.id}`)).body.name).toBe('Beatriz');
  });

  it('are refused on a device upload, and no record is applied', async () => {
    const fresh = await server.tenant();
    const device = await registerDevice(server, fresh.accountId);
    const res = await device.http.request('POST', '/upload?nope=1', { records: [make.customer()] });
    expectError(res, 400, 'VALIDATION_ERROR', 'nope');
    expect((await fresh.test.get('/customers')).body.data).toEqual([]);
  });

  it('are let through on the open routes: documents and probes', async () => {
    for (const path of ['/public/v1/openapi.json', '/docs', '/public/v1/docs', '/healthz', '/readyz']) {
      const res = await fetch(`${server.urls.test}${path}?nope=1`);
      expect(res.status, path).toBe(200);
    }
  });

  it('leave no query parameter in the OpenAPI document of a route without them', async () => {
    const doc = await (await fetch(`${server.urls.test}/public/v1/openapi.json`)).json();
    expect(doc.paths['/me'].get.parameters).toBeUndefined();
    const inputs = (path: string, method: string) =>
      (doc.paths[path][method].parameters as Array<{ in?: string }>).map((p) => p.in ?? 'ref');
    expect(inputs('/customers/{id}', 'get')).toEqual(['path']);
    expect(inputs('/customers/{id}', 'patch')).toEqual(['path']);
    expect(inputs('/customers', 'post')).toEqual(['ref']);
  });
});

describe('numbers in a query', () => {
  it.each([
    '0x10',
    '1e1',
    '%205',
    '5%20',
    '5.0',
    '%2B5',
    '0b1',
    '0o7',
    'Infinity',
    '',
  ])('limit=%s is refused: only decimal digits', async (value) => {
    const res = await shop.test.get(`/customers?limit=${value}`);
    expectError(res, 400, 'VALIDATION_ERROR', 'limit');
    expect(res.body.error.message).toMatch(/dígitos decimales/);
  });

  it('a leading minus is read, and then refused by the minimum', async () => {
    const res = await shop.test.get('/customers?limit=-5');
    expectError(res, 400, 'VALIDATION_ERROR', 'limit');
    expect(res.body.error.message).toBe('`limit` debe ser como mínimo 1.');
  });

  it('plain digits are read as the number they write', async () => {
    for (const n of [1, 2]) await shop.test.post('/customers', { name: `Cliente ${n}` });
    const res = await shop.test.get('/customers?limit=02');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.has_more).toBe(true);
  });

  it('holds on the device sync and the operator interface too', async () => {
    const device = await registerDevice(server, shop.accountId);
    expectError(await device.http.request('GET', '/changes?after=0x10'), 400, 'VALIDATION_ERROR', 'after');
    const admin = await fetch(
      `${server.urls.admin}/admin/v1/accounts/${shop.accountId}/webhook-endpoints?limit=1e1`,
      {
        headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
      },
    );
    const text = await admin.text();
    const res: ApiResponse = { status: admin.status, headers: admin.headers, body: JSON.parse(text), text };
    expectError(res, 400, 'VALIDATION_ERROR', 'limit');
  });

  it('a number (not only an integer) admits digits with one decimal point, and nothing else', () => {
    const check = validatorCompiler({
      schema: { type: 'object', properties: { rate: { type: 'number' } } },
      method: 'GET',
      url: '/',
      httpPart: 'querystring',
    }) as (data: unknown) => boolean;
    for (const good of ['2', '2.5', '-0.25']) expect(check({ rate: good }), good).toBe(true);
    for (const bad of ['2.', '.5', '1e3', '0x1', '+2', ' 2']) expect(check({ rate: bad }), bad).toBe(false);
  });
});
