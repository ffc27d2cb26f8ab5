import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASH_SESSION_STATUSES } from '#src/contract/cash-session.js';
import { CONTACT_CHANNELS, DOCUMENT_TYPES as CUSTOMER_DOCUMENT_TYPES } from '#src/contract/customer.js';
import { EVENT_TYPES } from '#src/contract/event-types.js';
import { DOCUMENT_TYPES, INVOICE_STATUSES } from '#src/contract/invoice.js';
import { QUOTE_STATUSES } from '#src/contract/quote.js';
import { DOCUMENT_KINDS } from '#src/contract/sale.js';
import { MOVEMENT_TYPES, STOCK_MOVEMENT_ORIGINS } from '#src/contract/stock-movement.js';
import { expectError, rawRequest } from './helpers/envelope.js';
import { startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';
import type { ApiResponse } from './helpers/http.js';
import { addWarehouse, simpleProduct } from './helpers/inventory-fixtures.js';

let server: TestServer;
let shop: TestTenant;

beforeAll(async () => {
  server = await startTestServer();
  shop = await server.tenant();
});
afterAll(() => server.close());

/** Every allowed value appears, as `value`, in the message, which ends in "`a`, `b` o `c`". */
function expectAllowedValues(res: ApiResponse, param: string, values: readonly string[]): void {
  expectError(res, 400, 'VALIDATION_ERROR', param);
  const message: string = res.body.error.message;
  for (const value of values) expect(message).toContain(`\`${value}\``);
  const last = values.at(-1)!;
  const listed = values.length === 1 ? `\`${last}\`` : ` o \`${last}\``;
  expect(message).toContain(`\`${param}\` debe ser`);
  expect(message).toContain(listed);
}

describe('an enum field names every allowed value', () => {
  it('a stock movement whose type is neither in nor out says `in` o `out`', async () => {
    const product = await simpleProduct(shop.test);
    for (const type of ['entrada', 5, null, ''] as const) {
      const res = await shop.test.post('/inventory/movements', { product_id: product, type, quantity: 1 });
      expectAllowedValues(res, 'type', MOVEMENT_TYPES);
      expect(res.body.error.message).toBe('`type` debe ser `in` o `out`.');
    }
  });

  it('a customer with an unknown document_type or contact_channel lists all the allowed ones', async () => {
    expectAllowedValues(
      await shop.test.post('/customers', { name: 'Ana', document_type: 'DNI' }),
      'document_type',
      CUSTOMER_DOCUMENT_TYPES,
    );
    expectAllowedValues(
      await shop.test.post('/customers', { name: 'Ana', contact_channel: 'tiktok' }),
      'contact_channel',
      CONTACT_CHANNELS,
    );
  });

  it('the operator interface does the same with its own enums (environment)', async () => {
    const res = await server.admin
      .raw()
      .post(
        `/accounts/${shop.accountId}/api-keys`,
        { environment: 'prod', scopes: ['*'] },
        { idempotencyKey: null },
      );
    expectAllowedValues(res, 'environment', ['live', 'test']);
  });
});

describe('an unknown value of an enum query filter is a 400, not an empty list', () => {
  it.each([
    ['/sales', 'document_kind', DOCUMENT_KINDS],
    ['/inventory/movements', 'origin_type', STOCK_MOVEMENT_ORIGINS],
    ['/invoices', 'document_type', DOCUMENT_TYPES],
    ['/invoices', 'status', INVOICE_STATUSES],
    ['/quotes', 'status', QUOTE_STATUSES],
    ['/cash-sessions', 'status', CASH_SESSION_STATUSES],
    ['/events', 'type', EVENT_TYPES],
  ] as const)('GET %s?%s=bogus names the parameter and its values', async (path, param, values) => {
    expectAllowedValues(await shop.test.get(path, { [param]: 'bogus' }), param, values);
    // Each allowed value is accepted.
    for (const value of values) expect((await shop.test.get(path, { [param]: value })).status).toBe(200);
  });

  it('an enum filter given twice is refused with the allowed values too', async () => {
    const res = await shop.test.get('/sales?document_kind=pos&document_kind=invoice');
    expectAllowedValues(res, 'document_kind', DOCUMENT_KINDS);
  });

  it('the admin lists refuse an unknown environment or delivery status the same way', async () => {
    expectAllowedValues(
      await server.admin.raw().get(`/accounts/${shop.accountId}/api-keys`, { environment: 'staging' }),
      'environment',
      ['live', 'test'],
    );
  });

  it('origin_type=api finds the movements the API recorded', async () => {
    await addWarehouse(server, shop.accountId, { name: 'Principal', is_default: true });
    const product = await simpleProduct(shop.test);
    const made = await shop.test.post('/inventory/movements', {
      product_id: product,
      type: 'in',
      quantity: 2,
    });
    expect(made.status, made.text).toBe(201);
    const res = await shop.test.get('/inventory/movements', { origin_type: 'api', product_id: product });
    expect(res.body.data.map((m: { id: string }) => m.id)).toEqual([made.body.id]);
  });

  it('free-text filters stay free: a sale status and a movement type are whatever the register recorded', async () => {
    // SPEC: a sale's status is a free string as registered by the POS (max 40 characters).
    const sales = await shop.test.get('/sales', { status: 'bogus' });
    expect(sales.status).toBe(200);
    expect(sales.body.data).toEqual([]);
    const movements = await shop.test.get('/inventory/movements', { type: 'ajuste_conteo' });
    expect(movements.status).toBe(200);
  });

  it('the OpenAPI document gives the closed filters and fields their enums', async () => {
    const doc = (await rawRequest(`${server.urls.test}/public/v1/openapi.json`)).body;
    const movements = doc.paths['/inventory/movements'];
    const origin = movements.get.parameters.find((p: { name: string }) => p.name === 'origin_type');
    expect(origin.schema.enum).toEqual([...STOCK_MOVEMENT_ORIGINS]);
    const type = movements.get.parameters.find((p: { name: string }) => p.name === 'type');
    expect(type.schema.enum).toBeUndefined();
    const body = movements.post.requestBody.content['application/json'].schema;
    const create = body.$ref ? doc.components.schemas[body.$ref.split('/').at(-1)] : body;
    expect(create.properties.type.enum).toEqual([...MOVEMENT_TYPES]);
  });
});

describe('Authorization with a scheme other than Bearer', () => {
  const me = (listener: 'live' | 'test', authorization: string) =>
    rawRequest(`${server.urls[listener]}/public/v1/me`, { headers: { Authorization: authorization } });

  it('answers 401 UNAUTHENTICATED saying the scheme is wrong and how to send the key', async () => {
    const res = await me('test', `Basic ${Buffer.from(`${shop.testKey}:`).toString('base64')}`);
    expectError(res, 401, 'UNAUTHENTICATED');
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
    expect(res.body.error.message).toContain('usa el esquema Basic');
    expect(res.body.error.message).toContain('Authorization: Bearer caja_test_…');
    expect(res.body.error.message).not.toContain('Falta la llave');
  });

  it("names the listener's own prefix on live", async () => {
    const res = await me('live', 'Token abc');
    expectError(res, 401, 'UNAUTHENTICATED');
    expect(res.body.error.message).toContain('usa el esquema Token');
    expect(res.body.error.message).toContain('Authorization: Bearer caja_live_…');
  });

  it('a key sent without the scheme is told to add Bearer, and the key is not repeated back', async () => {
    const res = await me('test', shop.testKey);
    expectError(res, 401, 'UNAUTHENTICATED');
    expect(res.body.error.message).toContain('sin el esquema Bearer');
    expect(res.text).not.toContain(shop.testKey);
  });

  it('Bearer without a key says the key is missing after Bearer', async () => {
    const res = await me('test', 'Bearer');
    expectError(res, 401, 'UNAUTHENTICATED');
    expect(res.body.error.message).toContain('no trae la llave');
  });

  it('no header at all keeps the missing-key message', async () => {
    const res = await rawRequest(`${server.urls.test}/public/v1/me`);
    expectError(res, 401, 'UNAUTHENTICATED');
    expect(res.body.error.message).toMatch(/^Falta la llave de API/);
  });
});
