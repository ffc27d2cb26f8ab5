import type { Environment, Scope } from '#src/contract/api.js';
import type { Db } from '#src/db/database.js';
import type { AccountRow } from '#src/db/schema.js';
import type { ChangedBy } from '#src/domain/activity/activity.service.js';
import { AppError } from '#src/domain/errors.js';
import { queueMail } from '#src/domain/notifications/mail-jobs.js';
import type { RateLimitStore } from '#src/domain/rate-limit/gcra.js';
import { chargeLimits, keyCodeLimits, type TooMany } from '#src/domain/sign-in/code-limits.js';
import {
  type CodeRefused,
  issueCode,
  pendingCode,
  withConfirmedCode,
} from '#src/domain/sign-in/codes.service.js';
import { keepFlash, type ShownTo } from '#src/domain/sign-in/flashes.service.js';
import { createApiKey, resolveScopes } from './api-keys.service.js';

/** The expiries a business may choose for its own keys (operators may set any instant). */
export const KEY_EXPIRY_DAYS = [30, 90, 365] as const;
export type KeyExpiryDays = (typeof KEY_EXPIRY_DAYS)[number];

/** A key a business asks for in its console; its form's schema admits only these values. */
export interface KeyRequest {
  environment: Environment;
  name: string;
  /** Chosen one by one (never `*`): only what the integration needs. */
  scopes: Scope[];
  /** Null for a key that does not expire. */
  expiresInDays: KeyExpiryDays | null;
}

/**
 * First step of creating a key from the console: keeps the request with a 6-digit code, and
 * the job that mails the code to the account's owner, in one transaction. Nothing is created
 * until the code comes back.
 */
export async function requestKeyCreation(
  db: Db,
  limits: RateLimitStore,
  account: AccountRow,
  request: KeyRequest,
  now: Date,
): Promise<{ challengeId: string } | TooMany<'too_many_codes'>> {
  const to = account.owner_email;
  if (!to) {
    throw new AppError('VALIDATION_ERROR', {
      message: 'La cuenta no tiene correo de dueño. Pide a soporte de Caja que lo registre.',
    });
  }
  const pending: KeyRequest = {
    ...request,
    name: request.name.trim(),
    scopes: resolveScopes(request.scopes),
  };
  const wait = await chargeLimits(limits, keyCodeLimits(account.id), now);
  if (wait !== null) return { refused: 'too_many_codes', retryAfterMs: wait };
  return db.transaction().execute(async (tx) => {
    const issued = await issueCode(
      tx,
      { purpose: 'create_api_key', email: to, accountId: account.id, payload: pending },
      now,
    );
    const data = {
      code: issued.code,
      accountName: account.name,
      keyName: pending.name,
      environment: pending.environment,
      scopes: pending.scopes,
    };
    await queueMail(
      tx,
      issued.id,
      { message: 'key_code', to, expires_at: issued.expiresAt.toISOString(), data },
      now,
    );
    return { challengeId: issued.id };
  });
}

/** The key a code is waiting to confirm, and where the code went; null once it was used. */
export async function pendingKeyCreation(
  db: Db,
  ref: { challengeId: string; accountId: string },
): Promise<{ request: KeyRequest; email: string } | null> {
  const code = await pendingCode(db, {
    id: ref.challengeId,
    purpose: 'create_api_key',
    accountId: ref.accountId,
  });
  return code ? { request: code.payload as KeyRequest, email: code.email } : null;
}

/**
 * Second step: with the right code, the key the first step kept is created, and its value kept
 * sealed for the session that confirmed it to see once (see `flashes.service.ts`), in the same
 * transaction: the value never leaves the domain but through that flash. Returns the flash's id.
 */
export async function confirmKeyCreation(
  db: Db,
  input: { challengeId: string; code: string; accountId: string },
  now: Date,
  by: ChangedBy,
  shownTo: ShownTo,
): Promise<{ flashId: string } | CodeRefused> {
  const ref = { id: input.challengeId, purpose: 'create_api_key' as const, accountId: input.accountId };
  const outcome = await withConfirmedCode(db, ref, input.code, now, async (tx, code) => {
    const pending = code.payload as KeyRequest;
    const expiresAt =
      pending.expiresInDays === null ? null : new Date(now.getTime() + pending.expiresInDays * 86_400_000);
    const { key, secret } = await createApiKey(tx, input.accountId, { ...pending, expiresAt }, now, by);
    return keepFlash(tx, shownTo, { kind: 'api_key.created', subjectId: key.id, secret }, now);
  });
  return 'refused' in outcome ? outcome : { flashId: outcome.done };
}
