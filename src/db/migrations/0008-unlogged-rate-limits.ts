import { type Kysely, sql } from 'kysely';

/**
 * The shared rate limits (RATE_LIMIT_STORE=postgres) are written by every request. Unlogged,
 * their writes make no WAL, so a request does not wait for a disk flush at commit; after a
 * crash the table comes back empty, which only gives every key its whole allowance again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rate_limits set unlogged`.execute(db);
}
