import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOnce, processDatabase, startCajaProcess } from './helpers/caja-process.js';
import { waitFor } from './helpers/webhook-receiver.js';

const ROOT = new URL('..', import.meta.url).pathname;
const scratch = mkdtempSync(join(tmpdir(), 'caja-start-'));

beforeAll(() => buildOnce(), 60_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The environment of a server process: every port the system's choice, no demo, no shared database. */
function serverEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  return {
    ...inherited,
    HOST: '127.0.0.1',
    PORT: '0',
    TEST_PORT: '0',
    ADMIN_PORT: '0',
    CONSOLE_PORT: '0',
    CAJA_DEMO: 'false',
    ...env,
  } as NodeJS.ProcessEnv;
}

/** Runs dist/server.js to its end (it must stop by itself) and returns what it printed. */
function runServerToExit(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['dist/server.js'], { cwd: ROOT, env: serverEnv(env) });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      out += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
  });
}

/** A port held by another program for the duration of `use`. */
async function withBusyPort<T>(use: (port: number) => Promise<T>): Promise<T> {
  const holder: Server = createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  try {
    return await use((holder.address() as AddressInfo).port);
  } finally {
    await new Promise((resolve) => holder.close(resolve));
  }
}

describe('a port already in use', () => {
  it.each([
    'PORT',
    'TEST_PORT',
    'ADMIN_PORT',
    'CONSOLE_PORT',
  ])('stops the start with one Spanish line naming the port and %s, before the database is opened', async (variable) => {
    const dataDir = join(scratch, `data-${variable}`);
    const { code, out } = await withBusyPort((port) =>
      runServerToExit({ [variable]: String(port), CAJA_DATA_DIR: dataDir }).then((run) => ({
        ...run,
        out: run.out.replaceAll(String(port), 'N'),
      })),
    );
    expect(code).toBe(1);
    expect(out).toMatch(
      new RegExp(
        `^El puerto N ya está en uso \\(${variable}\\): cierra el programa que lo ocupa .* ${variable}=\\d+ npm start\\.\\n$`,
      ),
    );
    // Nothing was created: not the data folder, not its embedded database, not the operator token.
    expect(existsSync(dataDir)).toBe(false);
  });

  it('two listeners given the same port are refused the same way', async () => {
    const port = await withBusyPort(async (free) => free); // a port that is free now
    const { code, out } = await runServerToExit({
      PORT: String(port),
      TEST_PORT: String(port),
      CAJA_DATA_DIR: join(scratch, 'same-port'),
    });
    expect(code).toBe(1);
    expect(out).toContain(`El puerto ${port} ya está en uso (TEST_PORT)`);
  });
});

/** Whether `script` (util-linux) is here to give a process a pseudo-terminal. */
function hasScript(): boolean {
  try {
    execFileSync('script', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs dist/server.js with a pseudo-terminal as its stdout, as a person's shell does, types
 * Ctrl-C once it is ready and has logged its listeners, and returns what the terminal showed, without colors.
 */
function runOnTerminal(env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('script', ['-qfec', `${process.execPath} dist/server.js`, '/dev/null'], {
      cwd: ROOT,
      env: serverEnv(env),
      detached: true,
    });
    let text = '';
    let stopped = false;
    child.stdin.on('error', () => undefined); // the terminal may close before Ctrl-C is typed
    child.stdout.on('data', (chunk) => {
      text += chunk;
      // Ready, and the last listener's log line shown: pino's JSON reaches a terminal asynchronously.
      if (!stopped && text.includes('operadores:') && text.includes('"listener":"console"')) {
        stopped = true;
        child.stdin.write('\u0003');
      }
    });
    const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 60_000);
    child.on('error', reject);
    child.on('close', () => {
      clearTimeout(timer);
      resolve(text.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '').replace(/\r/g, ''));
    });
  });
}

describe('log format', { timeout: 90_000 }, () => {
  let database: Awaited<ReturnType<typeof processDatabase>>;
  let env: Record<string, string>;
  beforeAll(async () => {
    database = await processDatabase();
    env = { ...database.env, LOG_LEVEL: 'info' };
  }, 90_000);
  afterAll(() => database.drop());

  const PRETTY_LISTENING =
    /^\[\d{2}:\d{2}:\d{2}\.\d{3}\] INFO: Server listening at http:\/\/127\.0\.0\.1:\d+ \{"listener":"live"\}$/m;
  const JSON_LISTENING = /^\{"level":30,.*"listener":"live","msg":"Server listening at /m;

  // JSON without a terminal, the default, is what test/cli.test.ts reads from `caja serve`.

  it('is one readable line per entry with LOG_FORMAT=pretty, from the bundled dist/server.js', async () => {
    const caja = await startCajaProcess({ ...env, LOG_FORMAT: 'pretty' });
    try {
      await fetch(`${caja.urls.test}/public/v1/me`);
      // The request's line reaches the pipe a moment after the response.
      await waitFor(() => caja.output().includes('"url":"/public/v1/me"'), "the request's log line");
      const out = caja.output();
      expect(out).toMatch(PRETTY_LISTENING);
      expect(out).toMatch(/^\[[\d:.]+\] INFO: request \{.*"url":"\/public\/v1\/me","status":401/m);
      expect(out).not.toMatch(/^\{"level"/m);
    } finally {
      await caja.kill();
    }
  });

  it.skipIf(!hasScript())('is readable on a terminal, and JSON there with LOG_FORMAT=json', async () => {
    const readable = await runOnTerminal(env);
    expect(readable).toContain('Caja está lista');
    expect(readable).toMatch(PRETTY_LISTENING);
    expect(readable).not.toMatch(/^\{"level"/m);
    const json = await runOnTerminal({ ...env, LOG_FORMAT: 'json' });
    expect(json).toContain('Caja está lista');
    expect(json).toMatch(JSON_LISTENING);
  });

  it('refuses an unknown LOG_FORMAT with the configuration errors', async () => {
    const { code, out } = await runServerToExit({ CAJA_DATA_DIR: 'memory://', LOG_FORMAT: 'bonito' });
    expect(code).toBe(2);
    expect(out).toContain('LOG_FORMAT="bonito" debe ser uno de: auto, json, pretty.');
  });
});
