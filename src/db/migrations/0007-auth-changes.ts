import { type Kysely, sql } from 'kysely';

/**
 * Every change to an API key or an account announces the account on channel `caja_auth`, at
 * commit, whoever makes it: each server process forgets what it cached about that account's
 * keys at once, so a revocation applies everywhere within milliseconds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function caja_announce_auth_change() returns trigger language plpgsql as $$
    declare
      changed record;
    begin
      if tg_op = 'DELETE' then changed := old; else changed := new; end if;
      if tg_table_name = 'accounts' then
        perform pg_notify('caja_auth', changed.id::text);
      else
        perform pg_notify('caja_auth', changed.account_id::text);
      end if;
      return null;
    end $$;
  `.execute(db);
  for (const table of ['api_keys', 'accounts']) {
    await sql`
      create trigger caja_announce_auth_change after update or delete on ${sql.table(table)}
      for each row execute function caja_announce_auth_change();
    `.execute(db);
  }
}
