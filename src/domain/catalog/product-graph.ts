import type { Product, ProductVariant } from '#src/contract/product.js';
import type { Executor } from '#src/db/database.js';
import type { ProductRow, ProductVariantRow } from '#src/db/schema.js';
import { toProduct } from '#src/domain/catalog/product.present.js';
import type { Consequences } from '#src/domain/consequences.js';
import type { Tenant } from '#src/domain/context.js';
import { productVariantsRepo } from './product-variants.repo.js';

/** Products as the API shows them: each with its current variants, read in one query. */
export async function presentProducts(db: Executor, tenant: Tenant, rows: ProductRow[]): Promise<Product[]> {
  const variants = await productVariantsRepo.listCurrent(
    db,
    tenant,
    rows.map((row) => row.id),
  );
  const byProduct = new Map<string, ProductVariantRow[]>();
  for (const variant of variants) {
    const list = byProduct.get(variant.product_id) ?? [];
    list.push(variant);
    byProduct.set(variant.product_id, list);
  }
  return rows.map((row) => toProduct(row, byProduct.get(row.id) ?? []));
}

export async function presentProduct(db: Executor, tenant: Tenant, row: ProductRow): Promise<Product> {
  const [product] = await presentProducts(db, tenant, [row]);
  return product!;
}

/**
 * The event a product write announces and the changes devices download: the product without
 * `stock` (edits never carry inventory; each device keeps its own), then each changed variant.
 */
export function productChanged(
  type: 'product.created' | 'product.updated',
  product: Product,
  changedVariants: ProductVariant[] = [],
): Consequences {
  const { stock: _stock, ...catalogData } = product;
  return {
    events: [{ type, object: product }],
    changes: [
      { entityType: 'product', entityId: product.id, operation: 'upsert', payload: catalogData },
      ...changedVariants.map((variant) => ({
        entityType: 'product_variant',
        entityId: variant.id,
        operation: 'upsert' as const,
        payload: variant,
      })),
    ],
  };
}
