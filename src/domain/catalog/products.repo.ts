import type { Updateable } from 'kysely';
import type { Executor } from '#src/db/database.js';
import type { ProductRow, ProductsTable } from '#src/db/schema.js';
import type { Tenant } from '#src/domain/context.js';
import { fetchPage, type Page, type PageRequest } from '#src/domain/pagination/keyset.js';
import { updateTenantRow } from '#src/domain/tenant-rows.repo.js';
import { type NewVariantRow, productVariantsRepo } from './product-variants.repo.js';
import { claimSku } from './sku.js';

export interface ProductFilters extends PageRequest {
  active?: boolean | undefined;
}

export type NewProductRow = Omit<ProductRow, 'account_id' | 'environment'>;

const inTenant = (db: Executor, tenant: Tenant) =>
  db
    .selectFrom('products as p')
    .selectAll('p')
    .where('p.account_id', '=', tenant.accountId)
    .where('p.environment', '=', tenant.environment);

export const productsRepo = {
  async list(db: Executor, tenant: Tenant, filters: ProductFilters): Promise<Page<ProductRow>> {
    let q = inTenant(db, tenant);
    if (filters.active !== undefined) q = q.where('p.active', '=', filters.active);
    return fetchPage(q, 'p', 'products', filters);
  },

  /**
   * `lock` holds the row until commit, so that two edits of one product run one after the
   * other (each sees the SKU the previous one left).
   */
  async findById(
    db: Executor,
    tenant: Tenant,
    id: string,
    options: { lock?: boolean } = {},
  ): Promise<ProductRow | undefined> {
    const q = inTenant(db, tenant).where('p.id', '=', id);
    return (options.lock ? q.forUpdate() : q).executeTakeFirst();
  },

  async insert(db: Executor, tenant: Tenant, row: NewProductRow): Promise<ProductRow> {
    return db
      .insertInto('products')
      .values({ ...row, account_id: tenant.accountId, environment: tenant.environment })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  update: (db: Executor, tenant: Tenant, id: string, patch: Updateable<ProductsTable>) =>
    updateTenantRow(db, 'products', tenant, id, patch),

  /**
   * Stores a product as a device describes it, variants and recipe kind included, which the
   * API cannot create. It claims every SKU (SKU_ALREADY_EXISTS on a clash) and records no event
   * or change: the caller does, as its interface requires. Run inside a transaction.
   */
  async insertGraph(
    db: Executor,
    tenant: Tenant,
    product: NewProductRow,
    variants: NewVariantRow[],
  ): Promise<ProductRow> {
    if (product.sku !== null)
      await claimSku(db, tenant, product.sku, { productId: product.id, variantId: null });
    for (const variant of variants) {
      if (variant.sku !== null && variant.deleted_at === null) {
        await claimSku(db, tenant, variant.sku, { productId: product.id, variantId: variant.id });
      }
    }
    const row = await this.insert(db, tenant, product);
    await productVariantsRepo.insertMany(db, tenant, variants);
    return row;
  },
};
