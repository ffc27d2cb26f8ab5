import type { Environment } from '#src/contract/api.js';
import type { Db } from '#src/db/database.js';
import type { NewVariantRow } from '#src/domain/catalog/product-variants.repo.js';
import { type NewProductRow, productsRepo } from '#src/domain/catalog/products.repo.js';
import { ids } from '#src/domain/clock.js';
import type { Tenant } from '#src/domain/context.js';
import type { TestServer, TestTenant } from './harness.js';

/** Limits no catalog test file reaches: rate limiting has its own tests, these test the catalog. */
export const GENEROUS_RATE_LIMITS = {
  RATE_LIMIT_PER_KEY: '100000',
  RATE_LIMIT_PER_ACCOUNT: '100000',
  RATE_LIMIT_WRITES_PER_KEY: '100000',
  RATE_LIMIT_PER_DEVICE: '100000',
};

/**
 * Products only devices make (recipes, products with variants), stored as device sync would
 * store them: straight through the repository, with their SKUs claimed, no event and no change.
 */
export interface GraphOptions {
  environment?: Environment;
  /** SKU of the product itself. */
  sku?: string | null;
  /** SKU of each variant, by position; missing ones have none. */
  variantSkus?: Array<string | null>;
}

export interface StoredGraph {
  id: string;
  variantIds: string[];
}

export function createCompositeProduct(
  server: TestServer,
  tenant: Pick<TestTenant, 'accountId'>,
  options: GraphOptions = {},
): Promise<StoredGraph> {
  return insertProductGraph(server.caja.services.db, tenantOf(tenant, options), 'composite', 0, options);
}

export function createProductWithVariants(
  server: TestServer,
  tenant: Pick<TestTenant, 'accountId'>,
  n: number,
  options: GraphOptions = {},
): Promise<StoredGraph> {
  return insertProductGraph(server.caja.services.db, tenantOf(tenant, options), 'simple', n, options);
}

const tenantOf = (tenant: Pick<TestTenant, 'accountId'>, options: GraphOptions): Tenant => ({
  accountId: tenant.accountId,
  environment: options.environment ?? 'test',
});

/** The same, for callers that hold a database and a tenant rather than a test server. */
export async function insertProductGraph(
  db: Db,
  tenant: Tenant,
  kind: 'simple' | 'composite',
  variantCount: number,
  options: Pick<GraphOptions, 'sku' | 'variantSkus'> = {},
): Promise<StoredGraph> {
  const now = new Date();
  const product: NewProductRow = {
    id: ids.uuid(),
    name: kind === 'composite' ? 'Combo hamburguesa' : 'Camiseta básica',
    description: '',
    description_short: '',
    sku: options.sku ?? null,
    category_id: null,
    kind,
    sellable: true,
    active: true,
    tax_class: 'standard',
    base_price: 30000,
    final_price: 30000,
    percent_discount: 0,
    base_unit: 'und',
    sold_by_weight: false,
    unit_cost: 0,
    image_url: null,
    images: [],
    has_variants: variantCount > 0,
    created_at: now,
    updated_at: now,
  };
  const variants: NewVariantRow[] = Array.from({ length: variantCount }, (_, i) => ({
    id: ids.uuid(),
    product_id: product.id,
    label: `Talla ${i + 1}`,
    sku: options.variantSkus?.[i] ?? null,
    base_price: 30000 + i * 1000,
    final_price: 30000 + i * 1000,
    percent_discount: 0,
    images: [],
    is_default: i === 0,
    active: true,
    deleted_at: null,
    created_at: new Date(now.getTime() + i),
    updated_at: now,
  }));
  await db.transaction().execute((tx) => productsRepo.insertGraph(tx, tenant, product, variants));
  return { id: product.id, variantIds: variants.map((v) => v.id) };
}

let skuSeq = 0;
/** A SKU no other test of the run uses. */
export const newSku = (): string => `SKU-${process.pid}-${Date.now()}-${++skuSeq}`;

/** A valid POST /products body, with `extra` on top. */
export const productBody = (extra: object = {}) => ({ name: 'Café 500 g', base_price: 32000, ...extra });
