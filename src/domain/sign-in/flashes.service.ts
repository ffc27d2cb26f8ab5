import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { Db, Executor, Tx } from '#src/db/database.js';
import { ids } from '#src/domain/clock.js';
import { flashesRepo } from './flashes.repo.js';

/**
 * A secret shown once, across the redirect that follows a form post: kept for the session that
 * made it, sealed with AES-256-GCM under a key derived from the session's token (the cookie's
 * value, which the database never holds: it keeps the token's hash), and deleted as it is read.
 * Neither the URL nor a cookie ever carries the secret; the URL carries the flash's id, which
 * opens nothing without that session's cookie.
 */

/** A flash lives this long: the redirect is followed at once, and a slow reload still finds it. */
const FLASH_TTL_MS = 5 * 60_000;

export type FlashKind =
  | 'api_key.created'
  | 'webhook_endpoint.created'
  | 'webhook_endpoint.secret_revealed'
  | 'webhook_endpoint.secret_rotated';

/** The session a secret is shown to: its id, and the token its cookie holds. */
export interface ShownTo {
  sessionId: string;
  token: string;
}

export interface Flash {
  kind: FlashKind;
  /** What the secret belongs to: the key's or the endpoint's id. */
  subjectId: string;
  secret: string;
}

const keyOf = (token: string): Buffer => createHmac('sha256', token).update('caja console flash').digest();

function seal(to: ShownTo, flashId: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(to.token), iv).setAAD(Buffer.from(flashId));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

function unseal(to: ShownTo, flashId: string, sealed: string): string | null {
  const bytes = Buffer.from(sealed, 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(to.token), bytes.subarray(0, 12))
      .setAAD(Buffer.from(flashId))
      .setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** Keeps `flash` for its session, in the caller's transaction; returns the flash's id. */
export async function keepFlash(db: Executor, to: ShownTo, flash: Flash, now: Date): Promise<string> {
  const id = ids.uuid();
  await flashesRepo.insert(db, {
    id,
    session_id: to.sessionId,
    kind: flash.kind,
    subject_id: flash.subjectId,
    sealed: seal(to, id, flash.secret),
    expires_at: new Date(now.getTime() + FLASH_TTL_MS),
    created_at: now,
  });
  return id;
}

/**
 * Runs `work` (which makes or reads a secret) and keeps the secret for its session, in one
 * transaction: a secret is never made without the flash that shows it. Returns the id of what
 * the secret belongs to, and the flash's.
 */
export async function withFlash(
  db: Db,
  to: ShownTo,
  kind: FlashKind,
  now: Date,
  work: (tx: Tx) => Promise<{ id: string; secret: string }>,
): Promise<{ subjectId: string; flashId: string }> {
  return db.transaction().execute(async (tx) => {
    const made = await work(tx);
    const flashId = await keepFlash(tx, to, { kind, subjectId: made.id, secret: made.secret }, now);
    return { subjectId: made.id, flashId };
  });
}

/** The flash, once: null when it was shown already, has expired, or is another session's. */
export async function takeFlash(
  db: Executor,
  to: ShownTo,
  flashId: string,
  now: Date,
): Promise<Flash | null> {
  const row = await flashesRepo.take(db, flashId, to.sessionId);
  if (!row || row.expires_at.getTime() <= now.getTime()) return null;
  const secret = unseal(to, row.id, row.sealed);
  return secret === null ? null : { kind: row.kind as FlashKind, subjectId: row.subject_id, secret };
}
