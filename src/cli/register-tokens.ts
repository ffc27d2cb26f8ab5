import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RegisterTokens } from '#src/simulator/setup.js';
import { configDir } from './listen-secret.js';

type Env = Record<string, string | undefined>;

/**
 * The tokens of the registers `caja simulate --account` registered on an account, kept so the
 * next run sells on the same registers (a token is shown once, when the register is made). Like
 * `caja listen`'s secrets: one 0600 file per account, environment and operator interface, named
 * by a hash of them.
 */
export function registerTokens(accountId: string, environment: string, env: Env): RegisterTokens {
  const dir = join(configDir(env), 'simulate');
  const admin = env['CAJA_ADMIN_URL'] || 'http://127.0.0.1:3002';
  const name = createHash('sha256')
    .update(`${accountId}\n${environment}\n${admin}`)
    .digest('hex')
    .slice(0, 32);
  const file = join(dir, `${name}.json`);
  const tokens = read(file);
  return {
    get: (deviceId) => tokens[deviceId],
    set(deviceId, token) {
      tokens[deviceId] = token;
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      writeFileSync(file, `${JSON.stringify(tokens)}\n`, { mode: 0o600 });
    },
  };
}

function read(file: string): Record<string, string> {
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    if (typeof stored !== 'object' || stored === null) return {};
    return Object.fromEntries(
      Object.entries(stored).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || error instanceof SyntaxError) return {};
    throw error;
  }
}
