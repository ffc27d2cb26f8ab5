import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveAdminToken } from '#src/start/admin-token.js';

describe('the operator token', () => {
  it('is generated once, kept readable by its owner only, and read back on the next start', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'caja-token-')), 'data');
    const first = resolveAdminToken(undefined, dir);
    expect(first).toMatchObject({ generated: true, path: join(dir, 'admin-token') });
    expect(first.token).toMatch(/^caja_admin_[A-Za-z0-9]{40}$/);
    expect(statSync(join(dir, 'admin-token')).mode & 0o777).toBe(0o600);
    expect(resolveAdminToken(undefined, dir)).toEqual({
      token: first.token,
      generated: false,
      path: first.path,
    });
  });

  it('is CAJA_ADMIN_TOKEN when set, and writes nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'caja-token-'));
    expect(resolveAdminToken('caja_admin_configured', dir)).toEqual({
      token: 'caja_admin_configured',
      generated: false,
    });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('lives only in the process with an in-memory database', () => {
    const token = resolveAdminToken(undefined, 'memory://');
    expect(token).toMatchObject({ generated: true });
    expect(token.path).toBeUndefined();
    expect(existsSync('memory:')).toBe(false);
  });
});
