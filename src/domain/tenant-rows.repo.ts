import { type CompiledQuery, type Selectable, type SelectQueryBuilder, sql, type Updateable } from 'kysely';
import type { Executor } from '#src/db/database.js';
import { bindable, placeholder, type TimestampsAsText } from '#src/db/prepared.js';
import type { Database } from '#src/db/schema.js';
import type { Tenant } from './context.js';
import { type KeysetRow, type ListQuery, plainPages } from './pagination/keyset.js';

/** The tables whose every row belongs to one account and one environment. */
type OwnedTable = {
  [T in keyof Database]: Database[T] extends { account_id: unknown; environment: unknown } ? T : never;
}[keyof Database];

/** The tenant's rows of `T` under the alias `A`, every column selected, as Kysely types them. */
export type InTenant<T extends OwnedTable, A extends string> = SelectQueryBuilder<
  Omit<Database, A> & Record<A, Database[T]>,
  A,
  Selectable<Database[T]>
>;

/**
 * The lead-in of a repository's reads: the tenant's rows of `table` as `alias`, account and
 * environment in the WHERE, so that no read of the table can leave them out. A read names the
 * columns it shows itself (`.clearSelect().select(COLUMNS)`), where a reader sees them.
 */
export function tenantRows<T extends OwnedTable, A extends string>(
  table: T,
  alias: A,
): (db: Executor, tenant: Tenant) => InTenant<T, A> {
  // Kysely cannot type a table and an alias that are both type parameters; `InTenant` is the
  // type it gives the same query written with literals.
  return (db, tenant) =>
    (db as unknown as AnySelect)
      .selectFrom(`${table} as ${alias}`)
      .selectAll(alias)
      .where(`${alias}.account_id`, '=', tenant.accountId)
      .where(`${alias}.environment`, '=', tenant.environment) as never;
}

// biome-ignore lint/suspicious/noExplicitAny: the one place a query is built from names Kysely cannot check
type AnySelect = { selectFrom(from: string): any };

/**
 * The two reads of a list endpoint that are compiled once: its unfiltered pages (`plainPages`)
 * and its record by id (`plainRecord`), both from `shown`, the tenant's rows with the columns the
 * API shows. Prepared as `<name>_list_first`, `<name>_list_after` and `<name>_show`.
 */
export function compiledReads<Row extends KeysetRow>(
  alias: string,
  name: string,
  shown: (db: Executor, tenant: Tenant, now: Date) => ListQuery<Row>,
) {
  return { pages: plainPages(alias, name, shown), record: plainRecord(alias, name, shown) };
}

/** The tables whose rows are edited by id within a tenant (through the API, by devices, by operators). */
export type TenantTable =
  | 'customers'
  | 'categories'
  | 'products'
  | 'product_variants'
  | 'warehouses'
  | 'webhook_endpoints';

/**
 * Updates one row of the tenant by id and returns it, or undefined when the tenant has no such
 * row. Callers pass a literal table name; the casts only bridge Kysely's per-table types, which
 * cannot follow a union of tables.
 */
export async function updateTenantRow<T extends TenantTable>(
  db: Executor,
  table: T,
  tenant: Tenant,
  id: string,
  patch: Updateable<Database[T]>,
): Promise<Selectable<Database[T]> | undefined> {
  return db
    .updateTable(table as 'customers')
    .set(patch as Updateable<Database['customers']>)
    .where('account_id', '=', tenant.accountId)
    .where('environment', '=', tenant.environment)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst() as Promise<Selectable<Database[T]> | undefined>;
}

// biome-ignore lint/suspicious/noExplicitAny: the helper reads one row of any table that has an id
type RecordQuery<Row> = SelectQueryBuilder<Database, any, Row>;

/**
 * One row of the tenant by id, as `GET …/{id}` shows it, the way `plainPages` reads a list's
 * pages: the statement is compiled once on first use (prepared once per connection on
 * PostgreSQL), each call only binds account, environment and id, and timestamps come back as
 * PostgreSQL's text. `base` is the tenant's rows with their columns named (see `plainPages`
 * for why) and `name` what it reads (the statement is `<name>_show`); a `base` whose rows depend on the time of the request reads it from `now`, which
 * the call fills in. `table` is the alias of the row's table.
 */
export function plainRecord<Row>(
  table: string,
  name: string,
  base: (db: Executor, tenant: Tenant, now: Date) => RecordQuery<Row>,
) {
  let statement: ((values: readonly unknown[]) => CompiledQuery<TimestampsAsText<Row>>) | undefined;
  return async (
    db: Executor,
    tenant: Tenant,
    id: string,
    now?: Date,
  ): Promise<TimestampsAsText<Row> | undefined> => {
    // Values by position: account, environment, id, now.
    statement ??= bindable(
      base(db, { accountId: placeholder(0), environment: placeholder(1) }, placeholder(3))
        .where(sql.ref(`${table}.id`), '=', placeholder<string>(2))
        .compile(),
      { name: `${name}_show`, timestampsAsText: true },
    );
    const { rows } = await db.executeQuery(statement([tenant.accountId, tenant.environment, id, now]));
    return rows[0];
  };
}
