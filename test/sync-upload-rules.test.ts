import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_RATE_LIMITS, newSku } from './helpers/catalog-fixtures.js';
import { type DeviceClient, registerDevice, type UploadRecord } from './helpers/device-client.js';
import * as make from './helpers/device-records.js';
import { expectError } from './helpers/envelope.js';
import { startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';

/**
 * The rules of the data devices upload besides sales: SKUs that clashed while offline are kept,
 * the stock ledger is never edited, ids belong to one account, a new default warehouse demotes
 * the others, and the stored form makes a repeat compare equal whatever its spelling.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(GENEROUS_RATE_LIMITS);
});
afterAll(() => server.close());

async function shopWithDevice(): Promise<{ shop: TestTenant; device: DeviceClient }> {
  const shop = await server.tenant();
  return { shop, device: await registerDevice(server, shop.accountId) };
}
const only = async (device: DeviceClient, record: UploadRecord) =>
  (await device.upload([record])).body.results[0]!;

describe('SKUs from devices', () => {
  it('keeps both products when two offline devices gave them one SKU; the first keeps the SKU for the API', async () => {
    const { shop, device } = await shopWithDevice();
    const other = await registerDevice(server, shop.accountId, { name: 'Caja 2' });
    const sku = newSku();
    const first = make.product({ sku });
    const second = make.product({ sku, name: 'Otro producto' });
    expect((await only(device, first)).status).toBe('created');
    expect((await only(other, second)).status).toBe('created');
    expect((await shop.test.get(`/products/${first.data.id}`)).body.sku).toBe(sku);
    expect((await shop.test.get(`/products/${second.data.id}`)).body.sku).toBe(sku);
    expectError(
      await shop.test.post('/products', { name: 'API', base_price: 1, sku }),
      409,
      'SKU_ALREADY_EXISTS',
    );
  });

  it('accepts a device product whose SKU an API product already holds', async () => {
    const { shop, device } = await shopWithDevice();
    const sku = newSku();
    expect((await shop.test.post('/products', { name: 'API', base_price: 1000, sku })).status).toBe(201);
    expect((await only(device, make.product({ sku }))).status).toBe('created');
  });

  it('frees the SKU of a variant the device deleted', async () => {
    const { shop, device } = await shopWithDevice();
    const sku = newSku();
    const product = make.product({ has_variants: true });
    const variant = make.variant(product.data.id, { sku });
    await device.uploadOk([product, variant]);
    expectError(
      await shop.test.post('/products', { name: 'API', base_price: 1, sku }),
      409,
      'SKU_ALREADY_EXISTS',
    );
    await device.uploadOk([make.edited(variant, { deleted_at: new Date().toISOString() })]);
    expect((await shop.test.post('/products', { name: 'API', base_price: 1, sku })).status).toBe(201);
    expect((await shop.test.get(`/products/${product.data.id}`)).body.variants).toEqual([]);
  });

  it('refuses to move a variant to another product with CONFLICT, leaving nothing of the attempt', async () => {
    const { shop, device } = await shopWithDevice();
    const [a, b] = [make.product({ has_variants: true }), make.product({ has_variants: true })];
    const variant = make.variant(a.data.id);
    await device.uploadOk([a, b, variant]);
    const sku = newSku();
    const moved = await only(device, make.edited(variant, { product_id: b.data.id, label: 'Movida', sku }));
    expect(moved).toMatchObject({ status: 'rejected', error: { code: 'CONFLICT', param: 'product_id' } });
    const read = await shop.test.get(`/products/${a.data.id}`);
    expect(read.body.variants).toMatchObject([{ id: variant.data.id, label: 'Talla M', sku: null }]);
    expect((await shop.test.get(`/products/${b.data.id}`)).body.variants).toEqual([]);
    expect((await shop.test.post('/products', { name: 'API', base_price: 1, sku })).status).toBe(201);
  });
});

describe('the stock ledger', () => {
  it('takes a repeated movement as unchanged and refuses an edited one with CONFLICT', async () => {
    const { shop, device } = await shopWithDevice();
    const product = make.product();
    const movement = make.movement(product.data.id, { quantity: 3 });
    await device.uploadOk([product, movement]);
    expect((await only(device, movement)).status).toBe('unchanged');
    const edited = await only(device, make.edited(movement, { quantity: 4 }));
    expect(edited).toMatchObject({ status: 'rejected', error: { code: 'CONFLICT', param: 'id' } });
    const read = await shop.test.get(`/inventory/movements/${movement.data.id}`);
    expect(read.body).toMatchObject({ quantity: 3, origin_type: 'sale', type: 'out' });
  });

  it('keeps the warehouse a movement names before that warehouse arrives, and shows it once it does', async () => {
    const { shop, device } = await shopWithDevice();
    const product = make.product();
    const warehouse = make.warehouse({ is_default: false });
    const movement = make.movement(product.data.id, { warehouse_id: warehouse.data.id });
    await device.uploadOk([product, movement]);
    expect((await shop.test.get(`/inventory/movements/${movement.data.id}`)).body.warehouse_id).toBeNull();
    await device.uploadOk([warehouse]);
    const read = await shop.test.get(`/inventory/movements/${movement.data.id}`);
    expect(read.body.warehouse_id).toBe(warehouse.data.id);
  });
});

describe('ids, warehouses and the stored form', () => {
  it("stores a record whose id another account holds as this account's own, and the other's stays as it was", async () => {
    const { shop, device } = await shopWithDevice();
    const { shop: stranger, device: strangerDevice } = await shopWithDevice();
    const customer = make.customer();
    const product = make.product();
    const movement = make.movement(product.data.id);
    await device.uploadOk([customer, product, movement]);
    const same = await strangerDevice.upload([
      make.edited(customer, { name: 'Otra persona' }),
      product,
      movement,
    ]);
    expect(same.body.results.map((r: { status: string }) => r.status)).toEqual([
      'created',
      'created',
      'created',
    ]);
    expect((await shop.test.get(`/customers/${customer.data.id}`)).body.name).toBe('Ana María');
    expect((await stranger.test.get(`/customers/${customer.data.id}`)).body.name).toBe('Otra persona');
    expect((await stranger.test.get(`/inventory/movements/${movement.data.id}`)).status).toBe(200);
  });

  it('makes a new default warehouse the only one, and sends the demotion to every device', async () => {
    const { shop, device } = await shopWithDevice();
    const [first, second] = [make.warehouse({ name: 'Bodega 1' }), make.warehouse({ name: 'Bodega 2' })];
    await device.uploadOk([first]);
    await device.uploadOk([second]);
    const list = await shop.test.get('/warehouses');
    const defaults = list.body.data.filter((w: { is_default: boolean }) => w.is_default);
    expect(defaults.map((w: { id: string }) => w.id)).toEqual([second.data.id]);
    const { changes } = await device.downloadAll();
    expect(changes).toMatchObject([
      { entity_type: 'warehouse', entity_id: first.data.id, payload: { is_default: false } },
    ]);
  });

  it('hides a customer the device deleted, unless include_deleted', async () => {
    const { shop, device } = await shopWithDevice();
    const customer = make.customer({ name: 'Cliente borrado' });
    await device.uploadOk([customer]);
    const deletedAt = '2026-03-01T12:00:00.000Z';
    await device.uploadOk([make.edited(customer, { deleted_at: deletedAt })]);
    const ids = async (query: Record<string, string | boolean>) =>
      (await shop.test.get('/customers', query)).body.data.map((c: { id: string }) => c.id);
    expect(await ids({})).not.toContain(customer.data.id);
    expect(await ids({ include_deleted: true })).toContain(customer.data.id);
    expect((await shop.test.get(`/customers/${customer.data.id}`)).body.deleted_at).toBe(deletedAt);
  });

  it('compares a repeat by its stored form: upper-case ids, decimals and weights come back unchanged', async () => {
    const { device } = await shopWithDevice();
    const upper = (id: string) => id.toUpperCase();
    const category = make.category({ id: upper(crypto.randomUUID()) });
    const product = make.product({
      id: upper(crypto.randomUUID()),
      category_id: category.data.id,
      kind: 'composite',
      base_unit: 'kg',
      sold_by_weight: true,
      percent_discount: 12.5,
      unit_cost: 1234.567891,
      images: ['https://cdn.example.co/a.png'],
    });
    const records = [category, product];
    const first = await device.uploadOk(records);
    expect(first.results.map((r) => r.id)).toEqual(records.map((r) => r.data.id.toLowerCase()));
    expect((await device.uploadOk(records)).results.map((r) => r.status)).toEqual(['unchanged', 'unchanged']);
  });
});
