import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '#src/db/database.js';
import type { Database } from '#src/db/schema.js';
import type { Tenant } from '#src/domain/context.js';

/** The tables of records devices upload whole, each keyed by (account, environment, device's id). */
export type RecordTable = 'sales' | 'invoices' | 'quotes' | 'cash_sessions';
/** Lines stored under a sale or a quote, replaced with each new version of it. */
export type LineTable = 'sale_items' | 'quote_items';

export interface StoredVersion {
  record_hash: string;
  status: string;
}

/**
 * The writes every uploaded record shares. Callers pass a literal table name; the casts below
 * only bridge Kysely's per-table types, which cannot follow a union of tables.
 */
export const deviceRecordsRepo = {
  /** The fingerprint and status of the stored version, its row locked until the transaction ends. */
  async lock(
    db: Executor,
    table: RecordTable,
    tenant: Tenant,
    id: string,
  ): Promise<StoredVersion | undefined> {
    return db
      .selectFrom(table as 'sales')
      .select(['record_hash', 'status'])
      .where('account_id', '=', tenant.accountId)
      .where('environment', '=', tenant.environment)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  },

  /** Inserts a record unless it already exists (a concurrent upload may have won); says whether it did. */
  async insertIfNew<T extends RecordTable>(
    db: Executor,
    table: T,
    row: Insertable<Database[T]>,
  ): Promise<boolean> {
    const inserted = await db
      .insertInto(table as 'sales')
      .values(row as Insertable<Database['sales']>)
      .onConflict((oc) => oc.columns(['account_id', 'environment', 'id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  },

  async update<T extends RecordTable>(
    db: Executor,
    table: T,
    tenant: Tenant,
    id: string,
    patch: Updateable<Database[T]>,
  ): Promise<void> {
    await db
      .updateTable(table as 'sales')
      .set(patch as Updateable<Database['sales']>)
      .where('account_id', '=', tenant.accountId)
      .where('environment', '=', tenant.environment)
      .where('id', '=', id)
      .execute();
  },

  /** Replaces the lines of a sale or a quote with `lines`, in that order. */
  async replaceLines<T extends LineTable>(
    db: Executor,
    table: T,
    tenant: Tenant,
    parent: { column: 'sale_id' | 'quote_id'; id: string },
    lines: Omit<Insertable<Database[T]>, 'account_id' | 'environment' | 'sale_id' | 'quote_id'>[],
  ): Promise<void> {
    await db
      .deleteFrom(table as 'sale_items')
      .where('account_id', '=', tenant.accountId)
      .where('environment', '=', tenant.environment)
      .where(parent.column as 'sale_id', '=', parent.id)
      .execute();
    if (lines.length === 0) return;
    const rows = lines.map((line) => ({
      ...line,
      account_id: tenant.accountId,
      environment: tenant.environment,
      [parent.column]: parent.id,
    }));
    await db
      .insertInto(table as 'sale_items')
      .values(rows as Insertable<Database['sale_items']>[])
      .execute();
  },

  /** The lines of several records, in each record's order. */
  async linesOf<T extends LineTable>(
    db: Executor,
    table: T,
    tenant: Tenant,
    column: 'sale_id' | 'quote_id',
    parentIds: string[],
  ): Promise<Selectable<Database[T]>[]> {
    if (parentIds.length === 0) return [];
    return db
      .selectFrom(table as 'sale_items')
      .selectAll()
      .where('account_id', '=', tenant.accountId)
      .where('environment', '=', tenant.environment)
      .where(column as 'sale_id', 'in', parentIds)
      .orderBy('position')
      .execute() as Promise<Selectable<Database[T]>[]>;
  },
};

/** Groups child rows under their parent's id, keeping their order. */
export function groupBy<Row>(rows: Row[], parentOf: (row: Row) => string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = parentOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
