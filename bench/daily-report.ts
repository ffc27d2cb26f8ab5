import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import pg from 'pg';
import { openDatabase } from '#src/db/database.js';
import { createAccount } from '#src/domain/accounts/accounts.service.js';
import { createApiKey } from '#src/domain/api-keys/api-keys.service.js';
import { addDevice } from '#src/domain/devices/devices.service.js';
import { lastDays } from '#src/domain/reports/daily-sales.service.js';
import { migrateToLatest } from '#src/migrate.js';
import { runOnBenchDatabase } from './bench-database.js';
import { startCaja } from './bench-servers.js';
import { Sample, slice } from './load.js';
import { describeMachine, median } from './report.js';
import { seedSales } from './seed-sales.js';

/**
 * The daily report part of `npm run bench`, on PostgreSQL with 100,000 sales of one account
 * over 120 days (2 % cancelled): GET /reports/daily-sales for 7 and 92 days (latency one
 * request at a time, and requests per second at 10 connections), and the report's statement
 * against the one it replaced, which summed the sales of the range on every request, in paired
 * rounds. BENCH_REPORT_ROUNDS (5) changes the run.
 */
const SALES = 100_000;
const ROUNDS = Number(process.env['BENCH_REPORT_ROUNDS'] ?? 5);
const REQUESTS_PER_ROUND = 100;
const P50_TARGET_MS = 5;
const say = (line = '') => process.stdout.write(`${line}\n`);

/** What GET /reports/daily-sales ran before the rollup: every completed sale of the range, summed. */
const SUMMED_SQL = `
  with days as (select d::date as day from generate_series($3::date, $4::date, interval '1 day') d),
  totals as (
    select (s.occurred_at at time zone 'America/Bogota')::date as day, count(*) as sales_count,
      sum(s.subtotal) as subtotal, sum(s.discount) as discount, sum(s.tax) as tax,
      sum(s.tip_amount) as tip_amount, sum(s.total) as total
    from sales s
    where s.account_id = $1 and s.environment = $2 and s.status = 'completed'
      and s.occurred_at >= ($3::date::timestamp at time zone 'America/Bogota')
      and s.occurred_at < (($4::date + 1)::timestamp at time zone 'America/Bogota')
    group by 1)
  select to_char(days.day, 'YYYY-MM-DD') as date, coalesce(t.sales_count, 0) as sales_count,
    coalesce(t.total, 0) as total
  from days left join totals t on t.day = days.day order by days.day`;

const ROLLUP_SQL = `
  select to_char(days.day, 'YYYY-MM-DD') as date, coalesce(t.sales_count, 0) as sales_count,
    coalesce(t.total, 0) as total
  from generate_series($3::date, $4::date, interval '1 day') as days(day)
  left join (select * from daily_sales where account_id = $1 and environment = $2
    and day between $3::date and $4::date) t on t.day = days.day::date
  order by days.day`;

async function seed(url: string) {
  const handle = await openDatabase({ url, poolSize: 2 });
  try {
    await migrateToLatest(handle);
    const now = new Date();
    const by = { who: 'bench', ip: null };
    const account = await createAccount(handle.db, { name: 'Supermercado La Bench', plan: 'pro' }, now);
    const { secret } = await createApiKey(
      handle.db,
      account.id,
      { environment: 'live', name: 'bench', scopes: ['reports:read'] },
      now,
      by,
    );
    const { device } = await addDevice(handle.db, account.id, { environment: 'live', kind: 'primary' }, now);
    const started = performance.now();
    await seedSales(handle.db, account.id, device.id, SALES);
    return { accountId: account.id, key: secret, seedMs: performance.now() - started };
  } finally {
    await handle.close();
  }
}

/** Milliseconds of each of `n` runs of `work`, one after the other. */
async function timings(n: number, work: () => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await work();
    out.push(performance.now() - t);
  }
  return out;
}

runOnBenchDatabase(
  'report',
  'Bench del reporte diario omitido: no hay PostgreSQL (define DATABASE_URL).',
  async ({ url, version, dataDir }) => {
    const client = new pg.Client({ connectionString: url });
    let caja: Awaited<ReturnType<typeof startCaja>> | undefined;
    try {
      say(`\n== Daily report: ${SALES.toLocaleString('en-US')} sales over 120 days, PostgreSQL ${version}`);
      const seeded = await seed(url);
      say(`seeded in ${(seeded.seedMs / 1000).toFixed(1)} s (rollup kept by the insert's trigger)`);
      await client.connect();
      caja = await startCaja({ databaseUrl: url, logPath: '/dev/null', dataDir });
      const auth = { authorization: `Bearer ${seeded.key}` };
      const ranges = { 7: lastDays(new Date(), 7), 92: lastDays(new Date(), 92) };
      const http = (days: 7 | 92) =>
        `${caja!.baseUrl}/reports/daily-sales?from=${ranges[days].from}&to=${ranges[days].to}`;
      const params = (days: 7 | 92) => [seeded.accountId, 'live', ranges[days].from, ranges[days].to];

      // The two statements must agree before either is timed.
      for (const days of [7, 92] as const) {
        const [a, b] = await Promise.all([
          client.query(ROLLUP_SQL, params(days)),
          client.query(SUMMED_SQL, params(days)),
        ]);
        if (JSON.stringify(a.rows) !== JSON.stringify(b.rows))
          throw new Error(`rollup and sum differ over ${days} days`);
      }

      const figures = {
        http7: [] as number[],
        http92: [] as number[],
        rollup92: [] as number[],
        summed92: [] as number[],
        ratio: [] as number[],
      };
      for (const days of [7, 92] as const)
        await timings(20, () => fetch(http(days), { headers: auth }).then((r) => r.arrayBuffer()));
      for (let round = 0; round < ROUNDS; round++) {
        figures.http7.push(
          median(
            await timings(REQUESTS_PER_ROUND, () =>
              fetch(http(7), { headers: auth }).then((r) => r.arrayBuffer()),
            ),
          ),
        );
        figures.http92.push(
          median(
            await timings(REQUESTS_PER_ROUND, () =>
              fetch(http(92), { headers: auth }).then((r) => r.arrayBuffer()),
            ),
          ),
        );
        const rollup = median(await timings(REQUESTS_PER_ROUND, () => client.query(ROLLUP_SQL, params(92))));
        const summed = median(await timings(20, () => client.query(SUMMED_SQL, params(92))));
        figures.rollup92.push(rollup);
        figures.summed92.push(summed);
        figures.ratio.push(summed / rollup);
      }
      const throughput = new Sample();
      await slice({ url: http(92), headers: auth }, 5, throughput);
      const rps = throughput.latenciesMs.length / 5;

      const p50_7 = median(figures.http7);
      const p50_92 = median(figures.http92);
      say(
        `machine: ${JSON.stringify(describeMachine(version, new URL(url).host))}, load ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
      );
      say('| figure | measured | target |');
      say('|---|---|---|');
      say(
        `| GET /reports/daily-sales, 7 days, p50 (one at a time) | ${p50_7.toFixed(2)} ms | ≤ ${P50_TARGET_MS} ms |`,
      );
      say(
        `| GET /reports/daily-sales, 92 days, p50 (one at a time) | ${p50_92.toFixed(2)} ms | ≤ ${P50_TARGET_MS} ms |`,
      );
      say(`| GET /reports/daily-sales, 92 days, 50 connections | ${rps.toFixed(0)} req/s | |`);
      say(
        `| statement, 92 days: rollup / sum of the sales (paired, median of ${ROUNDS} rounds) | ${median(figures.rollup92).toFixed(2)} ms / ${median(figures.summed92).toFixed(2)} ms = ${median(figures.ratio).toFixed(0)}x faster | flat in the number of sales |`,
      );
      const results = {
        sales: SALES,
        postgres: version,
        rounds: ROUNDS,
        http_p50_ms: { days7: p50_7, days92: p50_92 },
        http_92_days_rps_50_connections: rps,
        statement_92_days_ms: {
          rollup: median(figures.rollup92),
          summed: median(figures.summed92),
          ratio: median(figures.ratio),
        },
        met: p50_7 <= P50_TARGET_MS && p50_92 <= P50_TARGET_MS,
      };
      mkdirSync('bench/results', { recursive: true });
      writeFileSync('bench/results/daily-report.json', `${JSON.stringify(results, null, 2)}\n`);
      say('Written to bench/results/daily-report.json');
    } finally {
      await caja?.stop();
      await client.end().catch(() => undefined);
    }
  },
);
