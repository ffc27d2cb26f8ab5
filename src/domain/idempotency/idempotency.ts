import type { Selectable } from 'kysely';
import type { Db, Tx } from '#src/db/database.js';
import type { IdempotencyKeysTable } from '#src/db/schema.js';
import { retryAborted } from '#src/db/unavailable.js';
import type { Clock } from '#src/domain/clock.js';
import { AppError } from '#src/domain/errors.js';
import { idempotencyRepo } from './idempotency.repo.js';
import { requestHash } from './request-hash.js';

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_\-:.]{1,255}$/;
const TTL_MS = 24 * 60 * 60 * 1000;

export interface IdempotentCall {
  apiKeyId: string;
  key: string;
  method: string;
  path: string;
  body: unknown;
}

export interface StoredResponse {
  status: number;
  /** The exact JSON text sent the first time. */
  body: string;
  replayed: boolean;
}

/**
 * Runs a write at most once per (API key, Idempotency-Key).
 *
 * One transaction does everything: it takes a transaction-level advisory lock on the value
 * (a concurrent duplicate fails to take it and gets IDEMPOTENCY_IN_PROGRESS at once instead
 * of waiting), replays the stored response if there is one, and otherwise runs the write and
 * stores its response, which commit together or not at all. Being in progress is the lock,
 * not a row: whatever ends the attempt (an error, a lost connection, a database restart, a
 * dead process) ends the transaction and frees the value with it, so a retry with the same
 * value runs the write, which never committed, exactly once. A transaction the database aborts
 * for another (a deadlock) runs again, whole, before the client hears of it.
 */
export async function runIdempotent(
  db: Db,
  clock: Clock,
  call: IdempotentCall,
  work: (tx: Tx) => Promise<{ status: number; body: string }>,
): Promise<StoredResponse> {
  const now = clock.now();
  const hash = requestHash(call.method, call.path, call.body);
  return retryAborted(() =>
    db.transaction().execute(async (tx) => {
      if (!(await idempotencyRepo.tryLock(tx, call.apiKeyId, call.key))) {
        throw new AppError('IDEMPOTENCY_IN_PROGRESS');
      }
      const stored = await idempotencyRepo.findLive(tx, call.apiKeyId, call.key, now);
      if (stored) return storedOutcome(stored, hash);
      const response = await work(tx);
      const row = {
        request_hash: hash,
        state: 'done',
        response_status: response.status,
        response_body: response.body,
        created_at: now,
        expires_at: new Date(now.getTime() + TTL_MS),
      } as const;
      await idempotencyRepo.store(tx, call.apiKeyId, call.key, row);
      return { ...response, replayed: false };
    }),
  );
}

function storedOutcome(row: Selectable<IdempotencyKeysTable>, hash: string): StoredResponse {
  if (row.request_hash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED', { param: 'Idempotency-Key' });
  // A claim left "running" by an earlier version's process that died: never run it again.
  if (row.state !== 'done' || row.response_status === null || row.response_body === null) {
    throw new AppError('IDEMPOTENCY_IN_PROGRESS');
  }
  return { status: row.response_status, body: row.response_body, replayed: true };
}

/** Removes values past their 24 hours. Expired values are also reclaimed lazily on reuse. */
export async function purgeExpiredIdempotencyKeys(db: Db, now: Date): Promise<number> {
  return idempotencyRepo.purgeExpired(db, now);
}
