import { EventEmitter } from 'node:events';
import {
  Logger as EngineLogger,
  type Job,
  runMigrations,
  runTaskList,
  type TaskList,
  type WorkerEvents,
  type WorkerPool,
} from 'graphile-worker';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Db } from '#src/db/database.js';
import { forgivingPool } from './forgiving-pool.js';
import { EXPIRE_JOB_TASK, type ExpireJob, jobQueue } from './job-queue.js';
import {
  brief,
  LivenessLock,
  RETRY_EVERY_MS,
  registerPools,
  releaseDeadPools,
  releasePools,
} from './pool-liveness.js';

const SWEEP_EVERY_MS = 60_000;
/** A pool that has not fetched once by then could not reach the database at its start. */
const FIRST_FETCH_WITHIN_MS = 10_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The engine's log lines, through the service's logger (its routine chatter at debug). A job
 * is logged by its id, task and attempt, never its payload: an e-mail's payload carries the
 * code it sends.
 */
export function engineLogger(logger: Logger): EngineLogger {
  return new EngineLogger(() => (level, message, meta) => {
    const { job, ...rest } = (meta ?? {}) as { job?: Partial<Job> };
    const fields = { component: 'jobs', ...rest, ...(job ? { job: jobFields(job) } : {}) };
    if (level === 'error') logger.error(fields, message);
    else if (level === 'warning') logger.warn(fields, message);
    else logger.debug(fields, message);
  });
}

const jobFields = ({ id, task_identifier, attempts, max_attempts, key }: Partial<Job>) => ({
  id,
  task: task_identifier,
  attempts,
  max_attempts,
  key,
});

/**
 * A connection that breaks (a database restart) must not crash the process: `pg` drops it and
 * raises the error on the next query; these listeners only log it.
 */
function watchPool(pool: pg.Pool, logger: Logger): void {
  if (pool.listeners('error').length > 0) return;
  const lost = (err: Error) =>
    logger.warn({ err: brief(err), component: 'jobs' }, 'job engine connection lost');
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
  /** The engine's current worker pool id: what its locked jobs carry in `locked_by`. */
  readonly id: string;
  /** Look for jobs now rather than at the next poll. */
  nudge(): void;
  /** Lets running jobs finish, then stops. */
  stop(): Promise<void>;
}

/** Pools running in this process (an embedded database has no other process). */
const localPools = new Set<string>();

/** A pool of the engine, with how many of its jobs are running. */
interface PoolRun {
  pool: WorkerPool;
  running: number;
  settled: boolean;
}

/**
 * Runs the job engine (graphile-worker) over `tasks`. The runner also registers its pools
 * under a session advisory lock held for its lifetime, so that another process, or this one
 * after a restart, can tell a dead pool by its free lock and release its jobs at once; the
 * engine on its own would wait 4 hours before retrying a job whose worker was killed.
 *
 * The database going away must not stop deliveries for good: a lock whose connection died is
 * taken again once the database answers, and a pool the engine shut down on its own (it does
 * when it cannot record a job's outcome) is replaced once the database answers, and the jobs
 * the old one still held are released when it has finished.
 */
export async function startJobRunner(options: JobRunnerOptions): Promise<JobRunner> {
  const { db, pool, logger } = options;
  // Every runner deletes the jobs whose time is up (see `JobSpec.expiresInMs`).
  const tasks: TaskList = {
    ...options.tasks,
    [EXPIRE_JOB_TASK]: async (payload) => {
      await jobQueue.remove(db, [(payload as ExpireJob).key]);
    },
  };
  watchPool(pool, logger);
  let stopping = false;
  /** This runner's pools: the current one, and any that stopped and still hold jobs. */
  const mine = new Set<string>();
  const lockKey = Math.floor(Math.random() * 2 ** 31);
  const register = () => registerPools(db, mine, lockKey);
  const liveness = new LivenessLock(pool, lockKey, logger, () =>
    register().catch((err) => logger.warn({ err: brief(err) }, 'job pools not registered again yet')),
  );
  await liveness.take();

  const enginePool = forgivingPool(pool);
  const retirements = new Set<Promise<void>>();
  let replacing: Promise<void> | null = null;
  const launch = (): PoolRun => {
    const events: WorkerEvents = new EventEmitter();
    const workerPool = runTaskList(
      {
        concurrency: options.concurrency,
        pollInterval: options.pollIntervalMs ?? 2000,
        noHandleSignals: true,
        logger: engineLogger(logger),
        noPreparedStatements: options.preparedStatements === false,
        events,
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
      tasks,
      enginePool,
    );
    const run: PoolRun = { pool: workerPool, running: 0, settled: false };
    const settle = () => {
      run.settled = true;
    };
    workerPool.promise.then(settle, settle);
    events.on('job:start', () => run.running++);
    events.on('job:complete', () => run.running--);
    events.on('worker:fatalError', () => run.running--);
    mine.add(workerPool.id);
    localPools.add(workerPool.id);
    events.on('pool:gracefulShutdown', ({ message }) => {
      if (stopping || run !== current) return;
      logger.error(
        { component: 'jobs', pool: workerPool.id, reason: message },
        'job pool stopped; replacing it',
      );
      retire(run);
      replacing ??= replace().finally(() => {
        replacing = null;
      });
    });
    // The engine keeps the outcome of its first lookup (its task ids) for the pool's life,
    // a failure included: a pool that could not reach the database then never fetches a job.
    let fetched = false;
    events.once('localQueue:getJobs:complete', () => {
      fetched = true;
    });
    setTimeout(() => {
      if (fetched || stopping || run !== current || workerPool._shuttingDown) return;
      void Promise.resolve(workerPool.gracefulShutdown('no database at its start')).catch(() => {});
    }, FIRST_FETCH_WITHIN_MS).unref();
    return run;
  };

  /** Starts a new pool once the database answers (see the first lookup above). */
  const replace = async () => {
    while (!stopping) {
      await sleep(RETRY_EVERY_MS);
      // `pg` honours a per-query read timeout: a database that stopped answering fails the try.
      const probe = { text: 'select 1', query_timeout: RETRY_EVERY_MS * 2 } as pg.QueryConfig;
      const answered = await pool.query(probe).then(
        () => true,
        () => false,
      );
      if (stopping) return;
      if (!answered) continue;
      current = launch();
      await register().catch((err) => logger.warn({ err: brief(err) }, 'job pool not registered yet'));
      return;
    }
  };

  /** Once a pool that stopped has finished, the jobs it still held are free for the others. */
  const retire = (old: PoolRun) => {
    const done = (async () => {
      await finished(old);
      while (!stopping) {
        try {
          await db.transaction().execute((tx) => releasePools(tx, [old.pool.id]));
          mine.delete(old.pool.id);
          localPools.delete(old.pool.id);
          return;
        } catch {
          await sleep(RETRY_EVERY_MS);
        }
      }
    })();
    retirements.add(done);
    void done.finally(() => retirements.delete(done));
  };

  let current = launch();
  await register();
  const sweep = async () => {
    await register();
    await releaseDeadPools(db, logger, localPools);
  };
  await sweep();
  const timer = setInterval(
    () => void sweep().catch((err) => logger.warn({ err: brief(err) }, 'job pool sweep failed')),
    SWEEP_EVERY_MS,
  );
  timer.unref();

  return {
    get id() {
      return current.pool.id;
    },
    nudge: () => current.pool.nudge(options.concurrency),
    async stop() {
      stopping = true;
      clearInterval(timer);
      await replacing;
      if (!current.pool._shuttingDown)
        void Promise.resolve(current.pool.gracefulShutdown('stopping')).catch(() => {});
      await finished(current);
      await Promise.all(retirements);
      // Every pool has finished: whatever job one could not record is free for the others.
      // With the database away the rows stay, under a lock that ends with this process, and
      // the next sweep anywhere does it.
      const ids = [...mine];
      await db
        .transaction()
        .execute((tx) => releasePools(tx, ids))
        .catch((err) => logger.warn({ err: brief(err) }, 'job pools not unregistered'));
      await liveness.release();
      for (const id of ids) localPools.delete(id);
    },
  };
}

/**
 * Resolves once a pool that is shutting down has finished: its promise settled or, since the
 * engine's batched completion keeps that promise pending for good once one of its statements
 * failed (graphile-worker 0.17 counts its pending batches below zero then), once none of its
 * jobs has been running for a second, time enough for the last completions to be sent.
 */
async function finished(run: PoolRun): Promise<void> {
  for (let idleMs = 0; !run.settled && idleMs < 1_000; ) {
    await sleep(100);
    idleMs = run.running > 0 ? 0 : idleMs + 100;
  }
}
