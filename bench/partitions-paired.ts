import { mkdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { type Db, openDatabase } from '#src/db/database.js';
import { DAY_PARTITIONED, dropPartitionsBefore, weekPartitionSql } from '#src/db/partitions.js';
import { createAccount } from '#src/domain/accounts/accounts.service.js';
import { createApiKey } from '#src/domain/api-keys/api-keys.service.js';
import { addDevice } from '#src/domain/devices/devices.service.js';
import { encodeCursor } from '#src/domain/pagination/cursor.js';
import { migrateToLatest } from '#src/migrate.js';
import { createDatabase, dropDatabase } from './bench-database.js';
import { startCaja } from './bench-servers.js';
import { sale, uploadBatch } from './ingest-records.js';
import { median } from './report.js';
import type { RunningServer } from './servers.js';

/**
 * The second half of bench/partitions.ts: is the public API as fast on the partitioned history
 * as it was on plain tables? Two databases on one PostgreSQL server, migrated alike and holding
 * the same history (HISTORY events of one account spread over the last 29 days, and as many
 * webhook deliveries): in one, events, deliveries and attempts are partitioned as housekeeping
 * leaves them, a partition per week of those days; in the other ("plain")
 * each of the three tables is replaced by an unpartitioned table with the same columns,
 * indexes, foreign keys and triggers. One Caja server on each, started alike. Each round runs
 * every case on both sides, batch by batch in alternating order, so that both meet the same
 * moment of a shared machine; a round gives the ratio partitioned / plain of requests (or
 * records) per second. The median of the rounds' ratios is the figure to read.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const say = (line = '') => process.stdout.write(`${line}\n`);

interface Side {
  label: 'partitioned' | 'plain';
  database: string;
  server: RunningServer;
  apiKey: string;
  token: string;
  uploadUrl: string;
  /** The cursor of a page 20,000 events from the newest. */
  deepCursor: string;
}

interface Case {
  name: string;
  /** One batch of work on a side; returns how many units (requests or records) it did. */
  batch: (side: Side, round: number, index: number) => Promise<number>;
  batches: number;
}

async function get(side: Side, path: string): Promise<void> {
  const response = await fetch(`${side.server.baseUrl}${path}`, {
    headers: { authorization: `Bearer ${side.apiKey}` },
  });
  const body = (await response.json()) as { data?: unknown[] };
  if (response.status !== 200 || !Array.isArray(body.data) || body.data.length === 0) {
    throw new Error(
      `${side.label} GET ${path} answered ${response.status}: ${JSON.stringify(body).slice(0, 200)}`,
    );
  }
}

const reads = (name: string, path: (side: Side) => string): Case => ({
  name,
  batches: 20,
  batch: async (side) => {
    for (let i = 0; i < 10; i++) await get(side, path(side));
    return 10;
  },
});

const CASES: Case[] = [
  reads('events, page 1', () => '/events?limit=100'),
  reads('events of a type', () => '/events?limit=100&type=sale.created'),
  reads('events, deep page', (side) => `/events?limit=100&starting_after=${side.deepCursor}`),
  reads('events of one day', () => {
    const since = new Date(Date.now() - 10 * DAY_MS).toISOString();
    return `/events?limit=100&created_since=${encodeURIComponent(since)}`;
  }),
  {
    name: 'sales uploaded',
    batches: 6,
    batch: async (side, round, index) => {
      const first = round * 100_000 + index * 100;
      const records = Array.from({ length: 100 }, (_, k) => ({ type: 'sale', data: sale(first + k) }));
      await uploadBatch(side.uploadUrl, side.token, JSON.stringify({ records }));
      return 100;
    },
  },
];

/** Replaces a partitioned table by a plain one with the same columns, indexes, keys and triggers. */
async function unpartition(db: Db): Promise<void> {
  await db.transaction().execute(async (tx) => {
    for (const { table } of DAY_PARTITIONED) {
      const { rows: keys } = await sql<{ name: string; definition: string }>`
          select conname as name, pg_get_constraintdef(oid) as definition
          from pg_constraint where conrelid = ${table}::regclass and contype = 'f'`.execute(tx);
      const { rows: triggers } = await sql<{ definition: string }>`
          select pg_get_triggerdef(oid) as definition
          from pg_trigger where tgrelid = ${table}::regclass and not tgisinternal`.execute(tx);
      await sql.raw(`create table ${table}_plain (like ${table} including all)`).execute(tx);
      await sql.raw(`drop table ${table}`).execute(tx);
      await sql.raw(`alter table ${table}_plain rename to ${table}`).execute(tx);
      for (const key of keys) {
        await sql.raw(`alter table ${table} add constraint ${key.name} ${key.definition}`).execute(tx);
      }
      for (const trigger of triggers) await sql.raw(trigger.definition).execute(tx);
    }
  });
}

/**
 * An account with a live key that reads events, a register, an enabled endpoint taking every
 * event (never called: the server runs without its webhook worker), and `history` events with
 * one delivery each, spread over the last 29 days.
 */
async function prepare(url: string, partitioned: boolean, history: number) {
  const handle = await openDatabase({ url, poolSize: 2, statementTimeoutMs: 600_000 });
  try {
    await migrateToLatest(handle);
    const { db } = handle;
    const now = new Date();
    if (partitioned) {
      // As housekeeping leaves them a month on: weeks only (the migration's days, empty, go).
      await dropPartitionsBefore(db, new Date(now.getTime() + 30 * DAY_MS));
      for (let day = -29; day <= 7; day++)
        await sql.raw(weekPartitionSql(new Date(now.getTime() + day * DAY_MS))).execute(db);
    } else await unpartition(db);
    const account = await createAccount(db, { name: 'Historia', plan: 'pro' }, now);
    const { secret } = await createApiKey(
      db,
      account.id,
      { environment: 'live', name: 'bench', scopes: ['events:read'] },
      now,
      { who: 'bench', ip: null },
    );
    const device = await addDevice(
      db,
      account.id,
      { environment: 'live', kind: 'primary', name: 'Caja 1', appVersion: '4.2.0' },
      now,
    );
    const endpointId = crypto.randomUUID();
    await sql`
      insert into webhook_endpoints (id, account_id, environment, url, enabled_events, status, secret,
        created_at, updated_at)
      values (${endpointId}, ${account.id}, 'live', 'https://erp.example.co/caja', array['*'], 'enabled',
        ${`whsec_${crypto.randomUUID().replaceAll('-', '')}`}, ${now}, ${now})`.execute(db);
    const types = [
      'sale.created',
      'customer.created',
      'product.updated',
      'invoice.created',
      'stock_movement.created',
    ];
    await sql`
      insert into events (id, account_id, environment, type, api_version, data, created_at)
      select gen_random_uuid(), ${account.id}::uuid, 'live', (${types}::text[])[1 + i % ${types.length}],
        '2025-01-01',
        json_build_object('object', json_build_object('id', gen_random_uuid(), 'name', 'Cliente ' || i,
          'total', i % 100000, 'items', json_build_array(json_build_object('sku', 'SKU-' || i % 977,
          'quantity', 1 + i % 3)))),
        ${now}::timestamptz - interval '29 days' + i * (${(29 * DAY_MS) / history}::float8 * interval '1 millisecond')
      from generate_series(0, ${history - 1}::int) i`.execute(db);
    await sql`
      insert into webhook_deliveries (id, account_id, environment, endpoint_id, event_id, event_type, status,
        attempt_count, next_attempt_at, created_at, updated_at, event_created_at)
      select gen_random_uuid(), account_id, environment, ${endpointId}::uuid, id, type, 'succeeded', 1, null,
        created_at, created_at, created_at
      from events where account_id = ${account.id}`.execute(db);
    // What autovacuum would have done on a server that runs it.
    for (const { table } of DAY_PARTITIONED) await sql.raw(`vacuum analyze ${table}`).execute(db);
    const { rows } = await sql<{ id: string; created_at: Date }>`
      select id, created_at from events where account_id = ${account.id}
      order by created_at desc, id desc offset 20000 limit 1`.execute(db);
    return {
      apiKey: secret,
      token: device.token,
      deepCursor: encodeCursor('events', rows[0]!.created_at.toISOString(), rows[0]!.id),
    };
  } finally {
    await handle.close();
  }
}

export async function pairedListAndIngest(serverUrl: string, history: number, rounds: number): Promise<void> {
  const scratch = join(tmpdir(), `caja-bench-partitions-${process.pid}`);
  const sides: Side[] = [];
  const databases: string[] = [];
  try {
    mkdirSync(scratch, { recursive: true });
    for (const label of ['partitioned', 'plain'] as const) {
      const database = `caja_bench_partitions_${label}_${process.pid}`;
      const url = await createDatabase(serverUrl, database);
      databases.push(database);
      const started = performance.now();
      const prepared = await prepare(url, label === 'partitioned', history);
      say(
        `  ${label}: ${history.toLocaleString('en')} events and deliveries in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      const server = await startCaja({
        databaseUrl: url,
        logPath: join(scratch, `${label}.log`),
        dataDir: join(scratch, label),
        env: { RATE_LIMIT_PER_DEVICE: '1000000', WEBHOOK_WORKER: 'false' },
      });
      sides.push({
        label,
        database,
        server,
        uploadUrl: server.baseUrl.replace('/public/v1', '/sync/v1/upload'),
        ...prepared,
      });
    }
    const [partitioned, plain] = sides as [Side, Side];
    // One pass unmeasured: connections, plans and caches warm on both.
    for (const c of CASES) for (const side of sides) await c.batch(side, 0, 0);

    say(
      `  ${rounds} rounds, load before ${loadavg()[0]!.toFixed(2)}; ratio = partitioned / plain, per second`,
    );
    const ratios = new Map(CASES.map((c) => [c.name, [] as number[]]));
    for (let round = 1; round <= rounds; round++) {
      const line: string[] = [];
      for (const c of CASES) {
        const seconds = new Map<Side, number>([
          [partitioned, 0],
          [plain, 0],
        ]);
        let units = 0;
        for (let index = 0; index < c.batches; index++) {
          for (const side of (round + index) % 2 ? [partitioned, plain] : [plain, partitioned]) {
            const started = performance.now();
            const done = await c.batch(side, round, index);
            seconds.set(side, seconds.get(side)! + (performance.now() - started) / 1000);
            if (side === plain) units += done;
          }
        }
        const ratio = units / seconds.get(partitioned)! / (units / seconds.get(plain)!);
        ratios.get(c.name)!.push(ratio);
        line.push(`${c.name} ${ratio.toFixed(3)}`);
      }
      say(`  round ${round}: ${line.join(', ')}`);
    }
    for (const [name, values] of ratios) {
      say(
        `  ${name.padEnd(18)} partitioned / plain: ${median(values).toFixed(3)}x (${Math.min(...values).toFixed(3)} to ${Math.max(...values).toFixed(3)})`,
      );
    }
    say(`  load after ${loadavg()[0]!.toFixed(2)}`);
  } finally {
    await Promise.all(sides.map((side) => side.server.stop()));
    for (const name of databases) await dropDatabase(serverUrl, name).catch(() => undefined);
    rmSync(scratch, { recursive: true, force: true });
  }
}
