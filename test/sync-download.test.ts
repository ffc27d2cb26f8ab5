import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_RATE_LIMITS } from './helpers/catalog-fixtures.js';
import { type DeviceClient, type FeedChange, registerDevice } from './helpers/device-client.js';
import * as make from './helpers/device-records.js';
import { expectError } from './helpers/envelope.js';
import { startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';

/**
 * Downloads through the device sync interface: every change a device must apply, in commit
 * order, from its cursor, skipping what the device uploaded itself; stock movements arrive
 * exactly once, product edits never carry stock, and paging never skips nor repeats.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(GENEROUS_RATE_LIMITS);
});
afterAll(() => server.close());

interface Store {
  shop: TestTenant;
  a: DeviceClient;
  b: DeviceClient;
}

async function storeWithTwoDevices(): Promise<Store> {
  const shop = await server.tenant();
  const a = await registerDevice(server, shop.accountId, { name: 'Caja 1' });
  const b = await registerDevice(server, shop.accountId, { name: 'Caja 2', kind: 'satellite' });
  return { shop, a, b };
}

const positions = (changes: FeedChange[]) => changes.map((c) => c.position);
const about = (changes: FeedChange[], id: string) => changes.filter((c) => c.entity_id === id);

describe('GET /sync/v1/changes', () => {
  it('brings an API stock movement to each device exactly once, as a stock delta', async () => {
    const { shop, a, b } = await storeWithTwoDevices();
    await a.uploadOk([make.warehouse()]);
    const product = await shop.test.post('/products', { name: 'Leche 1 L', base_price: 4200 });
    const movement = await shop.test.post('/inventory/movements', {
      product_id: product.body.id,
      type: 'in',
      quantity: 24,
    });
    expect(movement.status).toBe(201);
    for (const device of [a, b]) {
      const first = await device.downloadAll();
      const deltas = about(first.changes, movement.body.id);
      expect(deltas).toEqual([
        expect.objectContaining({
          entity_type: 'stock_movement',
          operation: 'stock_delta',
          payload: expect.objectContaining({ type: 'in', quantity: 24, origin_type: 'api' }),
        }),
      ]);
      expect((await device.downloadAll(first.nextAfter)).changes).toEqual([]);
    }
  });

  it('never gives a device the movements it uploaded, and gives them to the others once', async () => {
    const { a, b } = await storeWithTwoDevices();
    const product = make.product();
    const movement = make.movement(product.data.id);
    await a.uploadOk([product, movement]);
    await a.uploadOk([movement]);
    expect(about((await a.downloadAll()).changes, movement.data.id)).toEqual([]);
    const atB = about((await b.downloadAll()).changes, movement.data.id);
    expect(atB).toMatchObject([{ operation: 'stock_delta', payload: { quantity: 2, type: 'out' } }]);
  });

  it('passes the cursor beyond the device own entries, so a device that only uploads moves on', async () => {
    const { a } = await storeWithTwoDevices();
    await a.uploadOk([make.customer(), make.customer(), make.category()]);
    const res = await a.changes(0, 2);
    expect(res.body).toEqual({ object: 'sync_changes', changes: [], next_after: 3, has_more: false });
    expect((await a.changes(res.body.next_after)).body.next_after).toBe(3);
  });

  it('sends products and variants without stock, and variant stock as an absolute level', async () => {
    const { shop, a, b } = await storeWithTwoDevices();
    const warehouse = make.warehouse();
    const product = make.product({ has_variants: true });
    const variant = make.variant(product.data.id);
    await a.uploadOk([
      warehouse,
      product,
      variant,
      make.variantStock(variant.data.id, warehouse.data.id, 7.5),
    ]);
    const api = await shop.test.post('/products', { name: 'Pan', base_price: 900, initial_stock: 10 });
    const { changes } = await b.downloadAll();
    const products = changes.filter(
      (c) => c.entity_type === 'product' || c.entity_type === 'product_variant',
    );
    expect(products.length).toBeGreaterThanOrEqual(3);
    for (const change of products) {
      expect(change.operation).toBe('upsert');
      expect(change.payload).not.toHaveProperty('stock');
    }
    expect(about(changes, variant.data.id).map((c) => c.operation)).toEqual(['upsert', 'stock_level']);
    expect(about(changes, variant.data.id)[1]!.payload).toEqual({
      object: 'variant_stock',
      variant_id: variant.data.id,
      warehouse_id: warehouse.data.id,
      quantity: 7.5,
    });
    const apiProduct = about(changes, api.body.id);
    expect(apiProduct).toHaveLength(1);
    const initial = changes.find(
      (c) => c.operation === 'stock_delta' && c.payload.product_id === api.body.id,
    );
    expect(initial!.position).toBeGreaterThan(apiProduct[0]!.position);
  });

  it('pages with next_after without skipping or repeating, whatever the page size', async () => {
    const { shop, a, b } = await storeWithTwoDevices();
    for (let i = 0; i < 4; i++) {
      await a.uploadOk([make.customer(), make.category()]);
      await b.uploadOk([make.customer()]);
      await shop.test.post('/customers', { name: `Cliente API ${i}` });
    }
    for (const device of [a, b]) {
      const all = (await device.changes(0, 500)).body;
      expect(all.has_more).toBe(false);
      expect(all.changes.length).toBe(device === a ? 8 : 12);
      for (const limit of [1, 2, 3, 5]) {
        const paged = await device.downloadAll(0, limit);
        expect(positions(paged.changes)).toEqual(positions(all.changes));
        expect(paged.nextAfter).toBe(all.next_after);
      }
    }
  });

  it('delivers every change exactly once to a device polling while writes commit', async () => {
    const { shop, b } = await storeWithTwoDevices();
    const seen: FeedChange[] = [];
    let cursor = 0;
    let writing = true;
    const poller = (async () => {
      while (writing) {
        const page = (await b.changes(cursor, 3)).body;
        seen.push(...page.changes);
        cursor = page.next_after;
      }
    })();
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, i) => shop.test.post('/customers', { name: `Cliente ${i}` })),
    );
    writing = false;
    await poller;
    seen.push(...(await b.downloadAll(cursor, 3)).changes);
    expect(new Set(positions(seen)).size).toBe(seen.length);
    expect(seen.map((c) => c.entity_id).sort()).toEqual(created.map((r) => r.body.id).sort());
  });

  it('answers an empty page past the end of the feed, keeping the cursor', async () => {
    const { b } = await storeWithTwoDevices();
    const res = await b.changes(1000);
    expect(res.body).toEqual({ object: 'sync_changes', changes: [], next_after: 1000, has_more: false });
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=501', 'limit'],
    ['after=-1', 'after'],
    ['after=uno', 'after'],
    ['cursor=3', 'cursor'],
  ])('refuses %s with VALIDATION_ERROR', async (query, param) => {
    const { b } = await storeWithTwoDevices();
    expectError(await b.http.request('GET', `/changes?${query}`), 400, 'VALIDATION_ERROR', param);
  });
});
