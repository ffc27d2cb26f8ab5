import { join } from 'node:path';
import autocannon from 'autocannon';
import { RAISED_LIMIT } from './bench-servers.js';
import { type DistServer, startDistServer } from './dist-server.js';
import { CONNECTIONS } from './load.js';
import { median } from './report.js';
import { processCpuMs } from './servers.js';

/** What bench/processes.ts loads: one page of the seeded account's customers. */
export const LIST_PATH = '/public/v1/customers?limit=25';

/** The limits raised so that they never refuse, with the limiter running on PostgreSQL. */
export const SHARED_LIMITS = {
  RATE_LIMIT_STORE: 'postgres',
  RATE_LIMIT_PER_KEY: RAISED_LIMIT,
  RATE_LIMIT_PER_ACCOUNT: RAISED_LIMIT,
};

/** `total` connections split as evenly as can be between `n` processes. */
const split = (total: number, n: number) =>
  Array.from({ length: n }, (_, i) => Math.floor(total / n) + (i < total % n ? 1 : 0));

/** Loads the first `n` servers at once, the connections split between them, for `seconds`. */
async function loadSplit(servers: DistServer[], n: number, key: string, seconds: number) {
  const loaded = servers.slice(0, n);
  const cpuBefore = loaded.map((s) => processCpuMs(s.pid));
  const results = await Promise.all(
    split(CONNECTIONS, n).map((connections, i) =>
      autocannon({
        url: loaded[i]!.live + LIST_PATH,
        connections,
        duration: seconds,
        headers: { authorization: `Bearer ${key}` },
      }),
    ),
  );
  const cpuAfter = loaded.map((s) => processCpuMs(s.pid));
  const statuses: Record<string, number> = {};
  let responses = 0;
  let errors = 0;
  let requestsPerSecond = 0;
  for (const result of results) {
    let own = 0;
    for (const [code, { count }] of Object.entries(result.statusCodeStats)) {
      statuses[code] = (statuses[code] ?? 0) + count;
      own += count;
    }
    responses += own;
    errors += result.errors + result.timeouts;
    requestsPerSecond += own / result.duration;
  }
  const cpu = cpuAfter.reduce<number | null>(
    (sum, after, i) =>
      sum === null || after === null || cpuBefore[i] === null ? null : sum + after - cpuBefore[i]!,
    0,
  );
  return {
    requestsPerSecond,
    serverCpuUs: cpu === null || responses === 0 ? null : (cpu * 1000) / responses,
    statuses,
    errors,
  };
}

type Slice = Awaited<ReturnType<typeof loadSplit>>;

/**
 * What each round loads, back to back: 1, 2 and 3 API processes with limits shared in
 * PostgreSQL, and as a reference one process that keeps its limits in its own memory (nothing
 * shared: what the same requests cost without the shared limiter).
 */
const CONFIGS = [
  { id: 'memory-1', label: '1 process, limits in its own memory (reference)', processes: 1 },
  { id: 'postgres-1', label: '1 API process, limits in PostgreSQL', processes: 1 },
  { id: 'postgres-2', label: '2 API processes, limits in PostgreSQL', processes: 2 },
  { id: 'postgres-3', label: '3 API processes, limits in PostgreSQL', processes: 3 },
] as const;
type ConfigId = (typeof CONFIGS)[number]['id'];

/** Paired rounds of every configuration (in order, then in reverse), on one database. */
export async function measureThroughput(
  url: string,
  key: string,
  logDir: string,
  options: { rounds: number; seconds: number; say: (line: string) => void },
) {
  const servers: DistServer[] = [];
  const start = async (name: string, store: Record<string, string>) => {
    const env = {
      DATABASE_URL: url,
      ...SHARED_LIMITS,
      ...store,
      WEBHOOK_WORKER: 'false',
      DATABASE_POOL_SIZE: '10',
    };
    const server = await startDistServer(env, join(logDir, `${name}.log`));
    servers.push(server);
    return server;
  };
  try {
    const shared: DistServer[] = [];
    for (let i = 1; i <= 3; i++) shared.push(await start(`api-${i}`, {}));
    const reference = await start('reference', { RATE_LIMIT_STORE: 'memory' });
    const targets = (id: ConfigId) => (id === 'memory-1' ? [reference] : shared);
    // Warm-up, each process alone: it parses its statements, fills its pool, and V8 compiles
    // the request path, so that no configuration pays for it in the rounds.
    for (const server of servers) await loadSplit([server], 1, key, options.seconds);
    const rounds: Array<Record<ConfigId, Slice>> = [];
    for (let round = 0; round < options.rounds; round++) {
      const order = round % 2 === 0 ? [...CONFIGS] : [...CONFIGS].reverse();
      const slices = {} as Record<ConfigId, Slice>;
      for (const c of order) slices[c.id] = await loadSplit(targets(c.id), c.processes, key, options.seconds);
      rounds.push(slices);
      options.say(
        `  round ${round + 1}: ${CONFIGS.map((c) => `${c.id} ${slices[c.id].requestsPerSecond.toFixed(0)}/s`).join(', ')}`,
      );
    }
    return rounds;
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

export function summarizeThroughput(rounds: Array<Record<ConfigId, Slice>>) {
  return CONFIGS.map(({ id, label, processes }) => {
    const cpu = rounds.map((r) => r[id].serverCpuUs).filter((v): v is number => v !== null);
    const notOk = (slice: Slice) =>
      slice.errors +
      Object.entries(slice.statuses)
        .filter(([code]) => code !== '200')
        .reduce((sum, [, count]) => sum + count, 0);
    const perRoundRatios = rounds.map((r) => r[id].requestsPerSecond / r['postgres-1'].requestsPerSecond);
    return {
      id,
      label,
      processes,
      requestsPerSecond: median(rounds.map((r) => r[id].requestsPerSecond)),
      ratioToOneProcess: median(perRoundRatios),
      perRoundRatios,
      serverCpuUsPerRequest: cpu.length > 0 ? median(cpu) : null,
      notOkAnswers: rounds.reduce((sum, r) => sum + notOk(r[id]), 0),
    };
  });
}
