import { type Kysely, sql } from 'kysely';

/**
 * Webhooks: the endpoints a business registers, one delivery per (endpoint, event) and every
 * HTTP attempt of it. The event log keeps `data` as `json`, so that the resource is stored and
 * sent with its fields in the order the API writes them. The job engine's own tables
 * (graphile-worker) are installed by its migrations, run after these.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table events alter column data type json using data::json;
    create index events_type_page on events (account_id, environment, type, created_at desc, id desc);
    -- Housekeeping removes events past their retention, oldest first.
    create index events_expiry on events (created_at);

    create table webhook_endpoints (
      id uuid primary key,
      account_id uuid not null references accounts(id),
      environment text not null check (environment in ('live', 'test')),
      url text not null,
      enabled_events text[] not null,
      description text,
      status text not null check (status in ('enabled', 'disabled', 'disabled_failing')),
      secret text not null,
      -- The secret before the last rotation, still signing until previous_secret_expires_at.
      previous_secret text,
      previous_secret_expires_at timestamptz(3),
      -- Start of the current run of failed attempts; null after any success.
      failing_since timestamptz(3),
      created_at timestamptz(3) not null,
      updated_at timestamptz(3) not null
    );
    create index webhook_endpoints_page on webhook_endpoints (account_id, environment, created_at desc, id desc);
    -- Operators list an account's endpoints of both environments.
    create index webhook_endpoints_account on webhook_endpoints (account_id, created_at desc, id desc);

    create table webhook_deliveries (
      id uuid primary key,
      account_id uuid not null,
      environment text not null,
      endpoint_id uuid not null references webhook_endpoints(id) on delete cascade,
      event_id uuid not null references events(id) on delete cascade,
      event_type text not null,
      status text not null check (status in ('pending', 'succeeded', 'failed')),
      attempt_count integer not null,
      next_attempt_at timestamptz(3),
      created_at timestamptz(3) not null,
      updated_at timestamptz(3) not null
    );
    create index webhook_deliveries_page on webhook_deliveries (endpoint_id, created_at desc, id desc);
    create index webhook_deliveries_event on webhook_deliveries (event_id);
    create index webhook_deliveries_due on webhook_deliveries (next_attempt_at) where status = 'pending';

    -- One row per HTTP attempt; the key makes recording the same attempt twice impossible.
    create table webhook_attempts (
      delivery_id uuid not null references webhook_deliveries(id) on delete cascade,
      number integer not null,
      attempted_at timestamptz(3) not null,
      status_code integer,
      error text,
      duration_ms integer not null,
      response_excerpt text,
      primary key (delivery_id, number)
    );

    -- The job engine's worker pools that run in some process, each holding a session advisory
    -- lock (lock_key) while it lives: a pool whose lock is free has died, and its jobs can be
    -- released at once instead of after the engine's own 4-hour expiry.
    create table job_worker_pools (
      id text primary key,
      lock_key integer not null,
      started_at timestamptz(3) not null
    );
  `.execute(db);
}
