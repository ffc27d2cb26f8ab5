import { type Kysely, sql } from 'kysely';

/**
 * The platform: accounts, their keys and devices, customers, the event log, idempotency
 * records, the change feed devices read, and the shared rate-limit function.
 * Timestamps are timestamptz(3): the API writes milliseconds and cursors compare exactly.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table accounts (
      id uuid primary key,
      name text not null,
      plan text not null check (plan in ('free', 'plus', 'pro')),
      status text not null check (status in ('active', 'inactive')),
      owner_email text,
      currency text not null default 'COP',
      created_at timestamptz(3) not null,
      updated_at timestamptz(3) not null
    );

    create table api_keys (
      id uuid primary key,
      account_id uuid not null references accounts(id),
      environment text not null check (environment in ('live', 'test')),
      name text not null,
      scopes text[] not null,
      fingerprint text not null unique,
      last4 text not null,
      expires_at timestamptz(3),
      revoked_at timestamptz(3),
      created_at timestamptz(3) not null
    );
    create index api_keys_account on api_keys (account_id, environment);

    create table devices (
      id uuid primary key,
      account_id uuid not null references accounts(id),
      environment text not null check (environment in ('live', 'test')),
      name text,
      kind text not null check (kind in ('primary', 'satellite', 'kitchen')),
      platform text,
      app_version text,
      token_fingerprint text not null unique,
      last_seen_at timestamptz(3),
      last_sync_at timestamptz(3),
      revoked_at timestamptz(3),
      created_at timestamptz(3) not null,
      updated_at timestamptz(3) not null
    );
    create index devices_account on devices (account_id, environment);

    create table customers (
      id uuid primary key,
      account_id uuid not null references accounts(id),
      environment text not null,
      name text not null,
      last_name text,
      email text,
      phone text,
      document_number text,
      person_type text not null,
      document_type text not null,
      contact_channel text,
      deleted_at timestamptz(3),
      created_at timestamptz(3) not null,
      updated_at timestamptz(3) not null
    );
    create index customers_page on customers (account_id, environment, created_at desc, id desc);
    create index customers_updated on customers (account_id, environment, updated_at);
    create index customers_email on customers (account_id, environment, lower(email));
    create index customers_document on customers (account_id, environment, document_number);

    create table events (
      id uuid primary key,
      account_id uuid not null references accounts(id),
      environment text not null,
      type text not null,
      api_version text not null,
      data jsonb not null,
      created_at timestamptz(3) not null
    );
    create index events_page on events (account_id, environment, created_at desc, id desc);

    create table idempotency_keys (
      api_key_id uuid not null references api_keys(id),
      key text not null,
      request_hash text not null,
      state text not null check (state in ('running', 'done')),
      response_status integer,
      response_body text,
      created_at timestamptz(3) not null,
      expires_at timestamptz(3) not null,
      primary key (api_key_id, key)
    );
    create index idempotency_keys_expiry on idempotency_keys (expires_at);

    -- One row per account and environment. A write takes its feed positions from here as the
    -- last step of its transaction, so the row lock orders positions exactly as commits happen.
    create table change_feed_heads (
      account_id uuid not null references accounts(id),
      environment text not null,
      last_position bigint not null,
      primary key (account_id, environment)
    );

    create table change_feed (
      account_id uuid not null,
      environment text not null,
      position bigint not null,
      entity_type text not null,
      entity_id uuid not null,
      operation text not null,
      payload jsonb not null,
      origin_device_id uuid,
      created_at timestamptz(3) not null,
      primary key (account_id, environment, position)
    );

    create table rate_limits (
      key text primary key,
      tat_ms bigint not null
    );
  `.execute(db);

  // GCRA over several keys at once: either every limit admits the request and all of them are
  // charged, or none is. Keys are locked in sorted order so that concurrent callers never deadlock.
  await sql`
    create function caja_rate_limit(keys text[], limits integer[], periods_ms integer[], now_ms bigint)
    returns table (key text, allowed boolean, remaining integer, reset_ms bigint, retry_after_ms bigint)
    language plpgsql as $fn$
    declare
      i integer;
      n integer := array_length(keys, 1);
      interval_ms double precision;
      tat double precision;
      new_tat double precision;
      all_ok boolean := true;
      tats double precision[] := '{}';
    begin
      insert into rate_limits (key, tat_ms)
        select k, 0 from unnest(keys) as k order by k
        on conflict do nothing;
      perform 1 from rate_limits r where r.key = any(keys) order by r.key for update;
      for i in 1..n loop
        select greatest(r.tat_ms, now_ms) into tat from rate_limits r where r.key = keys[i];
        tats := tats || tat;
        interval_ms := periods_ms[i]::double precision / limits[i];
        if tat + interval_ms - now_ms > periods_ms[i] then
          all_ok := false;
        end if;
      end loop;
      for i in 1..n loop
        interval_ms := periods_ms[i]::double precision / limits[i];
        new_tat := case when all_ok then tats[i] + interval_ms else tats[i] end;
        if all_ok then
          update rate_limits r set tat_ms = ceil(new_tat)::bigint where r.key = keys[i];
        end if;
        key := keys[i];
        allowed := all_ok;
        remaining := greatest(0, floor((periods_ms[i] - (new_tat - now_ms)) / interval_ms))::integer;
        reset_ms := ceil(greatest(0, new_tat - now_ms))::bigint;
        retry_after_ms := case when tats[i] + interval_ms - now_ms > periods_ms[i]
          then ceil(tats[i] + interval_ms - now_ms - periods_ms[i])::bigint else 0 end;
        return next;
      end loop;
    end
    $fn$;
  `.execute(db);
}
