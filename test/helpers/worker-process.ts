import { buildOnce, npmScriptFlags, spawnUntilReady } from './caja-process.js';

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
  const { child, output, kill } = await spawnUntilReady(
    process.execPath,
    [...npmScriptFlags('worker'), 'dist/worker.js'],
    { ...process.env, LOG_LEVEL: 'warn', ...env },
    (out) => /Entregando webhooks/.test(out),
    'the worker',
  );
  return { pid: child.pid!, output, kill };
}
