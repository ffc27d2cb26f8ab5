import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export interface RunningServer {
  name: string;
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

/** A port the OS says is free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts an entry point in its own Node process (a TypeScript one through tsx, a built one as
 * `npm start` runs it), with stdout going to `stdoutPath`, and waits until `probeUrl` answers at all.
 */
export async function startServer(options: {
  name: string;
  entry: string;
  env: Record<string, string>;
  baseUrl: string;
  probePath: string;
  stdoutPath: string;
  /** Extra Node options, e.g. `--cpu-prof` while profiling. */
  nodeArgs?: string[];
  /** The folder to run `entry` from (another checkout, in bench/ab.ts); this one by default. */
  cwd?: string;
  /** How long the first answer may take (30 s by default). */
  startTimeoutMs?: number;
}): Promise<RunningServer> {
  const out = openSync(options.stdoutPath, 'w');
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...(options.nodeArgs ?? []),
      ...(options.entry.endsWith('.ts') ? ['--import', 'tsx'] : []),
      options.entry,
    ],
    {
      env: { ...process.env, ...options.env },
      ...(options.cwd ? { cwd: options.cwd } : {}),
      stdio: ['ignore', out, 'pipe'],
    },
  );
  closeSync(out);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const timeoutMs = options.startTimeoutMs ?? 30_000;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`${options.name} exited with code ${child.exitCode}:\n${stderr}`);
    }
    try {
      await fetch(options.baseUrl + options.probePath);
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`${options.name} did not answer within ${timeoutMs / 1000} s:\n${stderr}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  return {
    name: options.name,
    baseUrl: options.baseUrl,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * CPU time a process has used, user plus system, in milliseconds; null where /proc is not
 * there to tell (it counts in USER_HZ, 100 per second on Linux).
 */
/** A process's resident memory in MiB: now (`VmRSS`) or its peak so far (`VmHWM`); null once it has ended. */
export function residentMib(pid: number, measure: 'VmRSS' | 'VmHWM' = 'VmRSS'): number | null {
  try {
    const kb = new RegExp(`${measure}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? null : Math.round(Number(kb) / 1024);
  } catch {
    return null;
  }
}

export function processCpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}
