import { type Kysely, sql } from 'kysely';

/**
 * A secret the console shows once (a new API key, a webhook signing secret) must survive the
 * redirect that follows the form post, so that reloading the page sends nothing again. It waits
 * here for the one page that shows it: bound to the session, sealed with a key only that
 * session's cookie yields (the database keeps the token's hash alone), for five minutes at most,
 * and deleted as it is shown.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table console_flashes (
      id uuid primary key,
      session_id uuid not null references console_sessions(id) on delete cascade,
      kind text not null,
      subject_id uuid not null,
      sealed text not null,
      expires_at timestamptz(3) not null,
      created_at timestamptz(3) not null
    );
    create index console_flashes_expiry on console_flashes (expires_at);
  `.execute(db);
}
