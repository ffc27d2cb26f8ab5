import type { Updateable } from 'kysely';
import type { Executor } from '#src/db/database.js';
import type { CategoriesTable, CategoryRow } from '#src/db/schema.js';
import type { Tenant } from '#src/domain/context.js';
import { fetchPage, type Page, type PageRequest } from '#src/domain/pagination/keyset.js';
import { updateTenantRow } from '#src/domain/tenant-rows.repo.js';

export interface CategoryFilters extends PageRequest {
  include_deleted?: boolean | undefined;
}

const inTenant = (db: Executor, tenant: Tenant) =>
  db
    .selectFrom('categories as c')
    .selectAll('c')
    .where('c.account_id', '=', tenant.accountId)
    .where('c.environment', '=', tenant.environment);

export const categoriesRepo = {
  async list(db: Executor, tenant: Tenant, filters: CategoryFilters): Promise<Page<CategoryRow>> {
    let q = inTenant(db, tenant);
    if (!filters.include_deleted) q = q.where('c.deleted_at', 'is', null);
    return fetchPage(q, 'c', 'categories', filters);
  },

  async findById(db: Executor, tenant: Tenant, id: string): Promise<CategoryRow | undefined> {
    return inTenant(db, tenant).where('c.id', '=', id).executeTakeFirst();
  },

  async insert(db: Executor, tenant: Tenant, row: Omit<CategoryRow, 'account_id' | 'environment'>) {
    return db
      .insertInto('categories')
      .values({ ...row, account_id: tenant.accountId, environment: tenant.environment })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  update: (db: Executor, tenant: Tenant, id: string, patch: Updateable<CategoriesTable>) =>
    updateTenantRow(db, 'categories', tenant, id, patch),
};
