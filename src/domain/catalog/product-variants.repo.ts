import type { Updateable } from 'kysely';
import type { Executor } from '#src/db/database.js';
import type { ProductVariantRow, ProductVariantsTable } from '#src/db/schema.js';
import type { Tenant } from '#src/domain/context.js';
import { updateTenantRow } from '#src/domain/tenant-rows.repo.js';

export type NewVariantRow = Omit<ProductVariantRow, 'account_id' | 'environment'>;

const current = (db: Executor, tenant: Tenant) =>
  db
    .selectFrom('product_variants as v')
    .selectAll('v')
    .where('v.account_id', '=', tenant.accountId)
    .where('v.environment', '=', tenant.environment)
    .where('v.deleted_at', 'is', null);

export const productVariantsRepo = {
  /** The current (non-deleted) variants of the given products, oldest first within each. */
  async listCurrent(db: Executor, tenant: Tenant, productIds: string[]): Promise<ProductVariantRow[]> {
    if (productIds.length === 0) return [];
    return current(db, tenant)
      .where('v.product_id', 'in', productIds)
      .orderBy('v.product_id')
      .orderBy('v.created_at')
      .orderBy('v.id')
      .execute();
  },

  async findCurrent(
    db: Executor,
    tenant: Tenant,
    productId: string,
    variantId: string,
  ): Promise<ProductVariantRow | undefined> {
    return current(db, tenant)
      .where('v.product_id', '=', productId)
      .where('v.id', '=', variantId)
      .executeTakeFirst();
  },

  async insertMany(db: Executor, tenant: Tenant, rows: NewVariantRow[]): Promise<void> {
    if (rows.length === 0) return;
    await db
      .insertInto('product_variants')
      .values(rows.map((row) => ({ ...row, account_id: tenant.accountId, environment: tenant.environment })))
      .execute();
  },

  update: (db: Executor, tenant: Tenant, id: string, patch: Updateable<ProductVariantsTable>) =>
    updateTenantRow(db, 'product_variants', tenant, id, patch),
};
