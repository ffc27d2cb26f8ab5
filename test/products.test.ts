import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PRICE } from '#src/contract/catalog-fields.js';
import { eventsRepo } from '#src/domain/events/events.repo.js';
import { changeFeedRepo } from '#src/domain/sync/change-feed.repo.js';
import { GENEROUS_RATE_LIMITS, newSku, productBody as product } from './helpers/catalog-fixtures.js';
import { startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';
import { addWarehouse, testTenant } from './helpers/inventory-fixtures.js';

let server: TestServer;
let shop: TestTenant;

beforeAll(async () => {
  server = await startTestServer(GENEROUS_RATE_LIMITS);
  shop = await server.tenant();
});
afterAll(() => server.close());

const MAX = MAX_PRICE;
const tenantOf = (t: TestTenant) => testTenant(t.accountId);

describe('POST /products', () => {
  it('creates a simple product with the contract defaults and answers 201', async () => {
    const res = await shop.test.post('/products', product());
    expect(res.status, res.text).toBe(201);
    expect(res.body).toEqual({
      object: 'product',
      id: expect.any(String),
      name: 'Café 500 g',
      description: '',
      description_short: '',
      sku: null,
      category_id: null,
      kind: 'simple',
      sellable: true,
      active: true,
      tax_class: 'standard',
      base_price: 32000,
      final_price: 32000,
      percent_discount: 0,
      base_unit: 'und',
      sold_by_weight: false,
      stock: null,
      unit_cost: 0,
      image_url: null,
      images: [],
      has_variants: false,
      variants: [],
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updated_at: res.body.created_at,
    });
    expect((await shop.test.get(`/products/${res.body.id}`)).body).toEqual(res.body);
  });

  it('keeps every field sent', async () => {
    const category = await shop.test.post('/categories', { name: 'Granos' });
    const body = product({
      description: 'Tostado medio',
      description_short: 'Café',
      sku: newSku(),
      category_id: category.body.id,
      tax_class: 'reduced_5',
      final_price: 28800,
      percent_discount: 12.5,
      base_unit: 'kg',
      sold_by_weight: true,
      sellable: false,
      active: false,
      unit_cost: 1234.5,
    });
    const res = await shop.test.post('/products', body);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ ...body, kind: 'simple', stock: null });
  });

  it('accepts every bound exactly at its limit', async () => {
    const res = await shop.test.post('/products', {
      name: 'n'.repeat(120),
      description: 'd'.repeat(2000),
      description_short: 's'.repeat(250),
      sku: `${newSku()}-`.padEnd(60, 'x'),
      base_price: MAX,
      final_price: MAX,
      percent_discount: 100,
      unit_cost: MAX,
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ base_price: MAX, final_price: MAX, percent_discount: 100 });
    const zero = await shop.test.post(
      '/products',
      product({ base_price: 0, percent_discount: 0, unit_cost: 0 }),
    );
    expect(zero.status).toBe(201);
  });

  it.each([
    ['name', 'missing', { base_price: 1 }],
    ['base_price', 'missing', { name: 'Sin precio' }],
    ['name', 'empty', product({ name: '' })],
    ['name', 'blank', product({ name: ' \t' })],
    ['name', '121 characters', product({ name: 'n'.repeat(121) })],
    ['description', '2001 characters', product({ description: 'd'.repeat(2001) })],
    ['description_short', '251 characters', product({ description_short: 's'.repeat(251) })],
    ['description_short', 'a NUL character', product({ description_short: 'a\u0000' })],
    ['sku', '61 characters', product({ sku: 'x'.repeat(61) })],
    ['sku', 'empty', product({ sku: '' })],
    ['base_price', 'one past the maximum', product({ base_price: MAX + 1 })],
    ['base_price', 'negative', product({ base_price: -1 })],
    ['base_price', 'with cents', product({ base_price: 10.5 })],
    ['base_price', 'a string', product({ base_price: '1000' })],
    ['final_price', 'one past the maximum', product({ final_price: MAX + 1 })],
    ['final_price', 'negative', product({ final_price: -1 })],
    ['percent_discount', 'above 100', product({ percent_discount: 100.01 })],
    ['percent_discount', 'negative', product({ percent_discount: -0.5 })],
    ['unit_cost', 'negative', product({ unit_cost: -1 })],
    ['unit_cost', 'one past the maximum', product({ unit_cost: MAX + 1 })],
    ['tax_class', 'outside the list', product({ tax_class: 'iva_19' })],
    ['base_unit', 'outside the list', product({ base_unit: 'caja' })],
    ['category_id', 'not a uuid', product({ category_id: 'bebidas' })],
    ['initial_stock', 'zero', product({ initial_stock: 0 })],
    ['initial_stock', 'fractional', product({ initial_stock: 1.5 })],
    ['initial_stock', 'one past the maximum', product({ initial_stock: 1_000_000_001 })],
    ['kind', 'sent (the API makes only simple products)', product({ kind: 'composite' })],
    ['stock', 'sent', product({ stock: 5 })],
    ['variants', 'sent (the API creates no variants)', product({ variants: [] })],
  ])('rejects %s (%s) with VALIDATION_ERROR', async (param, _, body) => {
    const res = await shop.test.post('/products', body);
    expect(res.status, res.text).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_ERROR', param });
  });

  it('lists the allowed values when tax_class or base_unit is wrong', async () => {
    const res = await shop.test.post('/products', product({ base_unit: 'caja' }));
    expect(res.body.error.message).toBe(
      '`base_unit` debe ser `und`, `g`, `kg`, `lb`, `oz`, `ml`, `l` o `doc`.',
    );
  });

  it('answers NOT_FOUND on category_id for an unknown, foreign or deleted category', async () => {
    const other = await server.tenant();
    const foreign = await other.test.post('/categories', { name: 'Ajena' });
    const deleted = await shop.test.post('/categories', { name: 'Borrada' });
    await server.caja.services.db
      .updateTable('categories')
      .set({ deleted_at: new Date() })
      .where('id', '=', deleted.body.id)
      .execute();
    for (const categoryId of ['7d4a8c2e-1111-4222-8333-444455556666', foreign.body.id, deleted.body.id]) {
      const res = await shop.test.post('/products', product({ category_id: categoryId }));
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({ code: 'NOT_FOUND', param: 'category_id' });
    }
  });
});

describe('initial_stock', () => {
  it('records an `in` movement of that quantity in the default warehouse', async () => {
    const tenant = await server.tenant();
    const warehouse = await addWarehouse(server, tenant.accountId, { is_default: true });
    const res = await tenant.test.post('/products', product({ initial_stock: 24 }));
    expect(res.status, res.text).toBe(201);
    expect(res.body.stock).toBeNull();
    const movements = await tenant.test.get('/inventory/movements', { product_id: res.body.id });
    expect(movements.body.data).toHaveLength(1);
    expect(movements.body.data[0]).toMatchObject({
      type: 'in',
      quantity: 24,
      warehouse_id: warehouse.id,
      origin_type: 'api',
    });
  });

  it('uses the warehouse named in warehouse_id', async () => {
    const tenant = await server.tenant();
    await addWarehouse(server, tenant.accountId, { is_default: true });
    const second = await addWarehouse(server, tenant.accountId, { name: 'Bodega 2' });
    const res = await tenant.test.post('/products', product({ initial_stock: 3, warehouse_id: second.id }));
    const movements = await tenant.test.get('/inventory/movements', { product_id: res.body.id });
    expect(movements.body.data[0]).toMatchObject({ quantity: 3, warehouse_id: second.id });
  });

  it('creates nothing when no warehouse is clear (409 NO_WAREHOUSE) or the one named is unknown', async () => {
    const tenant = await server.tenant();
    const none = await tenant.test.post('/products', product({ initial_stock: 5 }));
    expect(none.status).toBe(409);
    expect(none.body.error.code).toBe('NO_WAREHOUSE');
    await addWarehouse(server, tenant.accountId);
    const unknown = await tenant.test.post(
      '/products',
      product({ initial_stock: 5, warehouse_id: '7d4a8c2e-1111-4222-8333-444455556666' }),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ code: 'NOT_FOUND', param: 'warehouse_id' });
    expect((await tenant.test.get('/products')).body.data).toEqual([]);
    expect(await eventsRepo.listForTenant(server.caja.services.db, tenantOf(tenant))).toEqual([]);
  });

  it('refuses warehouse_id without initial_stock', async () => {
    const res = await shop.test.post(
      '/products',
      product({ warehouse_id: '7d4a8c2e-1111-4222-8333-444455556666' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_ERROR', param: 'warehouse_id' });
  });
});

describe('events and device changes', () => {
  it('records product.created and product.updated with the resource; devices get it without stock', async () => {
    const tenant = await server.tenant();
    const created = await tenant.test.post('/products', product({ sku: newSku() }));
    const updated = await tenant.test.patch(`/products/${created.body.id}`, { name: 'Café molido' });
    const db = server.caja.services.db;
    const events = await eventsRepo.listForTenant(db, tenantOf(tenant));
    const byType = Object.fromEntries(events.map((e) => [e.type, (e.data as { object: unknown }).object]));
    expect(events).toHaveLength(2);
    expect(byType).toEqual({ 'product.created': created.body, 'product.updated': updated.body });
    const feed = await changeFeedRepo.readAfter(db, tenantOf(tenant), 0, 10);
    expect(feed.map((f) => [f.entity_type, f.entity_id, f.operation])).toEqual([
      ['product', created.body.id, 'upsert'],
      ['product', created.body.id, 'upsert'],
    ]);
    const { stock: _a, ...createdWithoutStock } = created.body;
    const { stock: _b, ...updatedWithoutStock } = updated.body;
    expect(feed.map((f) => f.payload)).toEqual([createdWithoutStock, updatedWithoutStock]);
  });

  it('sends the product to devices before the stock of its initial_stock', async () => {
    const tenant = await server.tenant();
    await addWarehouse(server, tenant.accountId, { is_default: true });
    await tenant.test.post('/products', product({ initial_stock: 2 }));
    const feed = await changeFeedRepo.readAfter(server.caja.services.db, tenantOf(tenant), 0, 10);
    const kinds = feed.map((f) => f.entity_type).filter((t) => t !== 'warehouse');
    expect(kinds).toEqual(['product', 'stock_movement']);
  });
});
