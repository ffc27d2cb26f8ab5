import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MOVEMENT_QUANTITY } from '#src/contract/stock-movement.js';
import { eventsRepo } from '#src/domain/events/events.repo.js';
import { recordInitialStock } from '#src/domain/inventory/stock-movements.service.js';
import { changeFeedRepo } from '#src/domain/sync/change-feed.repo.js';
import { GENEROUS_RATE_LIMITS } from './helpers/catalog-fixtures.js';
import { onPostgres, startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';
import {
  addWarehouse,
  deactivateWarehouse,
  makeProduct,
  type ProductShape,
  testTenant,
} from './helpers/inventory-fixtures.js';

let server: TestServer;
let shop: TestTenant;
let warehouseId: string;
let productId: string;

beforeAll(async () => {
  server = await startTestServer(GENEROUS_RATE_LIMITS);
  shop = await server.tenant();
  warehouseId = (await addWarehouse(server, shop.accountId, { name: 'Principal', is_default: true })).id;
  productId = await product(shop, { unitCost: 3500 });
});
afterAll(() => server.close());

const product = (tenant: TestTenant, shape: ProductShape = {}, environment: 'live' | 'test' = 'test') =>
  makeProduct(server, tenant, shape, environment);
const move = (tenant: TestTenant, body: object, key?: string) =>
  tenant.test.post('/inventory/movements', body, key ? { idempotencyKey: key } : {});
const movementsOf = async (tenant: TestTenant, id: string) =>
  (await tenant.test.get('/inventory/movements', { product_id: id })).body.data as Array<{ id: string }>;

describe('POST /inventory/movements: what is recorded', () => {
  it('records an api movement in the default warehouse with the default reason and answers 201', async () => {
    const res = await move(shop, { product_id: productId, type: 'in', quantity: 24 });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      object: 'stock_movement',
      id: expect.any(String),
      product_id: productId,
      variant_id: null,
      warehouse_id: warehouseId,
      type: 'in',
      quantity: 24,
      reason: 'Movimiento vía API',
      reference: null,
      unit_cost: 3500,
      origin_type: 'api',
      sale_id: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updated_at: res.body.created_at,
    });
    expect((await shop.test.get(`/inventory/movements/${res.body.id}`)).body).toEqual(res.body);
  });

  it('stores an out movement as a positive quantity and does not check available stock', async () => {
    const fresh = await product(shop);
    const res = await move(shop, {
      product_id: fresh,
      type: 'out',
      quantity: 7,
      reason: 'Merma',
      reference: 'R-1',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type: 'out', quantity: 7, reason: 'Merma', reference: 'R-1' });
  });

  it("takes unit_cost from the product at the movement's time; later cost changes do not rewrite it", async () => {
    const id = await product(shop, { unitCost: 1000 });
    const before = await move(shop, { product_id: id, type: 'in', quantity: 1 });
    await server.caja.services.db
      .updateTable('products')
      .set({ unit_cost: 1250.5 })
      .where('id', '=', id)
      .execute();
    const after = await move(shop, { product_id: id, type: 'in', quantity: 1 });
    expect(after.body.unit_cost).toBe(1250.5);
    expect((await shop.test.get(`/inventory/movements/${before.body.id}`)).body.unit_cost).toBe(1000);
  });

  it('records the stock_movement.created event with the movement as the API returns it', async () => {
    const res = await move(shop, { product_id: productId, type: 'in', quantity: 2, reference: 'EV-1' });
    const events = await eventsRepo.listForTenant(
      server.caja.services.db,
      testTenant(shop.accountId),
      'stock_movement.created',
    );
    const mine = events.filter((e) => (e.data as { object: { id: string } }).object.id === res.body.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.data).toEqual({ object: res.body });
  });

  it('sends the movement to the devices as one stock_delta with no origin device', async () => {
    const res = await move(shop, { product_id: productId, type: 'out', quantity: 3 });
    const feed = await changeFeedRepo.readAfter(server.caja.services.db, testTenant(shop.accountId), 0, 1000);
    const entries = feed.filter((e) => e.entity_id === res.body.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      entity_type: 'stock_movement',
      operation: 'stock_delta',
      origin_device_id: null,
      payload: res.body,
    });
  });

  it('replays an idempotent repeat without recording a second movement', async () => {
    const id = await product(shop);
    const body = { product_id: id, type: 'in', quantity: 5 };
    const first = await move(shop, body, 'mov-replay-1');
    const again = await move(shop, body, 'mov-replay-1');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.text).toBe(first.text);
    expect((await movementsOf(shop, id)).map((m) => m.id)).toEqual([first.body.id]);
    const reused = await move(shop, { ...body, quantity: 6 }, 'mov-replay-1');
    expect(reused.status).toBe(422);
    expect(reused.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe('POST /inventory/movements: concurrency', () => {
  it.skipIf(!onPostgres())('records one movement for concurrent repeats of one Idempotency-Key', async () => {
    const id = await product(shop);
    const body = { product_id: id, type: 'in', quantity: 3 };
    const answers = await Promise.all(Array.from({ length: 6 }, () => move(shop, body, 'mov-race-1')));
    for (const res of answers) expect([201, 409]).toContain(res.status);
    const fresh = answers.filter((r) => r.status === 201 && !r.headers.get('idempotent-replayed'));
    expect(fresh).toHaveLength(1);
    expect((await movementsOf(shop, id)).map((m) => m.id)).toEqual([fresh[0]!.body.id]);
  });

  it.skipIf(!onPostgres())('records every one of many concurrent movements of one product', async () => {
    const id = await product(shop);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        move(shop, { product_id: id, type: i % 2 ? 'out' : 'in', quantity: 1 }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(12).fill(201));
    expect(await movementsOf(shop, id)).toHaveLength(12);
  });
});

describe('POST /inventory/movements: validation', () => {
  it.each([
    [{ quantity: 0 }, 'quantity'],
    [{ quantity: -1 }, 'quantity'],
    [{ quantity: 1.5 }, 'quantity'],
    [{ quantity: '2' }, 'quantity'],
    [{ quantity: MAX_MOVEMENT_QUANTITY + 1 }, 'quantity'],
    [{ quantity: 1e21 }, 'quantity'],
    [{ quantity: null }, 'quantity'],
    [{ type: 'transfer' }, 'type'],
    [{ type: 'IN' }, 'type'],
    [{ product_id: 'abc' }, 'product_id'],
    [{ warehouse_id: 'abc' }, 'warehouse_id'],
    [{ reason: 'r'.repeat(201) }, 'reason'],
    [{ reason: '' }, 'reason'],
    [{ reference: 'x'.repeat(101) }, 'reference'],
    [{ reference: 42 }, 'reference'],
    [{ variant_id: '7d4a8c2e-1111-4222-8333-444455556666' }, 'variant_id'],
    [{ origin_type: 'sale' }, 'origin_type'],
  ])('rejects %j with VALIDATION_ERROR on %s', async (change, param) => {
    const res = await move(shop, { product_id: productId, type: 'in', quantity: 1, ...change });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_ERROR', param });
  });

  it.each(['product_id', 'type', 'quantity'])('requires %s', async (field) => {
    const body: Record<string, unknown> = { product_id: productId, type: 'in', quantity: 1 };
    delete body[field];
    const res = await move(shop, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_ERROR', param: field });
  });

  it('accepts reason, reference and quantity exactly at their maximum', async () => {
    const res = await move(shop, {
      product_id: productId,
      type: 'in',
      quantity: MAX_MOVEMENT_QUANTITY,
      reason: 'r'.repeat(200),
      reference: 'x'.repeat(100),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ quantity: MAX_MOVEMENT_QUANTITY, reason: 'r'.repeat(200) });
    expect(res.body.reference).toHaveLength(100);
  });

  it('needs inventory:write', async () => {
    const key = await server.admin.createKey(shop.accountId, {
      environment: 'test',
      scopes: ['inventory:read'],
    });
    const res = await server.api('test', key.secret).post('/inventory/movements', {});
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: 'INSUFFICIENT_SCOPE', required_scope: 'inventory:write' });
  });
});

describe('POST /inventory/movements: product rules, checked first', () => {
  it("answers NOT_FOUND on product_id for an unknown product, another account's or the other environment's", async () => {
    const stranger = await server.tenant();
    const ids = [crypto.randomUUID(), await product(stranger), await product(shop, {}, 'live')];
    for (const id of ids) {
      const res = await move(shop, { product_id: id, type: 'in', quantity: 1 });
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({ code: 'NOT_FOUND', param: 'product_id' });
    }
  });

  it('refuses a product with variants with 422 VARIANT_STOCK_UNSUPPORTED, before looking at the warehouse', async () => {
    const id = await product(shop, { withVariant: true });
    const res = await move(shop, {
      product_id: id,
      type: 'in',
      quantity: 1,
      warehouse_id: crypto.randomUUID(),
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: 'VARIANT_STOCK_UNSUPPORTED', param: 'product_id' });
    expect(await movementsOf(shop, id)).toEqual([]);
  });

  it('refuses a composite product with 422 COMPOSITE_STOCK_UNSUPPORTED, before looking at the warehouse', async () => {
    const id = await product(shop, { kind: 'composite' });
    const res = await move(shop, {
      product_id: id,
      type: 'out',
      quantity: 1,
      warehouse_id: crypto.randomUUID(),
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: 'COMPOSITE_STOCK_UNSUPPORTED', param: 'product_id' });
  });
});

describe('POST /inventory/movements: which warehouse', () => {
  it('uses the warehouse named when it is an active one of the account', async () => {
    const extra = await addWarehouse(server, shop.accountId, { name: 'Trastienda' });
    const res = await move(shop, { product_id: productId, type: 'in', quantity: 1, warehouse_id: extra.id });
    expect(res.body.warehouse_id).toBe(extra.id);
  });

  it("answers NOT_FOUND on warehouse_id for an unknown, another account's or an inactive warehouse", async () => {
    const stranger = await server.tenant();
    const inactive = await addWarehouse(server, shop.accountId, { name: 'Cerrada' });
    await deactivateWarehouse(server.caja.services.db, inactive.id);
    const ids = [crypto.randomUUID(), (await addWarehouse(server, stranger.accountId)).id, inactive.id];
    for (const id of ids) {
      const res = await move(shop, { product_id: productId, type: 'in', quantity: 1, warehouse_id: id });
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({ code: 'NOT_FOUND', param: 'warehouse_id' });
    }
  });

  /** A fresh account with one simple product and the given warehouses (the last ones deactivated). */
  async function account(warehouses: Array<{ is_default?: boolean; inactive?: boolean }>) {
    const tenant = await server.tenant();
    const made: string[] = [];
    for (const w of warehouses) {
      const { id } = await addWarehouse(server, tenant.accountId, { is_default: w.is_default ?? false });
      if (w.inactive) await deactivateWarehouse(server.caja.services.db, id);
      made.push(id);
    }
    return { tenant, made, productId: await product(tenant) };
  }

  it.each([
    ['the single active default among several', [{}, { is_default: true }, {}], 1],
    ['the only active warehouse when none is default', [{}], 0],
    ['the only active warehouse when the default is inactive', [{ is_default: true, inactive: true }, {}], 1],
  ])('without warehouse_id uses %s', async (_, warehouses, chosen) => {
    const { tenant, made, productId: id } = await account(warehouses);
    const res = await move(tenant, { product_id: id, type: 'in', quantity: 1 });
    expect(res.status).toBe(201);
    expect(res.body.warehouse_id).toBe(made[chosen]);
  });

  it.each([
    ['there is no warehouse', []],
    ['two active warehouses and no default', [{}, {}]],
    ['the default is inactive and two others are active', [{ is_default: true, inactive: true }, {}, {}]],
    ['the only warehouse is inactive', [{ inactive: true }]],
  ])('answers 409 NO_WAREHOUSE when %s, recording nothing', async (_, warehouses) => {
    const { tenant, productId: id } = await account(warehouses);
    const res = await move(tenant, { product_id: id, type: 'in', quantity: 1 }, 'no-warehouse-1');
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'NO_WAREHOUSE', param: 'warehouse_id' });
    expect(res.body.error.message).toMatch(/GET \/warehouses/);
    expect(await movementsOf(tenant, id)).toEqual([]);
    const feed = await changeFeedRepo.readAfter(
      server.caja.services.db,
      testTenant(tenant.accountId),
      0,
      100,
    );
    expect(feed.filter((e) => e.entity_type === 'stock_movement')).toEqual([]);
    // The error freed the key: the corrected request goes through with the same value.
    const { id: named } = await addWarehouse(server, tenant.accountId, { name: 'Nueva' });
    const fixed = await move(
      tenant,
      { product_id: id, type: 'in', quantity: 1, warehouse_id: named },
      'no-warehouse-1',
    );
    expect(fixed.status).toBe(201);
  });
});

describe('recordInitialStock (used by POST /products with initial_stock)', () => {
  it('records an in movement with origin api and the reason "Inventario inicial"', async () => {
    const id = await product(shop, { unitCost: 800 });
    const tenant = testTenant(shop.accountId);
    const movement = await server.caja.services.db
      .transaction()
      .execute((tx) => recordInitialStock(tx, tenant, { productId: id, quantity: 12, now: new Date() }));
    expect(movement).toMatchObject({
      type: 'in',
      quantity: 12,
      reason: 'Inventario inicial',
      origin_type: 'api',
      warehouse_id: warehouseId,
      unit_cost: 800,
    });
    expect((await shop.test.get(`/inventory/movements/${movement.id}`)).body).toEqual(movement);
  });

  it('applies NO_WAREHOUSE like any API movement', async () => {
    const tenant = await server.tenant();
    const id = await product(tenant);
    const attempt = server.caja.services.db
      .transaction()
      .execute((tx) =>
        recordInitialStock(tx, testTenant(tenant.accountId), { productId: id, quantity: 1, now: new Date() }),
      );
    await expect(attempt).rejects.toMatchObject({ code: 'NO_WAREHOUSE' });
  });
});

describe('hostile input never gives a 5xx', () => {
  const hostileBodies: unknown[] = [
    null,
    [],
    'in',
    { product_id: null, type: 'in', quantity: 1 },
    { product_id: '00000000-0000-0000-0000-000000000000', type: 'in', quantity: 1 },
    { product_id: 'ffffffff-ffff-ffff-ffff-ffffffffffff', type: 'out', quantity: 1 },
    { type: 'in', quantity: 1, product_id: { $ne: null } },
    { type: 'in', quantity: Number.MAX_SAFE_INTEGER, product_id: '7d4a8c2e-1111-4222-8333-444455556666' },
    { type: 'in', quantity: 1, reason: 'a\u0000b', product_id: '7d4a8c2e-1111-4222-8333-444455556666' },
    { type: 'in', quantity: 1, reference: '\ud800', product_id: '7d4a8c2e-1111-4222-8333-444455556666' },
    { type: ['in'], quantity: [1], product_id: ['7d4a8c2e-1111-4222-8333-444455556666'] },
  ];

  it.each(hostileBodies.map((body) => [JSON.stringify(body), body]))('POST %s', async (_, body) => {
    const res = await shop.test.post('/inventory/movements', body);
    expect(res.status, res.text).toBeLessThan(500);
    expect(res.body.error.code).toMatch(/^[A-Z_]+$/);
  });

  it.each([
    'type=%00',
    'origin_type=%F0%9F%92%A9',
    'product_id=00000000-0000-0000-0000-000000000000',
    'warehouse_id=7D4A8C2E-1111-4222-8333-444455556666',
    'created_since=0001-01-01T00:00:00Z&created_until=9999-12-31T23:59:59Z',
    'product_id=a&product_id=b',
    'limit=1e2',
  ])('GET /inventory/movements?%s', async (query) => {
    const res = await shop.test.get(`/inventory/movements?${query}`);
    expect(res.status, res.text).toBeLessThan(500);
  });
});
