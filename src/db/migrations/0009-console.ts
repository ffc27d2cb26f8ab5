import { type Kysely, sql } from 'kysely';

/**
 * The account console: codes sent by e-mail (hashed), server-side sessions, and the account's
 * activity log. Keys learn when they were last used; that column is written once a minute per
 * key, so the trigger that tells every process to forget a changed key now fires only for the
 * columns that decide whether a key works.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table api_keys add column last_used_at timestamptz(3);
    drop trigger caja_announce_auth_change on api_keys;
    create trigger caja_announce_auth_change
      after update of account_id, environment, scopes, fingerprint, expires_at, revoked_at or delete
      on api_keys for each row execute function caja_announce_auth_change();

    -- Owners sign in with the account's e-mail, whatever its case.
    create index accounts_owner_email on accounts (lower(owner_email));

    create table console_codes (
      id uuid primary key,
      purpose text not null check (purpose in ('sign_in', 'create_api_key')),
      email text not null,
      -- Null when nobody owns the e-mail: the code exists so that every answer looks the same.
      account_id uuid references accounts(id) on delete cascade,
      code_hash text not null,
      -- What the code confirms (the key to create).
      payload json,
      attempts integer not null default 0,
      expires_at timestamptz(3) not null,
      used_at timestamptz(3),
      created_at timestamptz(3) not null
    );
    create index console_codes_expiry on console_codes (created_at);

    create table console_sessions (
      id uuid primary key,
      token_hash text not null unique,
      email text not null,
      account_id uuid not null references accounts(id) on delete cascade,
      ip text,
      user_agent text,
      created_at timestamptz(3) not null,
      last_seen_at timestamptz(3) not null,
      ended_at timestamptz(3)
    );
    create index console_sessions_account on console_sessions (account_id) where ended_at is null;
    create index console_sessions_expiry on console_sessions (last_seen_at);

    create table account_activity (
      id uuid primary key,
      account_id uuid not null references accounts(id) on delete cascade,
      environment text check (environment in ('live', 'test')),
      action text not null,
      subject_id text,
      subject_name text,
      actor text not null,
      ip text,
      created_at timestamptz(3) not null
    );
    create index account_activity_page on account_activity (account_id, created_at desc, id desc);
  `.execute(db);
}
