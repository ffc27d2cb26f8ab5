import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceForgottenLevels, FORGOTTEN_MARK_MS } from '#src/domain/inventory/stock-levels.service.js';
import { GENEROUS_RATE_LIMITS } from './helpers/catalog-fixtures.js';
import { registerDevice } from './helpers/device-client.js';
import { edited, movement, product, variant, variantStock, warehouse } from './helpers/device-records.js';
import { onPostgres, startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';
import { addWarehouse, makeProduct } from './helpers/inventory-fixtures.js';
import { saleRecord } from './helpers/sales-fixtures.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(GENEROUS_RATE_LIMITS);
});
afterAll(() => server.close());

/** A business with a default warehouse and a simple product. */
async function shop() {
  const tenant = await server.tenant();
  const warehouseId = (await addWarehouse(server, tenant.accountId, { name: 'Principal', is_default: true }))
    .id;
  const productId = await makeProduct(server, tenant);
  return { tenant, warehouseId, productId };
}

const move = async (tenant: TestTenant, body: object) => {
  const res = await tenant.test.post('/inventory/movements', body);
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; created_at: string };
};
const levels = async (tenant: TestTenant, query: Record<string, string | number> = {}) => {
  const res = await tenant.test.get('/inventory/levels', query);
  expect(res.status, res.text).toBe(200);
  return res.body as { data: Array<Record<string, unknown>>; has_more: boolean; next_cursor: string | null };
};

describe('GET /inventory/levels: what a level counts', () => {
  it('is the sum of in minus out of a simple product in a warehouse, exact, with its newest movement', async () => {
    const { tenant, warehouseId, productId } = await shop();
    await move(tenant, { product_id: productId, type: 'in', quantity: 10 });
    await move(tenant, { product_id: productId, type: 'out', quantity: 3 });
    const last = await move(tenant, { product_id: productId, type: 'in', quantity: 5 });
    const { data } = await levels(tenant);
    expect(data).toEqual([
      {
        object: 'stock_level',
        product_id: productId,
        variant_id: null,
        warehouse_id: warehouseId,
        on_hand: 12,
        exact: true,
        complete_as_of: expect.stringMatching(/Z$/),
        devices_behind: [],
        last_movement_at: last.created_at,
        updated_at: last.created_at,
      },
    ]);
  });

  it('ignores movements of other types and movements that carry a variant_id', async () => {
    const { tenant, warehouseId, productId } = await shop();
    const device = await registerDevice(server, tenant.accountId);
    await device.uploadOk([
      movement(productId, { warehouse_id: warehouseId, type: 'in', quantity: 4 }),
      movement(productId, { warehouse_id: warehouseId, type: 'sale', quantity: 1 }),
      movement(productId, { warehouse_id: warehouseId, type: 'out', variant_id: crypto.randomUUID() }),
    ]);
    const { data } = await levels(tenant, { product_id: productId });
    expect(data.map((l) => l.on_hand)).toEqual([4]);
  });

  it('shows no level for a composite product', async () => {
    const { tenant, warehouseId } = await shop();
    const composite = await makeProduct(server, tenant, { kind: 'composite' });
    const device = await registerDevice(server, tenant.accountId);
    await device.uploadOk([movement(composite, { warehouse_id: warehouseId, type: 'in', quantity: 4 })]);
    expect((await levels(tenant, { product_id: composite })).data).toEqual([]);
  });

  it('shows a variant the latest level a register reported, not exact and with no last movement', async () => {
    const { tenant, warehouseId } = await shop();
    const productId = await makeProduct(server, tenant, { withVariant: true });
    const variantId = (
      await server.caja.services.db
        .selectFrom('product_variants')
        .select('id')
        .where('product_id', '=', productId)
        .executeTakeFirstOrThrow()
    ).id;
    const device = await registerDevice(server, tenant.accountId);
    await device.uploadOk([variantStock(variantId, warehouseId, 12)]);
    await device.uploadOk([variantStock(variantId, warehouseId, 9)]);
    const { data } = await levels(tenant, { product_id: productId });
    expect(data).toMatchObject([
      { product_id: productId, variant_id: variantId, warehouse_id: warehouseId, on_hand: 9, exact: false },
    ]);
    expect(data[0]!.last_movement_at).toBeNull();
  });

  it('takes the level a register reported for a variant before the variant arrived, once it arrives', async () => {
    const { tenant, warehouseId } = await shop();
    const device = await registerDevice(server, tenant.accountId);
    const shirt = product({ has_variants: true });
    const size = variant(shirt.data.id);
    await device.uploadOk([variantStock(size.data.id, warehouseId, 4)]);
    expect((await levels(tenant)).data).toEqual([]);
    await device.uploadOk([shirt, size]);
    expect((await levels(tenant)).data).toMatchObject([
      { product_id: shirt.data.id, variant_id: size.data.id, on_hand: 4, exact: false },
    ]);
  });

  it('counts movements whose warehouse arrives later once it arrives, as changed then', async () => {
    const { tenant, productId } = await shop();
    const device = await registerDevice(server, tenant.accountId);
    const late = warehouse({ is_default: false });
    await device.uploadOk([movement(productId, { warehouse_id: late.data.id, type: 'in', quantity: 7 })]);
    expect((await levels(tenant, { warehouse_id: late.data.id })).data).toEqual([]);
    const before = new Date().toISOString();
    await device.uploadOk([late]);
    const { data } = await levels(tenant, { warehouse_id: late.data.id });
    expect(data).toMatchObject([{ product_id: productId, on_hand: 7 }]);
    expect(String(data[0]!.updated_at) >= before).toBe(true);
  });

  it('hides the level of a product once it arrives composite or turns composite, and shows it again when it turns simple', async () => {
    const { tenant, warehouseId } = await shop();
    const device = await registerDevice(server, tenant.accountId);
    const recipe = product({ kind: 'composite' });
    const coffee = product();
    await device.uploadOk([
      movement(recipe.data.id, { warehouse_id: warehouseId, type: 'in', quantity: 2 }),
      movement(coffee.data.id, { warehouse_id: warehouseId, type: 'in', quantity: 5 }),
    ]);
    const shown = async () => (await levels(tenant)).data.map((l) => l.product_id).sort();
    expect(await shown()).toEqual([recipe.data.id, coffee.data.id].sort());
    await device.uploadOk([recipe, coffee]);
    expect(await shown()).toEqual([coffee.data.id]);
    await device.uploadOk([edited(coffee, { kind: 'composite' })]);
    expect(await shown()).toEqual([]);
    await device.uploadOk([edited(recipe, { kind: 'simple' })]);
    expect((await levels(tenant)).data).toMatchObject([{ product_id: recipe.data.id, on_hand: 2 }]);
  });

  it.skipIf(!onPostgres())(
    'lists every level whose warehouse and product arrive while other registers move its stock',
    async () => {
      const { tenant } = await shop();
      const mover = await registerDevice(server, tenant.accountId);
      const cataloguer = await registerDevice(server, tenant.accountId);
      for (let round = 0; round < 12; round++) {
        const place = warehouse({ is_default: false });
        const goods = [product(), product({ kind: 'composite' })];
        const turned = product();
        await cataloguer.uploadOk([turned]);
        // The movements make new levels while the same warehouse and products arrive (or turn
        // composite) in other transactions: neither side may miss the other.
        await Promise.all([
          mover.uploadOk(
            [...goods, turned].map((p) =>
              movement(p.data.id, { warehouse_id: place.data.id, type: 'in', quantity: 1 }),
            ),
          ),
          cataloguer.uploadOk([place, ...goods, edited(turned, { kind: 'composite' })]),
        ]);
        const listed = (await levels(tenant, { warehouse_id: place.data.id })).data.map((l) => l.product_id);
        expect(listed, `round ${round}`).toEqual([goods[0]!.data.id]);
      }
    },
  );

  it('does not count a re-sent batch twice, and a refused different version changes nothing', async () => {
    const { tenant, warehouseId, productId } = await shop();
    const device = await registerDevice(server, tenant.accountId);
    const batch = [
      movement(productId, { warehouse_id: warehouseId, type: 'in', quantity: 6 }),
      movement(productId, { warehouse_id: warehouseId, type: 'out', quantity: 1 }),
    ];
    await device.uploadOk(batch);
    await device.uploadOk(batch);
    expect((await levels(tenant, { product_id: productId })).data).toMatchObject([{ on_hand: 5 }]);
    // The ledger is never edited: a later different version of a movement is refused.
    const res = await device.upload([edited(batch[0]!, { quantity: 60 })]);
    expect(res.body.results?.[0]?.status).toBe('rejected');
    expect((await levels(tenant, { product_id: productId })).data).toMatchObject([{ on_hand: 5 }]);
  });

  it('names the registers that hold completeness back, never-reported ones first', async () => {
    const { tenant, productId } = await shop();
    const device = await registerDevice(server, tenant.accountId, { name: 'Caja 7' });
    await move(tenant, { product_id: productId, type: 'in', quantity: 1 });
    const { data } = await levels(tenant);
    expect(data[0]).toMatchObject({
      complete_as_of: null,
      devices_behind: [{ device_id: device.id, name: 'Caja 7', complete_through: null }],
    });
  });
});

describe('GET /inventory/levels: filters, order and pages', () => {
  it('lists the most recently changed first, pages with starting_after, and filters', async () => {
    const { tenant, warehouseId } = await shop();
    const other = (await addWarehouse(server, tenant.accountId, { name: 'Otra' })).id;
    const products = [];
    for (let i = 0; i < 3; i++) {
      const id = await makeProduct(server, tenant);
      products.push(id);
      await move(tenant, { product_id: id, type: 'in', quantity: i + 1 });
    }
    await move(tenant, { product_id: products[0], warehouse_id: other, type: 'in', quantity: 9 });
    // The first product's level in the default warehouse changes last.
    const touched = await move(tenant, { product_id: products[0], type: 'out', quantity: 1 });

    const all = await levels(tenant);
    expect(all.data.map((l) => [l.product_id, l.warehouse_id])).toEqual([
      [products[0], warehouseId],
      [products[0], other],
      [products[2], warehouseId],
      [products[1], warehouseId],
    ]);

    const first = await levels(tenant, { limit: 3 });
    expect(first.has_more).toBe(true);
    const second = await levels(tenant, { limit: 3, starting_after: first.next_cursor! });
    const key = (l: Record<string, unknown>) => [l.product_id, l.warehouse_id, l.on_hand];
    expect([...first.data, ...second.data].map(key)).toEqual(all.data.map(key));
    expect(second).toMatchObject({ has_more: false, next_cursor: null });

    expect((await levels(tenant, { product_id: products[0]! })).data).toHaveLength(2);
    expect((await levels(tenant, { warehouse_id: other })).data).toMatchObject([{ on_hand: 9 }]);
    const since = await levels(tenant, { updated_since: touched.created_at });
    expect(since.data).toMatchObject([{ product_id: products[0], warehouse_id: warehouseId, on_hand: 0 }]);
  });

  it('refuses created_since and created_until (a level has no creation) with VALIDATION_ERROR', async () => {
    const { tenant } = await shop();
    for (const param of ['created_since', 'created_until']) {
      const res = await tenant.test.get('/inventory/levels', { [param]: '2026-01-01T00:00:00Z' });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION_ERROR', param });
    }
    const bad = await tenant.test.get('/inventory/levels', { starting_after: 'nope' });
    expect(bad.status).toBe(400);
    const movements = await tenant.test.get('/inventory/movements', { limit: 1 });
    const foreign = await tenant.test.get('/inventory/levels', {
      starting_after: movements.body.next_cursor ?? 'x',
    });
    expect(foreign.body.error.code).toBe('INVALID_CURSOR');
  });

  it("shows only the levels of the key's own account and environment", async () => {
    const { tenant, productId } = await shop();
    await move(tenant, { product_id: productId, type: 'in', quantity: 2 });
    const stranger = await server.tenant();
    expect((await stranger.test.get('/inventory/levels')).body.data).toEqual([]);
    expect((await tenant.live.get('/inventory/levels')).body.data).toEqual([]);
    expect((await tenant.test.get('/inventory/levels')).body.data).toHaveLength(1);
  });
});

describe('POST /inventory/movements with expected_on_hand (compare-and-swap)', () => {
  const movementCount = async (productId: string) =>
    (
      await server.caja.services.db
        .selectFrom('stock_movements')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('product_id', '=', productId)
        .executeTakeFirstOrThrow()
    ).n;

  it('records the movement when the level is exactly the expected one (no level counts as 0)', async () => {
    const { tenant, productId } = await shop();
    await move(tenant, { product_id: productId, type: 'in', quantity: 5, expected_on_hand: 0 });
    await move(tenant, { product_id: productId, type: 'out', quantity: 2, expected_on_hand: 5 });
    expect((await levels(tenant)).data).toMatchObject([{ on_hand: 3 }]);
  });

  it('answers 409 STOCK_CHANGED with the current stock_level, writes nothing, and stores nothing under the key', async () => {
    const { tenant, productId } = await shop();
    await move(tenant, { product_id: productId, type: 'in', quantity: 5 });
    const body = { product_id: productId, type: 'in', quantity: 1, expected_on_hand: 4 };
    const res = await tenant.test.post('/inventory/movements', body, { idempotencyKey: 'conteo-1' });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'STOCK_CHANGED', param: 'expected_on_hand' });
    const [level] = (await levels(tenant)).data;
    expect({ ...res.body.error.stock_level, complete_as_of: null }).toEqual({
      ...level,
      complete_as_of: null,
    });
    expect(await movementCount(productId)).toBe(1);
    // The same key, after reading the level, is a new request.
    const retried = await tenant.test.post(
      '/inventory/movements',
      { ...body, expected_on_hand: 5 },
      { idempotencyKey: 'conteo-1' },
    );
    expect(retried.status, retried.text).toBe(201);
    expect((await levels(tenant)).data).toMatchObject([{ on_hand: 6 }]);
  });

  it('gives stock_level null when there is no level yet, and leaves none behind', async () => {
    const { tenant, productId } = await shop();
    const res = await tenant.test.post('/inventory/movements', {
      product_id: productId,
      type: 'in',
      quantity: 1,
      expected_on_hand: 3,
    });
    expect(res.status).toBe(409);
    expect(res.body.error.stock_level).toBeNull();
    expect((await levels(tenant)).data).toEqual([]);
  });

  it('checks the existing rules first: a composite product is still COMPOSITE_STOCK_UNSUPPORTED', async () => {
    const { tenant } = await shop();
    const composite = await makeProduct(server, tenant, { kind: 'composite' });
    const res = await tenant.test.post('/inventory/movements', {
      product_id: composite,
      type: 'in',
      quantity: 1,
      expected_on_hand: 99,
    });
    expect(res.body.error.code).toBe('COMPOSITE_STOCK_UNSUPPORTED');
    const bad = await tenant.test.post('/inventory/movements', {
      product_id: crypto.randomUUID(),
      type: 'in',
      quantity: 1,
      expected_on_hand: 'cinco',
    });
    expect(bad.body.error).toMatchObject({ code: 'VALIDATION_ERROR', param: 'expected_on_hand' });
  });

  it.skipIf(!onPostgres())(
    'lets exactly one of 20 concurrent writers expecting the same level pass; 19 get STOCK_CHANGED',
    async () => {
      for (const start of [0, 10]) {
        const { tenant, productId } = await shop();
        if (start > 0) await move(tenant, { product_id: productId, type: 'in', quantity: start });
        const results = await Promise.all(
          Array.from({ length: 20 }, () =>
            tenant.test.post('/inventory/movements', {
              product_id: productId,
              type: 'in',
              quantity: 3,
              expected_on_hand: start,
            }),
          ),
        );
        const statuses = results.map((r) => r.status).sort();
        expect(statuses).toEqual([201, ...Array.from({ length: 19 }, () => 409)]);
        for (const r of results.filter((x) => x.status === 409)) {
          expect(r.body.error.code).toBe('STOCK_CHANGED');
          expect(r.body.error.stock_level.on_hand).toBe(start + 3);
        }
        expect((await levels(tenant)).data).toMatchObject([{ on_hand: start + 3 }]);
      }
    },
  );
});

describe('stock_level.updated', () => {
  const levelEvents = async (tenant: TestTenant) =>
    (await tenant.test.get('/events', { type: 'stock_level.updated', limit: 100 })).body.data as Array<{
      data: { object: Record<string, unknown> };
    }>;

  it('records exactly one per product and warehouse an upload batch changed, as GET /inventory/levels shows it', async () => {
    const { tenant, warehouseId, productId } = await shop();
    const other = (await addWarehouse(server, tenant.accountId, { name: 'Otra' })).id;
    const second = await makeProduct(server, tenant);
    const device = await registerDevice(server, tenant.accountId);
    await device.uploadOk([
      ...Array.from({ length: 5 }, () =>
        movement(productId, { warehouse_id: warehouseId, type: 'in', quantity: 2 }),
      ),
      movement(productId, { warehouse_id: warehouseId, type: 'out', quantity: 1 }),
      movement(productId, { warehouse_id: other, type: 'in', quantity: 4 }),
      ...Array.from({ length: 3 }, () =>
        movement(second, { warehouse_id: warehouseId, type: 'out', quantity: 1 }),
      ),
      movement(second, { warehouse_id: other, type: 'sale', quantity: 1 }),
    ]);
    const events = await levelEvents(tenant);
    const keys = events.map((e) => `${e.data.object.product_id} ${e.data.object.warehouse_id}`).sort();
    expect(keys).toEqual(
      [`${productId} ${warehouseId}`, `${productId} ${other}`, `${second} ${warehouseId}`].sort(),
    );
    for (const { data } of events) {
      const query = {
        product_id: String(data.object.product_id),
        warehouse_id: String(data.object.warehouse_id),
      };
      expect((await levels(tenant, query)).data).toEqual([data.object]);
    }
  });

  it('records none when nothing changed: a re-sent batch, a movement of another type, a level reported again', async () => {
    const { tenant, warehouseId, productId } = await shop();
    const device = await registerDevice(server, tenant.accountId);
    const batch = [movement(productId, { warehouse_id: warehouseId, type: 'in', quantity: 3 })];
    await device.uploadOk(batch);
    expect(await levelEvents(tenant)).toHaveLength(1);
    await device.uploadOk(batch);
    await device.uploadOk([movement(productId, { warehouse_id: warehouseId, type: 'merma', quantity: 3 })]);
    expect(await levelEvents(tenant)).toHaveLength(1);
  });

  it('records one for a variant level report and for the late arrival of a warehouse', async () => {
    const { tenant, productId } = await shop();
    const withVariant = await makeProduct(server, tenant, { withVariant: true });
    const variantId = (
      await server.caja.services.db
        .selectFrom('product_variants')
        .select('id')
        .where('product_id', '=', withVariant)
        .executeTakeFirstOrThrow()
    ).id;
    const device = await registerDevice(server, tenant.accountId);
    const late = warehouse({ is_default: false });
    await device.uploadOk([
      movement(productId, { warehouse_id: late.data.id, type: 'in', quantity: 2 }),
      variantStock(variantId, late.data.id, 8),
    ]);
    expect(await levelEvents(tenant)).toHaveLength(0);
    await device.uploadOk([late]);
    const events = await levelEvents(tenant);
    expect(events.map((e) => e.data.object.on_hand).sort()).toEqual([2, 8]);
    await device.uploadOk([variantStock(variantId, late.data.id, 5)]);
    expect((await levelEvents(tenant))[0]!.data.object).toMatchObject({ variant_id: variantId, on_hand: 5 });
  });

  it('records one per level for a whole upload whose movements come between its sales, as a register records them', async () => {
    const { tenant, warehouseId, productId } = await shop();
    const device = await registerDevice(server, tenant.accountId);
    // Each sale, then its movement: the upload stores them in many runs, each its own transaction.
    const records = Array.from({ length: 6 }, () => [
      { type: 'sale' as const, data: saleRecord() },
      movement(productId, { warehouse_id: warehouseId, type: 'out', quantity: 1 }),
    ]).flat();
    await device.uploadOk(records);
    const events = await levelEvents(tenant);
    expect(events).toHaveLength(1);
    expect(events[0]!.data.object).toMatchObject({ product_id: productId, on_hand: -6 });
  });

  it('announces a level a dead process left marked with the next upload that moves stock', async () => {
    const { tenant, warehouseId, productId } = await shop();
    const second = await makeProduct(server, tenant);
    const device = await registerDevice(server, tenant.accountId);
    await device.uploadOk([movement(productId, { warehouse_id: warehouseId, type: 'in', quantity: 4 })]);
    expect(await levelEvents(tenant)).toHaveLength(1);
    // As if the process died after a run committed and before the upload's end.
    await server.caja.services.db
      .updateTable('stock_levels')
      .set({ announce_pending: true })
      .where('account_id', '=', tenant.accountId)
      .where('product_id', '=', productId)
      .execute();
    await device.uploadOk([movement(second, { warehouse_id: warehouseId, type: 'in', quantity: 1 })]);
    const products = (await levelEvents(tenant)).map((e) => e.data.object.product_id);
    expect(products.sort()).toEqual([productId, productId, second].sort());
  });

  it('announces a level a dead process left marked from housekeeping, once its mark is ten minutes old', async () => {
    const { tenant, warehouseId, productId } = await shop();
    const device = await registerDevice(server, tenant.accountId);
    await device.uploadOk([movement(productId, { warehouse_id: warehouseId, type: 'in', quantity: 4 })]);
    expect(await levelEvents(tenant)).toHaveLength(1);
    const { db } = server.caja.services;
    await db
      .updateTable('stock_levels')
      .set({ announce_pending: true })
      .where('account_id', '=', tenant.accountId)
      .where('product_id', '=', productId)
      .execute();
    // An upload that is still running announces its marks at its end: a fresh mark stays.
    await announceForgottenLevels(db, new Date());
    expect(await levelEvents(tenant)).toHaveLength(1);
    const later = new Date(Date.now() + FORGOTTEN_MARK_MS + 60_000);
    expect(await announceForgottenLevels(db, later)).toBeGreaterThanOrEqual(1);
    const events = await levelEvents(tenant);
    expect(events).toHaveLength(2);
    expect(events[0]!.data.object).toMatchObject({ product_id: productId, on_hand: 4 });
    await announceForgottenLevels(db, later);
    expect(await levelEvents(tenant)).toHaveLength(2);
  });

  it('is a type GET /events filters on', async () => {
    const { tenant, productId } = await shop();
    await move(tenant, { product_id: productId, type: 'in', quantity: 1 });
    const res = await tenant.test.get('/events', { type: 'stock_level.updated' });
    expect(res.status).toBe(200);
    expect(res.body.data.map((e: { type: string }) => e.type)).toEqual(['stock_level.updated']);
  });
});
