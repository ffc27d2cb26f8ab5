import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, type RunningServer, startServer } from './servers.js';

/** The Node flags `npm start` gives Caja (package.json), so that the bench runs it the same way. */
export function startFlags(root = '.'): string[] {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}

/** `NAME=value` pairs (the value may hold `=`) as configuration for `startCaja`'s `env`. */
export const assignments = (pairs: string[]): Record<string, string> =>
  Object.fromEntries(pairs.filter(Boolean).map((pair) => pair.split(/=(.*)/s).slice(0, 2)));

/** Requests per minute per key and per account while benchmarking: far above what a run sends. */
export const RAISED_LIMIT = '10000000';

/**
 * Caja as `npm start` runs it (src/start/server.ts through tsx, with its Node flags), in its own process: logging at
 * info to `logPath`, a pool of 10, and the per-key and per-account limits raised through
 * configuration so that they do not stop the bench (the limiter still runs, in memory).
 */
export async function startCaja(options: {
  databaseUrl: string;
  logPath: string;
  dataDir: string;
  /** Extra Node options, e.g. `--cpu-prof` (bench/profile.ts). */
  nodeArgs?: string[];
  /** Another checkout of Caja to run instead of this one (bench/ab.ts). */
  root?: string;
  /** Configuration on top of the bench's own. */
  env?: Record<string, string>;
  /** What to run: the sources through tsx by default, or a build such as `dist/server.js`. */
  entry?: string;
  /** How long its first answer may take (a first start makes the embedded database). */
  startTimeoutMs?: number;
}): Promise<RunningServer & { adminUrl: string; adminToken: string }> {
  const [port, testPort, adminPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const adminToken = `bench_admin_${process.pid}_0123456789`;
  const server = await startServer({
    name: 'Caja',
    entry: options.entry ?? 'src/start/server.ts',
    env: {
      DATABASE_URL: options.databaseUrl,
      DATABASE_POOL_SIZE: '10',
      HOST: '127.0.0.1',
      PORT: String(port),
      TEST_PORT: String(testPort),
      ADMIN_HOST: '127.0.0.1',
      ADMIN_PORT: String(adminPort),
      CONSOLE_PORT: '0',
      CAJA_ADMIN_TOKEN: adminToken,
      CAJA_DEMO: 'false',
      CAJA_DATA_DIR: options.dataDir,
      LOG_LEVEL: 'info',
      RATE_LIMIT_PER_KEY: RAISED_LIMIT,
      RATE_LIMIT_PER_ACCOUNT: RAISED_LIMIT,
      // One process: its own limits, as the figures since the first run were measured (with
      // DATABASE_URL the default is the limits in the database, one write more per request).
      RATE_LIMIT_STORE: 'memory',
      ...options.env,
    },
    baseUrl: `http://127.0.0.1:${port}/public/v1`,
    probePath: '/me',
    stdoutPath: options.logPath,
    nodeArgs: [...startFlags(options.root ?? '.'), ...(options.nodeArgs ?? [])],
    ...(options.root ? { cwd: options.root } : {}),
    ...(options.startTimeoutMs ? { startTimeoutMs: options.startTimeoutMs } : {}),
  });
  return { ...server, adminUrl: `http://127.0.0.1:${adminPort}/admin/v1`, adminToken };
}

/** bench/reference-server.ts, started the same way as Caja, serving one account's customers. */
export async function startReference(options: {
  databaseUrl: string;
  accountId: string;
  logPath: string;
}): Promise<RunningServer> {
  const port = await freePort();
  return startServer({
    name: 'reference',
    entry: 'bench/reference-server.ts',
    env: {
      DATABASE_URL: options.databaseUrl,
      DATABASE_POOL_SIZE: '10',
      ACCOUNT_ID: options.accountId,
      REFERENCE_PORT: String(port),
    },
    baseUrl: `http://127.0.0.1:${port}`,
    probePath: '/customers?limit=1',
    stdoutPath: options.logPath,
  });
}
