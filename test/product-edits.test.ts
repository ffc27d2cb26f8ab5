import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PRICE } from '#src/contract/catalog-fields.js';
import {
  createCompositeProduct,
  createProductWithVariants,
  GENEROUS_RATE_LIMITS,
  newSku,
  productBody as product,
} from './helpers/catalog-fixtures.js';
import { startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';
import { addWarehouse } from './helpers/inventory-fixtures.js';

let server: TestServer;
let shop: TestTenant;

beforeAll(async () => {
  server = await startTestServer(GENEROUS_RATE_LIMITS);
  shop = await server.tenant();
});
afterAll(() => server.close());

const MAX = MAX_PRICE;

describe('PATCH /products/{id}', () => {
  it('changes only the fields sent, moves updated_at, and never touches unit, weight flag or kind', async () => {
    const category = await shop.test.post('/categories', { name: 'Lácteos' });
    const created = await shop.test.post(
      '/products',
      product({ base_unit: 'l', sold_by_weight: true, category_id: category.body.id }),
    );
    await new Promise((r) => setTimeout(r, 5));
    const patch = {
      name: 'Leche entera',
      description: 'Bolsa',
      description_short: 'Leche',
      tax_class: 'exempt',
      percent_discount: 5.25,
      sellable: false,
      active: false,
    };
    const res = await shop.test.patch(`/products/${created.body.id}`, patch);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      ...created.body,
      ...patch,
      updated_at: expect.any(String),
    });
    expect(Date.parse(res.body.updated_at)).toBeGreaterThan(Date.parse(created.body.updated_at));
    expect(res.body).toMatchObject({ base_unit: 'l', sold_by_weight: true, kind: 'simple', stock: null });
  });

  it('sets final_price to base_price when base_price comes alone', async () => {
    const { body } = await shop.test.post('/products', product({ base_price: 1000, final_price: 900 }));
    const alone = await shop.test.patch(`/products/${body.id}`, { base_price: 2000 });
    expect(alone.body).toMatchObject({ base_price: 2000, final_price: 2000 });
    const both = await shop.test.patch(`/products/${body.id}`, { base_price: 3000, final_price: 2700 });
    expect(both.body).toMatchObject({ base_price: 3000, final_price: 2700 });
    const finalOnly = await shop.test.patch(`/products/${body.id}`, { final_price: 2500 });
    expect(finalOnly.body).toMatchObject({ base_price: 3000, final_price: 2500 });
  });

  it('sets and clears the category', async () => {
    const category = await shop.test.post('/categories', { name: 'Snacks' });
    const { body } = await shop.test.post('/products', product());
    const set = await shop.test.patch(`/products/${body.id}`, { category_id: category.body.id });
    expect(set.body.category_id).toBe(category.body.id);
    const cleared = await shop.test.patch(`/products/${body.id}`, { category_id: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.category_id).toBeNull();
    const unknown = await shop.test.patch(`/products/${body.id}`, {
      category_id: '7d4a8c2e-1111-4222-8333-444455556666',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ code: 'NOT_FOUND', param: 'category_id' });
  });

  it.each([
    'stock',
    'base_unit',
    'sold_by_weight',
    'kind',
  ])('refuses %s with VALIDATION_ERROR saying it cannot be edited through the API, changing nothing', async (field) => {
    const { body } = await shop.test.post('/products', product());
    const value = { stock: 10, base_unit: 'kg', sold_by_weight: true, kind: 'composite' }[field];
    const res = await shop.test.patch(`/products/${body.id}`, { name: 'Otro', [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_ERROR', param: field });
    expect(res.body.error.message).toContain('no se puede editar por la API');
    expect((await shop.test.get(`/products/${body.id}`)).body).toEqual(body);
  });

  it('enforces the creation bounds, at the limit and one past it', async () => {
    const { body } = await shop.test.post('/products', product());
    const atMax = await shop.test.patch(`/products/${body.id}`, {
      name: 'n'.repeat(120),
      description: 'd'.repeat(2000),
      description_short: 's'.repeat(250),
      sku: `${newSku()}-`.padEnd(60, 'y'),
      base_price: MAX,
      percent_discount: 100,
    });
    expect(atMax.status, atMax.text).toBe(200);
    for (const [patch, param] of [
      [{}, 'body'],
      [{ name: 'n'.repeat(121) }, 'name'],
      [{ description: 'd'.repeat(2001) }, 'description'],
      [{ description_short: 's'.repeat(251) }, 'description_short'],
      [{ sku: 'x'.repeat(61) }, 'sku'],
      [{ sku: null }, 'sku'],
      [{ base_price: MAX + 1 }, 'base_price'],
      [{ final_price: MAX + 1 }, 'final_price'],
      [{ percent_discount: 100.5 }, 'percent_discount'],
      [{ tax_class: 'otra' }, 'tax_class'],
      [{ active: 'no' }, 'active'],
      [{ unit_cost: 5 }, 'unit_cost'],
      [{ initial_stock: 5 }, 'initial_stock'],
    ] as const) {
      const res = await shop.test.patch(`/products/${body.id}`, patch);
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION_ERROR', param });
    }
    expect((await shop.test.get(`/products/${body.id}`)).body).toEqual(atMax.body);
  });

  it('answers NOT_FOUND for an unknown id and for a product of the other environment', async () => {
    const live = await shop.live.post('/products', product());
    for (const id of ['7d4a8c2e-1111-4222-8333-444455556666', live.body.id]) {
      const res = await shop.test.patch(`/products/${id}`, { name: 'X' });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
  });

  it('never changes stock: the ledger is the same before and after an edit', async () => {
    const tenant = await server.tenant();
    await addWarehouse(server, tenant.accountId, { is_default: true });
    const { body } = await tenant.test.post('/products', product({ initial_stock: 7 }));
    const before = await tenant.test.get('/inventory/movements', { product_id: body.id });
    await tenant.test.patch(`/products/${body.id}`, { base_price: 99, active: false });
    const after = await tenant.test.get('/inventory/movements', { product_id: body.id });
    expect(after.body.data).toEqual(before.body.data);
  });

  it('edits products the API cannot create (recipes, products with variants) without touching their kind', async () => {
    const composite = await createCompositeProduct(server, shop);
    const res = await shop.test.patch(`/products/${composite.id}`, { name: 'Combo doble' });
    expect(res.body).toMatchObject({ name: 'Combo doble', kind: 'composite' });
    const withVariants = await createProductWithVariants(server, shop, 2);
    const edited = await shop.test.patch(`/products/${withVariants.id}`, { active: false });
    expect(edited.body).toMatchObject({ active: false, has_variants: true });
    expect(edited.body.variants.map((v: { id: string }) => v.id)).toEqual(withVariants.variantIds);
  });
});
