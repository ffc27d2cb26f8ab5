import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { startFlags } from './bench-servers.js';
import { freePort } from './servers.js';

/** A Caja server process started from dist/, as `npm start` runs it. */
export interface DistServer {
  pid: number;
  /** `http://127.0.0.1:<port>` of the live, test and operator listeners. */
  live: string;
  test: string;
  admin: string;
  /** From the spawn to the first 200 of GET /readyz, in milliseconds. */
  readyMs: number;
  /** SIGTERM, then SIGKILL after 10 s; resolves once the process is gone. */
  stop(): Promise<void>;
}

export const BENCH_ADMIN_TOKEN = `bench_admin_${process.pid}_0123456789`;

/** Compiles src/ into dist/ (what `npm start` does before it starts). */
export function buildDist(): void {
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
}

/** `caja migrate` on an embedded data folder. */
export function migrateEmbedded(dataDir: string): void {
  execFileSync(process.execPath, ['dist/cli.js', 'migrate'], {
    env: { ...process.env, DATABASE_URL: '', CAJA_DATA_DIR: dataDir },
    stdio: 'ignore',
  });
}

/**
 * Spawns `node <npm start's flags> dist/server.js` on ports of its own and polls GET /readyz
 * every 10 ms until it answers 200. `env` must say which database (`DATABASE_URL`, empty for
 * the embedded one); the demo is off. Its stdout (the request log) goes to `logPath`.
 */
export async function startDistServer(
  env: Record<string, string>,
  logPath = '/dev/null',
): Promise<DistServer> {
  const [port, testPort, adminPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const out = openSync(logPath, 'a');
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...startFlags(), 'dist/server.js'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      TEST_PORT: String(testPort),
      ADMIN_PORT: String(adminPort),
      CONSOLE_PORT: '0',
      CAJA_ADMIN_TOKEN: BENCH_ADMIN_TOKEN,
      CAJA_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', out, 'pipe'],
  });
  closeSync(out);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };

  const live = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Caja exited with code ${child.exitCode}:\n${stderr}`);
    const status = await fetch(`${live}/readyz`).then(
      (res) => res.arrayBuffer().then(() => res.status),
      () => 0,
    );
    if (status === 200) break;
    if (performance.now() - started > 60_000) {
      await stop();
      throw new Error(`Caja was not ready within 60 s:\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  return {
    pid: child.pid!,
    live,
    test: `http://127.0.0.1:${testPort}`,
    admin: `http://127.0.0.1:${adminPort}`,
    readyMs: performance.now() - started,
    stop,
  };
}
