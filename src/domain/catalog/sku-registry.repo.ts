import type { Executor } from '#src/db/database.js';
import type { Tenant } from '#src/domain/context.js';

/** What holds a SKU: a product (variantId null) or one of its variants. */
export interface SkuOwner {
  productId: string;
  variantId: string | null;
}

/**
 * The rows whose primary key (account, environment, sku) keeps a SKU unique across products
 * and variants. A claim never raises: a SKU already held, also by a transaction that commits
 * while this one waits on it, comes back as `false`.
 */
export const skuRegistryRepo = {
  async claim(db: Executor, tenant: Tenant, sku: string, owner: SkuOwner): Promise<boolean> {
    const row = await db
      .insertInto('sku_registry')
      .values({
        account_id: tenant.accountId,
        environment: tenant.environment,
        sku,
        product_id: owner.productId,
        variant_id: owner.variantId,
      })
      .onConflict((oc) => oc.columns(['account_id', 'environment', 'sku']).doNothing())
      .returning('sku')
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Frees `sku` if `owner` holds it. */
  async release(db: Executor, tenant: Tenant, sku: string, owner: SkuOwner): Promise<void> {
    let q = db
      .deleteFrom('sku_registry')
      .where('account_id', '=', tenant.accountId)
      .where('environment', '=', tenant.environment)
      .where('sku', '=', sku)
      .where('product_id', '=', owner.productId);
    q =
      owner.variantId === null
        ? q.where('variant_id', 'is', null)
        : q.where('variant_id', '=', owner.variantId);
    await q.execute();
  },
};
