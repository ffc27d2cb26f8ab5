import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Executor } from '#src/db/database.js';
import { jsonRows } from '#src/db/json-rows.js';
import type { Database, StockMovementRow, WarehouseRow } from '#src/db/schema.js';
import type { Tenant } from '#src/domain/context.js';
import { type TenantTable, updateTenantRow } from '#src/domain/tenant-rows.repo.js';

/** The tables whose rows devices upload whole and edit: one row per id the device gave. */
export type SyncedTable = TenantTable;
export type SyncedRow<T extends SyncedTable> = Selectable<Database[T]>;

/**
 * The writes device uploads make to catalog, customer and inventory tables. Their ids are
 * primary keys on their own (not per tenant), so an insert that finds its id taken does
 * nothing, and the caller tells a concurrent upload of the same record from an id another
 * account holds. Callers pass a literal table name; the casts only bridge Kysely's per-table
 * types, which cannot follow a union of tables.
 */
export const syncedRowsRepo = {
  /** The stored row, locked until the transaction ends. */
  async lock<T extends SyncedTable>(
    db: Executor,
    table: T,
    tenant: Tenant,
    id: string,
  ): Promise<SyncedRow<T> | undefined> {
    return db
      .selectFrom(table as 'customers')
      .selectAll()
      .where('account_id', '=', tenant.accountId)
      .where('environment', '=', tenant.environment)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst() as Promise<SyncedRow<T> | undefined>;
  },

  /** Inserts the row unless its id exists (here or in another account); returns it if inserted. */
  async insertIfNew<T extends SyncedTable>(
    db: Executor,
    table: T,
    row: Insertable<Database[T]>,
  ): Promise<SyncedRow<T> | undefined> {
    return db
      .insertInto(table as 'customers')
      .values(row as Insertable<Database['customers']>)
      .onConflict((oc) => oc.column('id').doNothing())
      .returningAll()
      .executeTakeFirst() as Promise<SyncedRow<T> | undefined>;
  },

  async update<T extends SyncedTable>(
    db: Executor,
    table: T,
    tenant: Tenant,
    id: string,
    patch: Updateable<Database[T]>,
  ): Promise<SyncedRow<T>> {
    const row = await updateTenantRow(db, table, tenant, id, patch);
    if (!row) throw new Error(`${table} ${id} vanished inside its own transaction`);
    return row;
  },

  /** Every default warehouse of the tenant but `keepId` stops being default; returns those that changed. */
  async demoteOtherDefaults(
    db: Executor,
    tenant: Tenant,
    keepId: string,
    now: Date,
  ): Promise<WarehouseRow[]> {
    return db
      .updateTable('warehouses')
      .set({ is_default: false, updated_at: now })
      .where('account_id', '=', tenant.accountId)
      .where('environment', '=', tenant.environment)
      .where('is_default', '=', true)
      .where('id', '<>', keepId)
      .returningAll()
      .execute();
  },

  /** The ledger row as stored (its warehouse as the device named it), whatever warehouses exist. */
  async findMovement(db: Executor, tenant: Tenant, id: string): Promise<StockMovementRow | undefined> {
    return db
      .selectFrom('stock_movements')
      .selectAll()
      .where('account_id', '=', tenant.accountId)
      .where('environment', '=', tenant.environment)
      .where('id', '=', id)
      .executeTakeFirst();
  },

  /**
   * Appends the movements whose ids do not exist yet, in one statement (in id order, so that two
   * uploads sharing movements wait on each other in the same order); returns the appended ones.
   */
  async insertMovements(
    db: Executor,
    tenant: Tenant,
    deviceId: string,
    now: Date,
    movements: ReadonlyArray<{ id: string; values: Record<string, unknown> }>,
  ): Promise<StockMovementRow[]> {
    if (movements.length === 0) return [];
    const rows = movements.map((movement) => ({ id: movement.id, ...movement.values }));
    const columns = Object.keys(rows[0]!);
    const { rows: inserted } = await sql<StockMovementRow>`
      insert into stock_movements (account_id, environment, device_id, created_at, updated_at, ${sql.join(columns.map((c) => sql.id(c)))})
      select ${tenant.accountId}::uuid, ${tenant.environment}::text, ${deviceId}::uuid, ${now}::timestamptz,
        ${now}::timestamptz, ${sql.join(columns.map((c) => sql.ref(`r.${c}`)))}
      from jsonb_populate_recordset(null::stock_movements, ${jsonRows(rows)}::jsonb) r
      order by r.id
      on conflict (id) do nothing
      returning *
    `.execute(db);
    return inserted;
  },

  /** The tenant's movements among `ids`. */
  async findMovements(db: Executor, tenant: Tenant, ids: string[]): Promise<StockMovementRow[]> {
    if (ids.length === 0) return [];
    return db
      .selectFrom('stock_movements')
      .selectAll()
      .where('account_id', '=', tenant.accountId)
      .where('environment', '=', tenant.environment)
      .where('id', 'in', ids)
      .execute();
  },

  /** Appends a movement unless its id exists; returns it if appended. */
  async insertMovementIfNew(
    db: Executor,
    row: Insertable<Database['stock_movements']>,
  ): Promise<StockMovementRow | undefined> {
    return db
      .insertInto('stock_movements')
      .values(row)
      .onConflict((oc) => oc.column('id').doNothing())
      .returningAll()
      .executeTakeFirst();
  },
};
