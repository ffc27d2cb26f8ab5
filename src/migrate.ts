import { type MigrationProvider, Migrator, sql } from 'kysely';
import { type Logger, pino } from 'pino';
import { migrateJobEngine } from '#src/jobs/job-runner.js';
import type { DatabaseHandle, Db } from './db/database.js';
import { migrations } from './db/migrations/index.js';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Brings the schema up to date, Caja's tables and then the job engine's (which is why this
 * sits above both db/ and jobs/); safe to run on every start and from several processes.
 * Returns the names of Caja's migrations it applied.
 */
export async function migrateToLatest(
  database: DatabaseHandle,
  logger: Logger = pino({ level: 'silent' }),
): Promise<string[]> {
  // Processes started together (a rolling deploy, a scaled service) take turns: the first
  // migrates, the others find the schema current. One session lock covers both schemas.
  const lockPool = database.kind === 'postgres' ? database.openPgPool(1) : null;
  const lock = await lockPool?.connect();
  try {
    await lock?.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
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
  } finally {
    if (lock) {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      lock.release();
      await lockPool?.end();
    }
  }
}

/** The session advisory lock migrations hold (an arbitrary constant: "caja" in ASCII). */
const MIGRATION_LOCK = 0x63616a61;

/** The name of Caja's newest migration, which a current schema has applied. */
const LATEST = Object.keys(migrations).sort().at(-1)!;

/** Resolves when the database answers and has every migration of this code; rejects otherwise. */
export async function checkSchemaCurrent(db: Db): Promise<void> {
  const row = await db
    .selectFrom('caja_migrations' as never)
    .select(sql<string>`max(name)`.as('latest'))
    .executeTakeFirst();
  const latest = (row as { latest: string | null } | undefined)?.latest ?? null;
  if (latest === null || latest < LATEST) {
    throw new Error(`the schema is at ${latest ?? 'nothing'}, this code needs ${LATEST}`);
  }
}
