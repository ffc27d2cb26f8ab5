import { sql } from 'kysely';
import { openDatabase } from '#src/db/database.js';
import { dropPartitionsBefore, weekOf, weekPartitionSql } from '#src/db/partitions.js';
import { createAccount } from '#src/domain/accounts/accounts.service.js';
import { eventsRepo } from '#src/domain/events/events.repo.js';
import { migrateToLatest } from '#src/migrate.js';
import { benchServerUrl, createDatabase, dropDatabase, serverVersion } from './bench-database.js';
import { pairedListAndIngest } from './partitions-paired.js';

/**
 * The partitions part of `npm run bench`: housekeeping of a week partition holding
 * BENCH_PARTITION_EVENTS events (1,000,000) past the retention, on PostgreSQL, two ways in the
 * same run: deleted row by row as before partitions (a batch of 1,000 per statement, what
 * housekeeping still does for the default partition), then the same week filled again and
 * dropped whole.
 * Reports the time of each and their ratio. Then bench/partitions-paired.ts: the public API's
 * event lists and sale uploads on partitioned tables against the same tables unpartitioned,
 * with BENCH_PARTITION_HISTORY events (1,000,000) in each, over BENCH_PARTITION_ROUNDS (6).
 */
const EVENTS = Number(process.env['BENCH_PARTITION_EVENTS'] ?? 1_000_000);
const HISTORY = Number(process.env['BENCH_PARTITION_HISTORY'] ?? 1_000_000);
const ROUNDS = Number(process.env['BENCH_PARTITION_ROUNDS'] ?? 6);
const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;
const say = (line = '') => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const server = benchServerUrl();
  if ((await serverVersion(server)) === null) {
    say(`partitions: no PostgreSQL answers at ${server}; skipped`);
    return;
  }
  const name = `caja_bench_partitions_${process.pid}`;
  const url = await createDatabase(server, name);
  const handle = await openDatabase({ url, poolSize: 2, statementTimeoutMs: 600_000 });
  try {
    await migrateToLatest(handle);
    const { db } = handle;
    const account = await createAccount(db, { name: 'Historia', plan: 'pro' }, new Date());
    // A week that ended more than 30 days ago: past the retention whole.
    const week = weekOf(new Date(Date.now() - 45 * DAY_MS));
    const cutoff = new Date(week.getTime() + WEEK_MS);
    await sql.raw(weekPartitionSql(week)).execute(db);

    const fill = async () => {
      const started = performance.now();
      await sql`
        insert into events (id, account_id, environment, type, api_version, data, created_at)
        select gen_random_uuid(), ${account.id}::uuid, 'test', 'customer.created', '2025-01-01',
          '{"object":{"id":"x"}}'::json, ${week}::timestamptz + i * (${WEEK_MS / EVENTS}::float8 * interval '1 millisecond')
        from generate_series(0, ${EVENTS - 1}::int) i
      `.execute(db);
      await sql`analyze events`.execute(db);
      return performance.now() - started;
    };

    say(`partitions: housekeeping of a week of ${EVENTS.toLocaleString('en')} events (PostgreSQL)`);
    const fillRows = await fill();
    let started = performance.now();
    let deleted = 0;
    for (;;) {
      const n = await eventsRepo.purgeOlderThan(db, cutoff, 1000);
      deleted += n;
      if (n < 1000) break;
    }
    const rowsMs = performance.now() - started;

    const fillDrop = await fill();
    started = performance.now();
    const dropped = await dropPartitionsBefore(db, cutoff);
    const dropMs = performance.now() - started;
    if (dropped !== 1) throw new Error(`expected to drop one partition, dropped ${dropped}`);

    say(`  filled in ${(fillRows / 1000).toFixed(1)} s and ${(fillDrop / 1000).toFixed(1)} s`);
    say(`  row deletes (1,000 a statement): ${deleted} events in ${(rowsMs / 1000).toFixed(2)} s`);
    say(`  dropped partition:               ${EVENTS} events in ${(dropMs / 1000).toFixed(3)} s`);
    say(`  ratio: the drop takes 1/${Math.round(rowsMs / dropMs)} of the row deletes' time`);
  } finally {
    await handle.close();
    await dropDatabase(server, name);
  }
  say(`partitions: the public API on partitioned history against plain tables (PostgreSQL)`);
  await pairedListAndIngest(server, HISTORY, ROUNDS);
}

await main();
