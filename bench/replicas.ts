import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createPgCluster,
  createStandby,
  type PgCluster,
  postgresBinDir,
} from '../test/helpers/pg-cluster.js';
import { seed, serverVersion } from './bench-database.js';
import { startCaja } from './bench-servers.js';
import { slice } from './load.js';
import { describeMachine, median } from './report.js';
import { processCpuMs, type RunningServer } from './servers.js';

/**
 * Where the work of a read goes with a replica: a throw-away primary (100,000 customers) and a
 * hot standby made from it with `pg_basebackup -R`, both on this machine, and Caja three ways:
 * without replicas, and with the standby in DATABASE_REPLICA_URLS with each key's position
 * kept on the primary (the default) or in Redis (REDIS_URL, when one answers). Each loads
 * `GET /customers?limit=25` with a key that never writes, and reports the primary's and the
 * standby's CPU per read (all their processes, from /proc) beside requests a second. On two
 * cores the replica cannot add throughput (both servers share them): the point is how much
 * of each read stays on the primary. Not part of `npm run bench`: it needs PostgreSQL's
 * server programs (initdb, pg_basebackup), run as the `postgres` user when run as root, and
 * says so and measures nothing without them. BENCH_REPLICAS_DURATION (10 s) and
 * BENCH_REPLICAS_ROUNDS (3) change the run. Writes bench/results/replicas.json.
 */
const DURATION_S = Number(process.env['BENCH_REPLICAS_DURATION'] ?? 10);
const ROUNDS = Number(process.env['BENCH_REPLICAS_ROUNDS'] ?? 3);
const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const DB = 'caja_bench_replicas';
const say = (line = '') => process.stdout.write(`${line}\n`);

/** CPU of every process of a cluster, by pid (backends come and go; each is counted while seen). */
function clusterCpu(cluster: PgCluster): Map<number, number> {
  const cpu = new Map<number, number>();
  for (const pid of cluster.processes()) {
    const ms = processCpuMs(pid);
    if (ms !== null) cpu.set(pid, ms);
  }
  return cpu;
}

function cpuSince(cluster: PgCluster, before: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of clusterCpu(cluster)) total += ms - (before.get(pid) ?? 0);
  return total;
}

async function redisAnswers(): Promise<boolean> {
  const { Redis } = await import('ioredis');
  const client = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

interface Figures {
  requestsPerSecond: number;
  primaryCpuUsPerRead: number;
  standbyCpuUsPerRead: number;
  cajaCpuUsPerRead: number | null;
}

async function main(): Promise<void> {
  const bin = postgresBinDir();
  if (!bin) {
    say('Bench de réplicas omitido: faltan los programas del servidor PostgreSQL (initdb, pg_basebackup).');
    return;
  }
  const root = mkdtempSync(join(tmpdir(), 'caja-bench-replicas-'));
  const primary = await createPgCluster(bin, ['-c synchronous_commit=on']);
  const servers: RunningServer[] = [];
  let standby: PgCluster | undefined;
  try {
    const url = await primary.createDatabase(DB);
    const seeded = await seed(url);
    say(`Sembrados ${seeded.customers} clientes en ${Math.round(seeded.seedMs)} ms; copiando el primario…`);
    standby = await createStandby(bin, primary);
    const machine = describeMachine((await serverVersion(url)) ?? '?', `127.0.0.1:${primary.port}`);
    const setups: Array<[string, Record<string, string>]> = [
      ['sin réplica', {}],
      ['con réplica (posiciones en el primario)', { DATABASE_REPLICA_URLS: standby.url(DB) }],
    ];
    if (await redisAnswers()) {
      setups.push([
        'con réplica (posiciones en Redis)',
        { DATABASE_REPLICA_URLS: standby.url(DB), REDIS_URL, REPLICA_POSITION_STORE: 'redis' },
      ]);
    } else {
      say(`Redis no responde en ${REDIS_URL}: se mide sin el caso de posiciones en Redis.`);
    }
    const running: Array<{ label: string; server: RunningServer; rounds: Figures[] }> = [];
    for (const [label, env] of setups) {
      const dataDir = join(root, `caja-${running.length}`);
      const server = await startCaja({
        databaseUrl: url,
        logPath: join(root, `caja-${running.length}.log`),
        dataDir,
        env,
      });
      servers.push(server);
      running.push({ label, server, rounds: [] });
    }
    const target = (server: RunningServer) => ({
      url: `${server.baseUrl}/customers?limit=25`,
      headers: { authorization: `Bearer ${seeded.apiKey}` },
    });
    for (const { server } of running) await slice(target(server), 2);
    for (let round = 0; round < ROUNDS; round++) {
      for (const setup of running) {
        const primaryBefore = clusterCpu(primary);
        const standbyBefore = clusterCpu(standby);
        const cajaBefore = processCpuMs(setup.server.pid);
        const started = performance.now();
        const reads = await slice(target(setup.server), DURATION_S);
        const seconds = (performance.now() - started) / 1000;
        const cajaAfter = processCpuMs(setup.server.pid);
        setup.rounds.push({
          requestsPerSecond: reads / seconds,
          primaryCpuUsPerRead: (cpuSince(primary, primaryBefore) * 1000) / reads,
          standbyCpuUsPerRead: (cpuSince(standby, standbyBefore) * 1000) / reads,
          cajaCpuUsPerRead:
            cajaBefore === null || cajaAfter === null ? null : ((cajaAfter - cajaBefore) * 1000) / reads,
        });
      }
    }
    say();
    say(
      `GET /customers?limit=25, ${ROUNDS} rondas de ${DURATION_S} s por caso (medianas); ${machine.cpu}, ${machine.cores} núcleos, PostgreSQL ${machine.postgres}`,
    );
    say(
      '| caso | lecturas/s | CPU del primario por lectura | CPU de la réplica por lectura | CPU de Caja por lectura |',
    );
    say('|---|---|---|---|---|');
    const results = running.map(({ label, rounds }) => {
      const m = (pick: (f: Figures) => number | null) => {
        const values = rounds.map(pick).filter((v): v is number => v !== null);
        return values.length === 0 ? null : median(values);
      };
      const figures = {
        label,
        requestsPerSecond: m((f) => f.requestsPerSecond),
        primaryCpuUsPerRead: m((f) => f.primaryCpuUsPerRead),
        standbyCpuUsPerRead: m((f) => f.standbyCpuUsPerRead),
        cajaCpuUsPerRead: m((f) => f.cajaCpuUsPerRead),
        rounds,
      };
      const us = (v: number | null) => (v === null ? '—' : `${Math.round(v)} µs`);
      say(
        `| ${label} | ${Math.round(figures.requestsPerSecond ?? 0)} | ${us(figures.primaryCpuUsPerRead)} | ` +
          `${us(figures.standbyCpuUsPerRead)} | ${us(figures.cajaCpuUsPerRead)} |`,
      );
      return figures;
    });
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(
      'bench/results/replicas.json',
      `${JSON.stringify({ at: new Date().toISOString(), machine, loadavg: loadavg(), durationS: DURATION_S, rounds: ROUNDS, results }, null, 2)}\n`,
    );
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await standby?.remove();
    await primary.remove();
    rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
