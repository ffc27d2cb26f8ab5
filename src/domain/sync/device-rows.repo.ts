import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Executor, Tx } from '#src/db/database.js';
import { jsonRows } from '#src/db/json-rows.js';
import type { Database, StockMovementRow } from '#src/db/schema.js';
import type { Tenant } from '#src/domain/context.js';
import { LINE_PARENT, type LineTable } from '#src/domain/document-lines.repo.js';

/** Records devices upload whole (with their lines or movements), keyed by (account, environment, id). */
export type RecordTable = 'sales' | 'invoices' | 'quotes' | 'cash_sessions';
/** Rows devices upload and edit column by column; their ids are primary keys on their own. */
export type EditableTable = 'customers' | 'categories' | 'products' | 'product_variants' | 'warehouses';
/** The stock ledger: rows devices append and never edit; ids are primary keys on their own. */
export type LedgerTable = 'stock_movements';
/** Every table devices upload rows to, one row per id the device gave. */
export type DeviceTable = RecordTable | EditableTable | LedgerTable;
export type DeviceRow<T extends DeviceTable> = Selectable<Database[T]>;

/** The columns the cloud sets on a device row: tenant, id, the uploader, the fingerprint, its own times. */
type Managed =
  | 'account_id'
  | 'environment'
  | 'id'
  | 'device_id'
  | 'record_hash'
  | 'created_at'
  | 'updated_at';
/** A row's own columns, as the device decides them, normalised to what the database stores. */
export type DeviceValues<T extends DeviceTable> = Omit<Insertable<Database[T]>, Managed>;

/** The tenant's rows of a device table (read as customers: see the casts' note below). */
const inTenant = (db: Executor, table: DeviceTable, tenant: Tenant) =>
  db
    .selectFrom(table as 'customers')
    .selectAll()
    .where('account_id', '=', tenant.accountId)
    .where('environment', '=', tenant.environment);

/** A row a set-based upsert inserted or changed, and which of the two. */
export type Written = { id: string; inserted: boolean } & Record<string, unknown>;

/**
 * The writes device uploads make, one row at a time (`arrive`) and many at a time
 * (`arrival-batch.ts`). Callers pass a literal table name; the casts only bridge Kysely's
 * per-table types, which cannot follow a union of tables.
 */
export const deviceRowsRepo = {
  /** The stored row, locked until the transaction ends. */
  async lock<T extends DeviceTable>(
    db: Executor,
    table: T,
    tenant: Tenant,
    id: string,
  ): Promise<DeviceRow<T> | undefined> {
    return inTenant(db, table, tenant).where('id', '=', id).forUpdate().executeTakeFirst() as Promise<
      DeviceRow<T> | undefined
    >;
  },

  /**
   * Inserts the row unless the tenant holds its id already (a concurrent first arrival won);
   * returns it if inserted. Ids are keyed by tenant: another account's rows never collide.
   */
  async insertIfNew<T extends DeviceTable>(
    db: Executor,
    table: T,
    tenant: Tenant,
    row: Omit<Insertable<Database[T]>, 'account_id' | 'environment'>,
  ): Promise<DeviceRow<T> | undefined> {
    const values = { ...row, account_id: tenant.accountId, environment: tenant.environment };
    return db
      .insertInto(table as 'customers')
      .values(values as Insertable<Database['customers']>)
      .onConflict((oc) => oc.columns(['account_id', 'environment', 'id']).doNothing())
      .returningAll()
      .executeTakeFirst() as Promise<DeviceRow<T> | undefined>;
  },

  /** Writes `patch` over the tenant's row, which the caller holds locked; returns the row as it is now. */
  async update<T extends DeviceTable>(
    db: Executor,
    table: T,
    tenant: Tenant,
    id: string,
    patch: Updateable<Database[T]>,
  ): Promise<DeviceRow<T>> {
    const row = await db
      .updateTable(table as 'customers')
      .set(patch as Updateable<Database['customers']>)
      .where('account_id', '=', tenant.accountId)
      .where('environment', '=', tenant.environment)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new Error(`${table} ${id} vanished inside its own transaction`);
    return row as DeviceRow<T>;
  },

  /** The tenant's rows among `ids`, unlocked. */
  async findMany<T extends DeviceTable>(
    db: Executor,
    table: T,
    tenant: Tenant,
    ids: string[],
  ): Promise<DeviceRow<T>[]> {
    if (ids.length === 0) return [];
    return inTenant(db, table, tenant).where('id', 'in', ids).execute() as Promise<DeviceRow<T>[]>;
  },

  /**
   * One INSERT … ON CONFLICT DO UPDATE for many records: a new id inserts, a stored one whose
   * fingerprint differs is replaced (created_at kept), an identical one is left alone. Returns
   * the rows it inserted or changed. Rows go in id order, so that two uploads sharing records
   * lock them in the same order; they travel as one JSON parameter (`jsonColumns` hold JSON text).
   */
  async upsertRecords(
    tx: Tx,
    table: RecordTable,
    tenant: Tenant,
    deviceId: string,
    now: Date,
    records: Array<{ id: string; record_hash: string; values: object }>,
    jsonColumns: ReadonlySet<string>,
  ): Promise<Written[]> {
    const columns = Object.keys(records[0]!.values);
    const rows = records.map((record) => ({
      id: record.id,
      record_hash: record.record_hash,
      ...record.values,
    }));
    const target = sql.table(table);
    const { rows: written } = await sql<Written>`
      insert into ${target} (account_id, environment, device_id, created_at, updated_at, id, record_hash, ${names(columns)})
      select ${tenant.accountId}::uuid, ${tenant.environment}::text, ${deviceId}::uuid, ${now}::timestamptz,
        ${now}::timestamptz, r.id, r.record_hash, ${names(columns, 'r')}
      from jsonb_populate_recordset(null::${target}, ${jsonRows(rows, jsonColumns)}::jsonb) r
      order by r.id
      on conflict (account_id, environment, id) do update set ${sql.join(
        [...columns, 'device_id', 'record_hash', 'updated_at'].map(
          (column) => sql`${sql.id(column)} = excluded.${sql.id(column)}`,
        ),
      )}
      where ${target}.record_hash <> excluded.record_hash
      returning ${target}.*, xmax = 0 as inserted
    `.execute(tx);
    return written;
  },

  /**
   * The lines of many sales or quotes at once: those of `replaced` go, then `lines` (each naming
   * its parent) are inserted. Returns the inserted lines as stored, ordered by position.
   */
  async replaceLines(
    tx: Tx,
    table: LineTable,
    tenant: Tenant,
    replaced: string[],
    lines: Array<Record<string, unknown>>,
    jsonColumns: ReadonlySet<string>,
  ): Promise<Array<Record<string, unknown> & { position: number }>> {
    const target = sql.table(table);
    if (replaced.length > 0) {
      // `= any(array(…))` keeps the primary key's index whatever the statistics say.
      await sql`
        delete from ${target}
        where account_id = ${tenant.accountId}::uuid and environment = ${tenant.environment}::text
          and ${sql.id(LINE_PARENT[table])} = any(array(select jsonb_array_elements_text(${JSON.stringify(replaced)}::jsonb)::uuid))
      `.execute(tx);
    }
    if (lines.length === 0) return [];
    const columns = Object.keys(lines[0]!);
    const { rows: stored } = await sql<Record<string, unknown> & { position: number }>`
      insert into ${target} (account_id, environment, ${names(columns)})
      select ${tenant.accountId}::uuid, ${tenant.environment}::text, ${names(columns, 'r')}
      from jsonb_populate_recordset(null::${target}, ${jsonRows(lines, jsonColumns)}::jsonb) r
      returning *
    `.execute(tx);
    // What a read ordered by position gives (the sort is stable: a record's lines keep their order).
    return stored.sort((a, b) => a.position - b.position);
  },

  /**
   * Appends the ledger rows whose ids do not exist yet, in one statement (in id order, so that two
   * uploads sharing movements wait on each other in the same order); returns the appended ones.
   */
  async appendLedger(
    tx: Tx,
    tenant: Tenant,
    deviceId: string,
    now: Date,
    movements: ReadonlyArray<{ id: string; values: object }>,
  ): Promise<StockMovementRow[]> {
    if (movements.length === 0) return [];
    const rows = movements.map((movement) => ({ id: movement.id, ...movement.values }));
    const columns = Object.keys(rows[0]!);
    const { rows: inserted } = await sql<StockMovementRow>`
      insert into stock_movements (account_id, environment, device_id, created_at, updated_at, ${names(columns)})
      select ${tenant.accountId}::uuid, ${tenant.environment}::text, ${deviceId}::uuid, ${now}::timestamptz,
        ${now}::timestamptz, ${names(columns, 'r')}
      from jsonb_populate_recordset(null::stock_movements, ${jsonRows(rows)}::jsonb) r
      order by r.id
      on conflict (account_id, environment, id) do nothing
      returning *
    `.execute(tx);
    return inserted;
  },
};

const names = (columns: string[], alias?: string) =>
  sql.join(columns.map((column) => (alias ? sql.ref(`${alias}.${column}`) : sql.id(column))));
