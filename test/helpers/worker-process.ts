import { spawn } from 'node:child_process';
import { buildOnce } from './caja-process.js';

const ROOT = new URL('../..', import.meta.url).pathname;

/** A `caja worker` process: node on dist/worker.js, with the flags `npm run worker` gives it. */
export interface WorkerProcess {
  pid: number;
  output(): string;
  /** Kills the process (it leads its own group) and waits for it. */
  kill(): Promise<void>;
}

/**
 * Starts a webhook worker process on a PostgreSQL database and waits until it says it is
 * delivering. `env` goes on top of this process's environment and a quiet log.
 */
export async function startWorkerProcess(env: Record<string, string>): Promise<WorkerProcess> {
  await buildOnce();
  const child = spawn(
    process.execPath,
    ['--no-allocation-site-pretenuring', '--max-semi-space-size=32', 'dist/worker.js'],
    {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  child.stdout!.on('data', (chunk) => {
    out += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    out += chunk;
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const kill = async () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
    await exited;
  };
  const started = Date.now();
  while (!/Entregando webhooks/.test(out)) {
    if (child.exitCode !== null || Date.now() - started > 60_000) {
      await kill();
      throw new Error(`the worker did not start:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  return { pid: child.pid!, output: () => out, kill };
}
