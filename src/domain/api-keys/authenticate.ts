import type { Environment, Scope } from '#src/contract/api.js';
import type { Db } from '#src/db/database.js';
import type { AccountRow, ApiKeyRow } from '#src/db/schema.js';
import type { Clock } from '#src/domain/clock.js';
import type { Tenant } from '#src/domain/context.js';
import { AppError } from '#src/domain/errors.js';
import { apiKeysRepo, type KeyWithAccount } from './api-keys.repo.js';
import type { KeyUsage } from './key-usage.js';
import { fingerprint, keyEnvironment } from './secret.js';

export interface Principal {
  tenant: Tenant;
  key: ApiKeyRow;
  account: AccountRow;
  scopes: ReadonlySet<string>;
}

/**
 * What a change to a key or an account must tell this process: forget what it remembers of the
 * account's keys. The domain operations that change what a key may do call it themselves once
 * their transaction has committed (forgetting earlier would let a lookup in between cache the
 * old row); other processes hear of the change through `auth-changes.ts`.
 */
export type AuthCache = Pick<Authenticator, 'forgetAccount'>;

interface CacheEntry {
  found: KeyWithAccount | null;
  expiresAt: number;
}

const MAX_CACHED = 10_000;

/**
 * Turns an `Authorization` header into the key and account it belongs to, or the precise
 * reason it cannot be used. Lookups are kept in memory for `ttlMs`: a process forgets an entry
 * at once when it changes the key or account itself or hears that another did (see
 * `auth-changes.ts`), and at the latest when the TTL runs out. Unknown fingerprints are remembered too, so a flood of made-up keys costs no queries
 * (a key value cannot be presented before it exists, so remembering its absence is safe).
 */
export class Authenticator {
  private readonly cache = new Map<string, CacheEntry>();
  /** Moves on every forget: a lookup that was in flight meanwhile may have read the old row. */
  private epoch = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ttlMs: number,
    /** Where successful uses are noted (the console shows each key's last use). */
    private readonly usage: KeyUsage | null = null,
  ) {}

  async authenticate(authorization: string | undefined, environment: Environment): Promise<Principal> {
    const secret = bearerToken(authorization);
    if (secret === null) throw unreadableKey(authorization, environment);
    if (keyEnvironment(secret) === null) throw new AppError('INVALID_API_KEY');

    const found = await this.lookup(fingerprint(secret));
    if (!found) throw new AppError('INVALID_API_KEY');
    const { key, account } = found;
    if (key.revoked_at) throw new AppError('API_KEY_REVOKED');
    if (key.expires_at && key.expires_at.getTime() <= this.clock.now().getTime()) {
      throw new AppError('API_KEY_EXPIRED');
    }
    if (key.environment !== environment) throw new AppError('API_KEY_WRONG_ENVIRONMENT');
    if (account.status !== 'active') throw new AppError('ACCOUNT_INACTIVE');
    this.usage?.note(key.id, this.clock.now());
    return {
      tenant: { accountId: account.id, environment },
      key,
      account,
      scopes: new Set(key.scopes),
    };
  }

  /** Forget what is cached about one account's keys (after a key or account changes here). */
  forgetAccount(accountId: string): void {
    this.epoch++;
    for (const [fp, entry] of this.cache) {
      if (entry.found === null || entry.found.account.id === accountId) this.cache.delete(fp);
    }
  }

  /** Forget everything (the announcements of changes may have been missed). */
  forgetAll(): void {
    this.epoch++;
    this.cache.clear();
  }

  private async lookup(fp: string): Promise<KeyWithAccount | null> {
    const now = Date.now();
    const cached = this.cache.get(fp);
    if (cached && cached.expiresAt > now) return cached.found;
    const epoch = this.epoch;
    const found = (await apiKeysRepo.findByFingerprint(this.db, fp)) ?? null;
    if (this.ttlMs > 0 && epoch === this.epoch) {
      if (this.cache.size >= MAX_CACHED) this.cache.delete(this.cache.keys().next().value!);
      this.cache.set(fp, { found, expiresAt: now + this.ttlMs });
    }
    return found;
  }
}

export function bearerToken(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(authorization);
  return match ? match[1]! : null;
}

/** A scheme name safe to repeat in a message (never a key sent without a scheme). */
const SCHEME = /^[A-Za-z][A-Za-z0-9-]{0,19}$/;

/**
 * Why no key could be read from the `Authorization` header: none was sent, it came under
 * another scheme (`Basic …`), or `Bearer` came without a key or with more than one word.
 * Each says how to send the key, with this listener's prefix.
 */
export function unreadableKey(authorization: string | undefined, environment: Environment): AppError {
  const words = (authorization ?? '').trim().split(/\s+/).filter(Boolean);
  const scheme = words[0];
  if (scheme === undefined) return new AppError('UNAUTHENTICATED');
  const example = `Authorization: Bearer caja_${environment}_…`;
  let problem: string;
  if (scheme.toLowerCase() === 'bearer') {
    problem =
      words.length === 1
        ? 'La cabecera Authorization dice Bearer pero no trae la llave.'
        : 'La cabecera Authorization debe llevar Bearer y la llave, separados por un espacio y sin nada más.';
  } else if (scheme.startsWith('caja_')) {
    problem = 'La cabecera Authorization trae la llave sin el esquema Bearer delante.';
  } else {
    const named = SCHEME.test(scheme) ? `el esquema ${scheme}` : 'un esquema distinto de Bearer';
    problem = `La cabecera Authorization usa ${named}; la API solo acepta llaves con el esquema Bearer.`;
  }
  return new AppError('UNAUTHENTICATED', {
    message: `${problem} Envía la llave así: ${example} (las llaves se crean en la consola, sección Desarrolladores).`,
  });
}

export function requireScope(principal: Principal, scope: Scope): void {
  if (!principal.scopes.has(scope)) {
    throw new AppError('INSUFFICIENT_SCOPE', {
      message: `La llave no tiene el permiso ${scope}. Crea una llave que lo incluya en la consola, sección Desarrolladores.`,
      details: { required_scope: scope },
    });
  }
}
