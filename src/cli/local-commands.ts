import { ConfigError, loadConfig } from '#src/config.js';
import { openDatabase } from '#src/db/database.js';
import { migrateToLatest } from '#src/migrate.js';
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
