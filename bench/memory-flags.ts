import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '#src/db/database.js';
import { assignments, startCaja } from './bench-servers.js';
import { type Fixture, load, prepare } from './mixed-load.js';
import { median } from './report.js';
import { type RunningServer, residentMib } from './servers.js';

/**
 * `npx tsx bench/memory-flags.ts [--rounds 6] [--seconds 20] -- '<node options>' …`: Node options
 * (and environment, as `NAME=value` words) compared on the embedded database, for memory and for
 * speed at once. One Caja per set of
 * options (dist/server.js with `npm start`'s flags, then the set's), the first always with none
 * added, each on a data folder of its own holding the same account; all run for the whole
 * bench. Each round puts the mixed load of bench/memory.ts on each in turn for `seconds`, in an
 * order that turns from round to round, so that a machine whose speed drifts by a third weighs
 * on all alike. Reports for each set the median over the rounds of its requests per second over
 * the first set's, its peak resident memory (VmHWM) and its resident memory at the end.
 */
const say = (line = '') => process.stdout.write(`${line}\n`);
/** `NAME=value` in a set is environment for that server (MALLOC_ARENA_MAX=2, say), not a Node option. */
const isAssignment = (word: string) => /^[A-Z][A-Z0-9_]*=/.test(word);
const LIMITS = { RATE_LIMIT_PER_DEVICE: '1000000', RATE_LIMIT_WRITES_PER_KEY: '1000000' };

interface Arm {
  flags: string;
  server: RunningServer;
  fixture: Fixture;
  rates: number[];
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { rounds: { type: 'string', default: '6' }, seconds: { type: 'string', default: '20' } },
  });
  const rounds = Number(values.rounds);
  const seconds = Number(values.seconds);
  if (positionals.length === 0 || !(rounds > 0) || !(seconds > 0)) {
    say("usage: tsx bench/memory-flags.ts [--rounds N] [--seconds S] -- '<node options>' …");
    return 2;
  }
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  const root = join(tmpdir(), `caja-bench-memory-flags-${process.pid}`);
  const arms: Arm[] = [];
  try {
    for (const [i, flags] of ['', ...positionals].entries()) {
      const words = flags.split(/\s+/).filter(Boolean);
      const dataDir = join(root, String(i));
      mkdirSync(dataDir, { recursive: true });
      const fixture = await prepare(await openDatabase({ dataDir }));
      const server = await startCaja({
        databaseUrl: '',
        logPath: '/dev/null',
        dataDir,
        env: { ...LIMITS, ...assignments(words.filter(isAssignment)) },
        nodeArgs: words.filter((word) => !isAssignment(word)),
        entry: 'dist/server.js',
      });
      arms.push({ flags, server, fixture, rates: [] });
    }
    say(`memory-flags: ${rounds} rounds of ${seconds} s per server, load before ${loadavg()[0]!.toFixed(2)}`);
    for (let round = 0; round < rounds; round++) {
      for (let k = 0; k < arms.length; k++) {
        const arm = arms[(round + k) % arms.length]!;
        const started = Date.now();
        const done = await load(arm.server, arm.fixture, started + seconds * 1000);
        const total = Object.values(done).reduce((sum, n) => sum + n, 0);
        arm.rates.push(total / ((Date.now() - started) / 1000));
      }
      say(`  round ${round + 1}: ${arms.map((arm) => `${arm.rates.at(-1)!.toFixed(1)}/s`).join(', ')}`);
    }
    say('| Node options added | requests/s vs none | peak MiB | end MiB |');
    say('|---|---:|---:|---:|');
    const base = arms[0]!;
    for (const arm of arms) {
      const ratios = arm.rates.map((rate, i) => rate / base.rates[i]!);
      say(
        `| ${arm.flags || '(none)'} | ${median(ratios).toFixed(3)}x (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}) | ` +
          `${residentMib(arm.server.pid, 'VmHWM')} | ${residentMib(arm.server.pid)} |`,
      );
    }
    say(`load after ${loadavg()[0]!.toFixed(2)}`);
    return 0;
  } finally {
    await Promise.all(arms.map((arm) => arm.server.stop()));
    rmSync(root, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
