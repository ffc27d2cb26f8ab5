import { type Kysely, sql } from 'kysely';

/** The latest feed entry of one entity (a variant's stock level, say) without scanning the feed. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index change_feed_entity on change_feed (account_id, environment, entity_type, entity_id, position desc);
  `.execute(db);
}
