import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Product } from '#src/contract/product.js';
import type { ProductRow } from '#src/db/schema.js';
import { presentProducts } from '#src/domain/catalog/product-graph.js';
import { productsRepo } from '#src/domain/catalog/products.repo.js';
import {
  createCompositeProduct,
  createProductWithVariants,
  GENEROUS_RATE_LIMITS,
  productBody as product,
} from './helpers/catalog-fixtures.js';
import { onPostgres, startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';
import { preparedReading } from './helpers/prepared.js';
import { writtenAs } from './helpers/written.js';

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

describe('GET /products: each product read in one statement with its variants', () => {
  let tenant: TestTenant;
  const written = writtenAs<Product>(Product, 'ProductList');
  const inTest = () => ({ accountId: tenant.accountId, environment: 'test' as const });

  beforeAll(async () => {
    tenant = await server.tenant();
    const db = server.caja.services.db;
    const made = await tenant.test.post(
      '/products',
      product({
        name: 'Café "de origen" ☕',
        description: 'Tostado\n\tmedio \\ 𝄞',
        percent_discount: 12.5,
        unit_cost: 1234.567891,
        base_price: 32001,
      }),
    );
    expect(made.status, made.text).toBe(201);
    await db
      .updateTable('products')
      .set({ images: ['https://img.example.co/a.jpg', 'b "c"'], image_url: 'https://img.example.co/a.jpg' })
      .where('id', '=', made.body.id)
      .execute();
    const graph = await createProductWithVariants(server, tenant, 3);
    await db
      .updateTable('product_variants')
      .set({ deleted_at: new Date(), images: ['v.jpg'] })
      .where('id', '=', graph.variantIds[1]!)
      .execute();
    await db
      .updateTable('product_variants')
      .set({ percent_discount: 7.25, sku: 'T-1', images: ['v1.jpg'] })
      .where('id', '=', graph.variantIds[0]!)
      .execute();
    await createCompositeProduct(server, tenant);
    await tenant.test.post('/products', product({ name: 'Azúcar', active: false }));
  });

  /** The stored rows of `ids`, in that order, as a caller that already holds them has them. */
  const rowsOf = async (ids: string[]): Promise<ProductRow[]> => {
    const rows = await server.caja.services.db
      .selectFrom('products')
      .selectAll()
      .where('account_id', '=', tenant.accountId)
      .where('id', 'in', ids)
      .execute();
    return ids.map((id) => rows.find((row) => row.id === id)!);
  };

  it('answers the unfiltered pages byte for byte as presentProducts and the schema write the same products', async () => {
    let res = await tenant.test.get('/products', { limit: 3 });
    const seen: string[] = [];
    for (;;) {
      expect(res.status, res.text).toBe(200);
      const rows = await rowsOf(idsOf(res.body));
      const products = await presentProducts(server.caja.services.db, inTest(), rows);
      expect(res.body.data).toStrictEqual(products);
      expect(res.text).toBe(written.page('products', products, res.body.has_more ? rows.at(-1)! : null));
      seen.push(...idsOf(res.body));
      if (!res.body.has_more) break;
      res = await tenant.test.get('/products', { limit: 3, starting_after: res.body.next_cursor });
    }
    expect(seen).toHaveLength(4);
    const withVariants = (await tenant.test.get('/products')).body.data[2];
    expect(withVariants.variants.map((v: { label: string }) => v.label)).toEqual(['Talla 1', 'Talla 3']);
  });

  it('answers a page without filters as it answers the same page with a filter that excludes nothing', async () => {
    const everything = { created_since: '2000-01-01T00:00:00Z' };
    const plain = await tenant.test.get('/products', { limit: 3 });
    expect((await tenant.test.get('/products', { limit: 3, ...everything })).text).toBe(plain.text);
    const next = { limit: 3, starting_after: plain.body.next_cursor };
    const plainNext = await tenant.test.get('/products', next);
    expect(plainNext.body.data).toHaveLength(1);
    expect((await tenant.test.get('/products', { ...next, ...everything })).text).toBe(plainNext.text);
  });

  it('writes each product as GET /products/{id} does, byte for byte', async () => {
    for (const listed of (await tenant.test.get('/products')).body.data) {
      const res = await tenant.test.get(`/products/${listed.id}`);
      expect(res.text).toBe(written.one(listed));
    }
  });

  it.skipIf(!onPostgres())(
    'is prepared once on a connection and then runs on one plan, and keeps answering when a migration adds columns',
    async () => {
      const db = server.caja.services.db;
      const lists = await preparedReading(server.databaseUrl!, 'products', (fresh) =>
        productsRepo.list(fresh, inTest(), { limit: 25 }),
      );
      expect(lists).toHaveLength(1);
      expect(lists[0]!.genericPlans).toBeGreaterThan(0);

      const before = await tenant.test.get('/products', { limit: 3 });
      await sql`alter table products add column shelf text`.execute(db);
      await sql`alter table product_variants add column color text`.execute(db);
      const after = await Promise.all(
        Array.from({ length: 12 }, () => tenant.test.get('/products', { limit: 3 })),
      );
      expect(after.map((r) => r.status)).toEqual(Array(12).fill(200));
      expect(after[0]!.text).toBe(before.text);
    },
  );
});
