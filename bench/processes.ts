import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  benchServerUrl,
  createDatabase,
  dropDatabase,
  onServer,
  seed,
  serverVersion,
} from './bench-database.js';
import { RAISED_LIMIT, startFlags } from './bench-servers.js';
import { buildDist, migrateEmbedded, startDistServer } from './dist-server.js';
import { CONNECTIONS } from './load.js';
import { LIST_PATH, measureThroughput, SHARED_LIMITS, summarizeThroughput } from './process-throughput.js';
import { describeMachine, median } from './report.js';

/**
 * The process part of `npm run bench`, on PostgreSQL, with Caja started from dist/ as
 * `npm start` runs it: how long a restart takes until GET /readyz answers 200 (embedded and
 * PostgreSQL), how long requests fail after every connection to the database is cut, and the
 * requests per second of 1, 2 and 3 API processes sharing one database (paired rounds).
 * BENCH_PROCESS_RESTARTS (5), BENCH_PROCESS_ROUNDS (5) and BENCH_PROCESS_SECONDS (5) change the run.
 */
const RESTARTS = Number(process.env['BENCH_PROCESS_RESTARTS'] ?? 5);
const ROUNDS = Number(process.env['BENCH_PROCESS_ROUNDS'] ?? 5);
const SECONDS = Number(process.env['BENCH_PROCESS_SECONDS'] ?? 5);
const POLL_EVERY_MS = 10;
const say = (line = '') => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ms = (n: number) => `${n.toFixed(0)} ms`;
const loads = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Restarts on an existing database, embedded and PostgreSQL alternating, until /readyz says 200. */
async function measureRestarts(url: string, dataDir: string) {
  const kinds = {
    embedded: { DATABASE_URL: '', CAJA_DATA_DIR: dataDir },
    postgres: { DATABASE_URL: url, CAJA_DATA_DIR: dataDir },
  };
  const times: Record<keyof typeof kinds, number[]> = { embedded: [], postgres: [] };
  for (let i = 0; i < RESTARTS; i++) {
    const order = (
      i % 2 === 0 ? ['embedded', 'postgres'] : ['postgres', 'embedded']
    ) as (keyof typeof kinds)[];
    for (const kind of order) {
      const server = await startDistServer(kinds[kind]);
      times[kind].push(server.readyMs);
      await server.stop();
    }
    say(
      `  restart ${i + 1}: embedded ${ms(times.embedded.at(-1)!)}, PostgreSQL ${ms(times.postgres.at(-1)!)}`,
    );
  }
  return times;
}

/** GET `url` every 10 ms without waiting for the previous answer, remembering each outcome. */
function poll(url: string, key: string) {
  const answers: Array<{ sentAt: number; doneAt: number; status: number }> = [];
  const timer = setInterval(() => {
    const sentAt = performance.now();
    fetch(url, { headers: { authorization: `Bearer ${key}` } }).then(
      (res) =>
        res.arrayBuffer().then(() => answers.push({ sentAt, doneAt: performance.now(), status: res.status })),
      () => answers.push({ sentAt, doneAt: performance.now(), status: 0 }),
    );
  }, POLL_EVERY_MS);
  return { answers, stop: () => clearInterval(timer) };
}

/** Terminates every backend of the database, waiting for each to end; returns how many. */
const terminateBackends = (serverUrl: string, dbName: string) =>
  onServer(serverUrl, async (c) => {
    const { rows } = await c.query(
      'select count(*) filter (where pg_terminate_backend(pid, 5000))::int as n from pg_stat_activity where datname = $1',
      [dbName],
    );
    return rows[0].n as number;
  });

/** Cuts every connection to the database while a client polls GET /me; the gap until a 2xx. */
async function measureRecovery(serverUrl: string, dbName: string, url: string, key: string) {
  const server = await startDistServer({ DATABASE_URL: url, ...SHARED_LIMITS, LOG_LEVEL: 'warn' });
  const runs: Array<{ gapMs: number; failedStatuses: number[]; backends: number }> = [];
  try {
    for (let i = 0; i < RESTARTS; i++) {
      const polling = poll(`${server.live}/public/v1/me`, key);
      await sleep(500);
      const backends = await terminateBackends(serverUrl, dbName);
      const cutAt = performance.now();
      const deadline = cutAt + 30_000;
      const after = () => polling.answers.filter((a) => a.sentAt >= cutAt);
      let firstOk: number | undefined;
      while (firstOk === undefined) {
        if (performance.now() > deadline) throw new Error('no 2xx within 30 s of the cut');
        await sleep(5);
        const ok = after().filter((a) => a.status >= 200 && a.status < 300);
        if (ok.length > 0) firstOk = Math.min(...ok.map((a) => a.doneAt));
      }
      await sleep(300);
      polling.stop();
      // Every answer of the window that was not a 2xx, whenever it was sent (0: no answer at all).
      const failed = polling.answers.filter((a) => a.status < 200 || a.status >= 300).map((a) => a.status);
      runs.push({ gapMs: firstOk - cutAt, failedStatuses: failed, backends });
      say(
        `  cut ${i + 1}: ${backends} backends ended, first 2xx ${ms(firstOk - cutAt)} later; answers other than 2xx: ${failed.length === 0 ? 'none' : failed.join(', ')}`,
      );
      await sleep(500);
    }
  } finally {
    await server.stop();
  }
  return runs;
}

const NOTES = [
  'What 2 cores can and cannot show: the API processes, PostgreSQL and the load generator share the',
  'same two cores, so a second or third process cannot add CPU and req/s cannot grow with processes',
  'here. What the rounds do show is that several processes serve one database correctly (the answers',
  "other than 200 above) and what coordinating costs: every request charges the key's and the",
  "account's rows in PostgreSQL (one write transaction, serialized on those rows), against the",
  'reference that keeps its limits in memory, and the change in req/s and in server CPU per request',
  'from 1 to 3 processes. Scaling out needs cores of its own per process and a database that keeps up.',
];

async function main(): Promise<void> {
  const serverUrl = benchServerUrl();
  const version = await serverVersion(serverUrl);
  if (version === null) {
    say('Process bench skipped: no PostgreSQL reachable (set DATABASE_URL).');
    return;
  }
  const dbName = `caja_bench_proc_${process.pid}`;
  const workDir = mkdtempSync(join(tmpdir(), 'caja-bench-proc-'));
  const dataDir = join(workDir, 'data');
  let cleaning: Promise<void> | undefined;
  const cleanup = () => {
    cleaning ??= (async () => {
      await dropDatabase(serverUrl, dbName).catch(() => undefined);
      rmSync(workDir, { recursive: true, force: true });
    })();
    return cleaning;
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void cleanup().finally(() => process.exit(130)));
  }
  try {
    const machine = describeMachine(version, new URL(serverUrl).host);
    const loadBefore = loads();
    buildDist();
    const url = await createDatabase(serverUrl, dbName);
    say(`Process bench: seeding ${dbName}…`);
    const seeded = await seed(url);
    migrateEmbedded(dataDir);
    say(`Caja from dist/ with ${startFlags().join(' ')}, PostgreSQL ${version}`);

    say(`Restart on an existing database until GET /readyz answers 200 (${RESTARTS} each, alternating):`);
    const restarts = await measureRestarts(url, dataDir);
    say(`Every backend of ${dbName} terminated while GET /me is polled every ${POLL_EVERY_MS} ms:`);
    const recovery = await measureRecovery(serverUrl, dbName, url, seeded.apiKey);
    say(
      `GET ${LIST_PATH}, ${CONNECTIONS} connections split between the processes, ${SECONDS} s per slice, ${ROUNDS} rounds:`,
    );
    const rounds = await measureThroughput(url, seeded.apiKey, workDir, {
      rounds: ROUNDS,
      seconds: SECONDS,
      say,
    });
    const configs = summarizeThroughput(rounds);
    const loadAfter = loads();

    const restart = {
      embeddedMs: restarts.embedded,
      postgresMs: restarts.postgres,
      medianEmbeddedMs: median(restarts.embedded),
      medianPostgresMs: median(restarts.postgres),
      // Each embedded restart against the PostgreSQL one next to it.
      medianEmbeddedToPostgres: median(restarts.embedded.map((e, i) => e / restarts.postgres[i]!)),
    };
    const recoveryGap = median(recovery.map((r) => r.gapMs));
    say();
    say('| processes | value |');
    say('|---|---:|');
    say(`| restart until ready, embedded (median of ${RESTARTS}) | ${ms(restart.medianEmbeddedMs)} |`);
    say(`| restart until ready, PostgreSQL (median of ${RESTARTS}) | ${ms(restart.medianPostgresMs)} |`);
    say(
      `| … embedded / PostgreSQL (median of the pairs' ratios) | ${restart.medianEmbeddedToPostgres.toFixed(2)}x |`,
    );
    const gaps = recovery.map((r) => r.gapMs);
    say(
      `| connections cut → first 2xx (median of ${RESTARTS}; range) | ${ms(recoveryGap)} (${ms(Math.min(...gaps))} to ${ms(Math.max(...gaps))}) |`,
    );
    const refused = recovery.flatMap((r) => r.failedStatuses);
    say(
      `| … answers other than 2xx around the ${RESTARTS} cuts | ${refused.length}${refused.length > 0 ? ` (${[...new Set(refused)].join(', ')})` : ''} |`,
    );
    for (const c of configs) {
      say(
        `| ${c.label}: req/s (ratio to 1 API process, median of rounds; server CPU per request) | ${c.requestsPerSecond.toFixed(0)} (${c.ratioToOneProcess.toFixed(2)}x; ${c.serverCpuUsPerRequest?.toFixed(0) ?? '-'} µs) |`,
      );
    }
    const notOk = configs.reduce((s, c) => s + c.notOkAnswers, 0);
    say(`Answers other than 200 under load: ${notOk}`);
    say();
    say(NOTES.join('\n'));
    say(
      `Machine: ${machine.cpu}, ${machine.cores} cores; Node ${machine.node}; PostgreSQL ${machine.postgres}`,
    );
    say(`Load average (1/5/15 min) before: ${loadBefore}; after: ${loadAfter}`);

    const results = {
      date: new Date().toISOString(),
      machine,
      loadAverage: { before: loadBefore, after: loadAfter },
      settings: {
        restarts: RESTARTS,
        rounds: ROUNDS,
        secondsPerSlice: SECONDS,
        connections: CONNECTIONS,
        nodeFlags: startFlags(),
        rateLimitStore: 'postgres (the reference process: memory)',
        rateLimitPerMinute: Number(RAISED_LIMIT),
        load: 'autocannon in the bench process, one instance per API process, connections split evenly',
      },
      restart,
      recovery: { pollEveryMs: POLL_EVERY_MS, runs: recovery, medianGapMs: recoveryGap },
      throughput: { configs, rounds },
      notes: NOTES.join(' '),
    };
    mkdirSync('bench/results', { recursive: true });
    writeFileSync('bench/results/processes.json', `${JSON.stringify(results, null, 2)}\n`);
    say('Written to bench/results/processes.json');
  } finally {
    await cleanup();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(
      `Process bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
