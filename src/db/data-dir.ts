import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Creates the embedded database's data directory for its owner only, and brings everything
 * in it to 0700 (folders) and 0600 (files): the embedded engine writes its files 0666 whatever
 * the umask, and an earlier version left them so. Run on creation and at every start; files
 * the engine adds later sit inside a folder nobody else can enter.
 */
export function secureDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  secureTree(dataDir);
}

function secureTree(path: string): void {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    if ((stat.mode & 0o777) !== 0o700) chmodSync(path, 0o700);
    for (const name of readdirSync(path)) secureTree(join(path, name));
  } else if ((stat.mode & 0o777) !== 0o600) {
    chmodSync(path, 0o600);
  }
}
