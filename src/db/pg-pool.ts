import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import pg from 'pg';
import { preparedStatement } from './prepared.js';
import { keepText, PG_TYPE_IDS } from './type-parsers.js';
import { isUnavailable } from './unavailable.js';

/** The process's type parsers, except that timestamptz stays text. */
const TIMESTAMPS_AS_TEXT = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === PG_TYPE_IDS.timestamptz ? keepText : pg.types.getTypeParser(oid, format ?? 'text'),
};

/**
 * A `pg` pool as Kysely's PostgreSQL dialect uses it, except for the statements compiled once
 * (see `bindable`): they run as named prepared statements unless `prepare` is false (each
 * connection parses and plans them on first use and then only binds values, which takes that
 * work off PostgreSQL on the hottest reads), and with the row shape they were compiled for.
 * Every other statement goes through unchanged.
 */
export function statementPool(pool: pg.Pool, options: { prepare: boolean }): PostgresPool {
  // One view per pooled connection, kept as long as the connection lives: Kysely keys its own
  // per-connection state by the object `connect` returns.
  const views = new WeakMap<pg.PoolClient, StatementClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let view = views.get(client);
      if (view === undefined) {
        view = new StatementClient(client, options.prepare);
        views.set(client, view);
      }
      return view;
    },
    end: () => pool.end(),
  };
}

class StatementClient implements PostgresPoolClient {
  /** The connection broke or stopped answering: it goes back to the pool to be destroyed. */
  private broken = false;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly prepare: boolean,
  ) {
    // A connection that dies while checked out (between two statements of a transaction, say)
    // emits `error` on its client, which would end the process without a listener. The query
    // that follows fails, and the request with it; the connection is not reused.
    client.on('error', () => {
      this.broken = true;
    });
  }

  query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query(sqlOrCursor: string | PostgresCursor<unknown>, parameters?: readonly unknown[]): unknown {
    // The cursor form (streaming) passes through as it is.
    if (typeof sqlOrCursor !== 'string') return this.client.query(sqlOrCursor as unknown as pg.Submittable);
    const values = parameters as unknown[];
    const statement = preparedStatement(sqlOrCursor);
    const result =
      statement === undefined
        ? this.client.query(sqlOrCursor, values)
        : this.client.query({
            text: sqlOrCursor,
            values,
            name: this.prepare ? statement.name : undefined,
            types: statement.timestampsAsText ? TIMESTAMPS_AS_TEXT : undefined,
          });
    return result.catch((error: unknown) => {
      // A statement the server cancelled (statement_timeout) leaves a sound connection; one
      // that timed out on this side is still waiting for its answer and must not be reused.
      if (isUnavailable(error) && (error as { code?: string }).code !== '57014') this.broken = true;
      throw error;
    });
  }

  release(): void {
    this.client.release(this.broken ? new Error('connection broken') : undefined);
  }
}
