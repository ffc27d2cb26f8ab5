import { sql } from 'kysely';
import type { Executor } from '#src/db/database.js';

export interface JobSpec {
  task: string;
  payload: object;
  /**
   * At most one waiting job per key: adding a job under a waiting job's key replaces it, and
   * under a running job's key queues the new one after it.
   */
  key: string;
  /** How long from now, by the database's clock, before the job may run. */
  delayMs?: number;
  /**
   * How many times the engine runs the job before it gives up and keeps it as failed (25 when
   * unset). A failed run is retried after exp(attempts so far) seconds: 3 s, 7 s, 20 s, 55 s,
   * 2.5 min, 7 min, 18 min, 49 min, 2.2 h, then 6.1 h each time.
   */
  maxAttempts?: number;
  /**
   * For a payload that must not outlive a moment (a code sent by e-mail): the job's row is
   * deleted this long from now, whatever became of it by then (waiting, running, failed for
   * good, or held by a worker that died). An `expire_job` job added with it does the deleting.
   */
  expiresInMs?: number;
}

/** The engine's task that deletes another job by its key when that job's time is up. */
export const EXPIRE_JOB_TASK = 'expire_job';

/** What an `expire_job` job carries: the key of the job it deletes. */
export interface ExpireJob {
  key: string;
}

const expiryOf = (job: JobSpec): JobSpec[] =>
  job.expiresInMs === undefined
    ? []
    : [
        {
          task: EXPIRE_JOB_TASK,
          payload: { key: job.key } satisfies ExpireJob,
          key: `expire:${job.key}`,
          delayMs: job.expiresInMs,
        },
      ];

/**
 * The job queue as the domain sees it: jobs are rows, added in the transaction of the change
 * that calls for them, so a rolled-back change leaves no job and a committed one never loses
 * its job. The engine is woken by the NOTIFY its function sends on commit.
 */
export const jobQueue = {
  async enqueue(db: Executor, specs: readonly JobSpec[]): Promise<void> {
    const jobs = specs.flatMap((job) => [job, ...expiryOf(job)]);
    if (jobs.length === 0) return;
    await sql`
      select count(*) from graphile_worker.add_jobs(array(
        select (t, p, null, now() + d * interval '1 millisecond', m, k, null, null)::graphile_worker.job_spec
        from unnest(${jobs.map((j) => j.task)}::text[],
                    ${jobs.map((j) => JSON.stringify(j.payload))}::json[],
                    ${jobs.map((j) => j.delayMs ?? 0)}::bigint[],
                    ${jobs.map((j) => j.maxAttempts ?? null)}::int[],
                    ${jobs.map((j) => j.key)}::text[]) as j(t, p, d, m, k)
      ))
    `.execute(db);
  },

  /**
   * Lets the waiting jobs under `keys` run now (jobs already running are left alone). Returns
   * how many were moved.
   */
  async runNow(db: Executor, keys: readonly string[]): Promise<number> {
    if (keys.length === 0) return 0;
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from graphile_worker.reschedule_jobs(
        array(select id from graphile_worker._private_jobs
              where key = any(${keys}::text[]) and locked_at is null),
        run_at := now())
    `.execute(db);
    return rows[0]?.n ?? 0;
  },

  /**
   * Deletes the jobs under `keys`, whatever their state: a worker still running one finds its
   * row gone when it reports, and the engine lets that pass. Returns how many were deleted.
   */
  async remove(db: Executor, keys: readonly string[]): Promise<number> {
    if (keys.length === 0) return 0;
    const { rows } = await sql<{ n: number }>`
      with gone as (
        delete from graphile_worker._private_jobs where key = any(${keys}::text[]) returning 1
      )
      select count(*)::int as n from gone
    `.execute(db);
    return rows[0]?.n ?? 0;
  },

  /**
   * Does in one statement what the `expire_job` jobs whose time has come would do, for when no
   * worker ran them (every worker stopped, or API processes without one): deletes the jobs they
   * name, and themselves. Returns how many jobs it deleted besides the `expire_job` ones.
   */
  /** The jobs due now that no worker has taken, and how long the oldest has waited (seconds). */
  async backlog(db: Executor): Promise<{ due: number; oldestSeconds: number }> {
    const { rows } = await sql<{ due: number; oldest: number }>`
      select count(*)::int as due, coalesce(extract(epoch from now() - min(run_at)), 0)::float8 as oldest
      from graphile_worker._private_jobs
      where is_available and run_at <= now()
    `.execute(db);
    return { due: rows[0]?.due ?? 0, oldestSeconds: Math.max(0, rows[0]?.oldest ?? 0) };
  },

  async expireDue(db: Executor): Promise<number> {
    const { rows } = await sql<{ n: number }>`
      with due as (
        delete from graphile_worker._private_jobs j
        using graphile_worker._private_tasks t
        where t.id = j.task_id and t.identifier = ${EXPIRE_JOB_TASK} and j.run_at <= now()
        returning j.payload->>'key' as key
      ), gone as (
        delete from graphile_worker._private_jobs
        where key in (select key from due) returning 1
      )
      select count(*)::int as n from gone
    `.execute(db);
    return rows[0]?.n ?? 0;
  },
};
