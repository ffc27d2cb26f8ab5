import { type Kysely, sql } from 'kysely';

/**
 * With read replicas (DATABASE_REPLICA_URLS), the WAL position each API key must see at least:
 * what it wrote and what it has read. Every process reads and raises it, so it lives on the
 * primary when there is no Redis. Unlogged: written on every replicated read, it makes no WAL
 * (which would itself have to be replayed), and after a crash it comes back empty, which costs
 * nothing either: a position only matters for about REPLICA_MAX_LAG_MS, since a replica further
 * behind than that is not read at all.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create unlogged table replica_read_positions (
      api_key_id uuid primary key,
      lsn pg_lsn not null
    )`.execute(db);
}
