import type { Executor } from '#src/db/database.js';
import type { TimestampsAsText } from '#src/db/prepared.js';
import type { WarehouseRow } from '#src/db/schema.js';
import type { Tenant } from '#src/domain/context.js';
import type { WarehouseColumns } from '#src/domain/inventory/warehouse.present.js';
import { fetchPage, type Page, type PageRequest } from '#src/domain/pagination/keyset.js';
import { compiledReads, tenantRows } from '#src/domain/tenant-rows.repo.js';

const inTenant = tenantRows('warehouses', 'w');

/** The columns the API shows, named, as `plainPages` needs them. */
const COLUMNS = [
  'w.id',
  'w.name',
  'w.is_default',
  'w.active',
  'w.created_at',
  'w.updated_at',
] as const satisfies readonly `w.${keyof WarehouseColumns}`[];

/** The tenant's warehouses with the columns the API shows. */
const shown = (db: Executor, tenant: Tenant) => inTenant(db, tenant).clearSelect().select(COLUMNS);

/** The list without filters (as clients page through it) and the record by id: compiled once. */
const { pages, record } = compiledReads('w', 'warehouses', shown);

export const warehousesRepo = {
  /** A page of warehouses; the unfiltered list's rows carry their timestamps as PostgreSQL's text. */
  async list(
    db: Executor,
    tenant: Tenant,
    page: PageRequest,
  ): Promise<Page<WarehouseRow | TimestampsAsText<WarehouseColumns>>> {
    if (pages.covers(page)) return pages.fetch(db, tenant, page);
    return fetchPage(inTenant(db, tenant), 'w', 'warehouses', page);
  },

  /** The row as `GET …/{id}` shows it: compiled once (`plainRecord`), timestamps as PostgreSQL's text. */
  show: record,

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

  /** Every default warehouse of the tenant (but `keepId`) stops being default; returns the ones that changed. */
  async clearDefault(db: Executor, tenant: Tenant, now: Date, keepId?: string): Promise<WarehouseRow[]> {
    let q = db
      .updateTable('warehouses')
      .set({ is_default: false, updated_at: now })
      .where('account_id', '=', tenant.accountId)
      .where('environment', '=', tenant.environment)
      .where('is_default', '=', true);
    if (keepId !== undefined) q = q.where('id', '<>', keepId);
    return q.returningAll().execute();
  },

  async insert(db: Executor, tenant: Tenant, row: Omit<WarehouseRow, 'account_id' | 'environment'>) {
    return db
      .insertInto('warehouses')
      .values({ ...row, account_id: tenant.accountId, environment: tenant.environment })
      .returningAll()
      .executeTakeFirstOrThrow();
  },
};
