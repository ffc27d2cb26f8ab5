import type { Executor } from '#src/db/database.js';
import type { ApiKeyRow } from '#src/db/schema.js';
import { accountsRepo } from '#src/domain/accounts/accounts.repo.js';
import { ids } from '#src/domain/clock.js';
import { type Environment, SCOPES, type Scope } from '#src/domain/context.js';
import { AppError, validationError } from '#src/domain/errors.js';
import { apiKeysRepo } from './api-keys.repo.js';
import { fingerprint, generateSecret, keyPrefix } from './secret.js';

export interface NewApiKey {
  environment: Environment;
  name: string;
  /** Scope names, or `['*']` for all twelve. */
  scopes: string[];
  expiresAt?: Date | null;
}

/** Creates a key and returns its value, which exists only in this return: we keep its fingerprint. */
export async function createApiKey(
  db: Executor,
  accountId: string,
  input: NewApiKey,
  now: Date,
): Promise<{ key: ApiKeyRow; secret: string }> {
  if (!(await accountsRepo.findById(db, accountId))) {
    throw new AppError('NOT_FOUND', { message: `No existe la cuenta ${accountId}.` });
  }
  const scopes = resolveScopes(input.scopes);
  const secret = generateSecret(keyPrefix(input.environment));
  const key = await apiKeysRepo.insert(db, {
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
  });
  return { key, secret };
}

export async function revokeApiKey(db: Executor, id: string, now: Date): Promise<ApiKeyRow> {
  const key = await apiKeysRepo.revoke(db, id, now);
  if (!key) throw new AppError('NOT_FOUND', { message: `No existe la llave ${id}.` });
  return key;
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
