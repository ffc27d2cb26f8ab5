import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '#src/db/database.js';
import { createAccount } from '#src/domain/accounts/accounts.service.js';
import { createApiKey } from '#src/domain/api-keys/api-keys.service.js';
import { addDevice } from '#src/domain/devices/devices.service.js';
import { migrateToLatest } from '#src/migrate.js';
import { runOnBenchDatabase } from './bench-database.js';
import { startCaja, startFlags } from './bench-servers.js';
import { CONNECTIONS, Sample, slice, summarize, type Target } from './load.js';
import { type CaseResult, describeMachine, median, pairedRatio } from './report.js';
import { cajaSaleListSql } from './same-sql.js';
import { seedSaleDetails, seedSales } from './seed-sales.js';
import { freePort, processCpuMs, type RunningServer, residentMib, startServer } from './servers.js';

/**
 * The sale list part of `npm run bench`: `GET /sales?limit=25`, page 1 and page 20 (after a
 * cursor), of one account with 100,000 sales (1 to 6 lines each, one in three with an
 * invoice), served by Caja and by two bare Fastify + pg references (bench/sales-reference-server.ts):
 * one that reads a page the way a hand-written endpoint does (the sales, then their lines and
 * their documents: three statements), and one that runs Caja's own statement. All three answer
 * the same bytes, which is checked page by page before anything is measured. The cases run in
 * paired rounds (each round loads every case once, the order reversed every other round), and
 * each ratio is the median of the rounds' own ratios. Besides throughput and latency it reports
 * each server's CPU per request in its Node process and in the PostgreSQL backends serving it,
 * and the resident memory of the Caja process during the run. Writes
 * bench/results/sales-list.json. BENCH_SALES_LIST_DURATION (20 s per case),
 * BENCH_SALES_LIST_ROUNDS (10) and BENCH_SALES_LIST_SALES (100,000) change the run.
 */
const SALES = Number(process.env['BENCH_SALES_LIST_SALES'] ?? 100_000);
const options = {
  durationS: Number(process.env['BENCH_SALES_LIST_DURATION'] ?? 20),
  warmupS: 2,
  rounds: Number(process.env['BENCH_SALES_LIST_ROUNDS'] ?? 10),
};
const PAGE_1 = '/sales?limit=25';
const pageAfter = (cursor: string) => `/sales?limit=25&starting_after=${cursor}`;
const TARGET_RATIO = 1.5;
const say = (line = '') => process.stdout.write(`${line}\n`);
const loads = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** `url` with the connections named, so that the bench can find each server's backends. */
const named = (url: string, name: string) => {
  const u = new URL(url);
  u.searchParams.set('application_name', name);
  return u.toString();
};

async function seed(url: string) {
  // Seeding 100,000 sales' lines takes longer than a request's statement may.
  const handle = await openDatabase({ url, poolSize: 2, statementTimeoutMs: 600_000 });
  try {
    await migrateToLatest(handle);
    const now = new Date();
    const account = await createAccount(handle.db, { name: 'Almacén La Bench', plan: 'pro' }, now);
    const { secret } = await createApiKey(
      handle.db,
      account.id,
      { environment: 'live', name: 'bench', scopes: ['sales:read'] },
      now,
      { who: 'bench', ip: null },
    );
    const { device } = await addDevice(handle.db, account.id, { environment: 'live', kind: 'primary' }, now);
    const started = performance.now();
    await seedSales(handle.db, account.id, device.id, SALES);
    await seedSaleDetails(handle.db, account.id);
    const seedMs = performance.now() - started;
    const { rows } = await sql<{ items: number; invoices: number }>`select
      (select count(*)::int from sale_items where account_id = ${account.id}) as items,
      (select count(*)::int from invoices where account_id = ${account.id}) as invoices`.execute(handle.db);
    await sql`vacuum analyze`.execute(handle.db);
    return { accountId: account.id, key: secret, seedMs, ...rows[0]! };
  } finally {
    await handle.close();
  }
}

/**
 * CPU so far of the PostgreSQL backends whose connections carry `application`, by pid (their
 * processes run on this machine when the server does; none are found otherwise).
 */
async function backendsCpu(client: pg.Client, application: string): Promise<Map<number, number>> {
  const { rows } = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where application_name = $1',
    [application],
  );
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    const ms = processCpuMs(pid);
    if (ms !== null) cpu.set(pid, ms);
  }
  return cpu;
}

/** Milliseconds of backend CPU since `before`; a backend that closed meanwhile takes its share with it. */
async function backendsCpuSince(
  client: pg.Client,
  application: string,
  before: Map<number, number>,
): Promise<number | null> {
  const now = await backendsCpu(client, application);
  if (now.size === 0) return null;
  let total = 0;
  for (const [pid, ms] of now) total += ms - (before.get(pid) ?? 0);
  return total;
}

interface Server {
  running: RunningServer;
  /** The application name its database connections carry. */
  application: string;
  headers: Record<string, string>;
}

interface BenchCase {
  id: string;
  label: string;
  server: Server;
  target: Target;
}

/** The cases in paired rounds; each slice also counts the database's CPU for its server. */
async function runRounds(cases: BenchCase[], client: pg.Client) {
  const samples = new Map(cases.map((c) => [c.id, new Sample()]));
  const databaseUs = new Map<string, number[]>(cases.map((c) => [c.id, []]));
  for (const c of cases) await slice(c.target, options.warmupS);
  const seconds = options.durationS / options.rounds;
  for (let round = 0; round < options.rounds; round++) {
    const order = round % 2 === 0 ? cases : [...cases].reverse();
    for (const c of order) {
      const sample = samples.get(c.id)!;
      const dbBefore = await backendsCpu(client, c.server.application);
      const cpuBefore = processCpuMs(c.server.running.pid);
      const n = await slice(c.target, seconds, sample);
      const cpuAfter = processCpuMs(c.server.running.pid);
      const dbMs = await backendsCpuSince(client, c.server.application, dbBefore);
      const cpuMs = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
      sample.serverCpuMs = sample.serverCpuMs === null || cpuMs === null ? null : sample.serverCpuMs + cpuMs;
      sample.slices.push({
        requestsPerSecond: n / seconds,
        serverCpuUs: cpuMs === null || n === 0 ? null : Math.round((cpuMs * 1000) / n),
      });
      if (dbMs !== null && n > 0) databaseUs.get(c.id)!.push(Math.round((dbMs * 1000) / n));
    }
    say(`  round ${round + 1}/${options.rounds} done`);
  }
  return cases.map((c) => {
    const result: CaseResult = {
      id: c.id,
      label: c.label,
      expectedStatus: 200,
      measurement: summarize(samples.get(c.id)!),
    };
    const db = databaseUs.get(c.id)!;
    return { result, databaseCpuUs: db.length > 0 ? median(db) : null };
  });
}

/**
 * Page 20's path, by walking 19 pages as a client would, after checking that every server
 * answers byte for byte the same body for every page on the way.
 */
async function walkComparing(servers: Server[]) {
  let path = PAGE_1;
  let sales = 0;
  for (let page = 1; ; page++) {
    const bodies: string[] = [];
    for (const { running, headers } of servers) {
      const response = await fetch(running.baseUrl + path, { headers });
      if (response.status !== 200) throw new Error(`${running.name} answered ${response.status} to ${path}`);
      bodies.push(await response.text());
    }
    const [ours, ...theirs] = bodies as [string, ...string[]];
    theirs.forEach((body, i) => {
      if (body === ours) return;
      const at = [...ours].findIndex((ch, k) => ch !== body[k]);
      throw new Error(
        `Caja and ${servers[i + 1]!.running.name} answer different bytes for ${path} at ${at}:\n` +
          `  Caja: …${ours.slice(Math.max(0, at - 120), at + 120)}\n` +
          `  them: …${body.slice(Math.max(0, at - 120), at + 120)}`,
      );
    });
    const body = JSON.parse(ours) as { data: unknown[]; next_cursor: string };
    sales += body.data.length;
    if (page === 20) return { page20: path, sales };
    path = pageAfter(body.next_cursor);
  }
}

async function startReference(
  url: string,
  name: string,
  accountId: string,
  statements: Record<string, string>,
): Promise<Server> {
  const port = await freePort();
  const running = await startServer({
    name,
    entry: 'bench/sales-reference-server.ts',
    env: {
      DATABASE_URL: named(url, `caja_bench_${name}`),
      DATABASE_POOL_SIZE: '10',
      ACCOUNT_ID: accountId,
      REFERENCE_PORT: String(port),
      ...statements,
    },
    baseUrl: `http://127.0.0.1:${port}`,
    probePath: '/sales?limit=1',
    stdoutPath: '/dev/null',
  });
  return { running, application: `caja_bench_${name}`, headers: {} };
}

runOnBenchDatabase(
  'sales',
  'Bench de la lista de ventas omitido: no hay PostgreSQL (define DATABASE_URL).',
  async ({ url, version, dataDir }) => {
    const client = new pg.Client({ connectionString: named(url, 'caja_bench_probe') });
    const logPath = join(tmpdir(), `caja-bench-sales-${process.pid}.log`);
    const servers: Server[] = [];
    try {
      say(`\n== Sale list: ${SALES.toLocaleString('en-US')} sales with their lines, PostgreSQL ${version}`);
      const seeded = await seed(url);
      say(
        `seeded ${SALES.toLocaleString('en-US')} sales, ${seeded.items.toLocaleString('en-US')} lines and ` +
          `${seeded.invoices.toLocaleString('en-US')} invoices in ${(seeded.seedMs / 1000).toFixed(1)} s`,
      );
      await client.connect();
      const cajaSql = await cajaSaleListSql();
      const caja: Server = {
        running: await startCaja({
          databaseUrl: named(url, 'caja_bench_caja'),
          logPath,
          dataDir,
        }),
        application: 'caja_bench_caja',
        headers: { authorization: `Bearer ${seeded.key}` },
      };
      servers.push(caja);
      const three = await startReference(url, 'reference', seeded.accountId, {});
      servers.push(three);
      const one = await startReference(url, 'reference_one_statement', seeded.accountId, {
        FIRST_PAGE_SQL: cajaSql.first,
        NEXT_PAGE_SQL: cajaSql.next,
      });
      servers.push(one);

      const { page20, sales } = await walkComparing(servers);
      say(`Caja and both references answered the same bytes for pages 1 to 20 (${sales} sales).`);

      const at = (id: string, label: string, server: Server, path: string): BenchCase => ({
        id,
        label,
        server,
        target: { url: server.running.baseUrl + path, headers: server.headers },
      });
      const cases = [
        at('caja-p1', 'Caja, page 1', caja, PAGE_1),
        at('ref-p1', 'reference (three statements), page 1', three, PAGE_1),
        at('one-p1', "reference running Caja's statement, page 1", one, PAGE_1),
        at('caja-p20', 'Caja, page 20', caja, page20),
        at('ref-p20', 'reference (three statements), page 20', three, page20),
        at('one-p20', "reference running Caja's statement, page 20", one, page20),
      ];

      const rss: number[] = [];
      const sampler = setInterval(() => {
        const mib = residentMib(caja.running.pid);
        if (mib !== null) rss.push(mib);
      }, 250);
      const cajaIdleMib = residentMib(caja.running.pid);
      const loadBefore = loads();
      let run: Awaited<ReturnType<typeof runRounds>>;
      try {
        run = await runRounds(cases, client);
      } finally {
        clearInterval(sampler);
      }
      const loadAfter = loads();
      const memory = {
        cajaIdleMib,
        cajaMedianMib: rss.length > 0 ? median(rss) : null,
        cajaPeakMib: residentMib(caja.running.pid, 'VmHWM'),
        referencePeakMib: residentMib(three.running.pid, 'VmHWM'),
      };
      const byId = Object.fromEntries(run.map((r) => [r.result.id, r.result]));
      const ratio = (a: string, b: string, figure: 'requestsPerSecond' | 'serverCpuUs') =>
        pairedRatio(byId[a]!, byId[b]!, figure);
      const perRound = (a: string, b: string) =>
        byId[a]!.measurement.slices.map((s, i) =>
          Number((s.requestsPerSecond / byId[b]!.measurement.slices[i]!.requestsPerSecond).toFixed(2)),
        );
      const ratios = {
        page1: ratio('caja-p1', 'ref-p1', 'requestsPerSecond'),
        page20: ratio('caja-p20', 'ref-p20', 'requestsPerSecond'),
        page1PerRound: perRound('caja-p1', 'ref-p1'),
        page20PerRound: perRound('caja-p20', 'ref-p20'),
        nodeCpuPage1: ratio('caja-p1', 'ref-p1', 'serverCpuUs'),
        nodeCpuPage20: ratio('caja-p20', 'ref-p20', 'serverCpuUs'),
        oneStatementPage1: ratio('caja-p1', 'one-p1', 'requestsPerSecond'),
        oneStatementPage20: ratio('caja-p20', 'one-p20', 'requestsPerSecond'),
      };
      const allOk = run.every(
        ({ result }) =>
          result.measurement.errors === 0 &&
          Object.keys(result.measurement.statuses).every((code) => code === '200'),
      );
      const met = ratios.page1 !== null && ratios.page1 >= TARGET_RATIO;

      const int = (n: number | null) => (n === null ? '-' : Math.round(n).toLocaleString('en-US'));
      const x = (n: number | null) => (n === null ? '-' : `${n.toFixed(2)}x`);
      const machine = describeMachine(version, new URL(url).host);
      say();
      say(
        `GET /public/v1/sales?limit=25, ${CONNECTIONS} connections, ${options.durationS} s per case in ${options.rounds} paired rounds`,
      );
      say(`Caja: src/start/server.ts through tsx with ${startFlags().join(' ')}, LOG_LEVEL=info to a file.`);
      say();
      say('| case | req/s | p50 | p99 | Node CPU per request | PostgreSQL CPU per request |');
      say('|---|---:|---:|---:|---:|---:|');
      for (const { result, databaseCpuUs } of run) {
        const m = result.measurement;
        say(
          `| ${result.label} | ${int(m.requestsPerSecond)} | ${m.p50Ms} ms | ${m.p99Ms} ms | ${int(m.serverCpuUs)} µs | ${int(databaseCpuUs)} µs |`,
        );
      }
      say();
      say(
        `Caja / reference throughput (median of the rounds' ratios): page 1 ${x(ratios.page1)}, page 20 ${x(ratios.page20)}`,
      );
      say(`  per round, page 1:  ${ratios.page1PerRound.join(' ')}`);
      say(`  per round, page 20: ${ratios.page20PerRound.join(' ')}`);
      say(
        `Caja / reference Node CPU per request: page 1 ${x(ratios.nodeCpuPage1)}, page 20 ${x(ratios.nodeCpuPage20)}`,
      );
      say(
        `Caja / reference running Caja's statement: page 1 ${x(ratios.oneStatementPage1)}, page 20 ${x(ratios.oneStatementPage20)}`,
      );
      say(
        `Caja resident memory: ${int(memory.cajaIdleMib)} MiB before the load, median ${int(memory.cajaMedianMib)} MiB under it, peak ${int(memory.cajaPeakMib)} MiB (reference's peak: ${int(memory.referencePeakMib)} MiB)`,
      );
      say(`Every response a 200: ${allOk ? 'yes' : 'no'}`);
      say(`Caja / reference throughput on page 1 >= ${TARGET_RATIO.toFixed(2)}x: ${met ? 'met' : 'not met'}`);
      say(
        `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB; Node ${machine.node}; PostgreSQL ${machine.postgres}`,
      );
      say(`Load average (1/5/15 min) before: ${loadBefore}; after: ${loadAfter}`);

      const results = {
        date: new Date().toISOString(),
        machine,
        loadAverage: { before: loadBefore, after: loadAfter },
        dataset: { sales: SALES, items: seeded.items, invoices: seeded.invoices },
        settings: { connections: CONNECTIONS, ...options, cajaFlags: startFlags() },
        sameBytes: { pages: 20, sales },
        sql: cajaSql,
        cases: run.map(({ result, databaseCpuUs }) => ({ ...result, databaseCpuUs })),
        ratios,
        memory,
        allResponses200: allOk,
        target: { page1Ratio: TARGET_RATIO, met },
      };
      mkdirSync('bench/results', { recursive: true });
      writeFileSync('bench/results/sales-list.json', `${JSON.stringify(results, null, 2)}\n`);
      say('Written to bench/results/sales-list.json');
    } finally {
      await Promise.all(servers.map((s) => s.running.stop()));
      await client.end().catch(() => undefined);
      rmSync(logPath, { force: true });
    }
  },
);
