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

/**
 * A statement compiled once, with placeholders for its values, that each call fills in: on a
 * hot read, building and compiling the same query with Kysely on every request costs tens of
 * microseconds of CPU and dozens of short-lived objects. Every parameter of `compiled` must be
 * a placeholder.
 */
export function bindable<R>(compiled: CompiledQuery<R>): (values: readonly unknown[]) => CompiledQuery<R> {
  const slots = compiled.parameters.map((parameter) => {
    if (!(parameter instanceof Placeholder)) {
      throw new Error(`A prepared statement has a parameter that is not a placeholder: ${compiled.sql}`);
    }
    return parameter.index;
  });
  return (values) => ({
    query: compiled.query,
    queryId: createQueryId(),
    sql: compiled.sql,
    parameters: slots.map((index) => values[index]),
  });
}
