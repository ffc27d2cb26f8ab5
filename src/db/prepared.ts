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

/** Statements compiled once are named caja_1, caja_2…, and their SQL starts with the name in a comment. */
const NAME_PREFIX = 'caja_';
const NAME_COMMENT = `/* ${NAME_PREFIX}`;

/** Every statement compiled once, by the SQL Kysely compiled for it. */
const compiledOnce = new Map<string, PreparedStatement & { sql: string }>();
/** The same, by the SQL they are sent with: their name in a comment, then the compiled SQL. */
const sent = new Map<string, PreparedStatement>();

/**
 * What the drivers need to know of `sql` if it is a statement compiled once by `bindable`;
 * undefined for any other SQL. Their SQL starts with their name in a comment, so a query
 * built per request that compiles to the same text is not mistaken for one (it keeps Dates).
 * Only these few fixed statements are prepared: the driver keeps every prepared statement
 * for the life of the connection, so SQL that varies with the request must not be.
 */
export const preparedStatement = (sql: string): PreparedStatement | undefined =>
  // Every query asks: most are not, and this tells without hashing their whole SQL.
  sql.startsWith(NAME_COMMENT) ? sent.get(sql) : undefined;

/**
 * A statement compiled once, with placeholders for its values, that each call fills in: on a
 * hot read, building and compiling the same query with Kysely on every request costs tens of
 * microseconds of CPU and dozens of short-lived objects, and on PostgreSQL the statement is
 * parsed and planned once per connection instead of once per call. Every parameter of
 * `compiled` must be a placeholder.
 *
 * With `timestampsAsText`, both drivers return its timestamptz columns as PostgreSQL's text
 * (the rows are `TimestampsAsText<R>`): a list that only writes them out as ISO strings skips
 * building and formatting three Dates per row.
 */
export function bindable<R>(compiled: CompiledQuery<R>): (values: readonly unknown[]) => CompiledQuery<R>;
export function bindable<R>(
  compiled: CompiledQuery<R>,
  options: { timestampsAsText: true },
): (values: readonly unknown[]) => CompiledQuery<TimestampsAsText<R>>;
export function bindable<R>(
  compiled: CompiledQuery<R>,
  options: { timestampsAsText?: boolean } = {},
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
  if (!statement) {
    const name = `${NAME_PREFIX}${compiledOnce.size + 1}`;
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
