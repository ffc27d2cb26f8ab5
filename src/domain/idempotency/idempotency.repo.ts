import { type Insertable, type Selectable, sql } from 'kysely';
import type { Executor } from '#src/db/database.js';
import type { IdempotencyKeysTable } from '#src/db/schema.js';

/** Advisory-lock class of the values being processed ('IDEM' in ASCII). */
const IN_PROGRESS_LOCK_CLASS = 0x4944454d;

type StoredValue = Omit<Insertable<IdempotencyKeysTable>, 'api_key_id' | 'key'>;

/** The stored answers of idempotent writes, per API key and Idempotency-Key value. */
export const idempotencyRepo = {
  /**
   * Takes the value's lock until the transaction ends, if no other transaction holds it. The
   * lock key folds (API key, value) into 32 bits: two different values that collide only make
   * the second one answer IN_PROGRESS while the first runs.
   */
  async tryLock(db: Executor, apiKeyId: string, key: string): Promise<boolean> {
    const { rows } = await sql<{ taken: boolean }>`
      select pg_try_advisory_xact_lock(${IN_PROGRESS_LOCK_CLASS}, hashtext(${apiKeyId} || ':' || ${key})) as taken
    `.execute(db);
    return rows[0]?.taken === true;
  },

  /** The value's stored answer, unless it expired by `now`. */
  async findLive(
    db: Executor,
    apiKeyId: string,
    key: string,
    now: Date,
  ): Promise<Selectable<IdempotencyKeysTable> | undefined> {
    return db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('api_key_id', '=', apiKeyId)
      .where('key', '=', key)
      .where('expires_at', '>', now)
      .executeTakeFirst();
  },

  /** Stores the value's answer; an expired one under the same value is taken over. */
  async store(db: Executor, apiKeyId: string, key: string, value: StoredValue): Promise<void> {
    await db
      .insertInto('idempotency_keys')
      .values({ api_key_id: apiKeyId, key, ...value })
      .onConflict((oc) => oc.columns(['api_key_id', 'key']).doUpdateSet(value))
      .execute();
  },

  /** Removes the values expired by `now`; returns how many. */
  async purgeExpired(db: Executor, now: Date): Promise<number> {
    const result = await db.deleteFrom('idempotency_keys').where('expires_at', '<=', now).executeTakeFirst();
    return Number(result.numDeletedRows ?? 0);
  },
};
