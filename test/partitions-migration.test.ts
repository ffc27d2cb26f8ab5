import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '#src/db/database.js';
import { migrations } from '#src/db/migrations/index.js';

/**
 * Migration 0019 converts a database that already has history: its events, deliveries and
 * attempts are copied into the partitioned tables, each delivery and attempt taking its
 * event's time, and the migrations after it still run.
 */
let handle: DatabaseHandle;
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
});
afterAll(() => handle.close());

const migrator = () =>
  new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'caja_migrations',
  });

describe('migration 0019 (history partitions)', () => {
  it('copies existing events, deliveries and attempts into the partitions of their days', async () => {
    const before = await migrator().migrateTo('0018-console-test-deliveries');
    expect(before.error).toBeUndefined();
    const now = Date.now();
    const recent = new Date(now - 2 * DAY_MS);
    const old = new Date(now - 45 * DAY_MS);
    await sql`
      insert into accounts (id, name, plan, status, created_at, updated_at)
        values ('00000000-0000-4000-8000-000000000001', 'Tienda', 'pro', 'active', now(), now());
      insert into webhook_endpoints (id, account_id, environment, url, enabled_events, status, secret, created_at, updated_at)
        values ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', 'test',
          'https://hooks.example.co/caja', '{*}', 'enabled', 'whsec_x', now(), now());
    `.execute(handle.db);
    await sql`
      insert into events (id, account_id, environment, type, api_version, data, created_at) values
        ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000001', 'test',
          'customer.created', '2025-01-01', '{"object":{}}', ${recent}),
        ('00000000-0000-4000-8000-000000000004', '00000000-0000-4000-8000-000000000001', 'test',
          'customer.created', '2025-01-01', '{"object":{}}', ${old});
    `.execute(handle.db);
    await sql`
      insert into webhook_deliveries (id, account_id, environment, endpoint_id, event_id, event_type, status,
          attempt_count, next_attempt_at, created_at, updated_at)
        values ('00000000-0000-4000-8000-000000000005', '00000000-0000-4000-8000-000000000001', 'test',
          '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000003', 'customer.created',
          'succeeded', 1, null, now(), now());
      insert into webhook_attempts (delivery_id, number, attempted_at, status_code, duration_ms)
        values ('00000000-0000-4000-8000-000000000005', 1, now(), 200, 12);
    `.execute(handle.db);

    const after = await migrator().migrateToLatest();
    expect(after.error).toBeUndefined();
    expect(after.results?.map((r) => r.migrationName)).toContain('0019-history-partitions');

    const { rows: events } = await sql<{ id: string; partition: string }>`
      select id, tableoid::regclass::text as partition from events order by created_at
    `.execute(handle.db);
    const day = (at: Date) => at.toISOString().slice(0, 10).replaceAll('-', '');
    // The event older than the days prepared waits in the default for housekeeping.
    expect(events).toEqual([
      { id: '00000000-0000-4000-8000-000000000004', partition: 'events_default' },
      { id: '00000000-0000-4000-8000-000000000003', partition: `events_p${day(recent)}` },
    ]);
    const { rows: deliveries } = await sql<{ partition: string; event_created_at: Date }>`
      select tableoid::regclass::text as partition, event_created_at from webhook_deliveries
    `.execute(handle.db);
    expect(deliveries).toEqual([
      { partition: `webhook_deliveries_p${day(recent)}`, event_created_at: recent },
    ]);
    const { rows: attempts } = await sql<{ partition: string; status_code: number }>`
      select tableoid::regclass::text as partition, status_code from webhook_attempts
    `.execute(handle.db);
    expect(attempts).toEqual([{ partition: `webhook_attempts_p${day(recent)}`, status_code: 200 }]);
  });
});
