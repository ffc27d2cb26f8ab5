import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from '../database.js';
import { isUnavailable } from '../unavailable.js';
import { type Lsn, parseLsn } from './lsn.js';
import type { ReadPositions } from './read-positions.js';
import type { ReplicaSet } from './replica-set.js';

export type ReadTarget = 'primary' | 'replica';

export interface ReadRouterOptions {
  primary: Db;
  /** A WAL position of the primary past every commit visible now (`commitPositionOf`). */
  commitPosition(): Promise<Lsn>;
  replicas: ReplicaSet;
  positions: ReadPositions;
  logger: Logger;
  /** Counts each read by where it was served. */
  onRead?(target: ReadTarget): void;
}

/**
 * Sends an API key's reads to a replica when one has caught up with the key, otherwise to the
 * primary, and keeps the key's position current so that the next read, on any process, is no
 * older than this one.
 *
 * - Read-your-writes: after a write commits, `wrote` raises the key's position to the primary's
 *   WAL insert position, which is past the commit's record; a replica is picked only once it has
 *   replayed that far.
 * - Monotonic reads: after each read the key's position is raised to an upper bound of the
 *   snapshot the answer came from (the server's position read after the answer), so no later
 *   read of the key goes to a server that has replayed less.
 * - Incremental sync (`created_since`, `updated_since`, cursors): a standby applies commits in
 *   the order of their WAL records, so what it answers at position L is what the primary
 *   answered when L was its latest commit: a prefix of the primary's history, never a state
 *   with a later commit and without an earlier one. Rows it does not have yet were committed
 *   after L; with monotonic reads the key's next answer comes from L or later, where they are.
 *   A client's `*_since` and cursor are taken from rows it was shown, so they move exactly as
 *   they would have moved against the primary at L: replicas add no way to miss a record that
 *   reading the primary alone would not have.
 */
export class ReadRouter {
  constructor(private readonly options: ReadRouterOptions) {}

  /**
   * Runs `read` on a replica fit for `keyId`, or on the primary. A replica's failure (it
   * stopped, or cancelled the statement for a conflict with recovery) and any error
   * `retryOnPrimary` accepts (a NOT_FOUND for a row the replica may not have yet) run the read
   * again on the primary: the client sees no difference.
   */
  async read<T>(
    keyId: string,
    read: (db: Db) => Promise<T>,
    retryOnPrimary: (error: unknown) => boolean,
  ): Promise<T> {
    const { replicas, positions } = this.options;
    let position: Lsn;
    try {
      position = await positions.get(keyId);
    } catch (error) {
      this.warn(error, 'replica read positions unavailable; reading from the primary');
      return this.onPrimary(keyId, read, null);
    }
    const replica = replicas.pick(position);
    if (replica === null) return this.onPrimary(keyId, read, position);
    let answer: T;
    try {
      answer = await read(replica.db);
    } catch (error) {
      if (isUnavailable(error)) replicas.markDown(replica);
      if (!retryOnPrimary(error)) throw error;
      return this.onPrimary(keyId, read, position);
    }
    await this.remember(keyId, position, async () => {
      const seen = await replica.replayed();
      replicas.observe(replica, seen);
      return seen;
    });
    this.options.onRead?.('replica');
    return answer;
  }

  /** After a write of `keyId` committed: its next reads see it. */
  async wrote(keyId: string): Promise<void> {
    await this.remember(keyId, 0n, this.options.commitPosition);
  }

  /** `known`: the key's position as read before, or null when the store did not answer. */
  private async onPrimary<T>(keyId: string, read: (db: Db) => Promise<T>, known: Lsn | null): Promise<T> {
    const answer = await read(this.options.primary);
    if (known !== null) await this.remember(keyId, known, this.options.commitPosition);
    this.options.onRead?.('primary');
    return answer;
  }

  /**
   * Raises the key's position from `known` (as read at the start of the request) to `position`,
   * if that is higher: with no WAL written since, a key's reads cost the store no write. A
   * store that does not answer costs the guarantee for this key until its next write or read,
   * not the answer the client is owed.
   */
  private async remember(keyId: string, known: Lsn, position: () => Promise<Lsn>): Promise<void> {
    try {
      const reached = await position();
      if (reached > known) await this.options.positions.raise(keyId, reached);
    } catch (error) {
      this.warn(error, 'could not record an API key read position');
    }
  }

  private lastWarnAt = Number.NEGATIVE_INFINITY;

  private warn(error: unknown, message: string): void {
    const now = Date.now();
    if (now - this.lastWarnAt < 5_000) return;
    this.lastWarnAt = now;
    const { message: reason, code } = (error ?? {}) as { message?: string; code?: string };
    this.options.logger.warn({ err: { message: reason, code } }, message);
  }
}

/**
 * Which of the primary's WAL positions is past every commit visible to a new snapshot. With
 * `synchronous_commit` on (PostgreSQL's default, and anything but off), a commit is flushed
 * before it becomes visible, so the flush position is. With it off, a commit is visible before
 * its flush, and only the insert position is past it; the insert position runs ahead of what
 * replicas can receive (records the WAL writer has not flushed yet), so keys read from the
 * primary for longer then: slower, never wrong.
 */
export async function commitPositionOf(db: Db): Promise<() => Promise<Lsn>> {
  const { rows } = await sql<{ mode: string }>`select current_setting('synchronous_commit') as mode`.execute(
    db,
  );
  const position =
    rows[0]?.mode === 'off'
      ? sql<{ lsn: string }>`select pg_current_wal_insert_lsn()::text as lsn`
      : sql<{ lsn: string }>`select pg_current_wal_flush_lsn()::text as lsn`;
  return async () => parseLsn((await position.execute(db)).rows[0]!.lsn);
}

/** The primary's WAL write position: what its replicas are measured against. */
export async function primaryWritePosition(db: Db): Promise<Lsn> {
  const { rows } = await sql<{ lsn: string }>`select pg_current_wal_lsn()::text as lsn`.execute(db);
  return parseLsn(rows[0]!.lsn);
}

/**
 * How far a server named as a replica has replayed; for a primary named as one (a setup that
 * only moves load around), its own insert position, so that it always counts as caught up.
 */
export async function replayPosition(db: Db): Promise<Lsn> {
  const { rows } = await sql<{ lsn: string | null }>`
    select (case when pg_is_in_recovery() then pg_last_wal_replay_lsn()
                 else pg_current_wal_insert_lsn() end)::text as lsn`.execute(db);
  const text = rows[0]?.lsn;
  if (!text) throw new Error('the replica has not replayed anything yet');
  return parseLsn(text);
}
