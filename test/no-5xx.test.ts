import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeProblem, type RawRequest, rawRequest } from './helpers/envelope.js';
import { startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';
import { seeded } from './helpers/seeded.js';

/**
 * No client input may produce a 5xx: hundreds of hostile requests against the customer routes,
 * built from a fixed seed so that a failure names a case that reproduces. Every answer must be
 * below 500, and every 4xx must be the error envelope.
 */

let server: TestServer;
let shop: TestTenant;
let customerId: string;

beforeAll(async () => {
  server = await startTestServer({
    RATE_LIMIT_PER_KEY: '1000000',
    RATE_LIMIT_PER_ACCOUNT: '1000000',
    RATE_LIMIT_WRITES_PER_KEY: '1000000',
    // One key answers every case: remembering it keeps the sweep about input, not key lookups.
    AUTH_CACHE_TTL_MS: '600000',
  });
  shop = await server.tenant();
  customerId = (await shop.test.post('/customers', { name: 'Cliente existente' })).body.id;
});
afterAll(() => server.close());

const random = seeded(20261122);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

const UUID = '7d4a8c2e-1111-4222-8333-444455556666';
const DEEP = 20_000;

// Query values exactly as they travel on the wire (already percent-encoded where it matters).
const DATES = [
  '2026-02-30T00:00:00Z',
  '2026-06-30T23:59:60Z',
  '2026-12-31T23:59:60Z',
  '2026-01-01T00:59:60%2B01:00',
  '2026-13-01T00:00:00Z',
  '2026-01-01T24:00:00Z',
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00%2B01:00',
  '9999-12-31T23:59:59-23:59',
  '2026-01-01T00:00:00%2B24:00',
  '2026-01-01T00:00:00.1234567891234Z',
  '2026-01-01%2000:00:00Z',
  '2026-01-01t00:00:00z',
  '-002026-01-01T00:00:00Z',
  '%2B275760-09-13T00:00:00Z',
  '2024-02-29T12:00:00Z',
  '2026-01-01',
  '2026-01-01T00:00:00%2B01',
  '1767225600',
];
const CURSORS = [
  b64(['customers', '-271821-04-20T00:00:00.000Z', UUID]),
  b64(['customers', '%2B275760-09-13T00:00:00.000Z', UUID]),
  b64(['customers', '+275760-09-13T00:00:00.000Z', UUID]),
  b64(['customers', '0000-01-01T00:00:00.000Z', UUID]),
  b64(['customers', '-000001-01-01T00:00:00.000Z', UUID]),
  b64(['customers', '2026-06-30T23:59:60Z', UUID]),
  b64(['customers', '1', UUID]),
  b64(['customers', '2026-01-01T00:00:00.000Z', UUID.toUpperCase()]),
  b64(['customers', '2026-01-01T00:00:00.000\u0000Z', UUID]),
  b64(['customers', '2026-01-01T00:00:00.000Z', `${UUID}\u0000`]),
  b64(['customers', 2026, UUID]),
  b64(['customers', null, null]),
  b64(['customers', '2026-01-01T00:00:00.000Z', UUID, 'extra']),
  b64({ list: 'customers' }),
  b64('x'),
  Buffer.from('['.repeat(400)).toString('base64url'),
  '!!!',
  '====',
  'AAAA',
  'x'.repeat(600),
];
const QUERY_VALUES = [
  '',
  '%00',
  'ab%00cd',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%FF%FE',
  '%F0%9F%98%80%F0%9F%98%80',
  '%ED%A0%80',
  'ñandú',
  'x'.repeat(5000),
  '-1',
  '0',
  '1.5',
  '1e2',
  '1e400',
  'NaN',
  'Infinity',
  '0x10',
  '%20%205',
  'true',
  'TRUE',
  'null',
  '[]',
  '%5C',
  '%25%5F',
];
const QUERY_NAMES = [
  'limit',
  'starting_after',
  'created_since',
  'created_until',
  'updated_since',
  'email',
  'document_number',
  'q',
  'include_deleted',
];
const ODD_QUERY_NAMES = ['unknown', '__proto__', 'constructor', 'limit[]', 'q[a]', '%00', '%ZZ', ''];

// Body values: what JSON can carry that a customer field should not.
const BODY_VALUES: unknown[] = [
  'Ana',
  '',
  ' ',
  '\u0000',
  'Ana\u0000María',
  'a\u0000@example.co',
  'ana@example.co',
  'x'.repeat(10_000),
  'ñandú 😀',
  '\u202eevil',
  0,
  -0,
  1.5,
  1e308,
  2 ** 64,
  true,
  null,
  [],
  ['Ana'],
  {},
  { name: 'Ana' },
  'person',
  'company',
  'NIT',
  'whatsapp',
];
const BODY_FIELDS = [
  'name',
  'last_name',
  'phone',
  'email',
  'person_type',
  'document_type',
  'document_number',
  'contact_channel',
  'id',
  'object',
  'created_at',
];
const RAW_BODIES: Array<string | Uint8Array<ArrayBuffer>> = [
  `{"name":${'['.repeat(DEEP)}${']'.repeat(DEEP)}}`,
  '['.repeat(DEEP) + ']'.repeat(DEEP),
  `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
  '1e400',
  '{"name":1e400}',
  '{"name":"Ana","phone":123456789012345678901234567890}',
  '{"name":"Ana","name":"Otra"}',
  '\uFEFF{"name":"Ana"}',
  '{"name":"\\ud800"}',
  '{"name":"\\udfff\\ud800"}',
  '{"name":"\\u0000"}',
  '{"name":"Ana","phone":"\\u0000"}',
  '{"name":"Ana"}garbage',
  '{"name":"Ana"}{"name":"Eva"}',
  '{"name":"Ana"} ',
  ' ',
  '\u0000',
  new Uint8Array([0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  new Uint8Array([0xc0, 0xaf]),
];
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json;charset=latin1',
  'APPLICATION/JSON',
  'application/json-patch+json',
  'application/vnd.api+json',
  'application/json, text/plain',
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  '',
];
const IDEMPOTENCY_KEYS = ['', ' ', 'a b', 'x'.repeat(256), 'ñ', 'sweep-fixed-key', '%00', '\t'];
const PATH_IDS = [
  'abc',
  '%00',
  `${UUID}%00`,
  '%E0%A4%A',
  '%',
  'x'.repeat(300),
  '..%2F..%2Fme',
  '..',
  UUID.toUpperCase(),
  UUID.replaceAll('-', ''),
  `{${UUID}}`,
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
  '%F0%9F%98%80',
  `${UUID}/extra`,
  `${UUID};x=1`,
  `${UUID}?limit=-1`,
  '%20',
];
const AUTHORIZATIONS = [
  'Bearer',
  'Bearer ',
  `Bearer ${'x'.repeat(3000)}`,
  'Basic Zm9vOmJhcg==',
  `Bearer caja_live_${'a'.repeat(40)}`,
  `Bearer caja_test_${'%00'.repeat(12)}`,
  'Bearer a b c',
];

interface Case extends RawRequest {
  name: string;
  path: string;
}

const randomBody = (): string => {
  const body: Record<string, unknown> = {};
  const n = 1 + Math.floor(random() * 4);
  for (let i = 0; i < n; i++) body[pick(BODY_FIELDS)] = pick(BODY_VALUES);
  return JSON.stringify(body);
};

function cases(): Case[] {
  const all: Case[] = [];
  const get = (query: string) =>
    all.push({ name: `GET /customers?${query.slice(0, 120)}`, path: `/customers?${query}` });
  // Every filter with every odd value, odd dates on the date filters, odd cursors on the cursor,
  // then random mixes with repeated and unknown names.
  const anyValue = [...QUERY_VALUES, ...DATES, ...CURSORS];
  for (const name of QUERY_NAMES) for (const value of QUERY_VALUES) get(`${name}=${value}`);
  for (const name of ['created_since', 'created_until', 'updated_since']) {
    for (const date of DATES) get(`${name}=${date}`);
  }
  for (const cursor of CURSORS) get(`starting_after=${cursor}`);
  for (const name of ODD_QUERY_NAMES) get(`${name}=${pick(anyValue)}`);
  for (let i = 0; i < 80; i++) {
    const pairs = Array.from({ length: 1 + Math.floor(random() * 4) }, () => {
      const name = random() < 0.85 ? pick(QUERY_NAMES) : pick(ODD_QUERY_NAMES);
      return `${name}=${pick(anyValue)}`;
    });
    if (random() < 0.3) pairs.push(pairs[0]!);
    get(pairs.join(random() < 0.1 ? '&&' : '&'));
  }
  get('limit=1&limit=2');
  get(`q=${'%'.repeat(3)}`);
  get('&&&');
  get('?');

  const write = (
    method: 'POST' | 'PATCH',
    path: string,
    body: string | Uint8Array<ArrayBuffer>,
    headers = {},
  ) =>
    all.push({
      name: `${method} ${path} ${typeof body === 'string' ? body.slice(0, 120) : `<bytes ${body.length}>`} ${JSON.stringify(headers)}`,
      path,
      method,
      body,
      headers: {
        'Content-Type': 'application/json',
        ...(method === 'POST' ? { 'Idempotency-Key': crypto.randomUUID() } : {}),
        ...headers,
      },
    });
  for (const body of RAW_BODIES) {
    write('POST', '/customers', body);
    write('PATCH', `/customers/${customerId}`, body);
  }
  // Each odd value in a random field, and a NUL in every text field.
  for (const value of BODY_VALUES) {
    write('POST', '/customers', JSON.stringify({ name: 'Ana', [pick(BODY_FIELDS)]: value }));
    write('PATCH', `/customers/${customerId}`, JSON.stringify({ [pick(BODY_FIELDS)]: value }));
  }
  for (const field of BODY_FIELDS.slice(0, 8)) {
    write('POST', '/customers', JSON.stringify({ name: 'Ana', [field]: 'Ana\u0000María' }));
    write('PATCH', `/customers/${customerId}`, JSON.stringify({ [field]: 'Ana\u0000María' }));
  }
  for (let i = 0; i < 60; i++) {
    write(pick(['POST', 'PATCH'] as const), pick(['/customers', `/customers/${customerId}`]), randomBody(), {
      'Content-Type': pick(CONTENT_TYPES),
    });
  }
  for (const key of IDEMPOTENCY_KEYS) write('POST', '/customers', randomBody(), { 'Idempotency-Key': key });

  for (const id of PATH_IDS) {
    all.push({ name: `GET /customers/${id.slice(0, 60)}`, path: `/customers/${id}` });
    write('PATCH', `/customers/${id}`, '{"name":"Ana"}');
  }
  for (const authorization of AUTHORIZATIONS) {
    all.push({
      name: `GET with ${authorization.slice(0, 40)}`,
      path: '/customers',
      headers: { Authorization: authorization },
    });
  }
  for (const method of ['PUT', 'DELETE', 'PROPFIND', 'OPTIONS', 'HEAD']) {
    all.push({ name: `${method} /customers/${customerId}`, path: `/customers/${customerId}`, method });
  }
  return all;
}

describe('the customer routes under hostile input', () => {
  it('never answer 5xx, and every 4xx is the error envelope', async () => {
    const list = cases();
    expect(list.length).toBeGreaterThan(500);
    const problems: string[] = [];
    const run = async (c: Case) => {
      const res = await rawRequest(`${server.urls.test}/public/v1${c.path}`, {
        ...c,
        headers: { Authorization: `Bearer ${shop.testKey}`, ...c.headers },
      });
      // A HEAD answer has no body to hold an envelope; its status still counts.
      const problem =
        c.method === 'HEAD' ? (res.status >= 500 ? `status ${res.status}` : null) : envelopeProblem(res);
      if (problem) problems.push(`${c.name}: ${problem}`);
    };
    for (let i = 0; i < list.length; i += 8) await Promise.all(list.slice(i, i + 8).map(run));
    expect(problems).toEqual([]);
  }, 90_000); // hundreds of requests: room for a busy machine

  it('still serves the customer it started with', async () => {
    const res = await shop.test.get(`/customers/${customerId}`);
    expect(res.status).toBe(200);
  });
});
