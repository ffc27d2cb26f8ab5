import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProductWithVariants,
  GENEROUS_RATE_LIMITS,
  newSku,
  productBody as product,
} from './helpers/catalog-fixtures.js';
import { onPostgres, startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';

let server: TestServer;
let shop: TestTenant;

beforeAll(async () => {
  server = await startTestServer(GENEROUS_RATE_LIMITS);
  shop = await server.tenant();
});
afterAll(() => server.close());

describe('SKU uniqueness across products and variants', () => {
  it('refuses a product SKU another product holds with 409 SKU_ALREADY_EXISTS', async () => {
    const sku = newSku();
    expect((await shop.test.post('/products', product({ sku }))).status).toBe(201);
    const res = await shop.test.post('/products', product({ sku }), { idempotencyKey: 'dup-sku' });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'SKU_ALREADY_EXISTS', param: 'sku' });
    const retried = await shop.test.post('/products', product({ sku: newSku() }), {
      idempotencyKey: 'dup-sku',
    });
    expect(retried.status).toBe(201);
  });

  it('refuses a product SKU a variant holds, on create and on edit', async () => {
    const sku = newSku();
    await createProductWithVariants(server, shop, 2, { variantSkus: [null, sku] });
    const created = await shop.test.post('/products', product({ sku }));
    expect(created.status).toBe(409);
    expect(created.body.error.code).toBe('SKU_ALREADY_EXISTS');
    const mine = await shop.test.post('/products', product());
    const edited = await shop.test.patch(`/products/${mine.body.id}`, { sku });
    expect(edited.status).toBe(409);
    expect(edited.body.error.code).toBe('SKU_ALREADY_EXISTS');
  });

  it('is per account and environment', async () => {
    const sku = newSku();
    const other = await server.tenant();
    for (const api of [shop.test, shop.live, other.test]) {
      expect((await api.post('/products', product({ sku }))).status).toBe(201);
    }
  });

  it('frees the old SKU when a product changes it, and accepts the same SKU again on the same product', async () => {
    const [oldSku, newOne] = [newSku(), newSku()];
    const { body } = await shop.test.post('/products', product({ sku: oldSku }));
    expect((await shop.test.patch(`/products/${body.id}`, { sku: oldSku })).status).toBe(200);
    expect((await shop.test.patch(`/products/${body.id}`, { sku: newOne })).body.sku).toBe(newOne);
    expect((await shop.test.post('/products', product({ sku: oldSku }))).status).toBe(201);
    expect((await shop.test.post('/products', product({ sku: newOne }))).status).toBe(409);
  });

  it.skipIf(!onPostgres())(
    'lets exactly one of concurrent creations with one SKU win; the rest get 409',
    async () => {
      const sku = newSku();
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          shop.test.post('/products', product({ sku, name: `Carrera ${i}` })),
        ),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
      for (const r of results.filter((x) => x.status === 409))
        expect(r.body.error.code).toBe('SKU_ALREADY_EXISTS');
      const rows = await server.caja.services.db
        .selectFrom('products')
        .select('id')
        .where('account_id', '=', shop.accountId)
        .where('sku', '=', sku)
        .execute();
      expect(rows).toHaveLength(1);
    },
  );
});
