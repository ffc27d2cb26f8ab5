import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import pg from 'pg';
import { activeTracing } from '#src/telemetry/tracing.js';
import { preparedStatement, statementSpanName } from './prepared.js';
import { keepText, PG_TYPE_IDS } from './type-parsers.js';
import { breaksConnection } from './unavailable.js';

/** The process's type parsers, except that timestamptz stays text. */
const TIMESTAMPS_AS_TEXT = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === PG_TYPE_IDS.timestamptz ? keepText : pg.types.getTypeParser(oid, format ?? 'text'),
};

export interface StatementPoolOptions {
  prepare: boolean;
  /** Longest a try at a database that seems away may take, per step (default 2 s). */
  probeTimeoutMs?: number;
}

/**
 * A `pg` pool as Kysely's PostgreSQL dialect uses it, except for the statements compiled once
 * (see `bindable`): they run as named prepared statements unless `prepare` is false (each
 * connection parses and plans them on first use and then only binds values, which takes that
 * work off PostgreSQL on the hottest reads), and with the row shape they were compiled for.
 * Every other statement goes through unchanged. Connections are taken through a `DatabaseGate`.
 */
export function statementPool(pool: pg.Pool, options: StatementPoolOptions): PostgresPool {
  const gate = new DatabaseGate(pool, options.probeTimeoutMs ?? 2_000);
  // One view per pooled connection, kept as long as the connection lives: Kysely keys its own
  // per-connection state by the object `connect` returns.
  const views = new WeakMap<pg.PoolClient, StatementClient>();
  return {
    async connect() {
      const client = await gate.connect();
      let view = views.get(client);
      if (view === undefined) {
        view = new StatementClient(client, options.prepare, gate);
        views.set(client, view);
      }
      return view;
    },
    end: () => pool.end(),
  };
}

/**
 * Once a connection broke or could not be made, one try at the database at a time instead of
 * one new connection per request. A server that stopped answering keeps every connection
 * attempt in its backlog and, when it comes back, works through all of them (dead ones too)
 * before a new one: a few dozen take it a second or more. So while the database seems away,
 * requests wait for a single probe (a connection and `select 1`, each bounded) and go ahead
 * together once it succeeds, or fail with its error (a 503) when it does not.
 */
class DatabaseGate {
  private away = false;
  private probe: Promise<void> | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly timeoutMs: number,
  ) {}

  /** A connection broke: the next requests wait for a probe. */
  lost(): void {
    this.away = true;
  }

  async connect(): Promise<pg.PoolClient> {
    if (this.away) {
      this.probe ??= this.tryDatabase().finally(() => {
        this.probe = null;
      });
      await this.probe;
    }
    try {
      return await this.pool.connect();
    } catch (error) {
      // Waiting too long for a free connection says the pool is busy, not that the database is away.
      const busy = (error as Error).message === 'timeout exceeded when trying to connect';
      if (breaksConnection(error) && !busy) this.away = true;
      throw error;
    }
  }

  private async tryDatabase(): Promise<void> {
    const client = await this.pool.connect();
    try {
      // `pg` honours a per-query read timeout; a connection that does not answer is dropped.
      await client.query({ text: 'select 1', query_timeout: this.timeoutMs } as pg.QueryConfig);
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    client.release();
    this.away = false;
  }
}

class StatementClient implements PostgresPoolClient {
  /** The connection broke or stopped answering: it goes back to the pool to be destroyed. */
  private broken = false;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly prepare: boolean,
    private readonly gate: DatabaseGate,
  ) {
    // A connection that dies while checked out (between two statements of a transaction, say)
    // emits `error` on its client, which would end the process without a listener. The query
    // that follows fails, and the request with it; the connection is not reused.
    client.on('error', () => this.lose());
  }

  private lose(): void {
    this.broken = true;
    this.gate.lost();
  }

  query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query(sqlOrCursor: string | PostgresCursor<unknown>, parameters?: readonly unknown[]): unknown {
    // The cursor form (streaming) passes through as it is.
    if (typeof sqlOrCursor !== 'string') return this.client.query(sqlOrCursor as unknown as pg.Submittable);
    const tracing = activeTracing();
    if (tracing === null) return this.run(sqlOrCursor, parameters as unknown[]);
    const sql = sqlOrCursor;
    return tracing.statement(statementSpanName(sql), sql, () => this.run(sql, parameters as unknown[]));
  }

  private run(sql: string, values: unknown[]): Promise<pg.QueryResult> {
    const statement = preparedStatement(sql);
    const result =
      statement === undefined
        ? this.client.query(sql, values)
        : this.client.query({
            text: sql,
            values,
            name: this.prepare ? statement.name : undefined,
            types: statement.timestampsAsText ? TIMESTAMPS_AS_TEXT : undefined,
          });
    return result.catch((error: unknown) => {
      // A statement the server cancelled (statement_timeout) leaves a sound connection; one
      // that timed out on this side is still waiting for its answer and must not be reused.
      if (breaksConnection(error)) this.lose();
      throw error;
    });
  }

  release(): void {
    this.client.release(this.broken ? new Error('connection broken') : undefined);
  }
}
