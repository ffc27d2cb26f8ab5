import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Seals the secrets the server must read back (webhook signing secrets) with a key the database
 * does not hold: AES-256-GCM, a fresh 96-bit IV per value, and the row the secret belongs to as
 * additional data, so that a sealed value copied onto another row does not open. A sealed value
 * names its key by id (the first 8 bytes of the key's SHA-256, which identify it without
 * revealing it):
 *
 *   csk1.<key id>.<iv>.<ciphertext>.<tag>      (base64url parts)
 *
 * A box holds the current key, which seals, and older ones, which only open: during a rotation
 * every process has both, so values sealed under either open everywhere.
 */
export class SecretBox {
  private readonly keys = new Map<string, Buffer>();
  readonly currentId: string;

  constructor(current: Buffer, older: readonly Buffer[] = []) {
    this.currentId = keyId(current);
    for (const key of [current, ...older]) this.keys.set(keyId(key), key);
  }

  seal(secret: string, row: string): string {
    const key = this.keys.get(this.currentId)!;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(row));
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [PREFIX, this.currentId, iv, sealed, cipher.getAuthTag()]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /**
   * The secret inside `value`. A value still in clear (written before sealing, or by a process
   * of an older version during an upgrade) is returned as it is; the start seals it.
   */
  open(value: string, row: string): string {
    if (!isSealed(value)) return value;
    const [, id, iv, sealed, tag] = value.split('.') as [string, string, string, string, string];
    const key = this.keys.get(id);
    if (!key) throw new UnknownSecretKeyError([id]);
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
      .setAAD(Buffer.from(row))
      .setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }

  knows(id: string): boolean {
    return this.keys.has(id);
  }

  /** Whether `value` is sealed under the current key (a rotation leaves it alone). */
  isCurrent(value: string): boolean {
    return isSealed(value) && sealedKeyId(value) === this.currentId;
  }
}

const PREFIX = 'csk1';
const SEALED = /^csk1\.[0-9a-f]{16}\.[\w-]+\.[\w-]*\.[\w-]+$/;

export const isSealed = (value: string): boolean => SEALED.test(value);
export const sealedKeyId = (value: string): string => value.split('.')[1]!;
export const keyId = (key: Buffer): string => createHash('sha256').update(key).digest('hex').slice(0, 16);

/** Values sealed under keys this process was not given: a wrong CAJA_SECRET_KEY, or an old one missing. */
export class UnknownSecretKeyError extends Error {
  constructor(readonly ids: string[]) {
    super(
      `Los secretos guardados están sellados con una llave que este proceso no tiene (${ids.join(', ')}). ` +
        'Define CAJA_SECRET_KEY con la llave con que se sellaron (y, durante una rotación, la anterior en CAJA_SECRET_KEYS_OLD).',
    );
    this.name = 'UnknownSecretKeyError';
  }
}

/**
 * A key as the configuration gives it: 32 bytes in base64 (`openssl rand -base64 32`) or in
 * hexadecimal. Null for anything else.
 */
export function parseSecretKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) {
    const key = Buffer.from(trimmed, trimmed.includes('-') || trimmed.includes('_') ? 'base64url' : 'base64');
    if (key.length === 32) return key;
  }
  return null;
}

/** A new key, as `caja serve` writes it for the embedded default. */
export const newSecretKey = (): string => randomBytes(32).toString('base64');
