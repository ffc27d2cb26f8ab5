import { mkdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '#src/db/database.js';
import { createAccount } from '#src/domain/accounts/accounts.service.js';
import { addDevice } from '#src/domain/devices/devices.service.js';
import { benchServerUrl, createDatabase, dropDatabase, serverVersion } from './bench-database.js';
import { startCaja } from './bench-servers.js';
import { benchWarehouse, movement, sale, uploadBatch } from './ingest-records.js';
import { median } from './report.js';
import { processCpuMs, type RunningServer } from './servers.js';

/**
 * `npx tsx bench/ab-ingest.ts --a <checkout> [--b .] [--rounds 10] [--sales 1000]
 * [--movements 4000]`: `POST /sync/v1/upload` into two builds of Caja side by side, to tell
 * whether a change moves ingest on a machine whose absolute figures drift by a third. Both
 * servers run at once on one PostgreSQL server, each with a database of its own (migrated by its
 * own build) holding an account with a register and a warehouse. Each round uploads `--sales`
 * sales (1 to 6 lines with VAT) in batches of 100 and then `--movements` stock movements (into
 * the warehouse, so that stock levels count them) in batches of 500, the same records (but their
 * ids) to both, batch by batch to A then B and to B then A in turn; every body is written before
 * the clock starts. Each round gives the ratio B / A of records per second (the time of each
 * side's own uploads), of Caja's CPU per record and of PostgreSQL's (its backends for that
 * database, read from /proc: a local server); the median of the rounds' ratios is the figure to
 * read. A checkout for --a or --b needs its own node_modules (a symbolic link to this one's does).
 */
const CASES = [
  { name: 'sales', type: 'sale', make: (n: number) => sale(n), batch: 100 },
  { name: 'stock movements', type: 'stock_movement', make: movement, batch: 500 },
] as const;
type Case = (typeof CASES)[number];

const say = (line = '') => process.stdout.write(`${line}\n`);

interface Side {
  label: 'A' | 'B';
  root: string;
  server: RunningServer;
  uploadUrl: string;
  token: string;
  warehouseId: string;
  /** A connection of its own to the side's database, to read its backends' CPU. */
  postgres: pg.Client;
}

interface Measured {
  rate: number;
  cpuUs: number;
  pgUs: number;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      a: { type: 'string' },
      b: { type: 'string', default: '.' },
      rounds: { type: 'string', default: '10' },
      sales: { type: 'string', default: '1000' },
      movements: { type: 'string', default: '4000' },
    },
  });
  const rounds = Number(values.rounds);
  const counts: Record<Case['type'], number> = {
    sale: Number(values.sales),
    stock_movement: Number(values.movements),
  };
  if (!values.a || !(rounds > 0) || !(counts.sale > 0) || !(counts.stock_movement > 0)) {
    say(
      'usage: tsx bench/ab-ingest.ts --a <checkout> [--b <checkout>] [--rounds N] [--sales N] [--movements N]',
    );
    return 2;
  }
  const serverUrl = benchServerUrl();
  if ((await serverVersion(serverUrl)) === null) {
    say(`No PostgreSQL reachable at ${new URL(serverUrl).host} (set DATABASE_URL). Nothing was measured.`);
    return 0;
  }
  const dbName = `caja_ab_ingest_${process.pid}`;
  const databases = [`${dbName}_a`, `${dbName}_b`];
  const scratch = join(tmpdir(), `caja-ab-ingest-${process.pid}`);
  const sides: Side[] = [];
  try {
    mkdirSync(scratch, { recursive: true });
    const roots = { A: resolve(values.a), B: resolve(values.b!) };
    // A database each, migrated by its own server: two checkouts may differ in migrations, and a
    // server refuses a schema with migrations it does not know.
    for (const [i, label] of (['A', 'B'] as const).entries()) {
      const url = await createDatabase(serverUrl, databases[i]!);
      const server = await startCaja({
        databaseUrl: url,
        logPath: join(scratch, `${label}.log`),
        dataDir: join(scratch, label),
        root: roots[label],
        env: { RATE_LIMIT_PER_DEVICE: '1000000', WEBHOOK_WORKER: 'false' },
      });
      const uploadUrl = server.baseUrl.replace('/public/v1', '/sync/v1/upload');
      const { token, warehouseId } = await register(url, label);
      const postgres = new pg.Client({ connectionString: url });
      await postgres.connect();
      sides.push({ label, root: roots[label], server, uploadUrl, token, warehouseId, postgres });
    }
    for (const side of sides) say(`${side.label}: ${side.root}`);
    say(`${rounds} rounds, load before ${loadavg()[0]!.toFixed(2)}`);
    for (const side of sides) {
      for (const c of CASES)
        for (const body of bodies(c, 0, 300, side.warehouseId))
          await uploadBatch(side.uploadUrl, side.token, body);
    }

    const ratios = new Map(
      CASES.map((c) => [c.name, { rate: [] as number[], cpu: [] as number[], pg: [] as number[] }]),
    );
    say(
      'round  records          A rec/s   B rec/s    B/A   A µs/rec  B µs/rec    B/A   A pg µs   B pg µs    B/A',
    );
    for (let round = 1; round <= rounds; round++) {
      for (const c of CASES) {
        const count = counts[c.type];
        const prepared = sides.map((side) => bodies(c, round * count, count, side.warehouseId));
        const cpuBefore = sides.map((side) => processCpuMs(side.server.pid) ?? 0);
        const pgBefore = await Promise.all(sides.map((side) => postgresCpuMs(side.postgres)));
        const seconds = [0, 0];
        // Batch by batch, A then B and B then A in turn: both sides meet the same moment of a
        // machine whose load changes from one second to the next.
        for (let batch = 0; batch < prepared[0]!.length; batch++) {
          for (const i of (round + batch) % 2 ? [0, 1] : [1, 0]) {
            const started = performance.now();
            await uploadBatch(sides[i]!.uploadUrl, sides[i]!.token, prepared[i]![batch]!);
            seconds[i]! += (performance.now() - started) / 1000;
          }
        }
        const pgAfter = await Promise.all(sides.map((side) => postgresCpuMs(side.postgres)));
        const measured = sides.map((side, i) => ({
          rate: count / seconds[i]!,
          cpuUs: (((processCpuMs(side.server.pid) ?? 0) - cpuBefore[i]!) * 1000) / count,
          pgUs: (cpuSince(pgBefore[i]!, pgAfter[i]!) * 1000) / count,
        }));
        const [a, b] = measured as [Measured, Measured];
        const kept = ratios.get(c.name)!;
        kept.rate.push(b.rate / a.rate);
        kept.cpu.push(b.cpuUs / a.cpuUs);
        kept.pg.push(b.pgUs / a.pgUs);
        say(
          `${String(round).padStart(5)}  ${c.name.padEnd(15)} ${a.rate.toFixed(0).padStart(9)} ${b.rate.toFixed(0).padStart(9)} ${(b.rate / a.rate).toFixed(3).padStart(6)} ` +
            `${a.cpuUs.toFixed(0).padStart(10)} ${b.cpuUs.toFixed(0).padStart(9)} ${(b.cpuUs / a.cpuUs).toFixed(3).padStart(6)} ` +
            `${a.pgUs.toFixed(0).padStart(9)} ${b.pgUs.toFixed(0).padStart(9)} ${(b.pgUs / a.pgUs).toFixed(3).padStart(6)}`,
        );
      }
    }
    const spread = (values: number[]) =>
      `${median(values).toFixed(3)}x (${Math.min(...values).toFixed(3)} to ${Math.max(...values).toFixed(3)})`;
    for (const [name, { rate, cpu, pg: pgCpu }] of ratios) {
      say(
        `median B/A, ${name}: records per second ${spread(rate)}, Caja CPU per record ${spread(cpu)}, PostgreSQL CPU per record ${spread(pgCpu)}`,
      );
    }
    say(`load after ${loadavg()[0]!.toFixed(2)}`);
    return 0;
  } finally {
    await Promise.all(sides.map((side) => side.postgres.end().catch(() => undefined)));
    await Promise.all(sides.map((side) => side.server.stop()));
    for (const name of databases) await dropDatabase(serverUrl, name).catch(() => undefined);
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** An account with a register and a warehouse, on a database its server migrated. */
async function register(url: string, label: string): Promise<{ token: string; warehouseId: string }> {
  const handle = await openDatabase({ url, poolSize: 2 });
  try {
    const now = new Date();
    const account = await createAccount(handle.db, { name: `Ingesta ${label}`, plan: 'pro' }, now);
    const device = await addDevice(
      handle.db,
      account.id,
      { environment: 'live', kind: 'primary', name: 'Caja 1', appVersion: '4.2.0' },
      now,
    );
    const warehouseId = await benchWarehouse(handle.db, account.id, now);
    return { token: device.token, warehouseId };
  } finally {
    await handle.close();
  }
}

type BackendCpu = Map<number, number>;

/**
 * The CPU each PostgreSQL backend of the client's database has used (ms, by pid), the client's
 * own left out: what the server's connections cost the database, read from /proc on a local
 * PostgreSQL.
 */
async function postgresCpuMs(client: pg.Client): Promise<BackendCpu> {
  const { rows } = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return new Map(rows.map(({ pid }) => [pid, processCpuMs(pid) ?? 0]));
}

/** CPU between two readings; a backend that appeared in between counts from zero. */
function cpuSince(before: BackendCpu, after: BackendCpu): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

/** The upload bodies of records `first` to `first + count - 1` of a case, in its batches. */
function bodies(c: Case, first: number, count: number, warehouseId: string): string[] {
  const out: string[] = [];
  for (let sent = 0; sent < count; sent += c.batch) {
    const size = Math.min(c.batch, count - sent);
    const records = Array.from({ length: size }, (_, k) => ({
      type: c.type,
      data: c.make(first + sent + k, warehouseId),
    }));
    out.push(JSON.stringify({ records }));
  }
  return out;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
