import { type Environment, SCOPES, type Scope } from '#src/contract/api.js';
import { atomically } from '#src/db/atomically.js';
import type { Db, Executor } from '#src/db/database.js';
import type { ApiKeyRow } from '#src/db/schema.js';
import { accountsRepo } from '#src/domain/accounts/accounts.repo.js';
import { type ChangedBy, recordActivity } from '#src/domain/activity/activity.service.js';
import { ids } from '#src/domain/clock.js';
import { AppError, validationError } from '#src/domain/errors.js';
import { type KeyCreatedMail, queueMail } from '#src/domain/notifications/mail-jobs.js';
import { apiKeysRepo } from './api-keys.repo.js';
import type { AuthCache } from './authenticate.js';
import { fingerprint, generateSecret, keyPrefix, maskedKey } from './secret.js';

export interface NewApiKey {
  environment: Environment;
  name: string;
  /** Scope names, or `['*']` for all twelve. */
  scopes: string[];
  expiresAt?: Date | null;
}

/**
 * Creates a key and returns its value, which exists only in this return: we keep its
 * fingerprint. The account's activity log records who created it, and its owner is e-mailed
 * a notice (SPEC: each time a key is created), in the same transaction: every creator (an
 * operator, the console's confirmation, the demo's seed) goes through here, so none can skip
 * it. An account without an owner e-mail gets none.
 */
export async function createApiKey(
  db: Executor,
  accountId: string,
  input: NewApiKey,
  now: Date,
  by: ChangedBy,
): Promise<{ key: ApiKeyRow; secret: string }> {
  const scopes = resolveScopes(input.scopes);
  const secret = generateSecret(keyPrefix(input.environment));
  const row: ApiKeyRow = {
    id: ids.uuid(),
    account_id: accountId,
    environment: input.environment,
    name: input.name,
    scopes,
    fingerprint: fingerprint(secret),
    last4: secret.slice(-4),
    expires_at: input.expiresAt ?? null,
    revoked_at: null,
    created_at: now,
    last_used_at: null,
  };
  const key = await atomically(db, async (tx) => {
    const account = await accountsRepo.findById(tx, accountId);
    if (!account) throw new AppError('NOT_FOUND', { message: `No existe la cuenta ${accountId}.` });
    const inserted = await apiKeysRepo.insert(tx, row);
    await recordActivity(tx, created(inserted), by, now);
    if (account.owner_email) await queueMail(tx, inserted.id, keyCreatedMail(account, inserted, by), now);
    return inserted;
  });
  return { key, secret };
}

const keyCreatedMail = (
  account: { name: string; owner_email: string | null },
  key: ApiKeyRow,
  by: ChangedBy,
): KeyCreatedMail => ({
  message: 'key_created',
  to: account.owner_email!,
  data: {
    accountName: account.name,
    keyName: key.name,
    environment: key.environment,
    scopes: key.scopes,
    prefixAndLast4: maskedKey(key),
    expiresAt: key.expires_at?.toISOString() ?? null,
    createdBy: by.who,
    ip: by.ip,
  },
});

const created = (key: ApiKeyRow) => ({
  accountId: key.account_id,
  environment: key.environment,
  action: 'api_key.created' as const,
  subject: { id: key.id, name: key.name },
});

/**
 * Revokes a key (again is harmless). With `accountId`, a key of another account is as unknown
 * as one that does not exist: the console passes the signed-in account, operators pass none.
 * Once the revocation commits, this process forgets the account's cached keys: the key is
 * refused from the next request on, whichever interface revoked it.
 */
export async function revokeApiKey(
  db: Db,
  ref: { id: string; accountId?: string },
  now: Date,
  by: ChangedBy,
  authCache: AuthCache,
): Promise<ApiKeyRow> {
  // Its own transaction (a caller's would commit after the forgetting below).
  const key = await db.transaction().execute(async (tx) => {
    const found = await apiKeysRepo.findById(tx, ref.id);
    if (!found || (ref.accountId !== undefined && found.account_id !== ref.accountId)) {
      throw new AppError('NOT_FOUND', { message: `No existe la llave ${ref.id}.` });
    }
    if (found.revoked_at) return found;
    const revoked = (await apiKeysRepo.revoke(tx, ref.id, now))!;
    await recordActivity(tx, { ...created(revoked), action: 'api_key.revoked' }, by, now);
    return revoked;
  });
  authCache.forgetAccount(key.account_id);
  return key;
}

/** An account's keys in one environment, newest first, never their values. */
export function listApiKeys(db: Executor, accountId: string, environment: Environment): Promise<ApiKeyRow[]> {
  return apiKeysRepo.listOfAccount(db, accountId, environment);
}

export function resolveScopes(requested: string[]): Scope[] {
  if (requested.length === 1 && requested[0] === '*') return [...SCOPES];
  const unknown = requested.filter((s) => !(SCOPES as readonly string[]).includes(s));
  if (unknown.length > 0) {
    throw validationError(
      'scopes',
      `Permisos desconocidos: ${unknown.join(', ')}. Los válidos son: ${SCOPES.join(', ')}.`,
    );
  }
  if (requested.length === 0) throw validationError('scopes', 'Elige al menos un permiso.');
  return [...new Set(requested)] as Scope[];
}

/** One of an account's keys; another account's is as unknown as one that does not exist. */
export async function getApiKey(db: Executor, ref: { id: string; accountId: string }): Promise<ApiKeyRow> {
  const key = await apiKeysRepo.findById(db, ref.id);
  if (!key || key.account_id !== ref.accountId) {
    throw new AppError('NOT_FOUND', { message: `No existe la llave ${ref.id} en esta cuenta.` });
  }
  return key;
}
