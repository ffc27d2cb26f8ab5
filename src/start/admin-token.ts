import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isInMemory } from '#src/db/database.js';
import { randomBase62 } from '#src/domain/api-keys/secret.js';

/**
 * The operator token: CAJA_ADMIN_TOKEN when set; otherwise one generated on first start and
 * kept in the data directory (readable by its owner only). An in-memory database keeps nothing
 * on disk, so neither does its token.
 */
export function resolveAdminToken(
  configured: string | undefined,
  dataDir: string,
): { token: string; generated: boolean; path?: string } {
  if (configured) return { token: configured, generated: false };
  const token = `caja_admin_${randomBase62(40)}`;
  if (isInMemory(dataDir)) return { token, generated: true };
  const path = join(dataDir, 'admin-token');
  if (existsSync(path)) return { token: readFileSync(path, 'utf8').trim(), generated: false, path };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path, `${token}\n`, { mode: 0o600 });
  return { token, generated: true, path };
}
