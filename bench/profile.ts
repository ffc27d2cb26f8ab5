import { mkdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchServerUrl, createDatabase, dropDatabase, seed, serverVersion } from './bench-database.js';
import { assignments, startCaja } from './bench-servers.js';
import { PAGE_1, pageAfter } from './cases.js';
import { keepMainProfile, renderSummary, summarizeProfile } from './cpu-profile.js';
import { slice, type Target } from './load.js';
import type { RunningServer } from './servers.js';

/**
 * `npx tsx bench/profile.ts [case] [seconds] [NAME=value …]`: where Caja's CPU goes in one bench case, with
 * its configuration as the bench sets it plus any NAME=value given. Seeds the
 * bench's database, starts Caja as the bench does but under `node --cpu-prof`, warms it up, loads
 * the case (caja-p1, caja-p20, caja-401-none or caja-401-bad; caja-p1 by default) for `seconds`
 * (20) and prints the self time of the busiest functions and packages during those seconds, per
 * response. The profile is kept in bench/results/ for Chrome DevTools (Performance tab).
 */
const CASES = ['caja-p1', 'caja-p20', 'caja-401-none', 'caja-401-bad'] as const;
type CaseId = (typeof CASES)[number];

const say = (line = '') => process.stdout.write(`${line}\n`);

async function main(): Promise<number> {
  const caseId = (process.argv[2] ?? 'caja-p1') as CaseId;
  const seconds = Number(process.argv[3] ?? 20);
  // Configuration for Caja on top of the bench's, e.g. LOG_LEVEL=silent.
  const configuration = assignments(process.argv.slice(4));
  if (!CASES.includes(caseId) || !(seconds > 0)) {
    say(`usage: tsx bench/profile.ts [${CASES.join('|')}] [seconds] [NAME=value …]`);
    return 2;
  }
  const serverUrl = benchServerUrl();
  if ((await serverVersion(serverUrl)) === null) {
    say(`No PostgreSQL reachable at ${new URL(serverUrl).host} (set DATABASE_URL). Nothing was profiled.`);
    return 0;
  }
  const dbName = `caja_profile_${process.pid}`;
  const scratch = join(tmpdir(), `caja-profile-${process.pid}`);
  const profileDir = join(scratch, 'profiles');
  mkdirSync(profileDir, { recursive: true });
  let caja: RunningServer | undefined;
  try {
    const url = await createDatabase(serverUrl, dbName);
    say(`Seeding ${dbName}…`);
    const seeded = await seed(url);
    caja = await startCaja({
      databaseUrl: url,
      logPath: join(scratch, 'caja.log'),
      dataDir: join(scratch, 'data'),
      nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
      env: configuration,
    });
    const target = await targetOf(caja, caseId, seeded.apiKey);
    await slice(target, 3);
    const fromUs = Number(process.hrtime.bigint() / 1000n);
    const responses = await slice(target, seconds);
    const toUs = Number(process.hrtime.bigint() / 1000n);
    const load = loadavg()[0]!.toFixed(2);
    await caja.stop(); // the profile is written as the process exits
    caja = undefined;

    const kept = keepMainProfile(profileDir, caseId);
    const summary = summarizeProfile(kept, { fromUs, toUs }, responses);
    say();
    say(
      `${caseId}: ${responses.toLocaleString('en-US')} responses in ${seconds} s, ${summary.sampledMs.toFixed(0)} ms sampled, load average ${load}`,
    );
    say('(the profiler itself adds CPU: compare profiles with each other, not with the bench table)');
    say();
    say(renderSummary('By package', summary.byPackage));
    say();
    say(renderSummary('By function', summary.byFunction));
    say();
    say(`Profile: ${kept}`);
    return 0;
  } finally {
    await caja?.stop();
    await dropDatabase(serverUrl, dbName).catch(() => undefined);
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The case's URL and headers; page 20's cursor by walking 19 pages as a client would. */
async function targetOf(caja: RunningServer, caseId: CaseId, key: string): Promise<Target> {
  const url = caja.baseUrl + PAGE_1;
  const auth = { authorization: `Bearer ${key}` };
  switch (caseId) {
    case 'caja-p1':
      return { url, headers: auth };
    case 'caja-401-none':
      return { url };
    case 'caja-401-bad':
      return { url, headers: { authorization: `Bearer caja_live_${'x'.repeat(40)}` } };
    case 'caja-p20': {
      let path = PAGE_1;
      for (let page = 1; page < 20; page++) {
        const response = await fetch(caja.baseUrl + path, { headers: auth });
        path = pageAfter(((await response.json()) as { next_cursor: string }).next_cursor);
      }
      return { url: caja.baseUrl + path, headers: auth };
    }
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `Profile failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
