import { mkdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { benchServerUrl, createDatabase, dropDatabase, seed, serverVersion } from './bench-database.js';
import { assignments, startCaja } from './bench-servers.js';
import { PAGE_1, pageAfter } from './cases.js';
import { Sample, slice, summarize, type Target } from './load.js';
import { median } from './report.js';
import { processCpuMs, type RunningServer, residentMib } from './servers.js';

/**
 * `npx tsx bench/ab.ts --b ../other-checkout [--a .] [--a-env K=V,…] [--b-env K=V,…]
 * [--case p1|p20|401|customer] [--rounds 10] [--seconds 3]`: two builds or two configurations of Caja
 * side by side on the bench's data, to tell whether a change is faster on a machine whose
 * absolute figures drift by a third from one minute to the next. Both servers run at once;
 * they are loaded one at a time, in rounds of A then B and B then A, and each round gives
 * the ratio B / A of throughput and of server CPU per response. The median of the rounds'
 * ratios is the figure to read. A checkout for --a or --b needs its own node_modules (a
 * symbolic link to this one's does).
 */
/** Page 1 and page 20 of the customer list, an unknown key, and one customer by id. */
const CASES = ['p1', 'p20', '401', 'customer'] as const;
type CaseId = (typeof CASES)[number];

const say = (line = '') => process.stdout.write(`${line}\n`);

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      a: { type: 'string', default: '.' },
      b: { type: 'string', default: '.' },
      'a-env': { type: 'string' },
      'b-env': { type: 'string' },
      case: { type: 'string', default: 'p1' },
      rounds: { type: 'string', default: '10' },
      seconds: { type: 'string', default: '3' },
    },
  });
  const caseId = values.case as CaseId;
  const rounds = Number(values.rounds);
  const seconds = Number(values.seconds);
  if (!CASES.includes(caseId) || !(rounds > 0) || !(seconds > 0)) {
    say(
      `usage: tsx bench/ab.ts --b <checkout> [--a <checkout>] [--case ${CASES.join('|')}] [--rounds N] [--seconds S]`,
    );
    return 2;
  }
  const serverUrl = benchServerUrl();
  if ((await serverVersion(serverUrl)) === null) {
    say(`No PostgreSQL reachable at ${new URL(serverUrl).host} (set DATABASE_URL). Nothing was measured.`);
    return 0;
  }
  const dbName = `caja_ab_${process.pid}`;
  const databases = [`${dbName}_a`, `${dbName}_b`];
  const scratch = join(tmpdir(), `caja-ab-${process.pid}`);
  const servers: RunningServer[] = [];
  try {
    mkdirSync(scratch, { recursive: true });
    const sides = { A: values.a!, B: values.b! };
    // A database each, migrated by its own server (two checkouts may differ in migrations, and a
    // server refuses a schema with migrations it does not know), then seeded alike.
    const keys: string[] = [];
    for (const [index, [side, root]] of Object.entries(sides).entries()) {
      const url = await createDatabase(serverUrl, databases[index]!);
      servers.push(
        await startCaja({
          databaseUrl: url,
          logPath: join(scratch, `${side}.log`),
          dataDir: join(scratch, side),
          root: resolve(root),
          env: assignments((values[side === 'A' ? 'a-env' : 'b-env'] ?? '').split(',')),
        }),
      );
      say(`Seeding ${databases[index]}…`);
      keys.push((await seed(url, { migrate: false })).apiKey);
    }
    const targets = await Promise.all(servers.map((server, i) => targetOf(server, caseId, keys[i]!)));
    say(`A: ${resolve(sides.A)} ${values['a-env'] ?? ''}`);
    say(`B: ${resolve(sides.B)} ${values['b-env'] ?? ''}`);
    say(`case ${caseId}, ${rounds} rounds of ${seconds} s per side, load before ${loadavg()[0]!.toFixed(2)}`);
    for (const target of targets) await slice(target, 2);

    const throughput: number[] = [];
    const cpu: number[] = [];
    const p99: [number[], number[]] = [[], []];
    say('round   A req/s   B req/s    B/A   A µs/req  B µs/req    B/A   A p99  B p99');
    for (let round = 1; round <= rounds; round++) {
      const measured: { rps: number; cpuUs: number }[] = [];
      const order = round % 2 ? [0, 1] : [1, 0];
      for (const i of order) {
        const sample = new Sample();
        const before = processCpuMs(servers[i]!.pid) ?? 0;
        await slice(targets[i]!, seconds, sample);
        const cpuMs = (processCpuMs(servers[i]!.pid) ?? 0) - before;
        const m = summarize(sample);
        const expected = caseId === '401' ? '401' : '200';
        const other = Object.entries(m.statuses).filter(([code]) => code !== expected);
        if (other.length > 0 || m.errors > 0) {
          throw new Error(
            `${i === 0 ? 'A' : 'B'} answered ${JSON.stringify(m.statuses)} with ${m.errors} errors`,
          );
        }
        measured[i] = { rps: m.requestsPerSecond, cpuUs: (cpuMs * 1000) / Math.max(m.requests, 1) };
        p99[i]!.push(m.p99Ms);
      }
      const [a, b] = measured as [{ rps: number; cpuUs: number }, { rps: number; cpuUs: number }];
      throughput.push(b.rps / a.rps);
      cpu.push(b.cpuUs / a.cpuUs);
      say(
        `${String(round).padStart(5)} ${a.rps.toFixed(0).padStart(9)} ${b.rps.toFixed(0).padStart(9)} ${(b.rps / a.rps).toFixed(3).padStart(6)} ` +
          `${a.cpuUs.toFixed(0).padStart(10)} ${b.cpuUs.toFixed(0).padStart(9)} ${(b.cpuUs / a.cpuUs).toFixed(3).padStart(6)} ` +
          `${p99[0].at(-1)!.toFixed(1).padStart(7)} ${p99[1].at(-1)!.toFixed(1).padStart(6)}`,
      );
    }
    say(
      `median B/A: throughput ${median(throughput).toFixed(3)}x (${Math.min(...throughput).toFixed(3)} to ${Math.max(...throughput).toFixed(3)}), ` +
        `CPU per response ${median(cpu).toFixed(3)}x (${Math.min(...cpu).toFixed(3)} to ${Math.max(...cpu).toFixed(3)})`,
    );
    say(`median p99: A ${median(p99[0]).toFixed(1)} ms, B ${median(p99[1]).toFixed(1)} ms`);
    const rss = servers.map((server) => residentMib(server.pid) ?? '?');
    say(`resident memory after the rounds: A ${rss[0]} MB, B ${rss[1]} MB`);
    return 0;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    for (const name of databases) await dropDatabase(serverUrl, name).catch(() => undefined);
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function targetOf(server: RunningServer, caseId: CaseId, key: string): Promise<Target> {
  const headers = { authorization: `Bearer ${key}` };
  if (caseId === '401')
    return { url: server.baseUrl + PAGE_1, headers: { authorization: `Bearer caja_live_${'x'.repeat(40)}` } };
  if (caseId === 'p1') return { url: server.baseUrl + PAGE_1, headers };
  if (caseId === 'customer') {
    const response = await fetch(server.baseUrl + PAGE_1, { headers });
    const [first] = ((await response.json()) as { data: { id: string }[] }).data;
    return { url: `${server.baseUrl}/customers/${first!.id}`, headers };
  }
  let path = PAGE_1;
  for (let page = 1; page < 20; page++) {
    const response = await fetch(server.baseUrl + path, { headers });
    path = pageAfter(((await response.json()) as { next_cursor: string }).next_cursor);
  }
  return { url: server.baseUrl + path, headers };
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
