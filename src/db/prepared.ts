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

/** The SQL of every statement compiled once, and the name it is prepared under. */
const preparedNames = new Map<string, string>();

/**
 * The name under which a PostgreSQL connection prepares `sql`, if it is a statement compiled
 * once by `bindable`; undefined for any other SQL. Only these few fixed statements are
 * prepared: the driver keeps every prepared statement for the life of the connection, so SQL
 * that varies with the request (filters, lists of ids) must not be.
 */
export const preparedName = (sql: string): string | undefined => preparedNames.get(sql);

/**
 * A statement compiled once, with placeholders for its values, that each call fills in: on a
 * hot read, building and compiling the same query with Kysely on every request costs tens of
 * microseconds of CPU and dozens of short-lived objects, and on PostgreSQL the statement is
 * parsed and planned once per connection instead of once per call. Every parameter of
 * `compiled` must be a placeholder.
 */
export function bindable<R>(compiled: CompiledQuery<R>): (values: readonly unknown[]) => CompiledQuery<R> {
  const slots = compiled.parameters.map((parameter) => {
    if (!(parameter instanceof Placeholder)) {
      throw new Error(`A prepared statement has a parameter that is not a placeholder: ${compiled.sql}`);
    }
    return parameter.index;
  });
  if (!preparedNames.has(compiled.sql)) preparedNames.set(compiled.sql, `caja_${preparedNames.size + 1}`);
  return (values) => ({
    query: compiled.query,
    queryId: createQueryId(),
    sql: compiled.sql,
    parameters: slots.map((index) => values[index]),
  });
}
