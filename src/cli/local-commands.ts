import { ConfigError, loadConfig } from '#src/config.js';
import { openDatabase } from '#src/db/database.js';
import { type SecretBox, UnknownSecretKeyError } from '#src/domain/secrets/secret-box.js';
import { sealStoredSecrets } from '#src/domain/secrets/stored-secrets.js';
import { migrateToLatest } from '#src/migrate.js';
import { resolveSecretBox } from '#src/start/secret-key.js';
import { CliError } from './cli-error.js';

/** `caja migrate`: brings the configured database up to date, then exits. */
export async function migrate(env: Record<string, string | undefined>, json: boolean): Promise<string> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) throw new CliError(error.message);
    throw error;
  }
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 1,
  });
  try {
    const applied = await migrateToLatest(database);
    if (json) return JSON.stringify({ applied }, null, 2);
    const where = database.kind === 'embedded' ? `la base embebida en ${config.dataDir}` : 'PostgreSQL';
    return applied.length > 0
      ? `Migraciones aplicadas en ${where}: ${applied.join(', ')}.`
      : `La base de datos (${where}) ya estaba al día.`;
  } finally {
    await database.close();
  }
}

/** `caja serve`: the same process as `npm start`. */
export async function serve(): Promise<void> {
  await import('#src/start/server.js');
}

/** `caja worker`: delivers webhooks in a process of its own (needs DATABASE_URL). */
export async function worker(): Promise<void> {
  await import('#src/start/worker.js');
}

/**
 * `caja secrets rotate-key`: seals every stored secret under CAJA_SECRET_KEY, opening those
 * sealed under the keys of CAJA_SECRET_KEYS_OLD. With no downtime: give every process both
 * (the new key as CAJA_SECRET_KEY, the old in CAJA_SECRET_KEYS_OLD) and restart them, run this,
 * then drop the old key. Running it again changes nothing.
 */
export async function rotateSecretKey(
  env: Record<string, string | undefined>,
  json: boolean,
): Promise<string> {
  let config: ReturnType<typeof loadConfig>;
  let box: SecretBox;
  try {
    config = loadConfig(env);
    box = resolveSecretBox(config);
  } catch (error) {
    if (error instanceof ConfigError) throw new CliError(error.message);
    throw error;
  }
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
  try {
    const resealed = await sealStoredSecrets(database.db, box, { rotate: true });
    if (json) return JSON.stringify({ key_id: box.currentId, resealed }, null, 2);
    return resealed > 0
      ? `Secretos sellados de nuevo con la llave ${box.currentId}: los de ${resealed} endpoints. Ya puedes quitar la llave anterior de CAJA_SECRET_KEYS_OLD.`
      : `Todos los secretos ya estaban sellados con la llave ${box.currentId}.`;
  } catch (error) {
    if (error instanceof UnknownSecretKeyError) throw new CliError(error.message);
    throw error;
  } finally {
    await database.close();
  }
}
