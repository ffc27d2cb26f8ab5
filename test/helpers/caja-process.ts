import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { ADMIN_TOKEN, AdminClient } from './harness.js';
import { cloneTemplate, dropDatabase } from './template.js';

/** The Node flags an npm script of package.json (`start`, `worker`) gives the process it runs. */
export function npmScriptFlags(script: 'start' | 'worker'): string[] {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
  return scripts[script]!.split(/\s+/).filter((word) => word.startsWith('--'));
}

/** How a process is started, as an operator would: `npm start`, `caja serve`, or node on dist/. */
export type Launcher = 'npm' | 'caja' | 'node';

export interface CajaProcess {
  /** The process that was spawned (npm, caja or node itself); it leads its own process group. */
  child: ChildProcess;
  /** The pid of the node process that serves (the same as child's with `node`). */
  serverPid: number;
  urls: { live: string; test: string; admin: string };
  admin: AdminClient;
  output(): string;
  /** Resolves with the spawned process's exit code (or the signal that ended it). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  /** Sends a signal to the spawned process, to the serving node process, or to the whole group. */
  signal(to: 'spawned' | 'server' | 'group', signal?: NodeJS.Signals): void;
  /** Kills whatever is left of the group and waits for it. */
  kill(): Promise<void>;
}

const ROOT = new URL('../..', import.meta.url).pathname;

/** Builds dist/ once per test process (the files are what `npm start` runs). */
let built: Promise<void> | null = null;
export function buildOnce(): Promise<void> {
  built ??= new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build exited ${code}`))));
  });
  return built;
}

/**
 * Starts a real Caja server process on ports the system picks, and waits until it says it is
 * ready. `env` overrides the defaults (no demo, quiet log, the operator token of the tests).
 */
export async function startCajaProcess(
  env: Record<string, string | undefined>,
  launcher: Launcher = 'node',
): Promise<CajaProcess> {
  await buildOnce();
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const fullEnv = {
    ...inherited,
    PORT: '0',
    TEST_PORT: '0',
    ADMIN_PORT: '0',
    CONSOLE_PORT: '0',
    HOST: '127.0.0.1',
    CAJA_DEMO: 'false',
    LOG_LEVEL: 'warn',
    CAJA_ADMIN_TOKEN: ADMIN_TOKEN,
    ...env,
  } as NodeJS.ProcessEnv;
  const [command, args] =
    launcher === 'npm'
      ? ['npm', ['start', '--silent']]
      : launcher === 'caja'
        ? [process.execPath, ['bin/caja.js', 'serve']]
        : [process.execPath, [...npmScriptFlags('start'), 'dist/server.js']];
  const { child, output, exited, kill } = await spawnUntilReady(
    command,
    args as string[],
    fullEnv,
    (out) => /Caja está lista/.test(out) && /operadores:/.test(out),
    `Caja (${launcher})`,
  );
  const out = output();
  const port = (label: string) => Number(new RegExp(`${label}[^\\n]*?:(\\d+)/`).exec(out)![1]);
  const urls = {
    live: `http://127.0.0.1:${port('producción')}`,
    test: `http://127.0.0.1:${port('pruebas')}`,
    admin: `http://127.0.0.1:${port('operadores')}`,
  };
  const serverPid = launcher === 'node' ? child.pid! : nodeDescendant(child.pid!);
  return {
    child,
    serverPid,
    urls,
    admin: new AdminClient(urls.admin, ADMIN_TOKEN),
    output,
    exited,
    signal(to, signal = 'SIGTERM') {
      if (to === 'group') process.kill(-child.pid!, signal);
      else process.kill(to === 'server' ? serverPid : child.pid!, signal);
    },
    kill,
  };
}

/** A spawned process leading its own group, with its output kept and its exit awaited. */
export interface SpawnedProcess {
  child: ChildProcess;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  /** Kills the whole group and waits for the spawned process to end. */
  kill(): Promise<void>;
}

/**
 * Spawns `command` in the project folder as the leader of its own process group and waits
 * until `ready` holds for its output; if it exits or takes over 150 s instead, kills the group
 * and throws with what it printed.
 */
export async function spawnUntilReady(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: (output: string) => boolean,
  what: string,
): Promise<SpawnedProcess> {
  const child = spawn(command, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const keep = (chunk: Buffer) => {
    out += chunk;
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const kill = async () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
    await exited;
  };
  const started = Date.now();
  while (!ready(out)) {
    if (child.exitCode !== null || Date.now() - started > 150_000) {
      await kill();
      throw new Error(`${what} did not start:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  return { child, output: () => out, exited, kill };
}

/** The pid of the node process serving under a launcher (npm execs node; caja spawns it). */
function nodeDescendant(pid: number): number {
  const table = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,args='], { encoding: 'utf8' });
  const rows = table
    .trim()
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line)!)
    .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), args: m[3]! }));
  let frontier = [pid];
  while (frontier.length > 0) {
    const children = rows.filter((r) => frontier.includes(r.ppid));
    const server = children.find((r) => r.args.includes('dist/server.js'));
    if (server) return server.pid;
    frontier = children.map((r) => r.pid);
  }
  throw new Error(`no node process serves under ${pid}`);
}

/** A migrated embedded data folder, made once per test process, that each server copies. */
let seedDir: Promise<string> | null = null;
function embeddedSeed(): Promise<string> {
  seedDir ??= buildOnce().then(() => {
    const dir = mkdtempSync(join(tmpdir(), 'caja-seed-'));
    execFileSync(process.execPath, ['dist/cli.js', 'migrate'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', CAJA_DATA_DIR: dir },
      stdio: 'ignore',
    });
    return dir;
  });
  return seedDir;
}

/** A database for a server process: a clone of the migrated template, or a migrated data folder. */
export async function processDatabase(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const serverUrl = process.env['DATABASE_URL'];
  const template = inject('pgTemplate');
  if (serverUrl && template) {
    const name = `caja_p_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const url = await cloneTemplate(serverUrl, template, name);
    return { env: { DATABASE_URL: url }, drop: () => dropDatabase(serverUrl, name) };
  }
  const dir = mkdtempSync(join(tmpdir(), 'caja-data-'));
  cpSync(await embeddedSeed(), dir, { recursive: true });
  return {
    env: { CAJA_DATA_DIR: dir },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}
