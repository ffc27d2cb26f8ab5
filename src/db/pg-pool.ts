import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import { preparedName } from './prepared.js';

/**
 * A `pg` pool as Kysely's PostgreSQL dialect uses it, except that the statements compiled
 * once (see `bindable`) run as named prepared statements: each connection parses and plans
 * them on first use and then only binds values, which takes that work off PostgreSQL on the
 * hottest reads. Every other statement goes through unchanged.
 */
export function preparingPool(pool: pg.Pool): PostgresPool {
  // One view per pooled connection, kept as long as the connection lives: Kysely keys its own
  // per-connection state by the object `connect` returns.
  const views = new WeakMap<pg.PoolClient, PreparingClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let view = views.get(client);
      if (view === undefined) {
        view = new PreparingClient(client);
        views.set(client, view);
      }
      return view;
    },
    end: () => pool.end(),
  };
}

class PreparingClient implements PostgresPoolClient {
  constructor(private readonly client: pg.PoolClient) {}

  query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query(sqlOrCursor: string | PostgresCursor<unknown>, parameters?: readonly unknown[]): unknown {
    // The cursor form (streaming) passes through as it is.
    if (typeof sqlOrCursor !== 'string') return this.client.query(sqlOrCursor as unknown as pg.Submittable);
    const values = parameters as unknown[];
    const name = preparedName(sqlOrCursor);
    return name === undefined
      ? this.client.query(sqlOrCursor, values)
      : this.client.query({ name, text: sqlOrCursor, values });
  }

  release(): void {
    this.client.release();
  }
}
