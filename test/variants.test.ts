import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PRICE } from '#src/contract/catalog-fields.js';
import { eventsRepo } from '#src/domain/events/events.repo.js';
import { changeFeedRepo } from '#src/domain/sync/change-feed.repo.js';
import { createProductWithVariants, GENEROUS_RATE_LIMITS, newSku } from './helpers/catalog-fixtures.js';
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
const UNKNOWN = '7d4a8c2e-1111-4222-8333-444455556666';
const variantPath = (productId: string, variantId: string) => `/products/${productId}/variants/${variantId}`;

describe('PATCH /products/{id}/variants/{variantId}', () => {
  it('edits the variant and answers the complete product with all its variants', async () => {
    const graph = await createProductWithVariants(server, shop, 3);
    const before = await shop.test.get(`/products/${graph.id}`);
    await new Promise((r) => setTimeout(r, 5));
    const patch = { label: 'Talla M', percent_discount: 7.5, active: false };
    const res = await shop.test.patch(variantPath(graph.id, graph.variantIds[1]!), patch);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ object: 'product', id: graph.id, has_variants: true, stock: null });
    expect(res.body.variants.map((v: { id: string }) => v.id)).toEqual(graph.variantIds);
    const [first, edited, third] = res.body.variants;
    expect(edited).toEqual({ ...before.body.variants[1], ...patch, updated_at: expect.any(String) });
    expect(Date.parse(edited.updated_at)).toBeGreaterThan(Date.parse(before.body.variants[1].updated_at));
    expect([first, third]).toEqual([before.body.variants[0], before.body.variants[2]]);
    expect(Date.parse(res.body.updated_at)).toBeGreaterThan(Date.parse(before.body.updated_at));
    expect((await shop.test.get(`/products/${graph.id}`)).body).toEqual(res.body);
  });

  it('sets final_price to base_price when base_price comes alone', async () => {
    const graph = await createProductWithVariants(server, shop, 1);
    const path = variantPath(graph.id, graph.variantIds[0]!);
    const alone = await shop.test.patch(path, { base_price: 45000 });
    expect(alone.body.variants[0]).toMatchObject({ base_price: 45000, final_price: 45000 });
    const both = await shop.test.patch(path, { base_price: 50000, final_price: 0 });
    expect(both.body.variants[0]).toMatchObject({ base_price: 50000, final_price: 0 });
    const finalOnly = await shop.test.patch(path, { final_price: 48000 });
    expect(finalOnly.body.variants[0]).toMatchObject({ base_price: 50000, final_price: 48000 });
  });

  it('enforces the SPEC bounds, at the limit and one past it, changing nothing when refused', async () => {
    const graph = await createProductWithVariants(server, shop, 1);
    const path = variantPath(graph.id, graph.variantIds[0]!);
    const atMax = await shop.test.patch(path, {
      label: 'l'.repeat(120),
      sku: `${newSku()}-`.padEnd(60, 'z'),
      base_price: MAX,
      final_price: MAX,
      percent_discount: 100,
    });
    expect(atMax.status, atMax.text).toBe(200);
    expect(atMax.body.variants[0]).toMatchObject({
      base_price: MAX,
      final_price: MAX,
      percent_discount: 100,
    });
    for (const [patch, param] of [
      [{}, 'body'],
      [{ label: 'l'.repeat(121) }, 'label'],
      [{ label: '' }, 'label'],
      [{ sku: 's'.repeat(61) }, 'sku'],
      [{ base_price: MAX + 1 }, 'base_price'],
      [{ base_price: -1 }, 'base_price'],
      [{ final_price: MAX + 1 }, 'final_price'],
      [{ final_price: 1.5 }, 'final_price'],
      [{ percent_discount: 100.5 }, 'percent_discount'],
      [{ percent_discount: -1 }, 'percent_discount'],
      [{ active: 'yes' }, 'active'],
      [{ is_default: true }, 'is_default'],
      [{ images: [] }, 'images'],
    ] as const) {
      const res = await shop.test.patch(path, patch);
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION_ERROR', param });
    }
    expect((await shop.test.get(`/products/${graph.id}`)).body).toEqual(atMax.body);
  });

  it('refuses stock with VALIDATION_ERROR saying it cannot be edited through the API', async () => {
    const graph = await createProductWithVariants(server, shop, 1);
    const res = await shop.test.patch(variantPath(graph.id, graph.variantIds[0]!), { stock: 3 });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_ERROR', param: 'stock' });
    expect(res.body.error.message).toContain('no se puede editar por la API');
  });

  it('never records a stock movement', async () => {
    const tenant = await server.tenant();
    await addWarehouse(server, tenant.accountId, { is_default: true });
    const graph = await createProductWithVariants(server, tenant, 1);
    await tenant.test.patch(variantPath(graph.id, graph.variantIds[0]!), { base_price: 1 });
    const movements = await tenant.test.get('/inventory/movements', { product_id: graph.id });
    expect(movements.body.data).toEqual([]);
  });

  it('answers NOT_FOUND for an unknown product or variant, a variant of another product, or a deleted one', async () => {
    const graph = await createProductWithVariants(server, shop, 2);
    const other = await createProductWithVariants(server, shop, 1);
    await server.caja.services.db
      .updateTable('product_variants')
      .set({ deleted_at: new Date() })
      .where('id', '=', graph.variantIds[1]!)
      .execute();
    const stranger = await server.tenant();
    const theirs = await createProductWithVariants(server, stranger, 1);
    for (const [productId, variantId] of [
      [UNKNOWN, graph.variantIds[0]!],
      [graph.id, UNKNOWN],
      [graph.id, other.variantIds[0]!],
      [graph.id, graph.variantIds[1]!],
      [theirs.id, theirs.variantIds[0]!],
    ] as const) {
      const res = await shop.test.patch(variantPath(productId, variantId), { label: 'X' });
      expect(res.status, `${productId} ${variantId}`).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
    const malformed = await shop.test.patch(variantPath(graph.id, 'abc'), { label: 'X' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toMatchObject({ code: 'VALIDATION_ERROR', param: 'variantId' });
  });
});

describe('variant SKUs', () => {
  it('refuses a SKU another variant holds, in the same product or another: 409 SKU_ALREADY_EXISTS', async () => {
    const [a, b] = [newSku(), newSku()];
    const graph = await createProductWithVariants(server, shop, 2, { variantSkus: [a, null] });
    const other = await createProductWithVariants(server, shop, 1, { variantSkus: [b] });
    const sameProduct = await shop.test.patch(variantPath(graph.id, graph.variantIds[1]!), { sku: a });
    expect(sameProduct.status).toBe(409);
    expect(sameProduct.body.error).toMatchObject({ code: 'SKU_ALREADY_EXISTS', param: 'sku' });
    const otherProduct = await shop.test.patch(variantPath(other.id, other.variantIds[0]!), { sku: a });
    expect(otherProduct.status).toBe(409);
    expect((await shop.test.get(`/products/${other.id}`)).body.variants[0].sku).toBe(b);
  });

  it('refuses a SKU a product holds', async () => {
    const sku = newSku();
    await shop.test.post('/products', { name: 'Con SKU', base_price: 1, sku });
    const graph = await createProductWithVariants(server, shop, 1);
    const res = await shop.test.patch(variantPath(graph.id, graph.variantIds[0]!), { sku });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('SKU_ALREADY_EXISTS');
  });

  it('refuses the SKU of its own product for a variant, and a variant SKU for its own product', async () => {
    const [productSku, variantSku] = [newSku(), newSku()];
    const graph = await createProductWithVariants(server, shop, 1, {
      sku: productSku,
      variantSkus: [variantSku],
    });
    const variant = await shop.test.patch(variantPath(graph.id, graph.variantIds[0]!), { sku: productSku });
    expect(variant.status).toBe(409);
    const product = await shop.test.patch(`/products/${graph.id}`, { sku: variantSku });
    expect(product.status).toBe(409);
  });

  it('accepts the SKU the variant already has, and frees the old SKU when it changes', async () => {
    const [oldSku, newOne] = [newSku(), newSku()];
    const graph = await createProductWithVariants(server, shop, 2, { variantSkus: [oldSku, null] });
    const path = variantPath(graph.id, graph.variantIds[0]!);
    expect((await shop.test.patch(path, { sku: oldSku })).status).toBe(200);
    const moved = await shop.test.patch(path, { sku: newOne });
    expect(moved.body.variants[0].sku).toBe(newOne);
    const taken = await shop.test.patch(variantPath(graph.id, graph.variantIds[1]!), { sku: oldSku });
    expect(taken.status).toBe(200);
    expect((await shop.test.post('/products', { name: 'X', base_price: 1, sku: newOne })).status).toBe(409);
  });
});

describe('events and device changes', () => {
  it('records product.updated with the complete product; devices get the variant and the product without stock', async () => {
    const tenant = await server.tenant();
    const graph = await createProductWithVariants(server, tenant, 2);
    const res = await tenant.test.patch(variantPath(graph.id, graph.variantIds[0]!), { label: 'Grande' });
    const db = server.caja.services.db;
    const t = { accountId: tenant.accountId, environment: 'test' as const };
    const events = await eventsRepo.listForTenant(db, t);
    expect(events.map((e) => [e.type, (e.data as { object: unknown }).object])).toEqual([
      ['product.updated', res.body],
    ]);
    const feed = await changeFeedRepo.readAfter(db, t, 0, 10);
    const { stock: _stock, ...withoutStock } = res.body;
    expect(feed.map((f) => [f.entity_type, f.entity_id, f.operation, f.payload])).toEqual([
      ['product', graph.id, 'upsert', withoutStock],
      ['product_variant', graph.variantIds[0], 'upsert', res.body.variants[0]],
    ]);
  });

  it('records nothing when the edit is refused', async () => {
    const tenant = await server.tenant();
    const graph = await createProductWithVariants(server, tenant, 1);
    await tenant.test.patch(variantPath(graph.id, graph.variantIds[0]!), { label: '' });
    const t = { accountId: tenant.accountId, environment: 'test' as const };
    expect(await eventsRepo.listForTenant(server.caja.services.db, t)).toEqual([]);
    expect(await changeFeedRepo.readAfter(server.caja.services.db, t, 0, 10)).toEqual([]);
  });
});
