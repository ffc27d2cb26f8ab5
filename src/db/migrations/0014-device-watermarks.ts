import { type Kysely, sql } from 'kysely';

/**
 * What a register still holds unsent, as it last reported it: `complete_through` is the instant,
 * in the server's time, before which every record the register made is in the cloud (null while
 * it has never reported: an older app); `pending_records` is how many it said it still held.
 * `status_reported_at` is when that report arrived.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table devices
      add column complete_through timestamptz(3),
      add column pending_records integer,
      add column status_reported_at timestamptz(3);
  `.execute(db);
}
