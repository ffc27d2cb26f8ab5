import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeProblem, expectError, rawRequest } from './helpers/envelope.js';
import { startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';
import type { ApiResponse } from './helpers/http.js';

let server: TestServer;
let shop: TestTenant;
let base: string;
let customerId: string;

beforeAll(async () => {
  server = await startTestServer();
  shop = await server.tenant();
  base = `${server.urls.test}/public/v1`;
  customerId = (await shop.test.post('/customers', { name: 'Cliente base' })).body.id;
});
afterAll(() => server.close());

const auth = () => ({ Authorization: `Bearer ${shop.testKey}` });
const jsonWrite = (body: string, contentType?: string) =>
  rawRequest(`${base}/customers`, {
    method: 'POST',
    headers: {
      ...auth(),
      'Idempotency-Key': crypto.randomUUID(),
      ...(contentType ? { 'Content-Type': contentType } : {}),
    },
    body,
  });

describe('ROUTE_NOT_FOUND', () => {
  it('answers 404 ROUTE_NOT_FOUND for an unknown path, with or without a key', async () => {
    expectError(await shop.test.get('/no-existe'), 404, 'ROUTE_NOT_FOUND');
    expectError(await server.api('test', null).get('/no-existe'), 404, 'ROUTE_NOT_FOUND');
    expectError(await rawRequest(`${server.urls.test}/public/v2/customers`), 404, 'ROUTE_NOT_FOUND');
  });

  it('answers 404 ROUTE_NOT_FOUND for a method a known path does not have', async () => {
    expectError(await shop.test.request('DELETE', `/customers/${customerId}`), 404, 'ROUTE_NOT_FOUND');
    expectError(await shop.test.request('PUT', '/customers', { name: 'x' }), 404, 'ROUTE_NOT_FOUND');
    expectError(await shop.test.patch('/customers', { name: 'x' }), 404, 'ROUTE_NOT_FOUND');
  });
});

describe('PAYLOAD_TOO_LARGE', () => {
  it('answers 413 for a body over 1 MiB and accepts the same route under it', async () => {
    const over = await jsonWrite(JSON.stringify({ name: 'a'.repeat(1024 * 1024) }), 'application/json');
    expectError(over, 413, 'PAYLOAD_TOO_LARGE');
    // Just under the limit the body is read and judged on its content instead.
    const under = await jsonWrite(JSON.stringify({ name: 'a'.repeat(1024 * 1024 - 20) }), 'application/json');
    expectError(under, 400, 'VALIDATION_ERROR', 'name');
  });
});

describe('INVALID_JSON', () => {
  it.each([
    ['malformed JSON', '{"name": "Ana"', 'application/json'],
    ['a trailing comma', '{"name": "Ana",}', 'application/json'],
    ['a write without Content-Type', '{"name": "Ana"}', undefined],
    ['a write sent as text/plain', '{"name": "Ana"}', 'text/plain'],
    ['a form-encoded write', 'name=Ana', 'application/x-www-form-urlencoded'],
    ['an empty body with a JSON content type', '', 'application/json'],
    ['a __proto__ key', '{"name": "Ana", "__proto__": {"admin": true}}', 'application/json'],
    ['a constructor.prototype key', '{"name": "Ana", "constructor": {"prototype": {}}}', 'application/json'],
  ])('answers 400 INVALID_JSON for %s', async (_case, body, contentType) => {
    expectError(await jsonWrite(body, contentType), 400, 'INVALID_JSON');
  });

  it.each([
    ['without Content-Type', undefined],
    ['sent as text/plain', 'text/plain'],
    ['form-encoded', 'application/x-www-form-urlencoded'],
  ])('says that Content-Type is missing or wrong for a valid JSON body %s', async (_case, contentType) => {
    const res = await jsonWrite('{"name": "Ana"}', contentType);
    expectError(res, 400, 'INVALID_JSON');
    expect(res.body.error.message).toMatch(/^Falta la cabecera Content-Type: application\/json/);
  });

  it('answers INVALID_JSON on PATCH too, and creates nothing', async () => {
    const res = await rawRequest(`${base}/customers/${customerId}`, {
      method: 'PATCH',
      headers: { ...auth(), 'Content-Type': 'text/plain' },
      body: '{"name": "Cambiado"}',
    });
    expectError(res, 400, 'INVALID_JSON');
    expect((await shop.test.get(`/customers/${customerId}`)).body.name).toBe('Cliente base');
  });
});

describe('bodies that are JSON but not an object', () => {
  it.each([
    ['an array', '[{"name": "Ana"}]'],
    ['a string', '"Ana"'],
    ['a number', '42'],
    ['null', 'null'],
  ])('answers 400 VALIDATION_ERROR for %s', async (_case, body) => {
    expectError(await jsonWrite(body, 'application/json'), 400, 'VALIDATION_ERROR');
  });
});

describe('Request-Id', () => {
  it('is on every response, equals error.request_id, and is unique per request', async () => {
    const responses: ApiResponse[] = await Promise.all([
      shop.test.get('/customers'),
      shop.test.get('/me'),
      shop.test.post('/customers', { name: 'Con id' }),
      shop.test.get('/no-existe'),
      shop.test.post('/customers', {}),
      server.api('test', null).get('/customers'),
      shop.test.get('/customers', {}, { headers: { Origin: 'https://example.co' } }),
      shop.test.request('OPTIONS', '/customers'),
      jsonWrite('{', 'application/json'),
    ]);
    const ids = responses.map((res) => res.headers.get('request-id'));
    for (const [i, res] of responses.entries()) {
      expect(ids[i]).toMatch(/^req_[0-9A-Za-z]{20}$/);
      expect(envelopeProblem(res), res.text).toBeNull();
      if (res.status >= 400) expect(res.body.error.request_id).toBe(ids[i]);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('authentication failures', () => {
  it.each([
    ['no key', null],
    ['an unknown key', `caja_test_${'x'.repeat(32)}`],
    ['a malformed key', 'not-a-key'],
  ])('carry WWW-Authenticate: Bearer with %s', async (_case, key) => {
    const res = await server.api('test', key).get('/customers');
    expect(res.status).toBe(401);
    expect(envelopeProblem(res), res.text).toBeNull();
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('is 401 with WWW-Authenticate for a key of the other environment', async () => {
    const res = await server.api('live', shop.testKey).get('/customers');
    expectError(res, 401, 'API_KEY_WRONG_ENVIRONMENT');
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
  });
});

describe('CORS', () => {
  it('never sends CORS headers, not to a preflight and not to a browser request', async () => {
    const preflight = await rawRequest(`${base}/customers`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://tienda.example.co',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expectError(preflight, 403, 'BROWSER_REQUESTS_NOT_ALLOWED');
    const browser = await shop.test.get(
      '/customers',
      {},
      { headers: { Origin: 'https://tienda.example.co' } },
    );
    expectError(browser, 403, 'BROWSER_REQUESTS_NOT_ALLOWED');
    const fetched = await shop.test.get('/customers', {}, { headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expectError(fetched, 403, 'BROWSER_REQUESTS_NOT_ALLOWED');
    const ok = await shop.test.get('/customers');
    for (const res of [preflight, browser, fetched, ok]) {
      const cors = [...res.headers.keys()].filter((name) => name.startsWith('access-control-'));
      expect(cors).toEqual([]);
    }
  });
});

describe('input the database cannot store is a VALIDATION_ERROR, not a 500', () => {
  it.each([
    'name',
    'last_name',
    'phone',
    'document_number',
  ])('refuses a NUL character in %s on create and on edit', async (field) => {
    const created = await shop.test.post('/customers', { name: 'Ana', [field]: 'Ana\u0000María' });
    expectError(created, 400, 'VALIDATION_ERROR', field);
    const edited = await shop.test.patch(`/customers/${customerId}`, { [field]: 'x\u0000' });
    expectError(edited, 400, 'VALIDATION_ERROR', field);
  });

  it.each(['q', 'email', 'document_number'])('refuses a NUL character in the %s filter', async (name) => {
    expectError(await shop.test.get('/customers', { [name]: 'ab\u0000cd' }), 400, 'VALIDATION_ERROR', name);
  });

  it.each([
    ['a leap second', '2026-06-30T23:59:60Z'],
    ['year 0000', '0000-01-01T00:00:00Z'],
    ['a year that becomes 0000 in UTC', '0001-01-01T00:00:00+01:00'],
    ['a year that becomes 10000 in UTC', '9999-12-31T23:59:59-23:59'],
    ['an offset without minutes', '2026-01-01T00:00:00+01'],
  ])('refuses %s as a date filter', async (_case, date) => {
    for (const name of ['created_since', 'created_until', 'updated_since']) {
      expectError(await shop.test.get('/customers', { [name]: date }), 400, 'VALIDATION_ERROR', name);
    }
  });

  it('still accepts the first and last storable instants and 29 February of a leap year', async () => {
    for (const date of ['0001-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z', '2028-02-29T12:00:00-05:00']) {
      expect((await shop.test.get('/customers', { created_since: date })).status).toBe(200);
    }
  });

  it.each([
    ['-271821-04-20T00:00:00.000Z'],
    ['+275760-09-13T00:00:00.000Z'],
    ['0000-01-01T00:00:00.000Z'],
    ['2026-01-01T00:00:00Z'],
    ['2026-02-30T00:00:00.000Z'],
  ])('answers INVALID_CURSOR for a forged cursor positioned at %s', async (date) => {
    const cursor = Buffer.from(
      JSON.stringify(['customers', date, '7d4a8c2e-1111-4222-8333-444455556666']),
    ).toString('base64url');
    expectError(
      await shop.test.get('/customers', { starting_after: cursor }),
      400,
      'INVALID_CURSOR',
      'starting_after',
    );
  });

  it.each([
    ['an invalid percent sequence', '%E0%A4%A'],
    ['a lone percent sign', '%'],
    ['a parameter over 200 characters', 'x'.repeat(300)],
  ])('answers a path with %s with VALIDATION_ERROR and a Request-Id', async (_case, id) => {
    for (const method of ['GET', 'PATCH']) {
      const res = await rawRequest(`${base}/customers/${id}`, {
        method,
        headers: { ...auth(), 'Content-Type': 'application/json' },
        ...(method === 'PATCH' ? { body: '{"name":"Ana"}' } : {}),
      });
      expectError(res, 400, 'VALIDATION_ERROR');
      expect(res.body.error.message).toMatch(/ruta/);
    }
  });
});

describe('requests the HTTP parser refuses', () => {
  it.each([
    ['a query string over 16 KiB', `/customers?q=${'x'.repeat(20_000)}`, {}],
    ['a header over 16 KiB', '/customers', { 'X-Relleno': 'y'.repeat(20_000) }],
  ])('answer %s with the envelope and a Request-Id', async (_case, path, headers) => {
    const res = await rawRequest(`${base}${path}`, { headers: { ...auth(), ...headers } });
    expectError(res, 400, 'VALIDATION_ERROR');
    expect(res.body.error.message).toMatch(/16 KiB/);
  });

  it('answers a malformed request line with the envelope', async () => {
    const { port } = new URL(server.urls.test);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write('GET /public/v1/customers HTTP/1.1\r\nHost: x\r\nCabecera sin dos puntos\r\n\r\n');
      });
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString('utf8');
      });
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    const requestId = /\r\nRequest-Id: (\S+)/i.exec(head)?.[1];
    expect(requestId).toMatch(/^req_/);
    expect(JSON.parse(body).error).toMatchObject({ code: 'VALIDATION_ERROR', request_id: requestId });
  });
});

describe('ids the database would refuse', () => {
  it('answers VALIDATION_ERROR, not a 5xx, for a urn:uuid: id in a path', async () => {
    const id = 'urn:uuid:7d4a8c2e-1111-4222-8333-444455556666';
    const byPath = await shop.test.get(`/customers/${id}`);
    expect(byPath.status).toBe(400);
    expect(byPath.body.error).toMatchObject({ code: 'VALIDATION_ERROR', param: 'id' });
  });
});
