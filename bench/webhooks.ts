import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchServerUrl, createDatabase, dropDatabase, serverVersion } from './bench-database.js';
import { RAISED_LIMIT, startCaja, startFlags } from './bench-servers.js';
import { median } from './report.js';
import { freePort, processCpuMs } from './servers.js';

/**
 * The webhook part of `npm run bench`, on PostgreSQL: how fast one `caja worker` drains queued
 * deliveries to a local receiver that answers 200 at once, against a reference sender that
 * signs and POSTs the same way with no queue or database (paired rounds, ratio per round), and
 * how long an event takes from its write to the receiver when the worker is idle.
 * BENCH_WEBHOOK_EVENTS (4000) and BENCH_WEBHOOK_ROUNDS (3) change the run.
 */
const EVENTS = Number(process.env['BENCH_WEBHOOK_EVENTS'] ?? 4000);
const ROUNDS = Number(process.env['BENCH_WEBHOOK_ROUNDS'] ?? 3);
const LATENCY_SAMPLES = 200;
/** A folder for a CPU profile of the worker during the throughput rounds (BENCH_WEBHOOK_PROFILE). */
const PROFILE_DIR = process.env['BENCH_WEBHOOK_PROFILE'];
const THROUGHPUT_TARGET = 1000;
const LATENCY_TARGET_MS = 100;
const say = (line = '') => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Receives webhooks and remembers when each message arrived and what it was about. */
class Receiver {
  readonly arrivals: number[] = [];
  readonly byObject = new Map<string, number>();
  private server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const at = performance.now();
      this.arrivals.push(at);
      if (this.watch) {
        const id = (JSON.parse(Buffer.concat(chunks).toString()) as { data?: { object?: { id?: string } } })
          .data?.object?.id;
        if (id) this.byObject.set(id, at);
      }
      res.end('ok');
    });
  });
  /** Whether to parse bodies (only while measuring latency: parsing is not the receiver's cost to bear). */
  watch = false;

  async listen(): Promise<string> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }
  reset() {
    this.arrivals.length = 0;
    this.byObject.clear();
  }
  async waitFor(count: number, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.arrivals.length < count) {
      if (Date.now() > deadline) throw new Error(`received ${this.arrivals.length} of ${count}`);
      await sleep(20);
    }
  }
  /** Messages per second between the first and the last arrival. */
  rate(): number {
    const first = this.arrivals[0]!;
    const last = this.arrivals.at(-1)!;
    return ((this.arrivals.length - 1) * 1000) / (last - first);
  }
  close() {
    this.server.closeAllConnections();
    this.server.close();
  }
}

async function call(
  url: string,
  token: string,
  method: string,
  body?: object,
): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (res.status >= 300) throw new Error(`${method} ${url} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

function spawnTs(
  entry: string,
  args: string[],
  env: Record<string, string>,
  nodeArgs: string[] = [],
): ChildProcess {
  return spawn(process.execPath, [...startFlags(), ...nodeArgs, '--import', 'tsx', entry, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

async function main(): Promise<void> {
  const serverUrl = benchServerUrl();
  const version = await serverVersion(serverUrl);
  if (version === null) {
    say('Webhook bench skipped: no PostgreSQL reachable (set DATABASE_URL).');
    return;
  }
  const dbName = `caja_bench_wh_${process.pid}`;
  const url = await createDatabase(serverUrl, dbName);
  const receiver = new Receiver();
  const hookUrl = await receiver.listen();
  const [testPort, adminPort] = await Promise.all([freePort(), freePort()]);
  const env = {
    DATABASE_URL: url,
    WEBHOOK_ALLOW_LOOPBACK: 'true',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_WRITES_PER_KEY: RAISED_LIMIT,
  };
  const caja = await startCaja({
    databaseUrl: url,
    logPath: join(tmpdir(), `caja-bench-wh-${process.pid}.log`),
    dataDir: join(tmpdir(), `caja-bench-wh-${process.pid}`),
    env: { ...env, WEBHOOK_WORKER: 'false', TEST_PORT: String(testPort), ADMIN_PORT: String(adminPort) },
  });
  const token = `bench_admin_${process.pid}_0123456789`;
  const admin = `http://127.0.0.1:${adminPort}/admin/v1`;
  const api = `http://127.0.0.1:${testPort}`;
  let worker: ChildProcess | undefined;
  try {
    const account = await call(`${admin}/accounts`, token, 'POST', {
      name: 'Webhooks La Bench',
      plan: 'pro',
    });
    const key = await call(`${admin}/accounts/${account['id']}/api-keys`, token, 'POST', {
      environment: 'test',
      scopes: ['*'],
    });
    const device = await call(`${admin}/accounts/${account['id']}/devices`, token, 'POST', {
      environment: 'test',
      name: 'Caja bench',
      app_version: '4.2.0',
    });
    await call(`${admin}/accounts/${account['id']}/webhook-endpoints`, token, 'POST', {
      environment: 'test',
      url: hookUrl,
      enabled_events: ['customer.created'],
    });

    /** Queues `n` customer.created deliveries through device uploads, 500 a batch. */
    const queueEvents = async (n: number) => {
      for (let done = 0; done < n; done += 500) {
        const records = Array.from({ length: Math.min(500, n - done) }, (_, i) => ({
          type: 'customer',
          data: {
            id: crypto.randomUUID(),
            name: `Cliente ${done + i}`,
            last_name: 'Bench',
            email: null,
            phone: null,
            document_number: null,
            person_type: 'person',
            document_type: 'CC',
            contact_channel: 'store',
            deleted_at: null,
          },
        }));
        await call(`${api}/sync/v1/upload`, String(device['token']), 'POST', { records });
      }
    };
    const startWorker = (nodeArgs: string[] = []) => spawnTs('src/start/worker.ts', [], env, nodeArgs);

    say(
      `Webhook bench: ${EVENTS} deliveries per round, ${ROUNDS} rounds, one caja worker, PostgreSQL ${version}`,
    );
    const rounds: Array<{ caja: number; reference: number; cpuUsPerDelivery: number | null }> = [];
    for (let round = 1; round <= ROUNDS; round++) {
      await queueEvents(EVENTS);
      receiver.reset();
      worker = startWorker(PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : []);
      await receiver.waitFor(1, 60_000);
      const cpuAtFirst = processCpuMs(worker.pid!);
      await receiver.waitFor(EVENTS, 300_000);
      const cajaRate = receiver.rate();
      const cpuAtLast = processCpuMs(worker.pid!);
      const cpu = cpuAtFirst === null || cpuAtLast === null ? null : cpuAtLast - cpuAtFirst;
      worker.kill('SIGTERM');
      await exited(worker);
      receiver.reset();
      const reference = spawnTs(
        'bench/webhook-reference-sender.ts',
        [hookUrl, String(EVENTS), '16', '500'],
        {},
      );
      await exited(reference);
      const referenceRate = receiver.rate();
      rounds.push({
        caja: cajaRate,
        reference: referenceRate,
        // Between the first and the last arrival: the worker's start is not counted.
        cpuUsPerDelivery: cpu === null ? null : (cpu * 1000) / (EVENTS - 1),
      });
      say(
        `  round ${round}: caja worker ${cajaRate.toFixed(0)}/s, reference sender ${referenceRate.toFixed(0)}/s, ratio ${(cajaRate / referenceRate).toFixed(2)}`,
      );
    }

    worker = startWorker();
    await sleep(3000);
    receiver.reset();
    receiver.watch = true;
    const latencies: number[] = [];
    for (let i = 0; i < LATENCY_SAMPLES; i++) {
      const started = performance.now();
      const created = await call(`${api}/public/v1/customers`, String(key['secret']), 'POST', {
        name: `Latencia ${i}`,
      });
      const id = String(created['id']);
      const deadline = Date.now() + 10_000;
      while (!receiver.byObject.has(id)) {
        if (Date.now() > deadline) throw new Error(`the event of customer ${id} never arrived`);
        await sleep(1);
      }
      latencies.push(receiver.byObject.get(id)! - started);
      await sleep(25);
    }
    latencies.sort((a, b) => a - b);
    const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;

    const cajaMedian = median(rounds.map((r) => r.caja));
    const ratio = median(rounds.map((r) => r.caja / r.reference));
    const cpuValues = rounds.map((r) => r.cpuUsPerDelivery).filter((v): v is number => v !== null);
    say();
    say('| webhooks | value | target | |');
    say('|---|---:|---:|---|');
    say(
      `| deliveries per second, one worker (median of ${ROUNDS} rounds) | ${cajaMedian.toFixed(0)} | ≥ ${THROUGHPUT_TARGET} | ${cajaMedian >= THROUGHPUT_TARGET ? 'met' : 'MISSED'} |`,
    );
    say(`| … against the reference sender (median of per-round ratios) | ${ratio.toFixed(2)}x | | |`);
    if (cpuValues.length > 0) say(`| worker CPU per delivery | ${median(cpuValues).toFixed(0)} µs | | |`);
    say(
      `| write → delivery, idle, median (p90) of ${LATENCY_SAMPLES} | ${p(0.5).toFixed(1)} ms (${p(0.9).toFixed(1)} ms) | < ${LATENCY_TARGET_MS} ms | ${p(0.5) < LATENCY_TARGET_MS ? 'met' : 'MISSED'} |`,
    );
    say(
      `Load average (1/5/15 min) after: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    if (worker && worker.exitCode === null) {
      worker.kill('SIGTERM');
      await exited(worker);
    }
    await caja.stop();
    receiver.close();
    await dropDatabase(serverUrl, dbName).catch(() => undefined);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(
      `Webhook bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
