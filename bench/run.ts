import { createReadStream, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { encodeCursor } from '#src/domain/pagination/cursor.js';
import {
  benchServerUrl,
  CUSTOMERS,
  createDatabase,
  dropDatabase,
  explain,
  type PlanSummary,
  positionAtRow,
  seed,
  serverVersion,
} from './bench-database.js';
import { RAISED_LIMIT, startCaja, startFlags, startReference } from './bench-servers.js';
import { benchCases, DEEP_PAGE, pageAfter, runCases, walkToPage20 } from './cases.js';
import { FIRST_PAGE_SQL, NEXT_PAGE_SQL } from './customer-list-sql.js';
import { CONNECTIONS } from './load.js';
import { checks, describeMachine, describeSetup, renderTable } from './report.js';
import { cajaCustomerListSql } from './same-sql.js';
import type { RunningServer } from './servers.js';

/**
 * `npm run bench`: Caja's GET /customers against a bare Fastify + pg reference on the same
 * PostgreSQL data, then Caja's rejected requests. Prints one table and writes
 * bench/results/latest.json. BENCH_DURATION, BENCH_WARMUP (seconds per case) and BENCH_ROUNDS
 * change the run.
 */
const P99_TARGET_MS = 25;
const REJECTED_TARGET = 30_000;
const options = {
  durationS: Number(process.env['BENCH_DURATION'] ?? 20),
  warmupS: Number(process.env['BENCH_WARMUP'] ?? 2),
  rounds: Number(process.env['BENCH_ROUNDS'] ?? 10),
};

/** Set by SIGINT/SIGTERM: the handler cleans up and exits, whatever main() is doing. */
let interrupted = false;

const say = (line = '') => process.stdout.write(`${line}\n`);
const loads = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main(): Promise<number> {
  const serverUrl = benchServerUrl();
  const host = new URL(serverUrl).host;
  const version = await serverVersion(serverUrl);
  if (version === null) {
    say(`Bench omitido: no hay PostgreSQL en ${host} (define DATABASE_URL). No se midió nada.`);
    say(`Bench skipped: no PostgreSQL reachable at ${host} (set DATABASE_URL). Nothing was measured.`);
    return 0;
  }

  const dbName = `caja_bench_${process.pid}`;
  const logPath = join(tmpdir(), `caja-bench-${process.pid}.log`);
  const dataDir = join(tmpdir(), `caja-bench-${process.pid}`);
  const servers: RunningServer[] = [];
  let cleaning: Promise<void> | undefined;
  // Once, however many times it is asked for: the signal handler and main's `finally` both wait on it.
  const cleanup = () => {
    cleaning ??= (async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await dropDatabase(serverUrl, dbName).catch(() => undefined);
      rmSync(logPath, { force: true });
      rmSync(`${logPath}.reference`, { force: true });
      rmSync(dataDir, { recursive: true, force: true });
    })();
    return cleaning;
  };
  /** Keeps a started server for cleanup, or stops it at once if cleanup has begun meanwhile. */
  const track = async (server: RunningServer) => {
    servers.push(server);
    if (cleaning) await server.stop();
    return server;
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    // `on`, not `once`: a terminal's Ctrl-C reaches this process more than once (through npm and
    // tsx too), and a second signal must not end it before the database is dropped.
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = true;
      say(`\n${signal}: stopping the servers and dropping ${dbName}.`);
      void cleanup().finally(() => process.exit(130));
    });
  }

  try {
    const machine = describeMachine(version, host);
    const url = await createDatabase(serverUrl, dbName);
    say(`Seeding ${CUSTOMERS.toLocaleString('en-US')} customers into ${dbName}…`);
    const seeded = await seed(url);
    say(
      `  ${seeded.customers.toLocaleString('en-US')} customers (${seeded.deleted} soft-deleted) in ${(seeded.seedMs / 1000).toFixed(1)} s`,
    );

    const cajaSql = await cajaCustomerListSql();
    if (cajaSql.first !== FIRST_PAGE_SQL || cajaSql.next !== NEXT_PAGE_SQL) {
      throw new Error(
        `The reference no longer runs Caja's SQL.\nCaja: ${cajaSql.first}\n      ${cajaSql.next}`,
      );
    }

    const caja = await track(await startCaja({ databaseUrl: url, logPath, dataDir }));
    const reference = await track(
      await startReference({
        databaseUrl: url,
        accountId: seeded.accountId,
        logPath: `${logPath}.reference`,
      }),
    );

    const [deepAt, deepId] = await positionAtRow(url, seeded.accountId, (DEEP_PAGE - 1) * 25);
    const deep = pageAfter(encodeCursor('customers', deepAt, deepId));
    const { page20, cajaRequests } = await walkToPage20(caja, reference, seeded.apiKey, [deep]);
    const position = JSON.parse(
      Buffer.from(page20.split('starting_after=')[1]!, 'base64url').toString('utf8'),
    ) as string[];
    const plans: Record<string, PlanSummary> = {
      page1: await explain(url, FIRST_PAGE_SQL, [seeded.accountId, 'live', 26]),
      page20: await explain(url, NEXT_PAGE_SQL, [seeded.accountId, 'live', position[1], position[2], 26]),
      [`page${DEEP_PAGE}`]: await explain(url, NEXT_PAGE_SQL, [seeded.accountId, 'live', deepAt, deepId, 26]),
    };

    const setup = describeSetup({
      ...options,
      connections: CONNECTIONS,
      cores: machine.cores,
      limit: RAISED_LIMIT,
      cajaFlags: startFlags(),
    });
    say();
    say(setup.join('\n'));
    say();
    for (const [name, plan] of Object.entries(plans)) {
      say(
        `EXPLAIN ANALYZE ${name}: ${plan.indexes.join(', ')}; ${plan.executionMs.toFixed(3)} ms; ${plan.sharedHitBlocks} buffers`,
      );
    }
    say();

    const loadBefore = loads();
    const run = await runCases(benchCases(caja, reference, seeded.apiKey, { page20, deep }), options, say);
    const loadAfter = loads();
    await Promise.all(servers.map((s) => s.stop()));
    const logLines = await countRequestLines(logPath);
    const cajaResponses = run.cajaResponses + cajaRequests + 1; // + the readiness probe
    const byId = Object.fromEntries(run.results.map((r) => [r.id, r]));
    const list = checks(byId, REJECTED_TARGET, P99_TARGET_MS);
    list.push({
      name: 'Caja log lines for its responses',
      value: `${logLines.toLocaleString('en-US')} / ${cajaResponses.toLocaleString('en-US')}`,
      target: 'one each',
      pass: logLines >= cajaResponses,
    });

    say();
    say(
      `GET /public/v1/customers?limit=25, ${CUSTOMERS.toLocaleString('en-US')} customers in one account, ${CONNECTIONS} connections, ${options.durationS} s per case`,
    );
    say();
    say(renderTable(run.results, list));
    say();
    say(
      `Ratios are the median of the ${options.rounds} rounds' own ratios (a round loads every case once, back to back).`,
    );
    say(
      `Note: with ${CONNECTIONS} connections the mean latency is ${CONNECTIONS} / throughput (Little's law), so a p99 under ${P99_TARGET_MS} ms`,
    );
    say(
      `  needs well over ${Math.round((CONNECTIONS * 1000) / P99_TARGET_MS).toLocaleString('en-US')} req/s.`,
    );
    say(
      `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, ${machine.os}; Node ${machine.node}; PostgreSQL ${machine.postgres}`,
    );
    say(`Load average (1/5/15 min) before: ${loadBefore}; after: ${loadAfter}`);
    if (Number(loadBefore.split(' ')[0]) > machine.cores / 2) {
      say(
        `Warning: the machine was already busy before the bench (load ${loadBefore.split(' ')[0]} on ${machine.cores} cores).`,
      );
      say('  Absolute figures are low and noisy; the ratios, measured interleaved, are the figures to read.');
    }

    const results = {
      date: new Date().toISOString(),
      machine,
      loadAverage: { before: loadBefore, after: loadAfter },
      setup,
      dataset: {
        customers: seeded.customers,
        softDeleted: seeded.deleted,
        seedSeconds: seeded.seedMs / 1000,
      },
      settings: { connections: CONNECTIONS, ...options, rateLimitPerMinute: Number(RAISED_LIMIT) },
      sql: { firstPage: FIRST_PAGE_SQL, nextPage: NEXT_PAGE_SQL },
      explain: plans,
      cases: run.results,
      checks: list,
    };
    mkdirSync('bench/results', { recursive: true });
    writeFileSync('bench/results/latest.json', `${JSON.stringify(results, null, 2)}\n`);
    const missed = list.filter((c) => c.pass === false).length;
    say(missed === 0 ? 'Every target met.' : `${missed} target(s) missed.`);
    say('Written to bench/results/latest.json');
    return 0;
  } finally {
    await cleanup();
  }
}

/** Request lines Caja logged (pino JSON, `"msg":"request"`). */
async function countRequestLines(path: string): Promise<number> {
  let count = 0;
  const lines = createInterface({ input: createReadStream(path), crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) if (line.includes('"msg":"request"')) count++;
  return count;
}

main().then(
  (code) => {
    if (!interrupted) process.exit(code);
  },
  (error: unknown) => {
    if (interrupted) return;
    process.stderr.write(
      `Bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
