import { type CompiledQuery, createQueryId } from 'kysely';

/** Stands for the call's value at `index` while a statement is compiled once for many calls. */
class Placeholder {
  constructor(readonly index: number) {}
}

/**
 * A placeholder typed as the value it stands for, to hand to a query builder. The builder must
 * only pass it on as a value: a placeholder that is computed with (`limit + 1`) is not a value.
 */
export const placeholder = <T>(index: number): T => new Placeholder(index) as unknown as T;

/** A row whose timestamps are the text PostgreSQL sent (see `isoFromTimestamptz`), not Dates. */
export type TimestampsAsText<Row> = {
  [K in keyof Row]: Row[K] extends Date ? string : Row[K] extends Date | null ? string | null : Row[K];
};

export interface PreparedStatement {
  /** The name each PostgreSQL connection prepares it under. */
  name: string;
  /** Whether its timestamptz columns come back as text rather than Dates. */
  timestampsAsText: boolean;
}

/**
 * Every statement compiled once, by the SQL Kysely compiled for it. Each has a name of its own,
 * which also starts its SQL in a comment: PostgreSQL's logs, `pg_stat_statements` and
 * `pg_prepared_statements` then say what ran (`customers_list_after`, not a number).
 */
const compiledOnce = new Map<string, PreparedStatement & { sql: string }>();
/** The names taken, each by the SQL it stands for. */
const named = new Map<string, string>();
/** The same, by the SQL they are sent with: their name in a comment, then the compiled SQL. */
const sent = new Map<string, PreparedStatement>();

/** What a statement's name may hold: it is written into its SQL's leading comment. */
const STATEMENT_NAME = /^[a-z][a-z0-9_]*$/;

/**
 * What the drivers need to know of `sql` if it is a statement compiled once by `bindable`;
 * undefined for any other SQL. Their SQL starts with their name in a comment, so a query
 * built per request that compiles to the same text is not mistaken for one (it keeps Dates).
 * Only these few fixed statements are prepared: the driver keeps every prepared statement
 * for the life of the connection, so SQL that varies with the request must not be.
 */
export const preparedStatement = (sql: string): PreparedStatement | undefined =>
  // Every query asks: most are not, and this tells without hashing their whole SQL.
  sql.startsWith('/* ') ? sent.get(sql) : undefined;

/**
 * A statement compiled once, with placeholders for its values, that each call fills in: on a
 * hot read, building and compiling the same query with Kysely on every request costs tens of
 * microseconds of CPU and dozens of short-lived objects, and on PostgreSQL the statement is
 * parsed and planned once per connection instead of once per call. Every parameter of
 * `compiled` must be a placeholder.
 *
 * `name` says what it runs (`<table>_<read>`), and is the name each PostgreSQL connection prepares
 * it under. With `timestampsAsText`, both drivers return its timestamptz columns as PostgreSQL's text
 * (the rows are `TimestampsAsText<R>`): a list that only writes them out as ISO strings skips
 * building and formatting three Dates per row.
 */
export function bindable<R>(
  compiled: CompiledQuery<R>,
  options: { name: string; timestampsAsText?: false },
): (values: readonly unknown[]) => CompiledQuery<R>;
export function bindable<R>(
  compiled: CompiledQuery<R>,
  options: { name: string; timestampsAsText: true },
): (values: readonly unknown[]) => CompiledQuery<TimestampsAsText<R>>;
export function bindable<R>(
  compiled: CompiledQuery<R>,
  options: { name: string; timestampsAsText?: boolean },
): (values: readonly unknown[]) => CompiledQuery<R> {
  const slots = compiled.parameters.map((parameter) => {
    if (!(parameter instanceof Placeholder)) {
      throw new Error(`A prepared statement has a parameter that is not a placeholder: ${compiled.sql}`);
    }
    return parameter.index;
  });
  const timestampsAsText = options.timestampsAsText === true;
  let statement = compiledOnce.get(compiled.sql);
  if (statement && statement.timestampsAsText !== timestampsAsText) {
    throw new Error(`The same statement is compiled once with two row shapes: ${compiled.sql}`);
  }
  if (statement && statement.name !== options.name) {
    throw new Error(`The same statement is compiled once as ${statement.name} and as ${options.name}`);
  }
  if (!statement) {
    const { name } = options;
    if (!STATEMENT_NAME.test(name))
      throw new Error(`A prepared statement's name must be snake_case: ${name}`);
    if (named.has(name)) throw new Error(`Two statements compiled once are both named ${name}`);
    named.set(name, compiled.sql);
    statement = { name, timestampsAsText, sql: `/* ${name} */ ${compiled.sql}` };
    compiledOnce.set(compiled.sql, statement);
    sent.set(statement.sql, { name, timestampsAsText });
  }
  const { sql } = statement;
  return (values) => ({
    query: compiled.query,
    queryId: createQueryId(),
    sql,
    parameters: slots.map((index) => values[index]),
  });
}

/**
 * What a statement's trace span is called: its prepared name when it has one, otherwise its verb
 * (`select`, `insert`...) after any leading comment.
 */
export function statementSpanName(sql: string): string {
  return (
    preparedStatement(sql)?.name ?? /^\s*(?:\/\*[\s\S]*?\*\/\s*)*(\w+)/.exec(sql)?.[1]?.toLowerCase() ?? 'sql'
  );
}
