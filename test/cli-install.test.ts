import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The `caja` command from outside the checkout: installed with `npm install -g` into a prefix
 * of its own (npm links the folder, so nothing is copied or downloaded) and run from another
 * folder, as an integrator does after cloning.
 */
const exec = promisify(execFile);
const checkout = fileURLToPath(new URL('..', import.meta.url));
const elsewhere = mkdtempSync(join(tmpdir(), 'caja-install-'));
afterAll(() => rmSync(elsewhere, { recursive: true, force: true }));

describe('the caja command from anywhere', { timeout: 120_000 }, () => {
  it('runs after npm install -g of the checkout, and as node <checkout>/bin/caja.js, from another folder', async () => {
    const prefix = join(elsewhere, 'prefix');
    await exec(
      'npm',
      ['install', '-g', '--prefix', prefix, '--offline', '--no-audit', '--no-fund', checkout],
      {
        cwd: elsewhere,
      },
    );
    const { CAJA_API_KEY: _key, ...inherited } = process.env;
    const options = { cwd: elsewhere, env: { ...inherited, XDG_CONFIG_HOME: join(elsewhere, 'config') } };
    const help = await exec(join(prefix, 'bin', 'caja'), ['--help'], options);
    expect(help.stdout).toMatch(/^Uso: caja <comando>/);
    expect(help.stdout).toContain('caja trigger TIPO');
    // A command that loads the SDK and the contract through the checkout's configuration.
    const key = `caja_test_${'A1b2C3d4E5'.repeat(4)}`;
    const secret = await exec(join(prefix, 'bin', 'caja'), ['listen', '--print-secret'], {
      ...options,
      env: { ...options.env, CAJA_API_KEY: key },
    });
    expect(secret.stdout).toMatch(/^whsec_\S+\n$/);
    const direct = await exec(process.execPath, [join(checkout, 'bin', 'caja.js'), '--help'], options);
    expect(direct.stdout).toBe(help.stdout);
  });
});
