import { spawn } from 'node:child_process';
import { ADMIN_TOKEN, type TestServer } from './harness.js';

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the real `caja` executable against a test server's operator interface, as an operator's
 * shell would. The test run's DATABASE_URL is not passed on: the CLI reaches the server by HTTP.
 */
export function runCaja(
  server: TestServer,
  args: string[],
  env: Record<string, string | undefined> = {},
): Promise<CliRun> {
  return runCajaWith(args, { CAJA_ADMIN_URL: server.urls.admin, CAJA_ADMIN_TOKEN: ADMIN_TOKEN, ...env });
}

/**
 * Runs the real `caja` executable with the test run's environment but DATABASE_URL, and `env`
 * on top (a variable given as undefined is left out).
 */
export function runCajaWith(args: string[], env: Record<string, string | undefined>): Promise<CliRun> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const merged = Object.fromEntries(
    Object.entries({ ...inherited, ...env }).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['bin/caja.js', ...args], { env: merged });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
