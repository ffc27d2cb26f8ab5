import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Config, ConfigError } from '#src/config.js';
import { isInMemory } from '#src/db/database.js';
import { newSecretKey, parseSecretKey, SecretBox } from '#src/domain/secrets/secret-box.js';

/**
 * The box that seals the stored secrets. CAJA_SECRET_KEY when set (and CAJA_SECRET_KEYS_OLD
 * during a rotation). Unset, the embedded default keeps a key in its data directory, readable
 * by its owner only, beside the database it seals (an in-memory database gets one for the
 * process): what a developer runs needs no setup. On PostgreSQL the key must come from the
 * configuration: generated beside a database server it would end up in the same backups.
 */
export function resolveSecretBox(config: Pick<Config, 'secrets' | 'databaseUrl' | 'dataDir'>): SecretBox {
  const { key, oldKeys } = config.secrets;
  if (key) return new SecretBox(key, oldKeys);
  if (config.databaseUrl) {
    throw new ConfigError([
      'Falta CAJA_SECRET_KEY: con DATABASE_URL, los secretos de los webhooks se sellan con una llave que la base de datos no guarda. Genera una con `openssl rand -base64 32`, guárdala fuera de la base (un gestor de secretos) y dala a cada proceso.',
    ]);
  }
  if (isInMemory(config.dataDir)) return new SecretBox(parseSecretKey(newSecretKey())!, oldKeys);
  const path = join(config.dataDir, 'secret-key');
  if (existsSync(path)) {
    const stored = parseSecretKey(readFileSync(path, 'utf8'));
    if (!stored)
      throw new ConfigError([`${path} no contiene una llave válida de 32 bytes; restáurala de tu copia.`]);
    return new SecretBox(stored, oldKeys);
  }
  mkdirSync(config.dataDir, { recursive: true });
  const generated = newSecretKey();
  writeFileSync(path, `${generated}\n`, { mode: 0o600 });
  return new SecretBox(parseSecretKey(generated)!, oldKeys);
}
