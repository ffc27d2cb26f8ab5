import type { Updateable } from 'kysely';
import type { Executor } from '#src/db/database.js';
import type { TimestampsAsText } from '#src/db/prepared.js';
import type { CategoriesTable, CategoryRow } from '#src/db/schema.js';
import type { CategoryColumns } from '#src/domain/catalog/category.present.js';
import type { Tenant } from '#src/domain/context.js';
import { fetchPage, type Page, type PageRequest, plainPages } from '#src/domain/pagination/keyset.js';
import { plainRecord, tenantRows, updateTenantRow } from '#src/domain/tenant-rows.repo.js';

export interface CategoryFilters extends PageRequest {
  include_deleted?: boolean | undefined;
}

const inTenant = tenantRows('categories', 'c');

/** The columns the API shows, named, as `plainPages` needs them. */
const COLUMNS = [
  'c.id',
  'c.name',
  'c.description',
  'c.image_url',
  'c.sort_order',
  'c.deleted_at',
  'c.created_at',
  'c.updated_at',
] as const satisfies readonly `c.${keyof CategoryColumns}`[];

/** The tenant's categories, deleted ones too, with the columns the API shows. */
const shown = (db: Executor, tenant: Tenant) => inTenant(db, tenant).clearSelect().select(COLUMNS);

/** The list without filters (the categories not deleted), as clients page through it: compiled once. */
const plain = plainPages('c', 'categories', (db, tenant) =>
  shown(db, tenant).where('c.deleted_at', 'is', null),
);

export const categoriesRepo = {
  /** A page of categories; the unfiltered list's rows carry their timestamps as PostgreSQL's text. */
  async list(
    db: Executor,
    tenant: Tenant,
    filters: CategoryFilters,
  ): Promise<Page<CategoryRow | TimestampsAsText<CategoryColumns>>> {
    if (plain.covers(filters)) return plain.fetch(db, tenant, filters);
    let q = inTenant(db, tenant);
    if (!filters.include_deleted) q = q.where('c.deleted_at', 'is', null);
    return fetchPage(q, 'c', 'categories', filters);
  },

  /** The row as `GET …/{id}` shows it: compiled once (`plainRecord`), timestamps as PostgreSQL's text. */
  show: plainRecord('c', 'categories', shown),

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
