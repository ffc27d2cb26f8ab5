import type { Db, Tx } from '#src/db/database.js';
import type { Clock } from '#src/domain/clock.js';
import { AppError } from '#src/domain/errors.js';
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
 * The value is claimed first, in its own short statement, so that a concurrent duplicate sees
 * the claim and gets IDEMPOTENCY_IN_PROGRESS at once instead of waiting on a lock. The write
 * and its stored response then commit in one transaction: either both exist or neither does.
 * If the write fails the claim is released, so a corrected request may reuse the value.
 * A claim whose process died stays "running" until the value expires: the operation is never
 * executed twice.
 */
export async function runIdempotent(
  db: Db,
  clock: Clock,
  call: IdempotentCall,
  work: (tx: Tx) => Promise<{ status: number; body: string }>,
): Promise<StoredResponse> {
  const now = clock.now();
  const hash = requestHash(call.method, call.path, call.body);
  const claimed = await db
    .insertInto('idempotency_keys')
    .values({
      api_key_id: call.apiKeyId,
      key: call.key,
      request_hash: hash,
      state: 'running',
      response_status: null,
      response_body: null,
      created_at: now,
      expires_at: new Date(now.getTime() + TTL_MS),
    })
    .onConflict((oc) =>
      oc
        .columns(['api_key_id', 'key'])
        .doUpdateSet({
          request_hash: hash,
          state: 'running',
          response_status: null,
          response_body: null,
          created_at: now,
          expires_at: new Date(now.getTime() + TTL_MS),
        })
        .where('idempotency_keys.expires_at', '<=', now),
    )
    .returning('key')
    .executeTakeFirst();

  if (!claimed) return existingOutcome(db, call, hash);

  try {
    return await db.transaction().execute(async (tx) => {
      const response = await work(tx);
      await tx
        .updateTable('idempotency_keys')
        .set({ state: 'done', response_status: response.status, response_body: response.body })
        .where('api_key_id', '=', call.apiKeyId)
        .where('key', '=', call.key)
        .execute();
      return { ...response, replayed: false };
    });
  } catch (error) {
    await db
      .deleteFrom('idempotency_keys')
      .where('api_key_id', '=', call.apiKeyId)
      .where('key', '=', call.key)
      .where('state', '=', 'running')
      .execute()
      .catch(() => undefined);
    throw error;
  }
}

async function existingOutcome(db: Db, call: IdempotentCall, hash: string): Promise<StoredResponse> {
  const row = await db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('api_key_id', '=', call.apiKeyId)
    .where('key', '=', call.key)
    .executeTakeFirst();
  // Released between our claim and this read: the other request failed. Say so as in progress;
  // the client retries with the same value and is processed normally.
  if (!row) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
  if (row.request_hash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED', { param: 'Idempotency-Key' });
  if (row.state !== 'done' || row.response_status === null || row.response_body === null) {
    throw new AppError('IDEMPOTENCY_IN_PROGRESS');
  }
  return { status: row.response_status, body: row.response_body, replayed: true };
}

/** Removes values past their 24 hours. Expired values are also reclaimed lazily on reuse. */
export async function purgeExpiredIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}
