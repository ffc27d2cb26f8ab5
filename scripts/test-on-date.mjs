#!/usr/bin/env node
// Runs the test suite as if it were another instant: `node scripts/test-on-date.mjs
// 2028-02-29T04:58:30Z [vitest arguments…]`. Every process of the run (vitest, its workers, the
// servers and CLIs the tests start, the embedded database inside them) reads a clock moved by
// the same offset through libfaketime (Debian's package `faketime`), and the clock keeps
// ticking from there, so a run that starts a minute before a Bogota midnight crosses it. A
// PostgreSQL server given by DATABASE_URL keeps its own clock; Caja stamps records with its own.
//
// Without libfaketime the run is skipped with a line that says how to install it, as the
// browser tests are without Chromium; `.ci/run` installs it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const [instant, ...vitestArgs] = process.argv.slice(2);
const target = Date.parse(instant ?? '');
if (!instant || !/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?Z$/.test(instant) || Number.isNaN(target)) {
  console.error('Uso: node scripts/test-on-date.mjs AAAA-MM-DDTHH:MM[:SS]Z [argumentos de vitest]');
  process.exit(2);
}

const LIBRARIES = [
  process.env.FAKETIME_LIB,
  '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1',
  '/usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1',
  '/usr/lib/faketime/libfaketime.so.1',
  '/usr/local/lib/faketime/libfaketime.so.1',
];
const library = LIBRARIES.find((path) => path && existsSync(path));
if (!library) {
  console.log(
    `== libfaketime is not installed: the suite as if it were ${instant} is skipped (apt-get install faketime)`,
  );
  process.exit(0);
}

const bogota = new Date(target - 5 * 3_600_000).toISOString().replace('T', ' ').slice(0, 16);
console.log(`== npm test as if it were ${instant} (${bogota} in Bogota)`);
// A relative offset, unlike an absolute start, is the same in every process whenever it starts.
const offsetSeconds = Math.round((target - Date.now()) / 1000);
const env = {
  ...process.env,
  LD_PRELOAD: [library, process.env.LD_PRELOAD].filter(Boolean).join(' '),
  FAKETIME: `${offsetSeconds >= 0 ? '+' : ''}${offsetSeconds}s`,
  // Timers and timeouts keep the machine's own steady clock.
  FAKETIME_DONT_FAKE_MONOTONIC: '1',
};
const run = spawnSync('npx', ['vitest', 'run', ...vitestArgs], { stdio: 'inherit', env });
process.exit(run.status ?? 1);
