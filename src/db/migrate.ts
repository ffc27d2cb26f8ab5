import { type MigrationProvider, Migrator } from 'kysely';
import { type Logger, pino } from 'pino';
import { migrateJobEngine } from '#src/jobs/job-runner.js';
import type { DatabaseHandle } from './database.js';
import { migrations } from './migrations/index.js';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Brings the schema up to date, Caja's tables and then the job engine's; safe to run on every
 * start and from several processes. Returns the names of Caja's migrations it applied.
 */
export async function migrateToLatest(
  database: DatabaseHandle,
  logger: Logger = pino({ level: 'silent' }),
): Promise<string[]> {
  const migrator = new Migrator({ db: database.db, provider, migrationTableName: 'caja_migrations' });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  const pool = database.openPgPool(1);
  try {
    await migrateJobEngine(pool, logger);
  } finally {
    await pool.end();
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
