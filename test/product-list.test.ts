import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompositeProduct,
  createProductWithVariants,
  GENEROUS_RATE_LIMITS,
  productBody as product,
} from './helpers/catalog-fixtures.js';
import { startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';

let server: TestServer;
let shop: TestTenant;

beforeAll(async () => {
  server = await startTestServer(GENEROUS_RATE_LIMITS);
  shop = await server.tenant();
});
afterAll(() => server.close());

const idsOf = (body: { data: Array<{ id: string }> }) => body.data.map((p) => p.id);

describe('GET /products', () => {
  let tenant: TestTenant;
  const ids: string[] = [];

  beforeAll(async () => {
    tenant = await server.tenant();
    // Apart by a few milliseconds, so that the time filters can split them.
    const tick = () => new Promise((r) => setTimeout(r, 3));
    ids.push((await tenant.test.post('/products', product({ name: 'A' }))).body.id);
    await tick();
    ids.push((await tenant.test.post('/products', product({ name: 'B', active: false }))).body.id);
    await tick();
    ids.push((await createProductWithVariants(server, tenant, 3)).id);
    await tick();
    ids.push((await createCompositeProduct(server, tenant)).id);
  });

  it('lists newest first, each with its current variants and stock null', async () => {
    const res = await tenant.test.get('/products');
    expect(res.body).toMatchObject({ object: 'list', has_more: false, next_cursor: null });
    expect(idsOf(res.body)).toEqual([...ids].reverse());
    const [composite, withVariants] = res.body.data;
    expect(composite).toMatchObject({ kind: 'composite', has_variants: false, variants: [], stock: null });
    expect(withVariants.has_variants).toBe(true);
    expect(withVariants.variants).toHaveLength(3);
    expect(withVariants.variants[0]).toMatchObject({
      object: 'product_variant',
      product_id: ids[2],
      deleted_at: null,
    });
  });

  it('leaves deleted variants out', async () => {
    const graph = await createProductWithVariants(server, tenant, 2);
    await server.caja.services.db
      .updateTable('product_variants')
      .set({ deleted_at: new Date() })
      .where('id', '=', graph.variantIds[0]!)
      .execute();
    const res = await tenant.test.get(`/products/${graph.id}`);
    expect(res.body.variants.map((v: { id: string }) => v.id)).toEqual([graph.variantIds[1]]);
  });

  it('filters by active', async () => {
    const inactive = await tenant.test.get('/products', { active: false });
    expect(idsOf(inactive.body)).toEqual([ids[1]]);
    const active = await tenant.test.get('/products', { active: true });
    expect(idsOf(active.body)).not.toContain(ids[1]);
  });

  it('pages with cursors and applies the time filters', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const res = await tenant.test.get('/products', {
        limit: 2,
        ...(cursor ? { starting_after: cursor } : {}),
      });
      seen.push(...idsOf(res.body));
      cursor = res.body.has_more ? res.body.next_cursor : undefined;
    } while (cursor);
    expect(seen.slice(-4)).toEqual([...ids].reverse());
    const before = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 5));
    await tenant.test.patch(`/products/${ids[0]}`, { name: 'A2' });
    expect(idsOf((await tenant.test.get('/products', { updated_since: before })).body)).toEqual([ids[0]]);
    const first = (await tenant.test.get(`/products/${ids[1]}`)).body;
    const until = await tenant.test.get('/products', { created_until: first.created_at });
    expect(idsOf(until.body)).toEqual([ids[0]]);
  });

  it('rejects unknown or malformed query parameters', async () => {
    for (const [query, param] of [
      [{ active: 'maybe' }, 'active'],
      [{ include_deleted: true }, 'include_deleted'],
      [{ limit: 0 }, 'limit'],
    ] as const) {
      const res = await tenant.test.get('/products', query as Record<string, string>);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION_ERROR', param });
    }
  });

  it('answers NOT_FOUND for a product of another account', async () => {
    const res = await shop.test.get(`/products/${ids[0]}`);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });
});
