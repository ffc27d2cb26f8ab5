import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, startTestServer, type TestServer } from './helpers/harness.js';
import { addWarehouse } from './helpers/inventory-fixtures.js';

/**
 * `caja trigger` as an integrator runs it: the real executable making an event happen on a
 * running server through the public API, then the event found in GET /events.
 */
const exec = promisify(execFile);
let server: TestServer;
/** Where the test register's token is kept: never the real ~/.config. */
const configHome = mkdtempSync(join(tmpdir(), 'caja-trigger-config-'));

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function trigger(args: string[], env: Record<string, string>) {
  const {
    DATABASE_URL: _db,
    CAJA_API_KEY: _key,
    CAJA_TEST_URL: _t,
    CAJA_LIVE_URL: _l,
    ...inherited
  } = process.env;
  try {
    const { stdout, stderr } = await exec(process.execPath, ['bin/caja.js', 'trigger', ...args], {
      env: { ...inherited, XDG_CONFIG_HOME: configHome, ...env } as NodeJS.ProcessEnv,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('caja trigger', { timeout: 90_000 }, () => {
  it('makes customer.created and category.updated happen and prints the events GET /events lists', async () => {
    const shop = await server.tenant();
    const env = { CAJA_API_KEY: shop.testKey, CAJA_TEST_URL: server.urls.test };
    const created = await trigger(['customer.created'], env);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    const eventId = /^Evento customer\.created: (\S+)$/m.exec(created.stdout)![1]!;
    const customerId = /^Creado: el cliente "Cliente de prueba \w+" \(([\w-]+)\)\.$/m.exec(
      created.stdout,
    )![1]!;
    const events = (await shop.test.get('/events?limit=100')).body.data as Array<{
      id: string;
      type: string;
      data: unknown;
    }>;
    const event = events.find((e) => e.id === eventId)!;
    expect(event.type).toBe('customer.created');
    expect(JSON.stringify(event.data)).toContain(customerId);

    const updated = await trigger(['category.updated', '--json'], env);
    expect(updated.code).toBe(0);
    const json = JSON.parse(updated.stdout);
    expect(json.type).toBe('category.updated');
    const after = (await shop.test.get('/events?limit=100')).body.data as Array<{
      id: string;
      type: string;
      data: unknown;
    }>;
    expect(after.find((e) => e.id === json.event_id)?.type).toBe('category.updated');
  });

  it('edits and moves one product of its own, created once and reused', async () => {
    const shop = await server.tenant();
    await addWarehouse(server, shop.accountId);
    const env = { CAJA_API_KEY: shop.testKey, CAJA_TEST_URL: server.urls.test };
    for (const type of ['product.updated', 'stock_level.updated', 'stock_movement.created']) {
      const run = await trigger([type, '--json'], env);
      expect(run.stderr).toBe('');
      const json = JSON.parse(run.stdout);
      expect(json.event_id).toEqual(expect.any(String));
      const events = (await shop.test.get('/events?limit=100')).body.data as Array<{
        id: string;
        type: string;
      }>;
      expect(events.find((e) => e.id === json.event_id)?.type).toBe(type);
    }
    const products = (await shop.test.get('/products?limit=100')).body.data as Array<{ name: string }>;
    expect(products.filter((p) => p.name === 'Producto de prueba de caja trigger')).toHaveLength(1);
  });

  it('makes the events of registers through an upload of one test register, registered once', async () => {
    const shop = await server.tenant();
    const env = {
      CAJA_API_KEY: shop.testKey,
      CAJA_TEST_URL: server.urls.test,
      CAJA_ADMIN_URL: server.urls.admin,
      CAJA_ADMIN_TOKEN: ADMIN_TOKEN,
    };
    const made: Record<string, { event_id: string; object_id: string }> = {};
    for (const type of [
      'sale.created',
      'sale.updated',
      'invoice.created',
      'invoice.updated',
      'cash_session.closed',
    ]) {
      const run = await trigger([type, '--json'], env);
      expect({ type, stderr: run.stderr, code: run.code }).toEqual({ type, stderr: '', code: 0 });
      made[type] = JSON.parse(run.stdout);
    }
    const events = (await shop.test.get('/events?limit=100')).body.data as Array<{
      id: string;
      type: string;
      data: { object: { id: string; status: string; device?: { name: string } } };
    }>;
    const event = (type: string) => events.find((e) => e.id === made[type]!.event_id)!;
    expect(event('sale.created').data.object).toMatchObject({
      id: made['sale.created']!.object_id,
      status: 'completed',
    });
    expect(event('sale.updated').data.object).toMatchObject({
      id: made['sale.updated']!.object_id,
      status: 'cancelled',
    });
    expect(event('invoice.created').data.object).toMatchObject({
      id: made['invoice.created']!.object_id,
      status: 'issued',
    });
    expect(event('invoice.updated').data.object).toMatchObject({
      id: made['invoice.updated']!.object_id,
      status: 'issued',
    });
    expect(event('cash_session.closed').data.object).toMatchObject({
      id: made['cash_session.closed']!.object_id,
      status: 'closed',
    });
    // The sale is in the API as a register's, sold on the one register all the runs used.
    const sale = (await shop.test.get(`/sales/${made['sale.created']!.object_id}`)).body;
    expect(sale.items).toMatchObject([{ description: 'Producto de prueba de caja trigger', quantity: 1 }]);
    const devices = (await server.admin.raw().get(`/accounts/${shop.accountId}/devices`)).body.data as Array<{
      name: string;
    }>;
    expect(devices.filter((d) => d.name === 'Caja de prueba de caja trigger')).toHaveLength(1);
    for (const file of readdirSync(join(configHome, 'caja', 'trigger')))
      expect(statSync(join(configHome, 'caja', 'trigger', file)).mode & 0o777).toBe(0o600);
  });

  it('says how to reach the operator interface when it cannot register its register', async () => {
    const shop = await server.tenant();
    const run = await trigger(['sale.created'], {
      CAJA_API_KEY: shop.testKey,
      CAJA_TEST_URL: server.urls.test,
      CAJA_ADMIN_URL: server.urls.admin,
      CAJA_ADMIN_TOKEN: 'un-token-de-operador-equivocado',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/registra una caja de prueba por la interfaz de operador/);
  });

  it('refuses a live key, an unknown type and a missing type with a Spanish line', async () => {
    const shop = await server.tenant();
    const live = await trigger(['customer.created'], {
      CAJA_API_KEY: shop.liveKey,
      CAJA_LIVE_URL: server.urls.live,
    });
    expect(live.code).toBe(1);
    expect(live.stderr).toMatch(/solo funciona con una llave de pruebas/);
    const unknown = await trigger(['cliente.creado'], { CAJA_API_KEY: shop.testKey });
    expect(unknown.stderr).toMatch(/"cliente\.creado" no es un tipo de evento/);
    const missing = await trigger([], { CAJA_API_KEY: shop.testKey });
    expect(missing.stderr).toMatch(/Falta el tipo de evento/);
  });
});
