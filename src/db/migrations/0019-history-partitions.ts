import { type Kysely, sql } from 'kysely';
import { dayPartitionsSql } from '#src/db/partitions.js';

/**
 * The history that only grows and expires, the events with their webhook deliveries and
 * attempts, is partitioned by day (declarative range partitioning), so that housekeeping drops
 * a day whole instead of deleting its rows one by one.
 *
 * - The three tables share one partition key, the event's time: `events.created_at`, and
 *   `event_created_at` on deliveries and attempts. A day's deliveries and attempts sit in the
 *   same day as their event and expire with it, as the foreign keys' cascade did; those keys
 *   (delivery → event, attempt → delivery) cannot exist between partitioned tables without the
 *   key in them, and a dropped partition cascades nothing anyway. A trigger keeps the key of the
 *   deliveries and attempts equal to their event's if an event's time is ever changed.
 * - Each key and unique index includes the partition key: events (account_id, environment, id,
 *   created_at), deliveries (account_id, environment, id, event_created_at), attempts
 *   (delivery_id, number, event_created_at), which stay unique since the time follows from the id.
 *   Gets by id alone (the webhook worker) have an index on `id` in each partition.
 * - A DEFAULT partition takes any row dated outside the days prepared (a clock in the past or
 *   the future), so an insert never fails for want of a partition; its rows are deleted row by
 *   row when they expire.
 *
 * Existing rows are copied into the new tables, in the migration's transaction: on a large
 * database this takes about as long as copying the tables and holds them locked meanwhile.
 * Idempotency values are not partitioned: their key (api key, key) must stay unique across any
 * partition, and they live 24 hours, so their table stays small.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table webhook_attempts rename to webhook_attempts_unpartitioned;
    alter table webhook_deliveries rename to webhook_deliveries_unpartitioned;
    alter table events rename to events_unpartitioned;

    create table events (
      id uuid not null,
      account_id uuid not null,
      environment text not null,
      type text not null,
      api_version text not null,
      data json not null,
      created_at timestamptz(3) not null
    ) partition by range (created_at);

    create table webhook_deliveries (
      id uuid not null,
      account_id uuid not null,
      environment text not null,
      endpoint_id uuid not null,
      event_id uuid not null,
      event_type text not null,
      status text not null check (status in ('pending', 'succeeded', 'failed')),
      attempt_count integer not null,
      next_attempt_at timestamptz(3),
      created_at timestamptz(3) not null,
      updated_at timestamptz(3) not null,
      test boolean not null default false,
      event_created_at timestamptz(3) not null
    ) partition by range (event_created_at);

    create table webhook_attempts (
      delivery_id uuid not null,
      number integer not null,
      attempted_at timestamptz(3) not null,
      status_code integer,
      error text,
      duration_ms integer not null,
      response_excerpt text,
      event_created_at timestamptz(3) not null
    ) partition by range (event_created_at);

    create table events_default partition of events default;
    create table webhook_deliveries_default partition of webhook_deliveries default;
    create table webhook_attempts_default partition of webhook_attempts default;
  `.execute(db);

  // The days that already have rows (the last 30 at most: older ones expire at the next
  // housekeeping) and the week ahead get their own partitions; the rest go to the default.
  // One clock, this process's (the housekeeping's): the server's `now()` may differ from it.
  const { rows } = await sql<{ oldest: Date | null }>`
    select min(created_at) as oldest from events_unpartitioned
  `.execute(db);
  const now = new Date();
  const oldest = rows[0]?.oldest ?? now;
  const from = new Date(Math.min(now.getTime(), Math.max(oldest.getTime(), now.getTime() - 31 * DAY_MS)));
  const days = Math.ceil((now.getTime() - from.getTime()) / DAY_MS) + 8;
  await sql.raw(dayPartitionsSql(from, days)).execute(db);

  await sql`
    insert into events (id, account_id, environment, type, api_version, data, created_at)
    select id, account_id, environment, type, api_version, data, created_at from events_unpartitioned;
    insert into webhook_deliveries (id, account_id, environment, endpoint_id, event_id, event_type, status,
      attempt_count, next_attempt_at, created_at, updated_at, test, event_created_at)
    select d.id, d.account_id, d.environment, d.endpoint_id, d.event_id, d.event_type, d.status,
      d.attempt_count, d.next_attempt_at, d.created_at, d.updated_at, d.test, e.created_at
    from webhook_deliveries_unpartitioned d join events_unpartitioned e on e.id = d.event_id;
    insert into webhook_attempts (delivery_id, number, attempted_at, status_code, error, duration_ms,
      response_excerpt, event_created_at)
    select a.delivery_id, a.number, a.attempted_at, a.status_code, a.error, a.duration_ms, a.response_excerpt,
      d.event_created_at
    from webhook_attempts_unpartitioned a join webhook_deliveries d on d.id = a.delivery_id;

    drop table webhook_attempts_unpartitioned;
    drop table webhook_deliveries_unpartitioned;
    drop table events_unpartitioned;

    alter table events add primary key (account_id, environment, id, created_at);
    alter table events add constraint events_account_id_fkey foreign key (account_id) references accounts (id);
    create index events_id on events (id);
    create index events_page on events (account_id, environment, created_at desc, id desc);
    create index events_type_page on events (account_id, environment, type, created_at desc, id desc);
    -- Housekeeping deletes the expired rows of a partition not yet expired whole, oldest first.
    create index events_expiry on events (created_at);

    alter table webhook_deliveries add primary key (account_id, environment, id, event_created_at);
    alter table webhook_deliveries add constraint webhook_deliveries_endpoint_id_fkey
      foreign key (endpoint_id) references webhook_endpoints (id) on delete cascade;
    create index webhook_deliveries_id on webhook_deliveries (id);
    create index webhook_deliveries_page on webhook_deliveries (endpoint_id, created_at desc, id desc);
    create index webhook_deliveries_event on webhook_deliveries (event_id);
    create index webhook_deliveries_due on webhook_deliveries (next_attempt_at) where status = 'pending';
    create index webhook_deliveries_expiry on webhook_deliveries (event_created_at);

    -- One row per HTTP attempt; the key makes recording the same attempt twice impossible.
    alter table webhook_attempts add primary key (delivery_id, number, event_created_at);
    create index webhook_attempts_expiry on webhook_attempts (event_created_at);

    -- Events never change; should one's time change all the same, its deliveries and attempts
    -- move with it, so that they still expire together.
    create function caja_event_time_changed() returns trigger language plpgsql as $$
    begin
      update webhook_attempts set event_created_at = new.created_at
      where event_created_at = old.created_at
        and delivery_id in (select id from webhook_deliveries where event_id = new.id and event_created_at = old.created_at);
      update webhook_deliveries set event_created_at = new.created_at
      where event_id = new.id and event_created_at = old.created_at;
      return new;
    end $$;
    -- Before: a row that moves to another partition fires no AFTER UPDATE trigger.
    create trigger events_time_changed before update of created_at on events
      for each row when (old.created_at is distinct from new.created_at)
      execute function caja_event_time_changed();
  `.execute(db);
}

const DAY_MS = 24 * 60 * 60 * 1000;
