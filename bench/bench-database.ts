import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { CONTACT_CHANNELS } from '#src/contract/customer.js';
import { openDatabase } from '#src/db/database.js';
import { createAccount } from '#src/domain/accounts/accounts.service.js';
import { createApiKey } from '#src/domain/api-keys/api-keys.service.js';
import { migrateToLatest } from '#src/migrate.js';
import { COMPANIES, DOMAINS, FIRST_NAMES, LAST_NAMES } from './seed-names.js';

export const CUSTOMERS = 100_000;

// The key every bench's Caja seals webhook secrets with (a start on PostgreSQL needs one); the
// servers it spawns inherit it.
process.env['CAJA_SECRET_KEY'] ||= 'PTgBgbOksJ6XvfjLIL/5MzMZl5gLiETPC0Y3rFhnVac=';

/** The PostgreSQL server the bench tools use: DATABASE_URL, or this machine's on its usual port. */
export const benchServerUrl = (): string =>
  process.env['DATABASE_URL'] || 'postgres://postgres@127.0.0.1:5432/postgres';

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Runs statements on the server's maintenance database (CREATE/DROP DATABASE cannot run elsewhere). */
export async function onServer<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: withDatabase(url, 'postgres'),
    connectionTimeoutMillis: 3000,
  });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The server's version, or null when no PostgreSQL answers at `url`. */
export async function serverVersion(url: string): Promise<string | null> {
  try {
    return await onServer(url, async (c) => (await c.query('show server_version')).rows[0].server_version);
  } catch {
    return null;
  }
}

export async function createDatabase(url: string, name: string): Promise<string> {
  await onServer(url, (c) => c.query(`create database "${name}"`));
  return withDatabase(url, name);
}

export async function dropDatabase(url: string, name: string): Promise<void> {
  await onServer(url, (c) => c.query(`drop database if exists "${name}" with (force)`));
}

export interface Seeded {
  accountId: string;
  apiKey: string;
  customers: number;
  deleted: number;
  seedMs: number;
}

/**
 * Migrates with the project's migrations, then creates one account on plan pro, a live key
 * through the domain, and 100,000 customers in one INSERT … SELECT: Colombian names, 1 in 20
 * a company with a NIT, 1 in 50 soft-deleted, created over two years. With `migrate: false`
 * the schema is the one a server already migrated (an older checkout's, in `ab.ts`).
 */
export async function seed(url: string, options: { migrate?: boolean } = {}): Promise<Seeded> {
  const started = performance.now();
  const handle = await openDatabase({ url, poolSize: 2 });
  try {
    if (options.migrate !== false) await migrateToLatest(handle);
    const now = new Date();
    const account = await createAccount(handle.db, { name: 'Distribuidora La Bench', plan: 'pro' }, now);
    const { secret } = await createApiKey(
      handle.db,
      account.id,
      { environment: 'live', name: 'bench', scopes: ['customers:read'] },
      now,
      { who: 'bench', ip: null },
    );
    await sql`
      insert into customers (id, account_id, environment, name, last_name, email, phone, document_number,
        person_type, document_type, contact_channel, deleted_at, created_at, updated_at)
      select gen_random_uuid(), ${account.id}, 'live',
        case when company then (${COMPANIES}::text[])[1 + i % ${COMPANIES.length}] || ' ' || (i % 997 + 1)
             else first end,
        case when company then null else last1 || ' ' || last2 end,
        case when i % 4 = 0 then null
             else translate(lower(split_part(first, ' ', 1) || '.' || last1), 'áéíóúñü', 'aeiounu')
                  || i || (${DOMAINS}::text[])[1 + i % ${DOMAINS.length}] end,
        '+57 3' || lpad(((i * 7919) % 1000000000)::text, 9, '0'),
        case when company then (900000000 + i * 13)::text else (1000000000 + i * 37)::text end,
        case when company then 'company' else 'person' end,
        case when company then 'NIT' else 'CC' end,
        (${[...CONTACT_CHANNELS]}::text[])[1 + (i * 7) % ${CONTACT_CHANNELS.length}],
        case when i % 50 = 0 then created + interval '3 days' end,
        created,
        created + (i % 30) * interval '1 day'
      from generate_series(1, ${CUSTOMERS}) as i,
      lateral (select
        i % 20 = 0 as company,
        (${FIRST_NAMES}::text[])[1 + (i * 31) % ${FIRST_NAMES.length}] as first,
        (${LAST_NAMES}::text[])[1 + (i / 40) % ${LAST_NAMES.length}] as last1,
        (${LAST_NAMES}::text[])[1 + (i / 1600 + i * 7) % ${LAST_NAMES.length}] as last2,
        timestamptz '2024-01-01T00:00:00Z' + i * interval '630 seconds'
          + (random() * 600) * interval '1 second' as created
      ) as row`.execute(handle.db);
    await sql`vacuum analyze customers`.execute(handle.db);
    const { rows } = await sql<{ total: number; deleted: number }>`
      select count(*)::int as total, count(deleted_at)::int as deleted from customers
      where account_id = ${account.id}`.execute(handle.db);
    return {
      accountId: account.id,
      apiKey: secret,
      customers: rows[0]!.total,
      deleted: rows[0]!.deleted,
      seedMs: performance.now() - started,
    };
  } finally {
    await handle.close();
  }
}

export interface PlanSummary {
  indexes: string[];
  executionMs: number;
  sharedHitBlocks: number;
}

/** EXPLAIN (ANALYZE, BUFFERS) of one query: which indexes it used and what it cost. */
export async function explain(url: string, text: string, params: unknown[]): Promise<PlanSummary> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`explain (analyze, buffers, format json) ${text}`, params);
    const plan = rows[0]['QUERY PLAN'][0];
    const indexes = new Set<string>();
    let hits = 0;
    const walk = (node: Record<string, unknown>) => {
      if (typeof node['Index Name'] === 'string')
        indexes.add(`${node['Node Type']} on ${node['Index Name']}`);
      else if (node['Node Type'] === 'Seq Scan') indexes.add('Seq Scan');
      for (const child of (node['Plans'] as Record<string, unknown>[] | undefined) ?? []) walk(child);
    };
    walk(plan.Plan);
    hits = plan.Plan['Shared Hit Blocks'] ?? 0;
    return { indexes: [...indexes], executionMs: plan['Execution Time'], sharedHitBlocks: hits };
  } finally {
    await client.end();
  }
}

/**
 * The position (created_at as toISOString writes it, id) of the `row`-th customer of the
 * account's list, newest first, for a cursor deep into the list without walking to it.
 */
export async function positionAtRow(url: string, accountId: string, row: number): Promise<[string, string]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ created_at: Date; id: string }>(
      `select created_at, id from customers
       where account_id = $1 and environment = 'live' and deleted_at is null
       order by created_at desc, id desc offset $2 limit 1`,
      [accountId, row - 1],
    );
    return [rows[0]!.created_at.toISOString(), rows[0]!.id];
  } finally {
    await client.end();
  }
}

export interface BenchDatabase {
  url: string;
  name: string;
  version: string;
  /** A data directory of its own for the Caja it starts. */
  dataDir: string;
}

/**
 * Runs one bench script on a database of its own on the bench's PostgreSQL, dropped afterwards,
 * and exits the process with its outcome. Without a PostgreSQL it says so and measures nothing.
 */
export function runOnBenchDatabase(
  label: string,
  skipped: string,
  bench: (database: BenchDatabase) => Promise<void>,
): void {
  const main = async () => {
    const serverUrl = benchServerUrl();
    const version = await serverVersion(serverUrl);
    if (version === null) {
      process.stdout.write(`${skipped}\n`);
      return;
    }
    const name = `caja_bench_${label}_${process.pid}`;
    const dataDir = join(tmpdir(), `caja-bench-${label}-${process.pid}`);
    const url = await createDatabase(serverUrl, name);
    try {
      await bench({ url, name, version, dataDir });
    } finally {
      await dropDatabase(serverUrl, name);
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}
