import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { SaleRecord } from '#src/contract/sync/records.js';
import { openDatabase } from '#src/db/database.js';
import { migrateToLatest } from '#src/db/migrate.js';
import { createAccount } from '#src/domain/accounts/accounts.service.js';
import { addDevice } from '#src/domain/devices/devices.service.js';
import { runOnBenchDatabase } from './bench-database.js';
import { startCaja } from './bench-servers.js';
import { median } from './report.js';
import { seedSales } from './seed-sales.js';
import { processCpuMs } from './servers.js';

/**
 * The ingest part of `npm run bench`: `POST /sync/v1/upload` of sales (1 to 6 lines with VAT)
 * into an account with no sales and one with 100,000, by 1 and 4 registers at once, in batches
 * of 100 and 500, in paired rounds (the two accounts alternate). Reports sales per second and
 * the CPU per sale of the Caja process and of the database's backends, and how the full
 * account compares with the empty one (flat means the lookups keep their index as the account
 * grows). BENCH_INGEST_ROUNDS (3) and BENCH_INGEST_SALES (1000 per case and round) change it.
 */
const SEEDED = 100_000;
const ROUNDS = Number(process.env['BENCH_INGEST_ROUNDS'] ?? 3);
const SALES_PER_CASE = Number(process.env['BENCH_INGEST_SALES'] ?? 1000);
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

/** CPU of the database's backends serving `database` (their process titles name it). */
function backendsCpuMs(database: string): number {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(database)) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}

interface Registers {
  label: string;
  tokens: string[];
}

runOnBenchDatabase(
  'ingest',
  'Bench de ingesta omitido: no hay PostgreSQL (define DATABASE_URL).',
  async ({ url, name, version, dataDir }) => {
    let caja: Awaited<ReturnType<typeof startCaja>> | undefined;
    try {
      say(`\n== Ingest: POST /sync/v1/upload of sales, PostgreSQL ${version}`);
      const handle = await openDatabase({ url, poolSize: 2 });
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
          if (seeded > 0) await seedSales(url, account.id, devices[0]!.device.id, seeded);
          accounts.push({ label, tokens: devices.map((d) => d.token) });
        }
      } finally {
        await handle.close();
      }
      // Started after the seed: its first housekeeping analyzes what the seed wrote.
      caja = await startCaja({
        databaseUrl: url,
        logPath: '/dev/null',
        dataDir,
        env: { RATE_LIMIT_PER_DEVICE: '1000000' },
      });
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
      const cases = [
        { devices: 1, batch: 100 },
        { devices: 1, batch: 500 },
        { devices: 4, batch: 100 },
        { devices: 4, batch: 500 },
      ];
      await upload(accounts[0]!.tokens[0]!, 100, 300);
      await upload(accounts[1]!.tokens[0]!, 100, 300);
      type Figures = { rate: number[]; nodeUs: number[]; pgUs: number[] };
      const figures = new Map<string, Figures>();
      for (let round = 0; round < ROUNDS; round++) {
        for (const c of cases) {
          const order = round % 2 === 0 ? accounts : [...accounts].reverse();
          for (const account of order) {
            const key = `${c.devices}x${c.batch}|${account.label}`;
            const f = figures.get(key) ?? { rate: [], nodeUs: [], pgUs: [] };
            const node0 = processCpuMs(caja.pid) ?? 0;
            const pg0 = backendsCpuMs(name);
            const started = performance.now();
            await Promise.all(
              account.tokens
                .slice(0, c.devices)
                .map((token) => upload(token, c.batch, SALES_PER_CASE / c.devices)),
            );
            const seconds = (performance.now() - started) / 1000;
            f.rate.push(SALES_PER_CASE / seconds);
            f.nodeUs.push((((processCpuMs(caja.pid) ?? 0) - node0) * 1000) / SALES_PER_CASE);
            f.pgUs.push(((backendsCpuMs(name) - pg0) * 1000) / SALES_PER_CASE);
            figures.set(key, f);
          }
        }
      }
      say(
        `load ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}; ${ROUNDS} rounds of ${SALES_PER_CASE} sales per case`,
      );
      say(
        '| registers × batch | account | sales/s | Node CPU per sale | PostgreSQL CPU per sale | full / empty |',
      );
      say('|---|---|---:|---:|---:|---:|');
      const results: Record<string, unknown> = {};
      for (const c of cases) {
        const [empty, full] = accounts.map((a) => figures.get(`${c.devices}x${c.batch}|${a.label}`)!);
        const ratio = median(full!.rate.map((r, i) => empty!.rate[i]! / r));
        for (const [account, f] of [
          [accounts[0]!, empty!],
          [accounts[1]!, full!],
        ] as const) {
          say(
            `| ${c.devices} × ${c.batch} | ${account.label} | ${median(f.rate).toFixed(0)} | ${median(f.nodeUs).toFixed(0)} µs | ${median(f.pgUs).toFixed(0)} µs | ${account === accounts[1] ? `${ratio.toFixed(2)}x the time` : ''} |`,
          );
        }
        results[`${c.devices}x${c.batch}`] = {
          empty: {
            sales_per_s: median(empty!.rate),
            node_us: median(empty!.nodeUs),
            pg_us: median(empty!.pgUs),
          },
          full: { sales_per_s: median(full!.rate), node_us: median(full!.nodeUs), pg_us: median(full!.pgUs) },
          full_over_empty_time: ratio,
        };
      }
      mkdirSync('bench/results', { recursive: true });
      writeFileSync(
        'bench/results/ingest.json',
        `${JSON.stringify({ postgres: version, rounds: ROUNDS, results }, null, 2)}\n`,
      );
      say('Written to bench/results/ingest.json');
    } finally {
      await caja?.stop();
    }
  },
);
