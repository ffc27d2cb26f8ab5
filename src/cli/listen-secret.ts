import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { newSigningSecret } from '#src/domain/webhooks/signing.js';

type Env = Record<string, string | undefined>;

/** Where `caja listen` keeps its secrets: $XDG_CONFIG_HOME/caja, else ~/.config/caja. */
export function configDir(env: Env): string {
  const base = env['XDG_CONFIG_HOME'] || join(homedir(), '.config');
  return join(base, 'caja');
}

/**
 * The signing secret of `caja listen` for one API key and server address: the same across
 * restarts, so that a receiver configured with it keeps verifying. It is kept in a file of its
 * own, readable only by its owner, named by a hash of the key and the address (never the key).
 */
export function listenSecret(key: string, baseUrl: string, env: Env): string {
  const dir = join(configDir(env), 'listen');
  const name = createHash('sha256').update(`${key}\n${baseUrl}`).digest('hex').slice(0, 32);
  const file = join(dir, `${name}.secret`);
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (/^whsec_\S+$/.test(stored)) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = newSigningSecret();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
