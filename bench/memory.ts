import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, openDatabase } from '#src/db/database.js';
import { createAccount } from '#src/domain/accounts/accounts.service.js';
import { createApiKey } from '#src/domain/api-keys/api-keys.service.js';
import { addDevice } from '#src/domain/devices/devices.service.js';
import { createWarehouse } from '#src/domain/inventory/warehouses.service.js';
import { migrateToLatest } from '#src/migrate.js';
import { benchServerUrl, createDatabase, dropDatabase, serverVersion } from './bench-database.js';
import { startCaja } from './bench-servers.js';
import { movement, sale, uploadBatch } from './ingest-records.js';
import { type RunningServer, residentMib } from './servers.js';

/**
 * Caja's resident memory under a mixed load, embedded database and PostgreSQL side by side: Caja
 * started as `npm start` runs it, one account with an API key of every scope and a registered
 * register, and 8 workers for BENCH_MEMORY_MINUTES (10) — two listing customers, products, sales,
 * stock levels and events, two creating customers (with an Idempotency-Key) and editing them, two
 * uploading sales and stock movements as the register, two reading its change feed. The Caja
 * process's resident memory (/proc) is sampled every BENCH_MEMORY_SAMPLE_S (3) seconds. Reports
 * start, peak, end, the slope over the last half (MiB per minute) and the requests per second.
 * Without a PostgreSQL its part is skipped with a message.
 */
const MINUTES = Number(process.env['BENCH_MEMORY_MINUTES'] ?? 10);
const SAMPLE_S = Number(process.env['BENCH_MEMORY_SAMPLE_S'] ?? 3);
const WORKERS = 8;
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

interface Fixture {
  apiKey: string;
  deviceToken: string;
  warehouseId: string;
}

/** One account on plan pro with a live key of every scope, a register and a warehouse. */
async function prepare(handle: DatabaseHandle): Promise<Fixture> {
  try {
    await migrateToLatest(handle);
    const now = new Date();
    const account = await createAccount(handle.db, { name: 'Tienda La Memoria', plan: 'pro' }, now);
    const { secret } = await createApiKey(
      handle.db,
      account.id,
      {
        environment: 'live',
        name: 'bench',
        scopes: [
          'customers:read',
          'customers:write',
          'products:read',
          'sales:read',
          'inventory:read',
          'events:read',
        ],
      },
      now,
      { who: 'bench', ip: null },
    );
    const { token } = await addDevice(
      handle.db,
      account.id,
      { environment: 'live', kind: 'primary', name: 'Caja 1', appVersion: '4.2.0' },
      now,
    );
    const warehouse = await handle.db
      .transaction()
      .execute((tx) =>
        createWarehouse(
          tx,
          { accountId: account.id, environment: 'live' },
          { name: 'Bodega', isDefault: true },
          now,
        ),
      );
    return { apiKey: secret, deviceToken: token, warehouseId: warehouse.id };
  } finally {
    await handle.close();
  }
}

async function call(url: string, token: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(url, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });
  const body = await response.text();
  if (response.status >= 300)
    throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${body.slice(0, 300)}`);
  return body ? JSON.parse(body) : null;
}

/** The 8 workers until `deadline`; the number of requests each kind completed. */
async function load(
  caja: RunningServer,
  fixture: Fixture,
  deadline: number,
): Promise<Record<string, number>> {
  const api = caja.baseUrl;
  const sync = caja.baseUrl.replace('/public/v1', '/sync/v1');
  const done: Record<string, number> = { reads: 0, writes: 0, uploads: 0, changes: 0 };
  const lists = ['customers', 'products', 'sales', 'inventory/levels', 'events'];
  let n = 0;
  const reads = async (w: number) => {
    for (let i = w; Date.now() < deadline; i++) {
      await call(`${api}/${lists[i % lists.length]}?limit=100`, fixture.apiKey);
      done['reads']!++;
    }
  };
  const writes = async (w: number) => {
    for (let i = 0; Date.now() < deadline; i++) {
      const created = (await call(`${api}/customers`, fixture.apiKey, {
        method: 'POST',
        headers: { 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({ name: `Cliente ${w}-${i}`, phone: `+57 300${String(i).padStart(7, '0')}` }),
      })) as { id: string };
      await call(`${api}/customers/${created.id}`, fixture.apiKey, {
        method: 'PATCH',
        body: JSON.stringify({ last_name: `Pérez ${i}`, email: `cliente${w}.${i}@example.co` }),
      });
      done['writes']! += 2;
    }
  };
  const uploads = async () => {
    while (Date.now() < deadline) {
      const records = Array.from({ length: 25 }, () => [
        { type: 'sale', data: sale(n++) },
        { type: 'stock_movement', data: movement(n++, fixture.warehouseId) },
      ]).flat();
      await uploadBatch(`${sync}/upload`, fixture.deviceToken, JSON.stringify({ records }));
      done['uploads']!++;
    }
  };
  const changes = async () => {
    let after = 0;
    while (Date.now() < deadline) {
      const page = (await call(`${sync}/changes?after=${after}&limit=200`, fixture.deviceToken)) as {
        next_after: number;
        has_more: boolean;
      };
      // At the end of the feed it starts over, as a register set up afresh reads it whole.
      after = page.has_more ? page.next_after : 0;
      done['changes']!++;
    }
  };
  const kinds = [reads, writes, uploads, changes];
  await Promise.all(Array.from({ length: WORKERS }, (_, w) => kinds[w % kinds.length]!(w)));
  return done;
}

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

async function measure(label: string, caja: RunningServer, fixture: Fixture) {
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
    peak_mib: Math.max(...samples.map((s) => s.mib)),
    end_mib: samples.at(-1)!.mib,
    peak_hwm_mib: residentMib(caja.pid, 'VmHWM'),
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
  say('| database | start MiB | peak MiB | end MiB | last-half slope MiB/min | requests |');
  say('|---|---:|---:|---:|---:|---|');
  // As `npm start` does before it starts (its prestart).
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  const results: Record<string, unknown> = {};
  const root = join(tmpdir(), `caja-bench-memory-${process.pid}`);
  const only = process.env['BENCH_MEMORY_ONLY'];
  try {
    if (only !== 'postgres') {
      const dataDir = join(root, 'embedded');
      const fixture = await prepare(await openDatabase({ dataDir }));
      const caja = await startCaja({
        databaseUrl: '',
        logPath: '/dev/null',
        dataDir,
        env: LIMITS,
        nodeArgs: NODE_ARGS,
        entry: ENTRY,
      });
      try {
        results['embedded'] = await measure('embedded', caja, fixture);
      } finally {
        await caja.stop();
      }
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
          const fixture = await prepare(await openDatabase({ url, poolSize: 2 }));
          const caja = await startCaja({
            databaseUrl: url,
            logPath: '/dev/null',
            dataDir: join(root, 'postgres'),
            env: LIMITS,
            nodeArgs: NODE_ARGS,
            entry: ENTRY,
          });
          try {
            results[`PostgreSQL ${version}`] = await measure('PostgreSQL', caja, fixture);
          } finally {
            await caja.stop();
          }
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
