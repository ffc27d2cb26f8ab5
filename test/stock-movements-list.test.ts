import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StockMovement } from '#src/contract/stock-movement.js';
import { stockMovementsRepo } from '#src/domain/inventory/stock-movements.repo.js';
import { GENEROUS_RATE_LIMITS } from './helpers/catalog-fixtures.js';
import { onPostgres, startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';
import {
  addWarehouse,
  insertDeviceMovement,
  insertWarehouse,
  simpleProduct,
  testTenant,
} from './helpers/inventory-fixtures.js';
import { preparedReading } from './helpers/prepared.js';
import { writtenAs } from './helpers/written.js';

let server: TestServer;
let shop: TestTenant;
let main: string;
let back: string;
let coffee: string;
let sugar: string;
/** Movement ids in creation order. */
const made: string[] = [];

beforeAll(async () => {
  server = await startTestServer(GENEROUS_RATE_LIMITS);
  shop = await server.tenant();
  main = (await addWarehouse(server, shop.accountId, { name: 'Principal', is_default: true })).id;
  back = (await addWarehouse(server, shop.accountId, { name: 'Trastienda' })).id;
  const tenant = testTenant(shop.accountId);
  coffee = await simpleProduct(shop.test, { name: 'Café' });
  sugar = await simpleProduct(shop.test, { name: 'Azúcar' });
  for (const [product, type, warehouse] of [
    [coffee, 'in', main],
    [coffee, 'out', back],
    [sugar, 'in', back],
    [sugar, 'out', main],
  ] as const) {
    const res = await shop.test.post('/inventory/movements', {
      product_id: product,
      type,
      quantity: 2,
      warehouse_id: warehouse,
    });
    made.push(res.body.id);
    // Distinct instants, so that newest-first order is the creation order.
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  made.push(
    await insertDeviceMovement(server.caja.services.db, tenant, { productId: coffee, warehouseId: main }),
  );
});
afterAll(() => server.close());

const list = async (query: Record<string, string | number> = {}) => {
  const res = await shop.test.get('/inventory/movements', query);
  expect(res.status, res.text).toBe(200);
  return res.body as { data: Array<{ id: string }>; has_more: boolean; next_cursor: string | null };
};
const idsOf = (page: { data: Array<{ id: string }> }) => page.data.map((m) => m.id);
const newestFirst = (...indexes: number[]) => indexes.sort((a, b) => b - a).map((i) => made[i]);

describe('GET /inventory/movements', () => {
  it('lists every movement, the devices’ included, newest first in the list envelope', async () => {
    const page = await list();
    expect(page).toMatchObject({ object: 'list', has_more: false, next_cursor: null });
    expect(idsOf(page)).toEqual(newestFirst(0, 1, 2, 3, 4));
  });

  it.each([
    ['product_id', () => coffee, [0, 1, 4]],
    ['warehouse_id', () => back, [1, 2]],
    ['type', () => 'out', [1, 3]],
    ['origin_type', () => 'api', [0, 1, 2, 3]],
    ['origin_type', () => 'sale', [4]],
  ])('filters by %s', async (name, value, expected) => {
    expect(idsOf(await list({ [name]: value() }))).toEqual(newestFirst(...expected));
  });

  it('combines filters', async () => {
    expect(idsOf(await list({ product_id: coffee, type: 'in', warehouse_id: main }))).toEqual(newestFirst(0));
  });

  it('pages with cursors without repeating or skipping', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list({ limit: 2, ...(cursor ? { starting_after: cursor } : {}) });
      seen.push(...idsOf(page));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(newestFirst(0, 1, 2, 3, 4));
  });

  it('filters by created_since (inclusive) and created_until (exclusive)', async () => {
    const all = (await list()).data as Array<{ id: string; created_at: string }>;
    const oldest = all.at(-1)!;
    expect(idsOf(await list({ created_since: oldest.created_at }))).toContain(oldest.id);
    expect(idsOf(await list({ created_until: oldest.created_at }))).not.toContain(oldest.id);
    expect(idsOf(await list({ created_since: '2999-01-01T00:00:00Z' }))).toEqual([]);
  });

  it.each([
    [{ product_id: 'cafe' }, 'product_id'],
    [{ warehouse_id: '123' }, 'warehouse_id'],
    [{ type: 'x'.repeat(41) }, 'type'],
    [{ origin_type: '' }, 'origin_type'],
    [{ limit: 101 }, 'limit'],
    [{ sku: 'A' }, 'sku'],
  ])('rejects %j with VALIDATION_ERROR on %s', async (query, param) => {
    const res = await shop.test.get('/inventory/movements', query);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_ERROR', param });
  });

  it("never shows another account's movements", async () => {
    const stranger = await server.tenant();
    const res = await stranger.test.get('/inventory/movements', { product_id: coffee });
    expect(res.body.data).toEqual([]);
    expect((await shop.live.get('/inventory/movements')).body.data).toEqual([]);
  });
});

describe('GET /inventory/movements/{id}', () => {
  it("answers NOT_FOUND for an unknown id and for another account's movement", async () => {
    const stranger = await server.tenant();
    for (const id of [crypto.randomUUID(), made[0]]) {
      const res = await stranger.test.get(`/inventory/movements/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
  });

  it('shows warehouse_id null until the warehouse a device named arrives, then shows it', async () => {
    const tenant = testTenant(shop.accountId);
    const pending = crypto.randomUUID();
    const id = await insertDeviceMovement(server.caja.services.db, tenant, {
      productId: sugar,
      warehouseId: pending,
    });
    const before = await shop.test.get(`/inventory/movements/${id}`);
    expect(before.body).toMatchObject({ warehouse_id: null, quantity: 1.5, origin_type: 'sale' });
    expect(idsOf(await list({ warehouse_id: pending }))).toEqual([]);
    await insertWarehouse(server.caja.services.db, tenant, pending);
    expect((await shop.test.get(`/inventory/movements/${id}`)).body.warehouse_id).toBe(pending);
    expect(idsOf(await list({ warehouse_id: pending }))).toEqual([id]);
  });

  it('does not show a warehouse of another account even if a movement names its id', async () => {
    const stranger = await server.tenant();
    const theirs = (await addWarehouse(server, stranger.accountId)).id;
    const id = await insertDeviceMovement(server.caja.services.db, testTenant(shop.accountId), {
      productId: sugar,
      warehouseId: theirs,
    });
    expect((await shop.test.get(`/inventory/movements/${id}`)).body.warehouse_id).toBeNull();
  });
});

describe('the ledger is append-only', () => {
  it('refuses UPDATE at the database level', async () => {
    const db = server.caja.services.db;
    await expect(
      db.updateTable('stock_movements').set({ quantity: 999 }).where('id', '=', made[0]!).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(sql`update stock_movements set reason = 'x'`.execute(db)).rejects.toThrow(/append-only/);
    expect((await shop.test.get(`/inventory/movements/${made[0]}`)).body.quantity).toBe(2);
  });

  it('refuses DELETE at the database level', async () => {
    const db = server.caja.services.db;
    await expect(db.deleteFrom('stock_movements').where('id', '=', made[1]!).execute()).rejects.toThrow(
      /append-only/,
    );
    expect((await shop.test.get(`/inventory/movements/${made[1]}`)).status).toBe(200);
  });
});

describe('GET /inventory/movements without filters, read with timestamps as text', () => {
  let ledger: TestTenant;
  const written = writtenAs<StockMovement>(StockMovement, 'StockMovementList');

  beforeAll(async () => {
    ledger = await server.tenant();
    const tenant = testTenant(ledger.accountId);
    const db = server.caja.services.db;
    const warehouse = (await addWarehouse(server, ledger.accountId, { name: 'Principal', is_default: true }))
      .id;
    const product = await simpleProduct(ledger.test, { name: 'Panela', unitCost: 1234.5 });
    for (const type of ['in', 'out', 'in'] as const) {
      const res = await ledger.test.post('/inventory/movements', {
        product_id: product,
        type,
        quantity: 3,
        reason: 'Conteo "físico"\n',
      });
      expect(res.status, res.text).toBe(201);
    }
    // A device's movements: a fraction of a unit, no cost, and a warehouse the cloud does not know yet.
    await insertDeviceMovement(db, tenant, { productId: product, warehouseId: warehouse });
    await insertDeviceMovement(db, tenant, { productId: product, warehouseId: crypto.randomUUID() });
  });

  it('gives the same bytes and cursors as the filtered list, which reads Dates, page after page', async () => {
    const everything = { created_since: '2000-01-01T00:00:00Z' };
    let plain = await ledger.test.get('/inventory/movements', { limit: 2 });
    let other = await ledger.test.get('/inventory/movements', { limit: 2, ...everything });
    let pages = 1;
    for (;;) {
      expect(plain.status).toBe(200);
      expect(plain.text).toBe(other.text);
      if (!plain.body.has_more) break;
      pages++;
      plain = await ledger.test.get('/inventory/movements', {
        limit: 2,
        starting_after: plain.body.next_cursor,
      });
      other = await ledger.test.get('/inventory/movements', {
        limit: 2,
        starting_after: other.body.next_cursor,
        ...everything,
      });
    }
    expect(pages).toBe(3);
  });

  it('writes each movement as GET /inventory/movements/{id} does, byte for byte', async () => {
    const listed = (await ledger.test.get('/inventory/movements')).body.data;
    expect(listed).toHaveLength(5);
    // The device's movement whose warehouse the cloud does not know yet shows none.
    expect(listed.filter((m: { warehouse_id: string | null }) => m.warehouse_id === null)).toHaveLength(1);
    for (const movement of listed) {
      expect((await ledger.test.get(`/inventory/movements/${movement.id}`)).text).toBe(written.one(movement));
    }
  });

  it.skipIf(!onPostgres())(
    'is prepared once on a connection and then runs on one plan, and keeps answering when a migration adds columns',
    async () => {
      const lists = await preparedReading(server.databaseUrl!, 'stock_movements', (fresh) =>
        stockMovementsRepo.list(fresh, testTenant(ledger.accountId), { limit: 25 }),
      );
      expect(lists).toHaveLength(1);
      expect(lists[0]!.genericPlans).toBeGreaterThan(0);
      const before = await ledger.test.get('/inventory/movements');
      await sql`alter table stock_movements add column batch text`.execute(server.caja.services.db);
      await sql`alter table warehouses add column city text`.execute(server.caja.services.db);
      const after = await Promise.all(
        Array.from({ length: 12 }, () => ledger.test.get('/inventory/movements')),
      );
      expect(after.map((r) => r.status)).toEqual(Array(12).fill(200));
      expect(after[0]!.text).toBe(before.text);
    },
  );
});
