import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import { type Logger, pino } from 'pino';
import { secureDataDir } from './data-dir.js';
import { createCluster, createClusterDump, needsCluster } from './embedded-cluster.js';
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
  /** PostgreSQL's `statement_timeout` for every connection, in ms (default 10 s). */
  statementTimeoutMs?: number;
  /** How long a query waits for a connection, free or new, before it fails (default 2 s). */
  acquireTimeoutMs?: number;
  /** Where lost connections are reported. */
  logger?: Logger;
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
  /** The pool's connections now, for the metrics (PostgreSQL only: the embedded engine has none). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

pg.types.setTypeParser(PG_TYPE_IDS.int8, parseNumber);
pg.types.setTypeParser(PG_TYPE_IDS.numeric, parseNumber);
pg.types.setTypeParser(PG_TYPE_IDS.timestamptz, (text) => parseTimestamptz(text, driverTimestamptz));

/**
 * A connection the server closes while it sits idle in the pool (a restart, a failover, an
 * idle-connection reaper) makes the pool emit `error`: without a listener that would end the
 * process. The pool has already dropped the connection and opens a new one when needed.
 */
function watchedPool(pool: pg.Pool, logger: Logger): pg.Pool {
  let lastReport = 0;
  pool.on('error', (err) => {
    const now = Date.now();
    if (now - lastReport < 1_000) return;
    lastReport = now;
    // Not the error itself: `pg` hangs the whole client on it.
    const { message, code } = err as Error & { code?: string };
    logger.warn({ err: { message, code } }, 'database connection lost; it is replaced on the next query');
  });
  return pool;
}

/**
 * PostgreSQL's memory settings inside the embedded engine. Its WebAssembly memory only grows, and
 * the page cache of PostgreSQL's default (128 MB of shared buffers) alone takes it past 190 MiB
 * at start: the files it reads stay in the operating system's cache anyway. Sorts and
 * maintenance get bounds of the same order, so that one big statement cannot grow it for good.
 * ANALYZE holds its whole sample in memory, 300 rows per point of statistics target: at
 * PostgreSQL's default of 100, the 30,000 rows sampled from a change feed of 27 MB grew the
 * engine's memory by 37 MiB for good; at 10 (PostgreSQL's default until 8.4), by 4 MiB.
 */
const EMBEDDED_SETTINGS = [
  'shared_buffers=16MB',
  'maintenance_work_mem=16MB',
  'temp_buffers=4MB',
  'default_statistics_target=10',
];

/** Whether an embedded data directory is `memory://`: nothing of it is kept on disk. */
export const isInMemory = (dataDir: string): boolean => dataDir.startsWith('memory://');

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const url = options.url;
    const logger = options.logger ?? pino({ level: 'silent' });
    const poolConfig = (max: number): pg.PoolConfig => ({
      connectionString: url,
      max,
      // A stuck or unreachable server fails a query in seconds (and the request with a 503)
      // instead of holding it: waiting for a connection, connecting, and each statement are
      // bounded. `query_timeout` is the client's own guard for a server that stopped
      // answering altogether, which cannot enforce its `statement_timeout`.
      connectionTimeoutMillis: options.acquireTimeoutMs ?? 2_000,
      statement_timeout: options.statementTimeoutMs ?? 10_000,
      query_timeout: (options.statementTimeoutMs ?? 10_000) + 2_000,
      keepAlive: true,
    });
    const pool = watchedPool(new pg.Pool(poolConfig(options.poolSize ?? 10)), logger);
    const prepare = options.preparedStatements !== false;
    const probeTimeoutMs = options.acquireTimeoutMs ?? 2_000;
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: statementPool(pool, { prepare, probeTimeoutMs }) }),
    });
    return {
      db,
      kind: 'postgres',
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      // The job engine keeps its own connections open (it listens for new jobs): no
      // client-side read timeout on them, the engine handles its own errors.
      openPgPool: (max) => new pg.Pool({ ...poolConfig(max), query_timeout: undefined }),
      close: () => db.destroy(),
    };
  }
  const dataDir = options.dataDir ?? './data';
  const inMemory = isInMemory(dataDir);
  if (!inMemory) secureDataDir(dataDir);
  const startParams = [
    ...PGlite.defaultStartParams,
    ...EMBEDDED_SETTINGS.flatMap((setting) => ['-c', setting]),
  ];
  const pgDir = `${dataDir}/pg`;
  let loadDataDir = options.loadDataDir;
  if (inMemory) loadDataDir ??= await createClusterDump(startParams);
  else if (needsCluster(pgDir)) await createCluster(pgDir, startParams);
  const pglite = new PGlite({
    dataDir: inMemory ? undefined : pgDir,
    ...(loadDataDir ? { loadDataDir } : {}),
    parsers: { [PG_TYPE_IDS.int8]: parseNumber, [PG_TYPE_IDS.numeric]: parseNumber },
    startParams,
  });
  await pglite.waitReady;
  // The engine has created (or opened) its files: bring them to the owner's alone.
  if (!inMemory) secureDataDir(dataDir);
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
