import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '#src/db/database.js';
import { createAccount } from '#src/domain/accounts/accounts.service.js';
import { addDevice } from '#src/domain/devices/devices.service.js';
import { newSecretKey, parseSecretKey, SecretBox } from '#src/domain/secrets/secret-box.js';
import { createWebhookEndpoint } from '#src/domain/webhooks/endpoints.service.js';
import { migrateToLatest } from '#src/migrate.js';
import { runOnBenchDatabase } from './bench-database.js';
import { startCaja } from './bench-servers.js';
import { benchWarehouse, invoice, movement, sale, uploadBatch } from './ingest-records.js';
import { median } from './report.js';
import { seedSales } from './seed-sales.js';
import { processCpuMs, type RunningServer, residentMib } from './servers.js';

/**
 * The ingest part of `npm run bench`: `POST /sync/v1/upload` of sales (1 to 6 lines with VAT)
 * into an account with no sales and one with 100,000, by 1 and 4 registers at once, in batches
 * of 100 and 500, in paired rounds (the two accounts of a case alternate). Then sales into an
 * account whose webhook endpoint takes every event (against the account without one), and
 * invoices and stock movements (into each account's warehouse, so that each counts in a stock
 * level, as a register's do). Reports records per second and the CPU per record of the Caja
 * process and of the database's backends, and how the second account of each case compares
 * with the first (flat from empty to full means the lookups keep their index as the account
 * grows). Then sales into the embedded database, one register in batches of 100 (PGlite
 * serves one statement at a time; its CPU is the Caja process's own). BENCH_INGEST_ROUNDS (3) and
 * BENCH_INGEST_SALES (1000 records per case and round; half on the embedded database) change it.
 */
const SEEDED = 100_000;
const ROUNDS = Number(process.env['BENCH_INGEST_ROUNDS'] ?? 3);
const SALES_PER_CASE = Number(process.env['BENCH_INGEST_SALES'] ?? 1000);
/** PGlite applies each record more slowly: fewer sales keep its part of the run short. */
const EMBEDDED_SALES = Math.max(100, Math.round(SALES_PER_CASE / 2));
const say = (line = '') => process.stdout.write(`${line}\n`);

type RecordKind = 'sale' | 'invoice' | 'stock_movement';
const RECORDS: Record<RecordKind, (n: number) => object> = { sale, invoice, stock_movement: movement };
const NAMES: Record<RecordKind, string> = {
  sale: 'sales',
  invoice: 'invoices',
  stock_movement: 'stock movements',
};

/** CPU so far of each backend serving `database` (their process titles name it), by pid. */
function backendsCpu(database: string): Map<string, number> {
  const cpu = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(database)) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      cpu.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // The process ended meanwhile.
    }
  }
  return cpu;
}

/**
 * Milliseconds of CPU the backends used between two snapshots. A backend that closed meanwhile
 * (an idle pool connection) takes its share with it: the figure can only under-count.
 */
function backendsCpuSince(before: Map<string, number>, database: string): number {
  let total = 0;
  for (const [pid, now] of backendsCpu(database)) total += now - (before.get(pid) ?? 0);
  return total;
}

interface Registers {
  label: string;
  tokens: string[];
  /** Where its movements go, so that each counts in a stock level as a register's does. */
  warehouseId: string;
}

/** One line of the table: what is uploaded, how, and the two accounts it compares. */
interface Case {
  records: RecordKind;
  devices: number;
  batch: number;
  /** The reference account, then the one compared with it (whose row shows the ratio). */
  accounts: readonly [string, string];
  /** Records per round, as a multiple of the setup's (the faster types need more to time). */
  scale?: number;
}

interface Setup {
  kind: 'PostgreSQL' | 'embedded';
  /** The database's backends, where its work runs in processes of its own. */
  backends: string | null;
  cases: readonly Case[];
  recordsPerCase: number;
}

const EMPTY = 'empty account';
const FULL = `account with ${SEEDED.toLocaleString('en-US')} sales`;
const HOOKED = 'empty account, a webhook endpoint on every event';
/** Sales into the empty account and the full one. */
const salesCase = (devices: number, batch: number): Case => ({
  records: 'sale',
  devices,
  batch,
  accounts: [EMPTY, FULL],
});

/**
 * Three accounts, four registers each, on a database `open` gives: one with no sales, one with
 * SEEDED, and one with no sales and a webhook endpoint subscribed to every event (its
 * deliveries are queued with each upload; this bench's Caja sends none).
 */
async function prepare(open: () => ReturnType<typeof openDatabase>): Promise<Registers[]> {
  const handle = await open();
  const accounts: Registers[] = [];
  try {
    await migrateToLatest(handle);
    for (const [label, seeded] of [
      [EMPTY, 0],
      [FULL, SEEDED],
      [HOOKED, 0],
    ] as const) {
      const now = new Date();
      const account = await createAccount(handle.db, { name: label, plan: 'pro' }, now);
      const devices = await Promise.all(
        [1, 2, 3, 4].map((i) =>
          addDevice(
            handle.db,
            account.id,
            { environment: 'live', kind: 'primary', name: `Caja ${i}`, appVersion: '4.2.0' },
            now,
          ),
        ),
      );
      if (seeded > 0) await seedSales(handle.db, account.id, devices[0]!.device.id, seeded);
      const warehouseId = await benchWarehouse(handle.db, account.id, now);
      if (label === HOOKED) {
        await createWebhookEndpoint(
          handle.db,
          { accountId: account.id, environment: 'live' },
          { url: 'https://hooks.example.com/caja' },
          now,
          { allowLoopback: false, resolve: async () => ['93.184.216.34'] },
          { who: 'bench', ip: null },
          new SecretBox(parseSecretKey(newSecretKey())!),
        );
      }
      accounts.push({ label, tokens: devices.map((d) => d.token), warehouseId });
    }
  } finally {
    await handle.close();
  }
  return accounts;
}

/** Uploads every case into both accounts, the accounts alternating round by round. */
async function measure(caja: RunningServer, accounts: Registers[], setup: Setup) {
  const uploadUrl = caja.baseUrl.replace('/public/v1', '/sync/v1/upload');
  let n = 0;
  const upload = async (
    account: Registers,
    token: string,
    kind: RecordKind,
    batch: number,
    total: number,
  ) => {
    for (let sent = 0; sent < total; sent += batch) {
      const records = Array.from({ length: Math.min(batch, total - sent) }, () => ({
        type: kind,
        data: kind === 'stock_movement' ? movement(n++, account.warehouseId) : RECORDS[kind](n++),
      }));
      await uploadBatch(uploadUrl, token, JSON.stringify({ records }));
    }
  };
  for (const account of accounts)
    for (const kind of new Set(setup.cases.map((c) => c.records)))
      await upload(account, account.tokens[0]!, kind, 100, 300);
  const accountNamed = (label: string) => accounts.find((a) => a.label === label)!;
  const keyOf = (c: Case, label: string) => `${setup.cases.indexOf(c)}|${label}`;
  type Figures = { rate: number[]; nodeUs: number[]; dbUs: number[] };
  const figures = new Map<string, Figures>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const c of setup.cases) {
      const pair = c.accounts.map(accountNamed);
      for (const account of round % 2 === 0 ? pair : [...pair].reverse()) {
        const key = keyOf(c, account.label);
        const f = figures.get(key) ?? { rate: [], nodeUs: [], dbUs: [] };
        const node0 = processCpuMs(caja.pid) ?? 0;
        const db0 = setup.backends ? backendsCpu(setup.backends) : null;
        const total = setup.recordsPerCase * (c.scale ?? 1);
        const started = performance.now();
        await Promise.all(
          account.tokens
            .slice(0, c.devices)
            .map((token) => upload(account, token, c.records, c.batch, total / c.devices)),
        );
        const seconds = (performance.now() - started) / 1000;
        f.rate.push(total / seconds);
        f.nodeUs.push((((processCpuMs(caja.pid) ?? 0) - node0) * 1000) / total);
        if (setup.backends && db0) {
          f.dbUs.push((backendsCpuSince(db0, setup.backends) * 1000) / total);
        }
        figures.set(key, f);
      }
    }
  }
  const results: Record<string, unknown> = {};
  for (const c of setup.cases) {
    const [reference, compared] = c.accounts.map((label) => figures.get(keyOf(c, label))!);
    const ratio = median(compared!.rate.map((r, i) => reference!.rate[i]! / r));
    for (const [label, f] of [
      [c.accounts[0], reference!],
      [c.accounts[1], compared!],
    ] as const) {
      const db = setup.backends ? `${median(f.dbUs).toFixed(0)} µs` : 'in the process';
      const last = label === c.accounts[1] ? `${ratio.toFixed(2)}x the time` : '';
      say(
        `| ${setup.kind} | ${NAMES[c.records]} | ${c.devices} × ${c.batch} | ${label} | ${median(f.rate).toFixed(0)} | ${median(f.nodeUs).toFixed(0)} µs | ${db} | ${last} |`,
      );
    }
    const figuresOf = (f: Figures) => ({
      records_per_s: median(f.rate),
      process_us: median(f.nodeUs),
      database_us: setup.backends ? median(f.dbUs) : null,
    });
    results[`${c.records} ${c.devices}x${c.batch} ${c.accounts[1] === HOOKED ? 'webhooks' : 'seeded'}`] = {
      [c.accounts[0]]: figuresOf(reference!),
      [c.accounts[1]]: figuresOf(compared!),
      time_ratio: ratio,
    };
  }
  return results;
}

runOnBenchDatabase(
  'ingest',
  'Bench de ingesta omitido: no hay PostgreSQL (define DATABASE_URL).',
  async ({ url, name, version, dataDir }) => {
    say(`\n== Ingest: POST /sync/v1/upload (PostgreSQL ${version}, and the embedded database)`);
    say(
      `${ROUNDS} paired rounds; ${SALES_PER_CASE} records per case on PostgreSQL, ${EMBEDDED_SALES} on the embedded database`,
    );
    say(
      '| database | records | registers × batch | account | records/s | Caja process CPU per record | PostgreSQL CPU per record | time against the row above |',
    );
    say('|---|---|---|---|---:|---:|---:|---:|');
    const env = { RATE_LIMIT_PER_DEVICE: '1000000' };
    const results: Record<string, unknown> = {};
    const runs: Array<{
      setup: Setup;
      start: () => Promise<RunningServer>;
      accounts: () => Promise<Registers[]>;
    }> = [
      {
        setup: {
          kind: 'PostgreSQL',
          backends: name,
          cases: [
            salesCase(1, 100),
            salesCase(1, 500),
            salesCase(4, 100),
            salesCase(4, 500),
            { records: 'sale', devices: 4, batch: 500, accounts: [EMPTY, HOOKED] },
            { records: 'invoice', devices: 1, batch: 500, accounts: [EMPTY, FULL], scale: 4 },
            { records: 'stock_movement', devices: 1, batch: 500, accounts: [EMPTY, FULL], scale: 4 },
          ],
          recordsPerCase: SALES_PER_CASE,
        },
        accounts: () => prepare(() => openDatabase({ url, poolSize: 2 })),
        // Started after the seed: its first housekeeping analyzes what the seed wrote.
        start: () =>
          startCaja({
            databaseUrl: url,
            logPath: '/dev/null',
            dataDir,
            env: { ...env, WEBHOOK_WORKER: 'false' },
          }),
      },
      {
        setup: {
          kind: 'embedded',
          backends: null,
          cases: [salesCase(1, 100)],
          recordsPerCase: EMBEDDED_SALES,
        },
        accounts: () => prepare(() => openDatabase({ dataDir: join(dataDir, 'embedded') })),
        start: () =>
          startCaja({ databaseUrl: '', logPath: '/dev/null', dataDir: join(dataDir, 'embedded'), env }),
      },
    ];
    const peaks: string[] = [];
    for (const run of runs) {
      const accounts = await run.accounts();
      const caja = await run.start();
      try {
        results[run.setup.kind] = await measure(caja, accounts, run.setup);
        const peak = residentMib(caja.pid, 'VmHWM');
        peaks.push(`${run.setup.kind} ${peak} MiB`);
      } finally {
        await caja.stop();
      }
    }
    say(`Caja's peak resident memory: ${peaks.join(', ')}`);
    const load = loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    say(`load ${load}`);
    mkdirSync('bench/results', { recursive: true });
    const run = { date: new Date().toISOString(), load_after: load, postgres: version, rounds: ROUNDS };
    writeFileSync(
      'bench/results/ingest.json',
      `${JSON.stringify({ ...run, results, peak_resident: peaks }, null, 2)}\n`,
    );
    say('Written to bench/results/ingest.json');
  },
);
