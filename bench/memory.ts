import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchServerUrl, createDatabase, dropDatabase, serverVersion } from './bench-database.js';
import { startCaja } from './bench-servers.js';
import { type Fixture, load, prepareThroughAdmin, WORKERS } from './mixed-load.js';
import { type RunningServer, residentMib } from './servers.js';

/**
 * Caja's resident memory under a mixed load, embedded database and PostgreSQL side by side, from
 * a first start as a newcomer's `npm start` makes it: the build run with `npm start`'s flags on an
 * empty data folder (or an empty PostgreSQL database), so that Caja makes and migrates its database
 * and seeds the demo account itself. Once it answers, an operator creates through the operator API
 * one account with an API key of every scope and a registered register, and 8 workers run for
 * BENCH_MEMORY_MINUTES (10) — two listing customers, products, sales, stock levels and events,
 * two creating customers (with an Idempotency-Key) and editing them, two uploading sales and stock
 * movements as the register, two reading its change feed. The Caja process's resident memory
 * (/proc) is sampled every BENCH_MEMORY_SAMPLE_S (3) seconds. Reports the resident memory when it
 * first answers, the peak over the whole life of the process (start included), the end, the slope
 * over the last half (MiB per minute) and the requests per second. Without a PostgreSQL its part
 * is skipped with a message.
 */
const MINUTES = Number(process.env['BENCH_MEMORY_MINUTES'] ?? 10);
const SAMPLE_S = Number(process.env['BENCH_MEMORY_SAMPLE_S'] ?? 3);
/** Node options on top of `npm start`'s, to compare one against another (space-separated). */
const NODE_ARGS = (process.env['BENCH_MEMORY_NODE_ARGS'] ?? '').split(/\s+/).filter(Boolean);
/**
 * What `npm start` runs: the build, not the sources through tsx, whose compiler and loader thread
 * alone were about 100 MiB more of the process.
 */
const ENTRY = 'dist/server.js';
/** Limits the bench's requests stay under. */
const LIMITS = { RATE_LIMIT_PER_DEVICE: '1000000', RATE_LIMIT_WRITES_PER_KEY: '1000000' };
const say = (line = '') => process.stdout.write(`${line}\n`);

/** Least-squares slope of `mib` over `minute`. */
function slope(points: Array<{ minute: number; mib: number }>): number {
  const mean = (f: (p: { minute: number; mib: number }) => number) =>
    points.reduce((sum, p) => sum + f(p), 0) / points.length;
  const mx = mean((p) => p.minute);
  const my = mean((p) => p.mib);
  const sxy = points.reduce((sum, p) => sum + (p.minute - mx) * (p.mib - my), 0);
  const sxx = points.reduce((sum, p) => sum + (p.minute - mx) ** 2, 0);
  return sxx === 0 ? 0 : sxy / sxx;
}

/** Starts Caja on a database it has to make, and measures it under the load. */
async function measure(label: string, options: { databaseUrl: string; dataDir: string }) {
  const caja = await startCaja({
    ...options,
    logPath: '/dev/null',
    // A first start as `npm start` makes it: the demo account is seeded too.
    env: { ...LIMITS, CAJA_DEMO: 'true' },
    nodeArgs: NODE_ARGS,
    entry: ENTRY,
    startTimeoutMs: 120_000,
  });
  try {
    return await measureRunning(label, caja, await prepareThroughAdmin(caja));
  } finally {
    await caja.stop();
  }
}

async function measureRunning(label: string, caja: RunningServer, fixture: Fixture) {
  const samples: Array<{ minute: number; mib: number }> = [];
  const started = Date.now();
  const sample = () => {
    const mib = residentMib(caja.pid);
    if (mib !== null) samples.push({ minute: (Date.now() - started) / 60_000, mib });
  };
  sample();
  const timer = setInterval(sample, SAMPLE_S * 1000);
  const done = await load(caja, fixture, started + MINUTES * 60_000).finally(() => clearInterval(timer));
  sample();
  const seconds = (Date.now() - started) / 1000;
  const lastHalf = samples.filter((s) => s.minute >= MINUTES / 2);
  const figures = {
    start_mib: samples[0]!.mib,
    // The kernel's high-water mark: the whole life of the process, its start included.
    peak_mib: Math.max(residentMib(caja.pid, 'VmHWM') ?? 0, ...samples.map((s) => s.mib)),
    peak_sampled_mib: Math.max(...samples.map((s) => s.mib)),
    end_mib: samples.at(-1)!.mib,
    last_half_slope_mib_per_min: Number(slope(lastHalf).toFixed(2)),
    requests_per_s: Object.fromEntries(
      Object.entries(done).map(([k, v]) => [k, Number((v / seconds).toFixed(1))]),
    ),
    samples: samples.map((s) => [Number(s.minute.toFixed(2)), s.mib]),
  };
  const rates = Object.entries(figures.requests_per_s)
    .map(([k, v]) => `${k} ${v}/s`)
    .join(', ');
  say(
    `| ${label} | ${figures.start_mib} | ${figures.peak_mib} | ${figures.end_mib} | ${figures.last_half_slope_mib_per_min} | ${rates} |`,
  );
  return figures;
}

async function main() {
  say(`\n== Memory: Caja's resident memory under ${WORKERS} workers of mixed load for ${MINUTES} min`);
  say('| database | first answer MiB | peak MiB | end MiB | last-half slope MiB/min | requests |');
  say('|---|---:|---:|---:|---:|---|');
  // As `npm start` does before it starts (its prestart).
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  const results: Record<string, unknown> = {};
  const root = join(tmpdir(), `caja-bench-memory-${process.pid}`);
  const only = process.env['BENCH_MEMORY_ONLY'];
  try {
    if (only !== 'postgres') {
      results['embedded'] = await measure('embedded', { databaseUrl: '', dataDir: join(root, 'embedded') });
    }
    if (only !== 'embedded') {
      const serverUrl = benchServerUrl();
      const version = await serverVersion(serverUrl);
      if (version === null) {
        say('PostgreSQL omitido: no hay servidor (define DATABASE_URL).');
      } else {
        const name = `caja_bench_memory_${process.pid}`;
        const url = await createDatabase(serverUrl, name);
        try {
          results[`PostgreSQL ${version}`] = await measure('PostgreSQL', {
            databaseUrl: url,
            dataDir: join(root, 'postgres'),
          });
        } finally {
          await dropDatabase(serverUrl, name);
        }
      }
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  const loadAfter = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  say(`load ${loadAfter}`);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    'bench/results/memory.json',
    `${JSON.stringify({ date: new Date().toISOString(), minutes: MINUTES, load_after: loadAfter, results }, null, 2)}\n`,
  );
  say('Written to bench/results/memory.json');
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
