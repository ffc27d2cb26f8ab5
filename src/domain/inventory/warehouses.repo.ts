import type { Executor } from '#src/db/database.js';
import type { WarehouseRow } from '#src/db/schema.js';
import type { Tenant } from '#src/domain/context.js';
import { fetchPage, type Page, type PageRequest } from '#src/domain/pagination/keyset.js';

const inTenant = (db: Executor, tenant: Tenant) =>
  db
    .selectFrom('warehouses as w')
    .selectAll('w')
    .where('w.account_id', '=', tenant.accountId)
    .where('w.environment', '=', tenant.environment);

export const warehousesRepo = {
  async list(db: Executor, tenant: Tenant, page: PageRequest): Promise<Page<WarehouseRow>> {
    return fetchPage(inTenant(db, tenant), 'w', 'warehouses', page);
  },

  async findById(db: Executor, tenant: Tenant, id: string): Promise<WarehouseRow | undefined> {
    return inTenant(db, tenant).where('w.id', '=', id).executeTakeFirst();
  },

  /** Which of `ids` are warehouses of the tenant. */
  async existing(db: Executor, tenant: Tenant, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await inTenant(db, tenant).clearSelect().select('w.id').where('w.id', 'in', ids).execute();
    return new Set(rows.map((row) => row.id));
  },

  /** The warehouses a movement may go to, oldest first. */
  async listActive(db: Executor, tenant: Tenant): Promise<WarehouseRow[]> {
    return inTenant(db, tenant)
      .where('w.active', '=', true)
      .orderBy('w.created_at')
      .orderBy('w.id')
      .execute();
  },

  /**
   * Locks the account row until commit, so that two warehouse writes of one account run one after
   * the other (two concurrent "new default" writes would otherwise both keep their default).
   * Returns false when the account does not exist.
   */
  async lockAccount(db: Executor, tenant: Tenant): Promise<boolean> {
    const row = await db
      .selectFrom('accounts')
      .select('id')
      .where('id', '=', tenant.accountId)
      .forUpdate()
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Every default warehouse of the tenant stops being default; returns the ones that changed. */
  async clearDefault(db: Executor, tenant: Tenant, now: Date): Promise<WarehouseRow[]> {
    return db
      .updateTable('warehouses')
      .set({ is_default: false, updated_at: now })
      .where('account_id', '=', tenant.accountId)
      .where('environment', '=', tenant.environment)
      .where('is_default', '=', true)
      .returningAll()
      .execute();
  },

  async insert(db: Executor, tenant: Tenant, row: Omit<WarehouseRow, 'account_id' | 'environment'>) {
    return db
      .insertInto('warehouses')
      .values({ ...row, account_id: tenant.accountId, environment: tenant.environment })
      .returningAll()
      .executeTakeFirstOrThrow();
  },
};
