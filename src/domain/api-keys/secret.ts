import * as crypto from 'node:crypto';
import type { Environment } from '#src/contract/api.js';

/**
 * API key values: `caja_live_` or `caja_test_` followed by 40 random base62 characters.
 * Only the SHA-256 fingerprint of the whole value is stored, plus its last 4 characters.
 */
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_LENGTH = 40;
const KEY_SHAPE = /^caja_(live|test)_[0-9A-Za-z]{32,128}$/;

export const keyPrefix = (environment: Environment): string => `caja_${environment}_`;

/** How a key is shown once its value is gone: its prefix and last four characters. */
export const maskedKey = (key: { environment: Environment; last4: string }): string =>
  `${keyPrefix(key.environment)}…${key.last4}`;

// Random bytes are taken from the system generator 4 KiB at a time and each is used once:
// every request gets a random id, and a call into the generator per id costs more than the id.
const pool = Buffer.alloc(4096);
let used = pool.length;

export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    if (used === pool.length) {
      crypto.randomFillSync(pool);
      used = 0;
    }
    const byte = pool[used++]!;
    // Rejection sampling keeps every character equally likely (248 = 4 * 62).
    if (byte < 248) out += BASE62[byte % 62];
  }
  return out;
}

export function generateSecret(prefix: string): string {
  return prefix + randomBase62(RANDOM_LENGTH);
}

/**
 * Every request with a key hashes it once. `crypto.hash` (Node 20.12 and later) does it in one
 * call, without the Hash object `createHash` builds; older Node versions keep that way.
 */
export const fingerprint: (secret: string) => string =
  typeof crypto.hash === 'function'
    ? (secret) => crypto.hash('sha256', secret, 'hex')
    : (secret) => crypto.createHash('sha256').update(secret).digest('hex');

/** The environment a well-formed key value belongs to, or null if it is not a Caja key at all. */
export function keyEnvironment(secret: string): Environment | null {
  const match = KEY_SHAPE.exec(secret);
  return match ? (match[1] as Environment) : null;
}
