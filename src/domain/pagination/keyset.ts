import {
  type AliasableExpression,
  type CompiledQuery,
  type Expression,
  type SelectQueryBuilder,
  sql,
} from 'kysely';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from '#src/contract/common.js';
import type { Executor } from '#src/db/database.js';
import { bindable, placeholder, type TimestampsAsText } from '#src/db/prepared.js';
import type { Database } from '#src/db/schema.js';
import { isoFromTimestamptz } from '#src/db/type-parsers.js';
import type { Tenant } from '#src/domain/context.js';
import { type CursorPosition, decodeCursor, encodeCursor } from './cursor.js';

/** The pagination and time filters every list endpoint takes. */
export interface PageRequest {
  limit?: number | undefined;
  starting_after?: string | undefined;
  created_since?: string | undefined;
  created_until?: string | undefined;
  updated_since?: string | undefined;
}

export interface Page<T> {
  data: T[];
  hasMore: boolean;
  nextCursor: string | null;
}

export interface KeysetRow {
  id: string;
  created_at: Date;
}

// biome-ignore lint/suspicious/noExplicitAny: the helpers page any table that has id and created_at
export type ListQuery<Row> = SelectQueryBuilder<Database, any, Row>;

/** The columns of `Row` that hold an instant, which a list can be ordered by. */
type InstantColumn<Row> = { [K in keyof Row & string]: Row[K] extends Date ? K : never }[keyof Row & string];

/** A list's unfiltered pages, compiled once (`plainPages`). */
export interface PlainPages<Row> {
  /** Whether `filters` sets nothing but `limit` (up to the contract's largest) and `starting_after`. */
  covers(filters: object): boolean;
  /**
   * The page `fetchPage` would return for the list's base query and a plain `page`, timestamps
   * as text, and the value `beside` read in the same statement (null without one). `now` is
   * needed only by a base that reads it.
   */
  fetch(
    db: Executor,
    tenant: Tenant,
    page: PageRequest,
    now?: Date,
  ): Promise<PlainPage<TimestampsAsText<Row>>>;
}

export type PlainPage<Row> = Page<Row> & { beside: string | null };

export interface PlainPagesOptions<Row> {
  /** The instant the list is ordered by, newest first: `created_at` unless said. */
  order?: InstantColumn<Row>;
  /**
   * A text every page also needs (as JSON, say), read in the same statement as the page's rows
   * instead of a second round trip: the statement joins the page with it `full join … on
   * false`, which adds one row after the page's, with every column of the page null and the
   * value in `beside`.
   */
  beside?: (db: Executor, tenant: Tenant) => AliasableExpression<string>;
}

/** The most rows a page reads: the largest `limit`, and one more. */
const MOST_ROWS = MAX_PAGE_LIMIT + 1;

/**
 * Runs one page of a newest-first list. The position is compared as a row value,
 * `(created_at, id) < (…)`, which the `(tenant, created_at desc, id desc)` index answers
 * directly: page 1000 costs what page 1 costs, and rows that arrive meanwhile never shift it.
 * `table` is the alias whose columns are paged on.
 */
export async function fetchPage<Row extends KeysetRow>(
  query: ListQuery<Row>,
  table: string,
  list: string,
  page: PageRequest,
): Promise<Page<Row>> {
  const limit = page.limit ?? DEFAULT_PAGE_LIMIT;
  const col = (name: string) => sql.ref(`${table}.${name}`);
  let q = query;
  if (page.starting_after !== undefined) q = afterPosition(q, table, decodeCursor(list, page.starting_after));
  if (page.created_since !== undefined)
    q = q.where(sql<boolean>`${col('created_at')} >= ${new Date(page.created_since)}`);
  if (page.created_until !== undefined)
    q = q.where(sql<boolean>`${col('created_at')} < ${new Date(page.created_until)}`);
  if (page.updated_since !== undefined)
    q = q.where(sql<boolean>`${col('updated_at')} >= ${new Date(page.updated_since)}`);
  const rows = await newestFirst(q, table, limit + 1).execute();
  return toPage(rows, limit, (last) => encodeCursor(list, last.created_at.toISOString(), last.id));
}

/**
 * The pages of a list that ask for nothing but a position, which is how clients walk a whole
 * list: both statements (first page, page after a cursor) are built by the same helpers as
 * `fetchPage`'s, compiled once on first use (named `<list>_list_first` and `<list>_list_after`),
 * and each request only binds its values. Their
 * rows carry timestamps as PostgreSQL's text (`TimestampsAsText`), for a caller that only
 * writes them out. `base` is the list's query for a tenant with no filter applied; it must name
 * its columns: on PostgreSQL the statements are prepared, and a `t.*` there would fail with
 * "cached plan must not change result type" once a later migration adds a column while this
 * process still runs. A list whose rows depend on the time of the request (quotes) reads it
 * from `now`, which `fetch` fills in on each call.
 */
export function plainPages<Row extends KeysetRow>(
  table: string,
  list: string,
  base: (db: Executor, tenant: Tenant, now: Date) => ListQuery<Row>,
): PlainPages<Row>;
/** The same, for a list ordered by another instant than its creation, or that reads a value beside. */
export function plainPages<Row extends { id: string }>(
  table: string,
  list: string,
  base: (db: Executor, tenant: Tenant, now: Date) => ListQuery<Row>,
  options: PlainPagesOptions<Row>,
): PlainPages<Row>;
export function plainPages<Row extends { id: string }>(
  table: string,
  list: string,
  base: (db: Executor, tenant: Tenant, now: Date) => ListQuery<Row>,
  options: PlainPagesOptions<Row> = {},
): PlainPages<Row> {
  const order: string = options.order ?? 'created_at';
  type TextRow = TimestampsAsText<Row>;
  let first: ((values: readonly unknown[]) => CompiledQuery<TextRow>) | undefined;
  let next: ((values: readonly unknown[]) => CompiledQuery<TextRow>) | undefined;
  // Values by position: account, environment, row count, the cursor's instant (its `order` column) and id, now.
  const compile = (db: Executor, withPosition: boolean) => {
    let q = base(db, { accountId: placeholder(0), environment: placeholder(1) }, placeholder(5));
    if (withPosition) q = afterPosition(q, table, { createdAt: placeholder(3), id: placeholder(4) }, order);
    // The page's row count is applied around the list capped at a constant. With `limit $3`
    // alone PostgreSQL costs the statement as if it read a tenth of the tenant's rows, so it
    // never settles on the generic plan and plans every execution anew; with the cap it
    // does after five, and later executions only bind their values.
    const capped = newestFirst(q, table, sql.lit(MOST_ROWS), order).as('page');
    let page = db
      .selectFrom(capped)
      .selectAll()
      .orderBy(sql.ref(`page.${order}`), 'desc')
      .orderBy(sql.ref('page.id'), 'desc')
      .limit(placeholder<number>(2));
    if (options.beside) {
      const value = options.beside(db, { accountId: placeholder(0), environment: placeholder(1) });
      page = db
        .selectFrom(page.as('page'))
        .fullJoin(db.selectNoFrom(value.as('beside')).as('b'), (join) => join.on(sql.lit(false)))
        .selectAll('page')
        .select('b.beside')
        .orderBy(sql`${sql.ref(`page.${order}`)} desc nulls last`)
        .orderBy(sql.ref('page.id'), 'desc') as never;
    }
    const name = `${list}_list_${withPosition ? 'after' : 'first'}`;
    return bindable(page.compile(), { name, timestampsAsText: true });
  };
  return {
    covers(filters: object): boolean {
      for (const [name, value] of Object.entries(filters)) {
        if (value === undefined || name === 'starting_after') continue;
        if (name !== 'limit' || !(value <= MAX_PAGE_LIMIT)) return false;
      }
      return true;
    },

    async fetch(db: Executor, tenant: Tenant, page: PageRequest, now?: Date): Promise<PlainPage<TextRow>> {
      const limit = page.limit ?? DEFAULT_PAGE_LIMIT;
      let statement: CompiledQuery<TextRow>;
      if (page.starting_after === undefined) {
        first ??= compile(db, false);
        statement = first([tenant.accountId, tenant.environment, limit + 1, undefined, undefined, now]);
      } else {
        const after = decodeCursor(list, page.starting_after);
        next ??= compile(db, true);
        statement = next([tenant.accountId, tenant.environment, limit + 1, after.createdAt, after.id, now]);
      }
      const { rows } = await db.executeQuery(statement);
      let beside: string | null = null;
      if (options.beside) {
        // The row the join adds, last by the order's `nulls last`.
        const added = rows.pop() as unknown as { id: string | null; beside: string } | undefined;
        if (added?.id !== null) throw new Error(`${list}: the statement lost the value beside its page`);
        beside = added.beside;
      }
      // The cursor holds the instant as toISOString writes it, whichever driver read the row.
      const found = toPage(rows, limit, (last) =>
        encodeCursor(list, isoFromTimestamptz(last[order as keyof TextRow] as string), last.id as string),
      );
      return { ...found, beside };
    },
  };
}

function afterPosition<Row>(
  query: ListQuery<Row>,
  table: string,
  after: CursorPosition,
  order = 'created_at',
): ListQuery<Row> {
  return query.where(
    sql<boolean>`(${sql.ref(`${table}.${order}`)}, ${sql.ref(`${table}.id`)}) < (${after.createdAt}, ${after.id})`,
  );
}

/** Newest first, `rowCount` rows: one more than the page, to tell whether another follows. */
function newestFirst<Row>(
  query: ListQuery<Row>,
  table: string,
  rowCount: number | Expression<number>,
  order = 'created_at',
): ListQuery<Row> {
  return query
    .orderBy(sql.ref(`${table}.${order}`), 'desc')
    .orderBy(sql.ref(`${table}.id`), 'desc')
    .limit(rowCount);
}

/** `limit` of the rows, and the cursor after the last of them when more follow. */
function toPage<Row>(rows: Row[], limit: number, cursorAfter: (last: Row) => string): Page<Row> {
  const hasMore = rows.length > limit;
  const data = hasMore ? rows.slice(0, limit) : rows;
  const last = data.at(-1);
  return { data, hasMore, nextCursor: hasMore && last ? cursorAfter(last) : null };
}
