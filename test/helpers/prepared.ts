import { sql } from 'kysely';
import { expect } from 'vitest';
import { type Db, openDatabase } from '#src/db/database.js';
import { preparedStatement } from '#src/db/prepared.js';

/**
 * The statements reading `table` that one new connection to a PostgreSQL database holds
 * prepared after `run` has used it twice, each checked to be a statement compiled once under
 * its own name: a read that is prepared once and then only bound leaves one each.
 */
export async function preparedReading(
  databaseUrl: string,
  table: string,
  run: (db: Db) => Promise<unknown>,
): Promise<string[]> {
  const handle = await openDatabase({ url: databaseUrl, poolSize: 1 });
  try {
    await run(handle.db);
    await run(handle.db);
    const { rows } = await sql<{ name: string; statement: string }>`
      select name, statement from pg_prepared_statements`.execute(handle.db);
    const reading = rows.filter((row) => row.statement.includes(`from "${table}"`));
    for (const row of reading) expect(row.name).toBe(preparedStatement(row.statement)?.name);
    return reading.map((row) => row.name);
  } finally {
    await handle.close();
  }
}
