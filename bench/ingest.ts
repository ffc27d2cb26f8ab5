import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { SaleRecord } from '#src/contract/sync/records.js';
import { openDatabase } from '#src/db/database.js';
import { migrateToLatest } from '#src/db/migrate.js';
import { createAccount } from '#src/domain/accounts/accounts.service.js';
import { addDevice } from '#src/domain/devices/devices.service.js';
import { runOnBenchDatabase } from './bench-database.js';
import { startCaja } from './bench-servers.js';
import { median } from './report.js';
import { seedSales } from './seed-sales.js';
import { processCpuMs, type RunningServer } from './servers.js';

/**
 * The ingest part of `npm run bench`: `POST /sync/v1/upload` of sales (1 to 6 lines with VAT)
 * into an account with no sales and one with 100,000, by 1 and 4 registers at once, in batches
 * of 100 and 500, in paired rounds (the two accounts alternate). Reports sales per second and
 * the CPU per sale of the Caja process and of the database's backends, and how the full
 * account compares with the empty one (flat means the lookups keep their index as the account
 * grows). Then the same into the embedded database, one register in batches of 100 (PGlite
 * serves one statement at a time; its CPU is the Caja process's own). BENCH_INGEST_ROUNDS (3) and
 * BENCH_INGEST_SALES (1000 per case and round; half on the embedded database) change it.
 */
const SEEDED = 100_000;
const ROUNDS = Number(process.env['BENCH_INGEST_ROUNDS'] ?? 3);
const SALES_PER_CASE = Number(process.env['BENCH_INGEST_SALES'] ?? 1000);
/** PGlite applies each record more slowly: fewer sales keep its part of the run short. */
const EMBEDDED_SALES = Math.max(100, Math.round(SALES_PER_CASE / 2));
const say = (line = '') => process.stdout.write(`${line}\n`);

function sale(n: number): SaleRecord {
  const items = Array.from({ length: 1 + (n % 6) }, (_, i) => {
    const unitPrice = 1000 + ((n * 31 + i * 17) % 60) * 500;
    const quantity = 1 + (i % 3);
    const subtotal = unitPrice * quantity;
    const base = Math.round((subtotal * 100) / 119);
    return {
      id: crypto.randomUUID(),
      product_id: crypto.randomUUID(),
      variant_id: null,
      item_kind: 'product' as const,
      description: `Producto ${i + 1}`,
      quantity,
      unit_price: unitPrice,
      subtotal,
      unit_cost: Math.round(unitPrice * 0.6),
      tax_class: 'standard',
      taxes: [{ code: '01', name: 'IVA', rate: 19, per_unit: null, base, amount: subtotal - base }],
    };
  });
  const subtotal = items.reduce((sum, item) => sum + item.subtotal, 0);
  const base = items.reduce((sum, item) => sum + item.taxes[0]!.base, 0);
  return {
    id: crypto.randomUUID(),
    status: n % 50 === 0 ? 'cancelled' : 'completed',
    document_kind: 'pos',
    payment_method: 'CASH',
    customer_id: null,
    cash_session_id: null,
    subtotal,
    discount: 0,
    discount_percent: 0,
    tax: subtotal - base,
    tip_amount: 0,
    total: subtotal,
    tax_breakdown: [{ code: '01', rate: 19, per_unit: null, base, amount: subtotal - base }],
    notes: null,
    table_label: null,
    items,
    occurred_at: new Date(Date.now() - (n % 72) * 3_600_000).toISOString(),
  } as SaleRecord;
}

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
}

interface Setup {
  kind: 'PostgreSQL' | 'embedded';
  /** The database's backends, where its work runs in processes of its own. */
  backends: string | null;
  cases: ReadonlyArray<{ devices: number; batch: number }>;
  salesPerCase: number;
}

/** Two accounts (no sales, and SEEDED), four registers each, on a database `open` gives. */
async function prepare(open: () => ReturnType<typeof openDatabase>): Promise<Registers[]> {
  const handle = await open();
  const accounts: Registers[] = [];
  try {
    await migrateToLatest(handle);
    for (const [label, seeded] of [
      ['empty account', 0],
      [`account with ${SEEDED.toLocaleString('en-US')} sales`, SEEDED],
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
      accounts.push({ label, tokens: devices.map((d) => d.token) });
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
  const upload = async (token: string, batch: number, total: number) => {
    for (let sent = 0; sent < total; sent += batch) {
      const records = Array.from({ length: Math.min(batch, total - sent) }, () => ({
        type: 'sale',
        data: sale(n++),
      }));
      const response = await fetch(uploadUrl, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ records }),
      });
      const body = (await response.json()) as { results?: Array<{ status: string }> };
      if (response.status !== 200 || body.results?.some((r) => r.status !== 'created')) {
        throw new Error(`upload answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
      }
    }
  };
  await upload(accounts[0]!.tokens[0]!, 100, 300);
  await upload(accounts[1]!.tokens[0]!, 100, 300);
  type Figures = { rate: number[]; nodeUs: number[]; dbUs: number[] };
  const figures = new Map<string, Figures>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const c of setup.cases) {
      for (const account of round % 2 === 0 ? accounts : [...accounts].reverse()) {
        const key = `${c.devices}x${c.batch}|${account.label}`;
        const f = figures.get(key) ?? { rate: [], nodeUs: [], dbUs: [] };
        const node0 = processCpuMs(caja.pid) ?? 0;
        const db0 = setup.backends ? backendsCpu(setup.backends) : null;
        const started = performance.now();
        await Promise.all(
          account.tokens
            .slice(0, c.devices)
            .map((token) => upload(token, c.batch, setup.salesPerCase / c.devices)),
        );
        const seconds = (performance.now() - started) / 1000;
        f.rate.push(setup.salesPerCase / seconds);
        f.nodeUs.push((((processCpuMs(caja.pid) ?? 0) - node0) * 1000) / setup.salesPerCase);
        if (setup.backends && db0) {
          f.dbUs.push((backendsCpuSince(db0, setup.backends) * 1000) / setup.salesPerCase);
        }
        figures.set(key, f);
      }
    }
  }
  const results: Record<string, unknown> = {};
  for (const c of setup.cases) {
    const [empty, full] = accounts.map((a) => figures.get(`${c.devices}x${c.batch}|${a.label}`)!);
    const ratio = median(full!.rate.map((r, i) => empty!.rate[i]! / r));
    for (const [account, f] of [
      [accounts[0]!, empty!],
      [accounts[1]!, full!],
    ] as const) {
      const db = setup.backends ? `${median(f.dbUs).toFixed(0)} µs` : 'in the process';
      const last = account === accounts[1] ? `${ratio.toFixed(2)}x the time` : '';
      say(
        `| ${setup.kind} | ${c.devices} × ${c.batch} | ${account.label} | ${median(f.rate).toFixed(0)} | ${median(f.nodeUs).toFixed(0)} µs | ${db} | ${last} |`,
      );
    }
    const figuresOf = (f: Figures) => ({
      sales_per_s: median(f.rate),
      process_us: median(f.nodeUs),
      database_us: setup.backends ? median(f.dbUs) : null,
    });
    results[`${c.devices}x${c.batch}`] = {
      empty: figuresOf(empty!),
      full: figuresOf(full!),
      full_over_empty_time: ratio,
    };
  }
  return results;
}

runOnBenchDatabase(
  'ingest',
  'Bench de ingesta omitido: no hay PostgreSQL (define DATABASE_URL).',
  async ({ url, name, version, dataDir }) => {
    say(`\n== Ingest: POST /sync/v1/upload of sales (PostgreSQL ${version}, and the embedded database)`);
    say(
      `${ROUNDS} paired rounds; ${SALES_PER_CASE} sales per case on PostgreSQL, ${EMBEDDED_SALES} on the embedded database`,
    );
    say(
      '| database | registers × batch | account | sales/s | Caja process CPU per sale | PostgreSQL CPU per sale | full / empty |',
    );
    say('|---|---|---|---:|---:|---:|---:|');
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
            { devices: 1, batch: 100 },
            { devices: 1, batch: 500 },
            { devices: 4, batch: 100 },
            { devices: 4, batch: 500 },
          ],
          salesPerCase: SALES_PER_CASE,
        },
        accounts: () => prepare(() => openDatabase({ url, poolSize: 2 })),
        // Started after the seed: its first housekeeping analyzes what the seed wrote.
        start: () => startCaja({ databaseUrl: url, logPath: '/dev/null', dataDir, env }),
      },
      {
        setup: {
          kind: 'embedded',
          backends: null,
          cases: [{ devices: 1, batch: 100 }],
          salesPerCase: EMBEDDED_SALES,
        },
        accounts: () => prepare(() => openDatabase({ dataDir: join(dataDir, 'embedded') })),
        start: () =>
          startCaja({ databaseUrl: '', logPath: '/dev/null', dataDir: join(dataDir, 'embedded'), env }),
      },
    ];
    for (const run of runs) {
      const accounts = await run.accounts();
      const caja = await run.start();
      try {
        results[run.setup.kind] = await measure(caja, accounts, run.setup);
      } finally {
        await caja.stop();
      }
    }
    say(
      `load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(
      'bench/results/ingest.json',
      `${JSON.stringify({ postgres: version, rounds: ROUNDS, results }, null, 2)}\n`,
    );
    say('Written to bench/results/ingest.json');
  },
);
