import { Caja, CajaError, type Customer, keyEnvironment } from '@caja/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductWithVariants, GENEROUS_RATE_LIMITS } from './helpers/catalog-fixtures.js';
import { startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';
import { addWarehouse } from './helpers/inventory-fixtures.js';
import { cloudOf, register, saleRecord } from './helpers/sales-fixtures.js';
import { envelope, recordingFetch, ScriptedApi } from './helpers/sdk-network.js';

/** The SDK against a real server: one method per operation, typed answers, pages and errors. */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(GENEROUS_RATE_LIMITS);
});
afterAll(() => server.close());

const sdkFor = (shop: TestTenant, options: { fetch?: typeof fetch } = {}) =>
  new Caja({ apiKey: shop.testKey, baseUrl: server.urls.test, ...options });

describe('lists', () => {
  let shop: TestTenant;
  let created: string[];

  beforeAll(async () => {
    shop = await server.tenant();
    created = [];
    // 250 customers, 25 at a time, through the API as any integration would make them.
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 25 }, (_, i) =>
          shop.test.post('/customers', { name: `Cliente ${batch * 25 + i + 1}`, last_name: 'Gómez' }),
        ),
      );
      for (const res of answers) {
        expect(res.status, res.text).toBe(201);
        created.push(res.body.id);
      }
    }
  });

  it('iterates every one of 250 customers across pages, newest first, each once', async () => {
    const statuses: number[] = [];
    const caja = sdkFor(shop, { fetch: recordingFetch(statuses) });
    const seen: Customer[] = [];
    for await (const customer of caja.customers.list({ limit: 100 })) seen.push(customer);
    expect(seen).toHaveLength(250);
    expect(new Set(seen.map((c) => c.id))).toEqual(new Set(created));
    const times = seen.map((c) => Date.parse(c.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // 100 + 100 + 50: three requests, and no more.
    expect(statuses).toEqual([200, 200, 200]);
  });

  it('pages with the default size when no limit is given', async () => {
    const sizes: number[] = [];
    for await (const page of sdkFor(shop).customers.list().pages()) sizes.push(page.data.length);
    expect(sizes).toEqual([...Array(10).fill(25)]);
  });

  it('gives one page with page(), and the next from its next_cursor', async () => {
    const caja = sdkFor(shop);
    const first = await caja.customers.list({ limit: 100 }).page();
    expect(first).toMatchObject({ object: 'list', has_more: true });
    expect(first.data).toHaveLength(100);
    const second = await caja.customers.list({ limit: 100, starting_after: first.next_cursor! }).page();
    expect(second.data).toHaveLength(100);
    expect(second.data.some((c) => first.data.some((f) => f.id === c.id))).toBe(false);
    // Iterating from a cursor goes on from there: the 150 customers after the first page.
    const rest = await caja.customers.list({ limit: 100, starting_after: first.next_cursor! }).toArray();
    expect(rest).toHaveLength(150);
  });

  it('stops early with toArray({ max }) and takes dates for the time filters', async () => {
    const caja = sdkFor(shop);
    expect(await caja.customers.list().toArray({ max: 30 })).toHaveLength(30);
    const future = new Date(Date.now() + 3_600_000);
    expect(await caja.customers.list({ created_since: future }).toArray()).toEqual([]);
    const past = new Date(Date.now() - 3_600_000);
    expect((await caja.customers.list({ created_since: past, limit: 1 }).page()).data).toHaveLength(1);
  });

  it('filters sales by status and occurred_at, the business date', async () => {
    const pos = await register(cloudOf(server), shop.accountId);
    const yesterday = new Date(Date.now() - 86_400_000);
    const completed = saleRecord({ occurred_at: yesterday.toISOString() });
    await pos.sale(completed);
    await pos.sale(saleRecord({ occurred_at: yesterday.toISOString(), status: 'cancelled' }));
    await pos.sale(saleRecord({ occurred_at: new Date().toISOString() }));
    const caja = sdkFor(shop);
    const sales = await caja.sales
      .list({
        status: 'completed',
        occurred_since: new Date(yesterday.getTime() - 60_000),
        occurred_until: new Date(yesterday.getTime() + 60_000),
      })
      .toArray();
    expect(sales.map((s) => s.id)).toEqual([completed.id]);
    expect(sales[0]!.total).toBe(completed.total);
    expect((await caja.sales.get(completed.id)).items).toHaveLength(completed.items.length);
  });
});

describe('one method per operation', () => {
  it('creates, reads and edits a customer', async () => {
    const caja = sdkFor(await server.tenant());
    const customer = await caja.customers.create({
      name: 'Ana María',
      last_name: 'Restrepo',
      document_type: 'CC',
      document_number: '1020304050',
      contact_channel: 'whatsapp',
    });
    expect(customer).toMatchObject({ object: 'customer', name: 'Ana María', contact_channel: 'whatsapp' });
    expect(await caja.customers.get(customer.id)).toEqual(customer);
    const edited = await caja.customers.update(customer.id, { phone: '+57 300 123 4567' });
    expect(edited.phone).toBe('+57 300 123 4567');
    expect(edited.name).toBe('Ana María');
  });

  it('records a stock movement and reads it back, alone and in the list', async () => {
    const shop = await server.tenant();
    const caja = sdkFor(shop);
    const warehouse = await addWarehouse(server, shop.accountId, { name: 'Principal', is_default: true });
    const product = await caja.products.create({ name: 'Café de Huila 500 g', base_price: 32_000 });
    const movement = await caja.stockMovements.create({
      product_id: product.id,
      type: 'in',
      quantity: 24,
      reference: 'OC-1001',
    });
    expect(movement).toMatchObject({
      object: 'stock_movement',
      product_id: product.id,
      warehouse_id: warehouse.id,
      quantity: 24,
      origin_type: 'api',
    });
    expect(await caja.stockMovements.get(movement.id)).toEqual(movement);
    const listed = await caja.stockMovements.list({ product_id: product.id }).toArray();
    expect(listed.map((m) => m.id)).toEqual([movement.id]);
    expect((await caja.warehouses.list().toArray()).map((w) => w.id)).toEqual([warehouse.id]);
    expect((await caja.warehouses.get(warehouse.id)).name).toBe('Principal');
  });

  it('reads a level through caja.inventory.levels, and a compare-and-swap refused as STOCK_CHANGED with the level', async () => {
    const shop = await server.tenant();
    const caja = sdkFor(shop);
    const warehouse = await addWarehouse(server, shop.accountId, { name: 'Principal', is_default: true });
    const product = await caja.products.create({ name: 'Panela 500 g', base_price: 3_500 });
    await caja.inventory.movements.create({ product_id: product.id, type: 'in', quantity: 10 });
    const [level] = await caja.inventory.levels.list({ product_id: product.id }).toArray();
    expect(level).toMatchObject({
      object: 'stock_level',
      product_id: product.id,
      warehouse_id: warehouse.id,
      on_hand: 10,
      exact: true,
      devices_behind: [],
    });
    const refused = await caja.inventory.movements
      .create({ product_id: product.id, type: 'out', quantity: 2, expected_on_hand: 12 })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CajaError);
    if (!(refused instanceof CajaError) || refused.code !== 'STOCK_CHANGED') throw refused;
    expect(refused.status).toBe(409);
    expect(refused.stock_level?.on_hand).toBe(10);
    const taken = await caja.inventory.movements.create({
      product_id: product.id,
      type: 'out',
      quantity: 2,
      expected_on_hand: refused.stock_level!.on_hand,
    });
    expect(taken.quantity).toBe(2);
    expect(caja.stockMovements).toBe(caja.inventory.movements);
  });

  it('edits products, categories and variants, and reads the account, the report and the events', async () => {
    const shop = await server.tenant();
    const caja = sdkFor(shop);
    const category = await caja.categories.create({ name: 'Bebidas' });
    expect((await caja.categories.update(category.id, { sort_order: 2 })).sort_order).toBe(2);
    expect((await caja.categories.get(category.id)).name).toBe('Bebidas');
    expect((await caja.categories.list().toArray()).map((c) => c.id)).toEqual([category.id]);
    const product = await caja.products.create({
      name: 'Tinto',
      base_price: 2_500,
      category_id: category.id,
    });
    const edited = await caja.products.update(product.id, { final_price: 2_000 });
    expect(edited).toMatchObject({ base_price: 2_500, final_price: 2_000 });
    expect((await caja.products.list({ active: true }).toArray()).map((p) => p.id)).toEqual([product.id]);

    const me = await caja.me.get();
    expect(me).toMatchObject({ object: 'account', plan: 'pro', api_key: { environment: 'test' } });
    const report = await caja.reports.dailySales({ from: '2026-11-01', to: '2026-11-03' });
    expect(report.days.map((d) => d.date)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);

    const events = await caja.events.list({ type: 'product.updated' }).toArray();
    expect(events).toHaveLength(1);
    const [event] = events;
    if (event?.type !== 'product.updated') throw new Error('expected product.updated');
    expect(event.data.object.final_price).toBe(2_000);
    expect((await caja.events.get(event.id)).id).toBe(event.id);
    await expect(caja.invoices.list().toArray()).resolves.toEqual([]);
    await expect(caja.quotes.list().toArray()).resolves.toEqual([]);
    await expect(caja.cashSessions.list().toArray()).resolves.toEqual([]);

    // Products with variants come from the devices; the API edits their variants.
    const shirt = await createProductWithVariants(server, shop, 2);
    const withVariant = await caja.variants.update(shirt.id, shirt.variantIds[1]!, { final_price: 35_000 });
    expect(withVariant.object).toBe('product');
    expect(withVariant.variants.find((v) => v.id === shirt.variantIds[1])?.final_price).toBe(35_000);
  });
});

describe('errors', () => {
  it('throws a CajaError with the code, status, request id and message of the envelope', async () => {
    const caja = sdkFor(await server.tenant());
    const error = await caja.customers.get('7d4a8c2e-1111-4222-8333-444455556666').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CajaError);
    expect(error).toMatchObject({ code: 'NOT_FOUND', status: 404, name: 'CajaError' });
    expect((error as CajaError).requestId).toMatch(/^req_/);
    expect((error as CajaError).message).toMatch(/no existe/i);
  });

  it('names the field of a VALIDATION_ERROR in param', async () => {
    const caja = sdkFor(await server.tenant());
    const error = await caja.customers.create({ name: '   ' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', status: 400, param: 'name' });
  });

  it('carries the extra fields: required_scope of INSUFFICIENT_SCOPE, devices of DEVICES_OUTDATED', async () => {
    const reader = await server.tenant({ scopes: ['customers:read'] });
    const scope = await sdkFor(reader)
      .sales.list()
      .page()
      .catch((e: unknown) => e);
    expect(scope).toMatchObject({ code: 'INSUFFICIENT_SCOPE', status: 403, required_scope: 'sales:read' });

    const shop = await server.tenant();
    const statuses: number[] = [];
    const caja = sdkFor(shop, { fetch: recordingFetch(statuses) });
    const product = await caja.products.create({ name: 'Arepa', base_price: 3_000 });
    await server.admin.addDevice(shop.accountId, {
      environment: 'test',
      name: 'Caja vieja',
      kind: 'primary',
      platform: 'android',
      app_version: '3.9.0',
    });
    const error = await caja.products
      .update(product.id, { name: 'Arepa de choclo' })
      .catch((e: unknown) => e);
    if (!(error instanceof CajaError) || error.code !== 'DEVICES_OUTDATED') throw error;
    expect(error.status).toBe(409);
    expect(error.devices).toEqual([
      expect.objectContaining({ name: 'Caja vieja', kind: 'primary', app_version: '3.9.0' }),
    ]);
    expect(error.details['devices']).toBe(error.devices);
    // A business rule is an answer, not a failure: asked once.
    expect(statuses).toEqual([201, 409]);
  });

  it('says so when a live key is used on the test listener', async () => {
    const shop = await server.tenant();
    const caja = new Caja({ apiKey: shop.liveKey, baseUrl: server.urls.test });
    await expect(caja.me.get()).rejects.toMatchObject({ code: 'API_KEY_WRONG_ENVIRONMENT', status: 401 });
  });
});

describe('the base address', () => {
  /** A fetch that answers every request with an empty account and records the URLs asked for. */
  const answering = (urls: string[]): typeof fetch => {
    return async (input) => {
      urls.push(String(input));
      return new Response(JSON.stringify({ object: 'account' }), { status: 200 });
    };
  };

  it('comes from the key prefix: caja_test_ → the test listener, caja_live_ → live', async () => {
    const urls: string[] = [];
    await new Caja({ apiKey: 'caja_test_abc', fetch: answering(urls) }).me.get();
    await new Caja({ apiKey: 'caja_live_abc', fetch: answering(urls) }).me.get();
    expect(urls).toEqual(['http://127.0.0.1:3001/public/v1/me', 'http://127.0.0.1:3000/public/v1/me']);
    expect(keyEnvironment('caja_live_x')).toBe('live');
    expect(keyEnvironment('sk_test_x')).toBeUndefined();
  });

  it('is baseUrl when given, with or without /public/v1', async () => {
    const urls: string[] = [];
    const fetch = answering(urls);
    await new Caja({ apiKey: 'caja_test_abc', baseUrl: 'https://pruebas.example.co/', fetch }).me.get();
    await new Caja({
      apiKey: 'caja_test_abc',
      baseUrl: 'https://pruebas.example.co/public/v1',
      fetch,
    }).me.get();
    expect(urls).toEqual([
      'https://pruebas.example.co/public/v1/me',
      'https://pruebas.example.co/public/v1/me',
    ]);
  });

  it('refuses a key of no known environment without baseUrl, and a missing key', () => {
    expect(() => new Caja({ apiKey: 'sk_live_123' })).toThrow(/caja_test_ o caja_live_/);
    expect(() => new Caja({ apiKey: '' })).toThrow(/Falta apiKey/);
  });
});

describe('a write answered with only object and id', () => {
  it('is read again with a GET, so the result is the whole resource', async () => {
    const full = { object: 'customer', id: 'c0ffee00-0000-4000-8000-000000000001', name: 'Ana María' };
    const api = new ScriptedApi([
      { status: 201, body: { object: 'customer', id: full.id } },
      { status: 200, body: full },
    ]);
    const url = await api.start();
    try {
      const customer = await new Caja({ apiKey: 'caja_test_abc', baseUrl: url }).customers.create({
        name: 'Ana María',
      });
      expect(customer).toEqual(full);
      expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
        'POST /public/v1/customers',
        `GET /public/v1/customers/${full.id}`,
      ]);
    } finally {
      await api.close();
    }
  });

  it('is not read again when the answer is an error', async () => {
    const api = new ScriptedApi([{ status: 404, body: envelope('NOT_FOUND') }]);
    const url = await api.start();
    try {
      const caja = new Caja({ apiKey: 'caja_test_abc', baseUrl: url });
      await expect(caja.customers.update('x', { name: 'B' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
      expect(api.requests).toHaveLength(1);
    } finally {
      await api.close();
    }
  });
});
