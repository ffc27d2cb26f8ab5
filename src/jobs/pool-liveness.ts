import { sql } from 'kysely';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Db, Tx } from '#src/db/database.js';

/**
 * How a worker pool shows it is alive: a session advisory lock its process holds, and a row in
 * `job_worker_pools` naming the lock. Another process (or this one, after a restart) that finds
 * a registered pool's lock free releases its jobs at once, instead of the engine's 4 hours.
 */

/** Advisory-lock class of the worker pools' liveness locks ('CAJA' in ASCII). */
const LIVENESS_LOCK_CLASS = 0x43414a41;
/** Pause between tries at the database while it is away. */
export const RETRY_EVERY_MS = 1_000;

/** An error as a log line needs it (a `pg` error carries its whole client otherwise). */
export const brief = (err: unknown) => ({
  message: (err as Error)?.message,
  code: (err as { code?: string })?.code,
});

/** Frees the jobs that finished (or dead) pools still hold, and forgets the pools. */
export async function releasePools(tx: Tx, ids: string[]): Promise<void> {
  await sql`select graphile_worker.force_unlock_workers(${ids}::text[])`.execute(tx);
  await tx.deleteFrom('job_worker_pools').where('id', 'in', ids).execute();
}

/** Records a runner's pools under its lock (again, if a sweep took them for dead). */
export async function registerPools(db: Db, pools: ReadonlySet<string>, lockKey: number): Promise<void> {
  const rows = [...pools].map((id) => ({ id, lock_key: lockKey, started_at: new Date() }));
  if (rows.length === 0) return;
  await db
    .insertInto('job_worker_pools')
    .values(rows)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/**
 * The session advisory lock that says this process's pools are alive, on a connection of its
 * own. When that connection dies the lock dies with it: it is taken again, on a new one, as
 * soon as the database answers, and `regained` runs then.
 */
export class LivenessLock {
  /** The connection holding the lock, and how to hand it back to the pool (once). */
  private held: { client: pg.PoolClient; giveBack: (err?: Error) => void } | null = null;
  private retry: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly key: number,
    private readonly logger: Logger,
    private readonly regained: () => Promise<void>,
  ) {}

  async take(): Promise<void> {
    const client = await this.pool.connect();
    let given = false;
    const giveBack = (err?: Error) => {
      if (given) return false;
      given = true;
      client.removeListener('error', lost);
      client.release(err);
      return true;
    };
    const lost = (err: Error) => {
      if (!giveBack(err) || this.held?.client !== client) return;
      this.held = null;
      this.logger.warn(
        { err: brief(err), component: 'jobs' },
        'job pool liveness lock lost; taking it again',
      );
      this.again();
    };
    client.on('error', lost);
    try {
      await client.query('select pg_advisory_lock($1, $2)', [LIVENESS_LOCK_CLASS, this.key]);
    } catch (error) {
      giveBack(error as Error);
      throw error;
    }
    if (given) throw new Error('the liveness lock connection was lost');
    this.held = { client, giveBack };
  }

  private again(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      if (this.closed) return;
      this.take().then(
        () => (this.closed ? this.release() : this.regained()),
        () => this.again(),
      );
    }, RETRY_EVERY_MS);
  }

  async release(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const held = this.held;
    this.held = null;
    if (!held) return;
    try {
      await held.client.query('select pg_advisory_unlock($1, $2)', [LIVENESS_LOCK_CLASS, this.key]);
      held.giveBack();
    } catch (err) {
      held.giveBack(err as Error);
    }
  }
}

/**
 * Finds the registered pools whose liveness lock is free (their process is gone), releases
 * their jobs for other workers and forgets them, all in one transaction. The pools of this
 * process (`localPools`) are alive whatever their lock says.
 */
export async function releaseDeadPools(
  db: Db,
  logger: Logger,
  localPools: ReadonlySet<string>,
): Promise<number> {
  const dead = await db.transaction().execute(async (tx) => {
    const { rows } = await sql<{ id: string }>`
      select id from job_worker_pools
      where id <> all(${[...localPools]}::text[])
        and pg_try_advisory_xact_lock(${LIVENESS_LOCK_CLASS}, lock_key)
    `.execute(tx);
    const ids = rows.map((r) => r.id);
    if (ids.length > 0) await releasePools(tx, ids);
    return ids;
  });
  if (dead.length > 0) logger.warn({ pools: dead }, 'released the jobs of worker pools that died');
  return dead.length;
}
