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
}

/**
 * The job queue as the domain sees it: jobs are rows, added in the transaction of the change
 * that calls for them, so a rolled-back change leaves no job and a committed one never loses
 * its job. The engine is woken by the NOTIFY its function sends on commit.
 */
export const jobQueue = {
  async enqueue(db: Executor, jobs: readonly JobSpec[]): Promise<void> {
    if (jobs.length === 0) return;
    await sql`
      select count(*) from graphile_worker.add_jobs(array(
        select (t, p, null, now() + d * interval '1 millisecond', null, k, null, null)::graphile_worker.job_spec
        from unnest(${jobs.map((j) => j.task)}::text[],
                    ${jobs.map((j) => JSON.stringify(j.payload))}::json[],
                    ${jobs.map((j) => j.delayMs ?? 0)}::bigint[],
                    ${jobs.map((j) => j.key)}::text[]) as j(t, p, d, k)
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
};
