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
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['bin/caja.js', ...args], {
      env: {
        ...inherited,
        CAJA_ADMIN_URL: server.urls.admin,
        CAJA_ADMIN_TOKEN: ADMIN_TOKEN,
        ...env,
      } as NodeJS.ProcessEnv,
    });
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
