import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '#src/db/database.js';
import type { Database } from '#src/db/schema.js';
import type { Tenant } from '#src/domain/context.js';

/** The tables of records devices upload whole, each keyed by (account, environment, device's id). */
export type RecordTable = 'sales' | 'invoices' | 'quotes' | 'cash_sessions';

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
};
