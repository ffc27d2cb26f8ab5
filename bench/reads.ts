import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { SCOPES } from '#src/contract/api.js';
import { openDatabase } from '#src/db/database.js';
import { createApiKey } from '#src/domain/api-keys/api-keys.service.js';
import { addDevice } from '#src/domain/devices/devices.service.js';
import { runOnBenchDatabase, seed } from './bench-database.js';
import { startCaja } from './bench-servers.js';
import { keepMainProfile, renderSummary, summarizeProfile } from './cpu-profile.js';
import { CONNECTIONS, Sample, slice, summarize, type Target } from './load.js';
import { describeMachine, median } from './report.js';
import { seedSaleDetails, seedSales } from './seed-sales.js';
import { processCpuMs } from './servers.js';

/**
 * The reads part of `npm run bench`: one page of 25 of each list clients walk (customers,
 * products, stock movements, stock levels, documents, events) and a sale and a customer by id,
 * from one account with 100,000 customers, 20,000 products (400 of them in stock in 3
 * warehouses: 1,200 levels over 1,000,000 movements) and 20,000 sales with their lines and
 * documents, each against the customer list in the same rounds. Every case but the stock levels
 * (a query built per request, plus the environment's completeness) runs the same way as the
 * customer list (a statement compiled once, timestamps read as text), so each should cost about
 * what it costs, allowing for the bytes it writes. Reports requests a second, p50, Caja's CPU
 * per request and the response's size, and the median of the rounds' ratios to the customer
 * list. Writes bench/results/reads.json (reads-partial.json for a run of some cases). BENCH_READS_DURATION (10 s per case) and
 * BENCH_READS_ROUNDS (5) change the run; BENCH_READS_CASES=levels,sales runs only those cases
 * beside the customer list. BENCH_READS_PROFILE=<case id> (customers, products, …)
 * instead loads that one case under `node --cpu-prof` and prints where Caja's CPU went.
 */
const options = {
  durationS: Number(process.env['BENCH_READS_DURATION'] ?? 10),
  rounds: Number(process.env['BENCH_READS_ROUNDS'] ?? 5),
};
const PRODUCTS = 20_000;
const MOVEMENTS = 1_000_000;
/** Products with stock, and the warehouses they are in: 1,200 levels. */
const STOCKED = 400;
const WAREHOUSES = 3;
const SALES = 20_000;
const PROFILE = process.env['BENCH_READS_PROFILE'];
/** BENCH_READS_CASES=levels,products: only those cases (and the customer list they are paired with). */
const ONLY = process.env['BENCH_READS_CASES'];
const say = (line = '') => process.stdout.write(`${line}\n`);

/** Products, movements and sales beside the customers `seed` wrote, and a key that reads them all. */
async function seedRest(url: string, accountId: string) {
  const handle = await openDatabase({ url, poolSize: 2, statementTimeoutMs: 600_000 });
  try {
    const now = new Date();
    const { secret } = await createApiKey(
      handle.db,
      accountId,
      { environment: 'live', name: 'bench reads', scopes: [...SCOPES] },
      now,
      { who: 'bench', ip: null },
    );
    const { device } = await addDevice(handle.db, accountId, { environment: 'live', kind: 'primary' }, now);
    await sql`
      insert into products (id, account_id, environment, name, description, sku, kind, tax_class, base_price,
        final_price, base_unit, unit_cost, created_at, updated_at)
      select gen_random_uuid(), ${accountId}, 'live', 'Producto ' || i, 'Presentación de ' || (i % 12 + 1) || ' unidades',
        'SKU-' || i, 'simple', 'standard', 1000 + i % 90000, round((1000 + i % 90000) * 1.19), 'unit',
        (1000 + i % 90000) * 0.6, now() - i * interval '1 minute', now() - i * interval '1 minute'
      from generate_series(1, ${PRODUCTS}::int) i
    `.execute(handle.db);
    // Stock: 400 of the products in 3 warehouses, 1,000,000 movements between them, and the
    // levels they add up to (what migration 0016 and every write keep): GET /inventory/levels
    // reads 1,200 levels, never the ledger behind them.
    await sql`
      insert into warehouses (id, account_id, environment, name, is_default, created_at, updated_at)
      select gen_random_uuid(), ${accountId}, 'live', 'Bodega ' || i, i = 1, now(), now()
      from generate_series(1, ${WAREHOUSES}::int) i
    `.execute(handle.db);
    await sql`
      with p as (
        select id, row_number() over (order by created_at desc, id) - 1 as n from products
        where account_id = ${accountId} order by created_at desc, id limit ${STOCKED}
      ), w as (
        select id, row_number() over (order by id) - 1 as n from warehouses where account_id = ${accountId}
      )
      insert into stock_movements (id, account_id, environment, product_id, warehouse_id, type, quantity, reason,
        unit_cost, origin_type, device_id, created_at, updated_at)
      select gen_random_uuid(), ${accountId}, 'live', p.id, w.id,
        case when i % 10 = 0 then 'in' else 'out' end, case when i % 10 = 0 then 12 else 1 + i % 2 end, 'Venta',
        18500, case when i % 10 = 0 then 'purchase' else 'sale' end, ${device.id},
        now() - i * interval '1 second', now() - i * interval '1 second'
      from generate_series(1, ${MOVEMENTS}::int) i
      join p on p.n = i % ${STOCKED}
      join w on w.n = (i / ${STOCKED}) % ${WAREHOUSES}
    `.execute(handle.db);
    await sql`
      insert into stock_levels (id, account_id, environment, product_id, variant_id, warehouse_id, on_hand,
        last_movement_at, updated_at)
      select gen_random_uuid(), account_id, environment, product_id, null, warehouse_id,
        sum(case type when 'in' then quantity else -quantity end), max(created_at), max(created_at)
      from stock_movements where account_id = ${accountId} and variant_id is null and warehouse_id is not null
      group by account_id, environment, product_id, warehouse_id
    `.execute(handle.db);
    await seedSales(handle.db, accountId, device.id, SALES);
    await seedSaleDetails(handle.db, accountId);
    await sql`
      insert into events (id, account_id, environment, type, api_version, data, created_at)
      select gen_random_uuid(), c.account_id, c.environment, 'customer.created', '2026-09-28',
        json_build_object('object', json_build_object('object', 'customer', 'id', c.id, 'name', c.name)),
        c.created_at
      from customers c where c.account_id = ${accountId}
    `.execute(handle.db);
    await sql`vacuum analyze`.execute(handle.db);
    const ids = await sql<{ sale: string; customer: string; product: string }>`
      select (select id from sales where account_id = ${accountId} order by created_at desc, id desc limit 1) as sale,
        (select id from customers where account_id = ${accountId} order by created_at desc, id desc limit 1) as customer,
        (select id from products where account_id = ${accountId} order by created_at desc, id desc limit 1) as product
    `.execute(handle.db);
    return { key: secret, ...ids.rows[0]! };
  } finally {
    await handle.close();
  }
}

interface Case {
  id: string;
  label: string;
  target: Target;
}

runOnBenchDatabase(
  'reads',
  'Bench de lecturas omitido: no hay PostgreSQL (define DATABASE_URL).',
  async (db) => {
    say(
      `\n== Reads: a page of each list and a record by id, against GET /customers (PostgreSQL ${db.version})`,
    );
    const seeded = await seed(db.url);
    const rest = await seedRest(db.url, seeded.accountId);
    const profileDir = join(db.dataDir, 'profiles');
    const caja = await startCaja({
      databaseUrl: db.url,
      logPath: '/dev/null',
      dataDir: db.dataDir,
      ...(PROFILE ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] } : {}),
    });
    let stopped = false;
    try {
      const headers = { authorization: `Bearer ${rest.key}` };
      const at = (id: string, label: string, path: string): Case => ({
        id,
        label,
        target: { url: caja.baseUrl + path, headers },
      });
      const every = [
        at('customers', 'GET /customers?limit=25', '/customers?limit=25'),
        at('products', 'GET /products?limit=25', '/products?limit=25'),
        at('movements', 'GET /inventory/movements?limit=25', '/inventory/movements?limit=25'),
        at('levels', 'GET /inventory/levels?limit=25', '/inventory/levels?limit=25'),
        at('invoices', 'GET /invoices?limit=25', '/invoices?limit=25'),
        at('events', 'GET /events?limit=25', '/events?limit=25'),
        at('sales', 'GET /sales?limit=25', '/sales?limit=25'),
        at('sale', 'GET /sales/{id}', `/sales/${rest.sale}`),
        at('customer', 'GET /customers/{id}', `/customers/${rest.customer}`),
        at('product', 'GET /products/{id}', `/products/${rest.product}`),
      ];
      const chosen = ONLY?.split(',');
      const cases = every.filter((c) => c.id === 'customers' || !chosen || chosen.includes(c.id));
      if (PROFILE) {
        const c = cases.find((one) => one.id === PROFILE);
        if (!c)
          throw new Error(
            `BENCH_READS_PROFILE: no case ${PROFILE} (${cases.map((one) => one.id).join(', ')})`,
          );
        await slice(c.target, 3);
        const fromUs = Number(process.hrtime.bigint() / 1000n);
        const responses = await slice(c.target, options.durationS);
        const toUs = Number(process.hrtime.bigint() / 1000n);
        await caja.stop(); // the profile is written as the process exits
        stopped = true;
        const kept = keepMainProfile(profileDir, `reads-${c.id}`);
        const summary = summarizeProfile(kept, { fromUs, toUs }, responses);
        say(`${c.label}: ${responses.toLocaleString('en-US')} responses in ${options.durationS} s`);
        say(renderSummary('By package', summary.byPackage));
        say(renderSummary('By function', summary.byFunction));
        say(`Profile: ${kept}`);
        return;
      }
      const bytes = new Map<string, number>();
      for (const c of cases) {
        const response = await fetch(c.target.url, { headers });
        if (response.status !== 200) throw new Error(`${c.label} answered ${response.status}`);
        bytes.set(c.id, (await response.arrayBuffer()).byteLength);
        await slice(c.target, 2);
      }
      const samples = new Map(cases.map((c) => [c.id, new Sample()]));
      const seconds = options.durationS / options.rounds;
      for (let round = 0; round < options.rounds; round++) {
        for (const c of round % 2 === 0 ? cases : [...cases].reverse()) {
          const sample = samples.get(c.id)!;
          const before = processCpuMs(caja.pid);
          const n = await slice(c.target, seconds, sample);
          const after = processCpuMs(caja.pid);
          const cpuUs = before === null || after === null || n === 0 ? null : ((after - before) * 1000) / n;
          sample.slices.push({ requestsPerSecond: n / seconds, serverCpuUs: cpuUs });
          if (sample.serverCpuMs !== null && before !== null && after !== null)
            sample.serverCpuMs += after - before;
          else sample.serverCpuMs = null;
        }
      }
      const reference = samples.get('customers')!.slices;
      say(`${CONNECTIONS} connections, ${options.durationS} s per case in ${options.rounds} paired rounds`);
      say('| case | bytes | req/s | p50 | Caja CPU per request | throughput against the customer list |');
      say('|---|---:|---:|---:|---:|---:|');
      const results: Record<string, unknown> = {};
      for (const c of cases) {
        const m = summarize(samples.get(c.id)!);
        const ratio = median(m.slices.map((s, i) => s.requestsPerSecond / reference[i]!.requestsPerSecond));
        say(
          `| ${c.label} | ${bytes.get(c.id)!.toLocaleString('en-US')} | ${Math.round(m.requestsPerSecond).toLocaleString('en-US')} | ${m.p50Ms} ms | ${m.serverCpuUs ?? '?'} µs | ${c.id === 'customers' ? '' : `${ratio.toFixed(2)}x`} |`,
        );
        results[c.id] = { ...m, bytes: bytes.get(c.id), ratio_to_customers: ratio, slices: undefined };
      }
      const machine = describeMachine(db.version, new URL(db.url).host);
      const load = loadavg()
        .map((l) => l.toFixed(2))
        .join(' ');
      say(`Machine: ${JSON.stringify(machine)}; load average after the run ${load}`);
      mkdirSync('bench/results', { recursive: true });
      const file = ONLY ? 'bench/results/reads-partial.json' : 'bench/results/reads.json';
      writeFileSync(
        file,
        `${JSON.stringify({ date: new Date().toISOString(), machine, load_after: load, options, results }, null, 2)}\n`,
      );
      say(`Written to ${file}`);
    } finally {
      if (!stopped) await caja.stop();
    }
  },
);
