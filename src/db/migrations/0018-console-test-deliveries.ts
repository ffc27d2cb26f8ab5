import { type Kysely, sql } from 'kysely';

/**
 * A delivery made by the console's "send a test event" says so: it carries the same event as the
 * original (the same `webhook-id`), and the console marks it "prueba" in the endpoint's list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table webhook_deliveries add column test boolean not null default false`.execute(db);
}
