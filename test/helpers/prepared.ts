import { sql } from 'kysely';
import { expect } from 'vitest';
import { type Db, openDatabase } from '#src/db/database.js';
import { preparedStatement } from '#src/db/prepared.js';

export interface PreparedRead {
  name: string;
  /** Executions PostgreSQL ran on the plan it keeps, rather than one planned for their values. */
  genericPlans: number;
}

/**
 * The statements reading `table` that one new connection to a PostgreSQL database holds
 * prepared after `run` has used it `times` times, each checked to be a statement compiled once
 * under its own name: a read that is prepared once and then only bound leaves one each, and
 * after five executions PostgreSQL runs it on its generic plan instead of planning it again.
 */
export async function preparedReading(
  databaseUrl: string,
  table: string,
  run: (db: Db) => Promise<unknown>,
  times = 7,
): Promise<PreparedRead[]> {
  const handle = await openDatabase({ url: databaseUrl, poolSize: 1 });
  try {
    for (let i = 0; i < times; i++) await run(handle.db);
    const { rows } = await sql<{ name: string; statement: string; generic_plans: number }>`
      select name, statement, generic_plans from pg_prepared_statements`.execute(handle.db);
    const reading = rows.filter((row) => row.statement.includes(`from "${table}"`));
    for (const row of reading) expect(row.name).toBe(preparedStatement(row.statement)?.name);
    return reading.map((row) => ({ name: row.name, genericPlans: Number(row.generic_plans) }));
  } finally {
    await handle.close();
  }
}
