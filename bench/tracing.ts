import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { RAISED_LIMIT } from './bench-servers.js';
import {
  BENCH_ADMIN_TOKEN,
  buildDist,
  type DistServer,
  migrateEmbedded,
  startDistServer,
} from './dist-server.js';
import { median } from './report.js';

/**
 * What traces cost: GET /public/v1/customers?limit=10 against dist/server.js on the embedded
 * database, three servers side by side on copies of one data folder: without
 * OTEL_EXPORTER_OTLP_ENDPOINT ("off"), with it pointing at a receiver that accepts every export
 * and every request traced ("every request"), and with one request in ten traced
 * (OTEL_TRACES_SAMPLER=parentbased_traceidratio, ARG 0.1). All three run for the whole bench
 * and are loaded one at a time, in an order that turns each round, so that a machine whose load
 * drifts by a third from one minute to the next weighs on all of them alike. Each round gives
 * each traced server's requests per second over the untraced one's; the median of the rounds'
 * ratios is the figure to read.
 *
 *   npx tsx bench/tracing.ts [rounds=8] [seconds=4]
 */
const rounds = Number(process.argv[2] ?? 8);
const seconds = Number(process.argv[3] ?? 4);
const say = (line = '') => process.stdout.write(`${line}\n`);

const sink = createServer((request, response) => {
  request.resume();
  request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
});
await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
const otlp = `http://127.0.0.1:${(sink.address() as AddressInfo).port}`;

const ARMS = [
  { name: 'off', env: {} },
  { name: 'every request', env: { OTEL_EXPORTER_OTLP_ENDPOINT: otlp } },
  {
    name: 'one in ten',
    env: {
      OTEL_EXPORTER_OTLP_ENDPOINT: otlp,
      OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
      OTEL_TRACES_SAMPLER_ARG: '0.1',
    },
  },
] as const;

interface Arm {
  name: string;
  server: DistServer;
  url: string;
  headers: Record<string, string>;
}

/** An account with a test key and 20 customers, made through the server's own interfaces. */
async function load(server: DistServer): Promise<Pick<Arm, 'url' | 'headers'>> {
  const admin = (path: string, body: unknown) =>
    fetch(`${server.admin}/admin/v1${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${BENCH_ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((res) => res.json() as Promise<{ id: string; secret: string }>);
  const account = await admin('/accounts', { name: 'Bench trazas' });
  const key = await admin(`/accounts/${account.id}/api-keys`, { environment: 'test', scopes: ['*'] });
  const headers = { authorization: `Bearer ${key.secret}` };
  for (let i = 0; i < 20; i++) {
    const response = await fetch(`${server.test}/public/v1/customers`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ name: `Cliente ${i}` }),
    });
    if (response.status !== 201) throw new Error(`creating a customer answered ${response.status}`);
  }
  return { url: `${server.test}/public/v1/customers?limit=10`, headers };
}

async function requestsPerSecond(arm: Arm, duration: number): Promise<number> {
  const result = await autocannon({ url: arm.url, connections: 10, duration, headers: arm.headers });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${arm.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return result.requests.average;
}

buildDist();
const scratch = mkdtempSync(join(tmpdir(), 'caja-bench-tracing-'));
migrateEmbedded(join(scratch, 'data'));
const arms: Arm[] = [];
try {
  for (const [i, { name, env }] of ARMS.entries()) {
    const dataDir = join(scratch, `data-${i}`);
    cpSync(join(scratch, 'data'), dataDir, { recursive: true });
    const server = await startDistServer({
      DATABASE_URL: '',
      CAJA_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The load is the point, not the limits: one key sends far more than a minute allows.
      RATE_LIMIT_PER_KEY: RAISED_LIMIT,
      RATE_LIMIT_PER_ACCOUNT: RAISED_LIMIT,
      ...env,
    });
    arms.push({ name, server, ...(await load(server)) });
  }
  for (const arm of arms) await requestsPerSecond(arm, 2); // warm-up
  say(`tracing: ${rounds} rounds of ${seconds} s per server, load before ${loadavg()[0]!.toFixed(2)}`);
  const ratios = new Map(arms.slice(1).map((arm) => [arm.name, [] as number[]]));
  for (let round = 0; round < rounds; round++) {
    const rates = new Map<Arm, number>();
    for (let k = 0; k < arms.length; k++) {
      const arm = arms[(round + k) % arms.length]!;
      rates.set(arm, await requestsPerSecond(arm, seconds));
      // A traced server sends its last spans after the load: a pause keeps that off the next one.
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const off = rates.get(arms[0]!)!;
    for (const arm of arms.slice(1)) ratios.get(arm.name)!.push(rates.get(arm)! / off);
    say(
      `  round ${round + 1}: ${arms.map((arm) => `${arm.name} ${rates.get(arm)!.toFixed(0)}`).join(', ')} req/s`,
    );
  }
  for (const [name, values] of ratios) {
    say(
      `  traced, ${name}: ${median(values).toFixed(3)}x the requests per second of untraced ` +
        `(${Math.min(...values).toFixed(3)} to ${Math.max(...values).toFixed(3)})`,
    );
  }
  say(`  load after ${loadavg()[0]!.toFixed(2)}`);
} finally {
  await Promise.all(arms.map((arm) => arm.server.stop()));
  sink.close();
  rmSync(scratch, { recursive: true, force: true });
}
