import type { Db, Executor } from '#src/db/database.js';
import type { AccountRow, ApiKeyRow } from '#src/db/schema.js';
import type { ChangedBy } from '#src/domain/activity/activity.service.js';
import type { Environment, Scope } from '#src/domain/context.js';
import { AppError, validationError } from '#src/domain/errors.js';
import type { Limit } from '#src/domain/rate-limit/gcra.js';
import { issueCode, withConfirmedCode } from '#src/domain/sign-in/codes.service.js';
import { createApiKey, resolveScopes } from './api-keys.service.js';

/** The expiries a business may choose for its own keys (operators may set any instant). */
export const KEY_EXPIRY_DAYS = [30, 90, 365] as const;
export type KeyExpiryDays = (typeof KEY_EXPIRY_DAYS)[number];

export interface KeyRequest {
  environment: Environment;
  name: string;
  scopes: string[];
  /** Null for a key that does not expire. */
  expiresInDays: number | null;
}

interface PendingKey {
  environment: Environment;
  name: string;
  scopes: Scope[];
  expiresInDays: KeyExpiryDays | null;
}

/** Key-creation codes one account may ask for per 15 minutes. */
export const keyCodeLimits = (accountId: string): Limit[] => [
  { key: `console:key-code:${accountId}`, limit: 10, periodMs: 15 * 60_000 },
];

/**
 * First step of creating a key from the console: checks the request and keeps it with a
 * 6-digit code for the account's e-mail. Nothing is created until the code comes back.
 */
export async function requestKeyCreation(
  db: Executor,
  account: AccountRow,
  request: KeyRequest,
  now: Date,
): Promise<{ challengeId: string; code: string; to: string; pending: PendingKey }> {
  const pending = checkRequest(request);
  if (!account.owner_email) {
    throw new AppError('VALIDATION_ERROR', {
      message: 'La cuenta no tiene correo de dueño. Pide a soporte de Caja que lo registre.',
    });
  }
  const { id, code } = await issueCode(
    db,
    { purpose: 'create_api_key', email: account.owner_email, accountId: account.id, payload: pending },
    now,
  );
  return { challengeId: id, code, to: account.owner_email, pending };
}

/** Second step: with the right code, the key the first step kept is created. */
export async function confirmKeyCreation(
  db: Db,
  input: { challengeId: string; code: string; accountId: string },
  now: Date,
  by: ChangedBy,
): Promise<{ key: ApiKeyRow; secret: string }> {
  const ref = { id: input.challengeId, purpose: 'create_api_key' as const, accountId: input.accountId };
  return withConfirmedCode(db, ref, input.code, now, async (tx, code) => {
    const pending = code.payload as PendingKey;
    const expiresAt =
      pending.expiresInDays === null ? null : new Date(now.getTime() + pending.expiresInDays * 86_400_000);
    const key = { ...pending, expiresAt };
    return createApiKey(tx, input.accountId, key, now, by);
  });
}

function checkRequest(request: KeyRequest): PendingKey {
  const name = request.name.trim();
  if (name.length === 0 || name.length > 120) {
    throw validationError(
      'name',
      'Dale a la llave un nombre de 1 a 120 caracteres, por ejemplo "Tienda en línea".',
    );
  }
  if (request.scopes.length === 0) {
    throw validationError('scopes', 'Elige al menos un permiso: solo los que la integración necesita.');
  }
  if (request.scopes.includes('*')) throw validationError('scopes', 'Elige los permisos uno por uno.');
  const expiry = request.expiresInDays;
  if (expiry !== null && !(KEY_EXPIRY_DAYS as readonly number[]).includes(expiry)) {
    throw validationError('expires_in_days', 'El vencimiento puede ser ninguno, 30, 90 o 365 días.');
  }
  return {
    environment: request.environment,
    name,
    scopes: resolveScopes(request.scopes),
    expiresInDays: expiry as KeyExpiryDays | null,
  };
}
