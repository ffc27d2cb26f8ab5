import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { PGliteSession } from './pglite-session.js';
import { preparedStatement } from './prepared.js';
import { keepText, PG_TYPE_IDS } from './type-parsers.js';

/** Query options that keep timestamptz as text (statements compiled with `timestampsAsText`). */
const TIMESTAMPS_AS_TEXT = { parsers: { [PG_TYPE_IDS.timestamptz]: keepText } };

/**
 * Kysely dialect for the embedded PGlite database. PGlite has exactly one session, so the
 * driver hands its single connection to one user at a time (see `PGliteSession`): a
 * transaction keeps it from BEGIN to COMMIT and every other query waits its turn.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly session: PGliteSession) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.session);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;

  constructor(private readonly session: PGliteSession) {
    this.connection = new PGliteConnection(session);
  }

  async init(): Promise<void> {
    await this.session.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    this.connection.release = await this.session.acquire();
    return this.connection;
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as PGliteConnection).release();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const level = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await connection.executeQuery({ sql: `begin${level}`, parameters: [] } as unknown as CompiledQuery);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery({ sql: 'commit', parameters: [] } as unknown as CompiledQuery);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery({ sql: 'rollback', parameters: [] } as unknown as CompiledQuery);
  }

  async destroy(): Promise<void> {
    if (!this.session.pglite.closed) await this.session.pglite.close();
  }
}

class PGliteConnection implements DatabaseConnection {
  release: () => void = () => {};
  constructor(private readonly session: PGliteSession) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.session.run<R>(
      query.sql,
      query.parameters,
      preparedStatement(query.sql)?.timestampsAsText ? TIMESTAMPS_AS_TEXT : undefined,
    );
    const affected = result.affectedRows;
    return {
      rows: result.rows as R[],
      ...(affected !== undefined && affected > 0 ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }

  // biome-ignore lint/correctness/useYield: streaming is not offered by the embedded database
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('La base embebida no admite consultas en flujo.');
  }
}
