import { Logger as EngineLogger, runMigrations, runTaskList, type TaskList } from 'graphile-worker';
import { sql } from 'kysely';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Db } from '#src/db/database.js';

/** Advisory-lock class of the worker pools' liveness locks ('CAJA' in ASCII). */
const LIVENESS_LOCK_CLASS = 0x43414a41;
const SWEEP_EVERY_MS = 60_000;

/** The engine's log lines, through the service's logger (its routine chatter at debug). */
export function engineLogger(logger: Logger): EngineLogger {
  return new EngineLogger(() => (level, message, meta) => {
    const fields = { component: 'jobs', ...(meta ?? {}) };
    if (level === 'error') logger.error(fields, message);
    else if (level === 'warning') logger.warn(fields, message);
    else logger.debug(fields, message);
  });
}

/**
 * A connection that breaks (a database restart) must not crash the process: `pg` drops it and
 * raises the error on the next query; these listeners only log it.
 */
function watchPool(pool: pg.Pool, logger: Logger): void {
  if (pool.listeners('error').length > 0) return;
  const lost = (err: Error) => logger.warn({ err, component: 'jobs' }, 'job engine connection lost');
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
}

/** Installs or updates the job engine's own schema; safe from several processes at once. */
export async function migrateJobEngine(pool: pg.Pool, logger: Logger): Promise<void> {
  watchPool(pool, logger);
  await runMigrations({ pgPool: pool, logger: engineLogger(logger) });
}

export interface JobRunnerOptions {
  db: Db;
  /** The engine's own connections (see `DatabaseHandle.openPgPool`). */
  pool: pg.Pool;
  tasks: TaskList;
  concurrency: number;
  logger: Logger;
  /** How often to look for jobs whose time came without a notification (retries). */
  pollIntervalMs?: number;
  preparedStatements?: boolean;
}

export interface JobRunner {
  /** The engine's worker pool id: what its locked jobs carry in `locked_by`. */
  readonly id: string;
  /** Look for jobs now rather than at the next poll. */
  nudge(): void;
  /** Lets running jobs finish, then stops. */
  stop(): Promise<void>;
}

/** Pools running in this process (an embedded database has no other process). */
const localPools = new Set<string>();

/**
 * Runs the job engine (graphile-worker) over `tasks`. The pool also registers itself with a
 * session advisory lock held for its lifetime, so that another process, or this one after a
 * restart, can tell a dead pool by its free lock and release its jobs at once; the engine on
 * its own would wait 4 hours before retrying a job whose worker was killed.
 */
export async function startJobRunner(options: JobRunnerOptions): Promise<JobRunner> {
  const { db, pool, logger } = options;
  watchPool(pool, logger);
  const workerPool = runTaskList(
    {
      concurrency: options.concurrency,
      pollInterval: options.pollIntervalMs ?? 2000,
      noHandleSignals: true,
      logger: engineLogger(logger),
      noPreparedStatements: options.preparedStatements === false,
      // Fetch jobs for the whole pool in one statement and complete them in batches: at a
      // thousand jobs a second, one query per job and per completion is the engine's main cost.
      preset: {
        worker: {
          localQueue: { size: options.concurrency + 1 },
          completeJobBatchDelay: 0,
          failJobBatchDelay: 0,
        },
      },
    },
    options.tasks,
    pool,
  );
  const id = workerPool.id;
  localPools.add(id);

  const lockKey = Math.floor(Math.random() * 2 ** 31);
  const lockClient = await pool.connect();
  await lockClient.query('select pg_advisory_lock($1, $2)', [LIVENESS_LOCK_CLASS, lockKey]);
  await db.insertInto('job_worker_pools').values({ id, lock_key: lockKey, started_at: new Date() }).execute();

  const sweep = () => releaseDeadPools(db, logger);
  await sweep();
  const timer = setInterval(
    () => void sweep().catch((err) => logger.warn({ err }, 'job pool sweep failed')),
    SWEEP_EVERY_MS,
  );
  timer.unref();

  return {
    id,
    nudge: () => workerPool.nudge(options.concurrency),
    async stop() {
      clearInterval(timer);
      await workerPool.gracefulShutdown('stopping');
      await db.deleteFrom('job_worker_pools').where('id', '=', id).execute();
      await lockClient.query('select pg_advisory_unlock($1, $2)', [LIVENESS_LOCK_CLASS, lockKey]);
      lockClient.release();
      localPools.delete(id);
    },
  };
}

/**
 * Finds the registered pools whose liveness lock is free (their process is gone), releases
 * their jobs for other workers and forgets them, all in one transaction.
 */
async function releaseDeadPools(db: Db, logger: Logger): Promise<number> {
  const dead = await db.transaction().execute(async (tx) => {
    const { rows } = await sql<{ id: string }>`
      select id from job_worker_pools
      where id <> all(${[...localPools]}::text[])
        and pg_try_advisory_xact_lock(${LIVENESS_LOCK_CLASS}, lock_key)
    `.execute(tx);
    const ids = rows.map((r) => r.id);
    if (ids.length === 0) return ids;
    await sql`select graphile_worker.force_unlock_workers(${ids}::text[])`.execute(tx);
    await tx.deleteFrom('job_worker_pools').where('id', 'in', ids).execute();
    return ids;
  });
  if (dead.length > 0) logger.warn({ pools: dead }, 'released the jobs of worker pools that died');
  return dead.length;
}
