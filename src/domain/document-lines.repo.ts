import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '#src/db/database.js';
import type { Database } from '#src/db/schema.js';
import type { Tenant } from './context.js';

/** Lines stored under a sale or a quote, replaced with each new version of it. */
export type LineTable = 'sale_items' | 'quote_items';

/** The column that names a line's sale or quote. */
export const LINE_PARENT = { sale_items: 'sale_id', quote_items: 'quote_id' } as const;

/** A line in stored form, without its tenant and its parent. */
export type StoredLine<T extends LineTable> = Omit<
  Insertable<Database[T]>,
  'account_id' | 'environment' | (typeof LINE_PARENT)[T]
>;

/**
 * The lines of sales and quotes: written by uploads, read by the API. Callers pass a literal
 * table name; the casts below only bridge Kysely's per-table types, which cannot follow a
 * union of tables.
 */
export const documentLinesRepo = {
  /** Makes the lines of one sale or quote exactly `lines`, in that order. */
  async replace<T extends LineTable>(
    db: Executor,
    table: T,
    tenant: Tenant,
    parentId: string,
    lines: StoredLine<T>[],
  ): Promise<void> {
    const parent = LINE_PARENT[table];
    await db
      .deleteFrom(table as 'sale_items')
      .where('account_id', '=', tenant.accountId)
      .where('environment', '=', tenant.environment)
      .where(parent as 'sale_id', '=', parentId)
      .execute();
    if (lines.length === 0) return;
    const rows = lines.map((line) => ({
      ...line,
      account_id: tenant.accountId,
      environment: tenant.environment,
      [parent]: parentId,
    }));
    await db
      .insertInto(table as 'sale_items')
      .values(rows as Insertable<Database['sale_items']>[])
      .execute();
  },

  /** The lines of several sales or quotes, in each one's order. */
  async of<T extends LineTable>(
    db: Executor,
    table: T,
    tenant: Tenant,
    parentIds: string[],
  ): Promise<Selectable<Database[T]>[]> {
    if (parentIds.length === 0) return [];
    return db
      .selectFrom(table as 'sale_items')
      .selectAll()
      .where('account_id', '=', tenant.accountId)
      .where('environment', '=', tenant.environment)
      .where(LINE_PARENT[table] as 'sale_id', 'in', parentIds)
      .orderBy('position')
      .execute() as Promise<Selectable<Database[T]>[]>;
  },
};
