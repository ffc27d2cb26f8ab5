import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCaja } from './helpers/cli.js';
import { startTestServer, type TestServer } from './helpers/harness.js';

/**
 * `caja simulate --account` on an account that already has a catalog, a warehouse and
 * registers: a second run reuses them by name instead of uploading a second copy of each.
 */

let server: TestServer;
const configHome = mkdtempSync(join(tmpdir(), 'caja-simulate-config-'));

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
  rmSync(configHome, { recursive: true, force: true });
});

interface Summary {
  account_id: string;
  devices: Array<{ id: string; name: string }>;
  sales: { completed: number; cancelled: number; open: number };
  problems: string[];
}

async function listAll<T>(key: string, path: string): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const page: { status: number; body: { data: T[]; has_more: boolean; next_cursor: string | null } } =
      await server.api('test', key).get(path, { limit: 100, ...(cursor ? { starting_after: cursor } : {}) });
    expect(page.status).toBe(200);
    items.push(...page.body.data);
    cursor = page.body.has_more ? page.body.next_cursor : null;
  } while (cursor);
  return items;
}

describe('caja simulate --account on an account that already has things', () => {
  it(
    'reuses its products, categories, warehouse and registers by name, and sells the same products',
    { timeout: 300_000 },
    async () => {
      const account = (await server.admin.createAccount({ name: 'Minimercado La Reúsa' })) as { id: string };
      // A register the account already had, whose token this machine never saw (as the demo's).
      const before = (await server.admin.addDevice(account.id, {
        environment: 'test',
        name: 'Caja principal',
        kind: 'primary',
      })) as { id: string };
      const yesterday = new Date(Date.now() - 29 * 3600_000).toISOString().slice(0, 10);
      const simulate = async (seed: string): Promise<Summary> => {
        const res = await runCaja(
          server,
          [
            'simulate',
            ...['--account', 'MINIMERCADO LA REUSA', '--kind', 'minimarket', '--seed', seed],
            ...['--days', '1', '--sales-per-day', '4', '--devices', '2'],
            ...['--until', yesterday, '--url', server.urls.test, '--json'],
          ],
          { XDG_CONFIG_HOME: configHome },
        );
        expect(res.stderr).toBe('');
        expect(res.code).toBe(0);
        const [summary] = JSON.parse(res.stdout) as Summary[];
        expect(summary).toMatchObject({ account_id: account.id, problems: [] });
        return summary as Summary;
      };

      // Different seeds draw different ids: without reuse the second run would upload a second catalog.
      const first = await simulate('primera');
      const key = (await server.admin.createKey(account.id, { environment: 'test', scopes: ['*'] })) as {
        secret: string;
      };
      const productsAfterFirst = await listAll<{ id: string; name: string }>(key.secret, '/products');
      const second = await simulate('segunda');

      const products = await listAll<{ id: string; name: string }>(key.secret, '/products');
      const names = products.map((p) => p.name);
      expect(new Set(names).size).toBe(names.length);
      expect(products.map((p) => p.id).sort()).toEqual(productsAfterFirst.map((p) => p.id).sort());
      const categories = await listAll<{ name: string }>(key.secret, '/categories');
      expect(new Set(categories.map((c) => c.name)).size).toBe(categories.length);
      const warehouses = await listAll<{ name: string }>(key.secret, '/warehouses');
      expect(warehouses.map((w) => w.name)).toEqual(['Bodega principal']);

      // The same two registers sold both runs; the one whose token nobody held was replaced.
      expect(second.devices.map((d) => d.id)).toEqual(first.devices.map((d) => d.id));
      expect(first.devices.map((d) => d.id)).not.toContain(before.id);
      const devices = (
        await server.admin.raw().get(`/accounts/${account.id}/devices`, { environment: 'test' })
      ).body.data as Array<{ id: string; name: string; revoked_at: string | null }>;
      const active = devices.filter((d) => d.revoked_at === null);
      expect(active.map((d) => d.name).sort()).toEqual(['Caja 2', 'Caja principal']);
      expect(devices.find((d) => d.id === before.id)?.revoked_at).not.toBeNull();

      // Every line of every sale, the second run's included, sells one of those products.
      const sales = await listAll<{ items: Array<{ product_id: string | null }> }>(key.secret, '/sales');
      const total = (s: Summary) => s.sales.completed + s.sales.cancelled + s.sales.open;
      expect(sales).toHaveLength(total(first) + total(second));
      const ids = new Set(products.map((p) => p.id));
      const lines = sales.flatMap((s) => s.items);
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(ids.has(line.product_id as string)).toBe(true);
    },
  );
});
