import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import { statementPool } from './pg-pool.js';
import { PGliteDialect } from './pglite-dialect.js';
import { PGlitePgPool } from './pglite-pg-pool.js';
import { PGliteSession } from './pglite-session.js';
import type { Database } from './schema.js';
import { driverTimestamptz, PG_TYPE_IDS, parseNumber, parseTimestamptz } from './type-parsers.js';

export type Db = Kysely<Database>;
/** Anything that runs queries: the database itself or an open transaction. */
export type Executor = Kysely<Database> | Transaction<Database>;
export type Tx = Transaction<Database>;

export interface DatabaseOptions {
  /** `postgres://…`; unset selects the embedded database. */
  url?: string | undefined;
  /** Folder of the embedded database; `memory://` keeps it in memory. */
  dataDir?: string;
  poolSize?: number;
  /** Named prepared statements for the statements compiled once (PostgreSQL only; default true). */
  preparedStatements?: boolean;
  /** A dumped embedded data directory to start from (tests clone a migrated template). */
  loadDataDir?: Blob | File;
}

export interface DatabaseHandle {
  db: Db;
  kind: 'postgres' | 'embedded';
  /** The embedded engine, when that is what runs (tests dump it as a template). */
  pglite?: PGlite;
  /**
   * A `pg` pool of its own for a library that needs one (the job engine): `max` connections
   * to the same PostgreSQL database, or the embedded database's session. The caller ends it.
   */
  openPgPool(max: number): pg.Pool;
  close(): Promise<void>;
}

pg.types.setTypeParser(PG_TYPE_IDS.int8, parseNumber);
pg.types.setTypeParser(PG_TYPE_IDS.numeric, parseNumber);
pg.types.setTypeParser(PG_TYPE_IDS.timestamptz, (text) => parseTimestamptz(text, driverTimestamptz));

/** Whether an embedded data directory is `memory://`: nothing of it is kept on disk. */
export const isInMemory = (dataDir: string): boolean => dataDir.startsWith('memory://');

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    const prepare = options.preparedStatements !== false;
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: statementPool(pool, { prepare }) }),
    });
    const url = options.url;
    return {
      db,
      kind: 'postgres',
      openPgPool: (max) => new pg.Pool({ connectionString: url, max }),
      close: () => db.destroy(),
    };
  }
  const dataDir = options.dataDir ?? './data';
  const inMemory = isInMemory(dataDir);
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const pglite = new PGlite({
    dataDir: inMemory ? undefined : `${dataDir}/pg`,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers: { [PG_TYPE_IDS.int8]: parseNumber, [PG_TYPE_IDS.numeric]: parseNumber },
  });
  await pglite.waitReady;
  const session = new PGliteSession(pglite);
  const db = new Kysely<Database>({ dialect: new PGliteDialect(session) });
  return {
    db,
    kind: 'embedded',
    pglite,
    openPgPool: () => new PGlitePgPool(session) as unknown as pg.Pool,
    close: () => db.destroy(),
  };
}
