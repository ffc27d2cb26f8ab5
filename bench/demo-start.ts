import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { benchServerUrl, createDatabase, dropDatabase, serverVersion } from './bench-database.js';
import { startFlags } from './bench-servers.js';
import { median } from './report.js';

/**
 * The first `npm start` over an empty database with the demo on: seconds from the printed test
 * key to "Semana de la demo lista", on the embedded database and on PostgreSQL (a fresh data
 * folder or a fresh database each time), as `node <npm start's flags> dist/server.js` runs it.
 * The goal is 10 s on a 2-core machine. Also fails a round whose log says "demo week inconsistent".
 *
 *   npx tsx bench/demo-start.ts [--rounds 3] [--db embedded|postgres|both] [--before DIR]
 *       [--pretty] [--cpu-prof DIR]
 *
 * `--before DIR` is another checkout (e.g. a git worktree of HEAD with node_modules linked): each
 * round runs its build and this one back to back, alternating which goes first, so the machine's
 * drift falls on both. `--pretty` logs as on a terminal (LOG_FORMAT=pretty) instead of JSON.
 */
const GOAL_SECONDS = 10;
const WAIT_MS = 180_000;
const KEY_LINE = /^ {2}caja_test_\w+$/m;
const READY = 'Semana de la demo lista';
const INCONSISTENT = 'demo week inconsistent';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    db: { type: 'string', default: 'both' },
    before: { type: 'string' },
    pretty: { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
  },
});
const say = (line = '') => process.stdout.write(`${line}\n`);
const loads = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

type Kind = 'embedded' | 'postgres';
interface Build {
  label: 'before' | 'after';
  root: string;
}

const kinds: Kind[] = values.db === 'both' ? ['embedded', 'postgres'] : [values.db as Kind];
const builds: Build[] = [
  ...(values.before ? [{ label: 'before' as const, root: resolve(values.before) }] : []),
  { label: 'after', root: resolve('.') },
];

interface Timing {
  seconds: number;
  /** CPU seconds the server process used meanwhile (every thread): steadier than the wall on a busy machine. */
  cpu: number;
}

/** User plus system CPU seconds of a process so far, from /proc (0 where there is none). */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}
const TICKS_PER_SECOND = 100;

/** One first start: the seconds from the key line to the ready line, or why there are none. */
async function firstStart(build: Build, kind: Kind, serverUrl: string): Promise<Timing> {
  const dataDir = mkdtempSync(join(tmpdir(), 'caja-demo-bench-'));
  const dbName = `caja_demo_bench_${process.pid}_${Date.now()}`;
  const databaseUrl = kind === 'postgres' ? await createDatabase(serverUrl, dbName) : '';
  const profile = values['cpu-prof'] ? [`--cpu-prof`, `--cpu-prof-dir=${resolve(values['cpu-prof'])}`] : [];
  const child: ChildProcess = spawn(
    process.execPath,
    [...startFlags(build.root), ...profile, 'dist/server.js'],
    {
      cwd: build.root,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: '0',
        TEST_PORT: '0',
        ADMIN_PORT: '0',
        CONSOLE_PORT: '0',
        CAJA_DEMO: 'true',
        CAJA_DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        CAJA_ADMIN_TOKEN: '',
        LOG_FORMAT: values.pretty ? 'pretty' : 'json',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  let keyAt = 0;
  let readyAt = 0;
  let cpuAtKey = 0;
  let cpuAtReady = 0;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const onData = (chunk: Buffer) => {
    out += chunk.toString();
    const now = performance.now();
    if (!keyAt && KEY_LINE.test(out)) {
      keyAt = now;
      cpuAtKey = cpuSeconds(child.pid!);
    }
    if (!readyAt && out.includes(READY)) {
      readyAt = now;
      cpuAtReady = cpuSeconds(child.pid!);
    }
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const started = performance.now();
  try {
    while (!readyAt && child.exitCode === null && performance.now() - started < WAIT_MS) {
      await new Promise((r) => setTimeout(r, 20));
    }
    if (!keyAt || !readyAt) throw new Error(`${build.label} ${kind}: no demo week:\n${out.slice(-3000)}`);
    // The read-back check is logged just before the ready line.
    if (out.includes(INCONSISTENT)) throw new Error(`${build.label} ${kind}: ${INCONSISTENT}:\n${out}`);
    return { seconds: (readyAt - keyAt) / 1000, cpu: cpuAtReady - cpuAtKey };
  } finally {
    child.kill('SIGINT');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await dropDatabase(serverUrl, dbName);
  }
}

async function main() {
  const serverUrl = benchServerUrl();
  if (kinds.includes('postgres') && !(await serverVersion(serverUrl))) {
    throw new Error(`No PostgreSQL answers at ${serverUrl} (set DATABASE_URL or use --db embedded).`);
  }
  for (const build of builds) {
    say(`Building ${build.root}`);
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: build.root, stdio: 'inherit' });
  }
  const rounds = Number(values.rounds);
  const times = new Map<string, Timing[]>();
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? builds : [...builds].reverse();
    const parts: string[] = [];
    for (const kind of kinds) {
      for (const build of order) {
        const timing = await firstStart(build, kind, serverUrl);
        const key = `${build.label} ${kind}`;
        times.set(key, [...(times.get(key) ?? []), timing]);
        parts.push(`${key} ${timing.seconds.toFixed(1)} s (CPU ${timing.cpu.toFixed(1)} s)`);
      }
    }
    say(`round ${round + 1}: ${parts.join(', ')} (load ${loads()})`);
  }
  say();
  for (const [key, list] of times) {
    const wall = median(list.map((t) => t.seconds));
    const cpu = median(list.map((t) => t.cpu));
    const verdict = key.startsWith('after')
      ? wall <= GOAL_SECONDS
        ? ' (goal met)'
        : ' (over the goal)'
      : '';
    const each = list.map((t) => t.seconds.toFixed(1)).join(', ');
    say(`${key}: median ${wall.toFixed(1)} s of ${each}; CPU median ${cpu.toFixed(1)} s${verdict}`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
