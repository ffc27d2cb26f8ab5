import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleClient } from './helpers/console-client.js';
import { signIn } from './helpers/console-session.js';
import { startTestServer, type TestServer } from './helpers/harness.js';
import { MailCatcher } from './helpers/mail-catcher.js';

/**
 * No input a browser (or anyone) can send to the console produces a 5xx, and nothing typed
 * comes back as markup: every route of a signed-in session, with hostile forms and queries.
 */
let server: TestServer;
let catcher: MailCatcher;
let client: ConsoleClient;
let ids: { key: string; device: string; endpoint: string };
const EMAIL = 'hostil@tienda.co';
const SCRIPT = '<script>alert(1)</script>';

beforeAll(async () => {
  catcher = new MailCatcher();
  server = await startTestServer(
    { SMTP_URL: await catcher.start(), WEBHOOK_ALLOW_LOOPBACK: 'true' },
    { resolveHost: async () => ['93.184.216.34'] },
  );
  const shop = await server.tenant({ email: EMAIL });
  const key = (await server.admin.createKey(shop.accountId, {
    environment: 'test',
    scopes: ['sales:read'],
  })) as { id: string };
  const device = (await server.admin.addDevice(shop.accountId, { environment: 'test', name: 'Caja' })) as {
    id: string;
  };
  const endpoint = (
    await server.admin
      .raw()
      .post(
        `/accounts/${shop.accountId}/webhook-endpoints`,
        { environment: 'test', url: 'https://hooks.tienda.co/caja' },
        { idempotencyKey: null },
      )
  ).body as { id: string };
  ids = { key: key.id, device: device.id, endpoint: endpoint.id };
  client = await signIn(server, catcher, EMAIL);
  await client.get('/inicio');
});
afterAll(async () => {
  await server.close();
  await catcher.close();
});

const HOSTILE_VALUES: Array<string | string[]> = [
  '',
  ' ',
  SCRIPT,
  'x'.repeat(60_000),
  ['a', 'b', 'c'],
  '\u0000\uFFFF\uD800',
  '%zz',
  '-1',
  '1e309',
  '00000000-0000-0000-0000-000000000000',
  '../../etc/passwd',
  'caja_test_' + 'A'.repeat(40),
];

const FIELDS = [
  'email',
  'code',
  'challenge',
  'name',
  'scopes',
  'expires_in_days',
  'url',
  'description',
  'enabled_events',
  'enabled',
  'event_id',
  'account_id',
];

function postRoutes(): string[] {
  const { key, device, endpoint } = ids;
  return [
    '/ingresar',
    '/ingresar/codigo',
    '/cuenta',
    '/desarrolladores/claves?ambiente=test',
    '/desarrolladores/claves/confirmar?ambiente=test',
    `/desarrolladores/claves/${key}/revocar`,
    `/dispositivos/${device}/revocar`,
    '/desarrolladores/webhooks?ambiente=test',
    `/desarrolladores/webhooks/${endpoint}`,
    `/desarrolladores/webhooks/${endpoint}/estado`,
    `/desarrolladores/webhooks/${endpoint}/probar`,
    `/desarrolladores/webhooks/${endpoint}/reenviar`,
  ];
}

// Hundreds of form posts, each through the session, CSRF and schema checks: 5 to 15 s, more on a
// loaded machine. The timeout only guards against a hang.
describe('hostile input to the console', { timeout: 90_000 }, () => {
  it('answers every form post below 500 and never echoes markup', async () => {
    const failures: string[] = [];
    const refusedAsForged: string[] = [];
    for (const path of postRoutes()) {
      for (const value of HOSTILE_VALUES) {
        const form = Object.fromEntries(FIELDS.map((f) => [f, value]));
        const page = await client.post(path, form);
        if (page.status >= 500)
          failures.push(`${path} ${JSON.stringify(value).slice(0, 40)} → ${page.status}`);
        if (page.body.includes(SCRIPT)) failures.push(`${path} echoed a script`);
        if (page.status === 403) refusedAsForged.push(path);
        // Sign-in posts may sign this client out of nothing; keep the session's CSRF token fresh.
        await client.get('/inicio');
      }
    }
    expect(failures).toEqual([]);
    // The posts carried the session's CSRF token: they reached the routes, not just the check.
    expect(refusedAsForged).toEqual([]);
  });

  it('answers hostile queries, paths and bodies below 500', async () => {
    const gets = [
      '/inicio?ambiente=',
      '/inicio?ambiente=live&ambiente=test',
      `/inicio?ambiente=${encodeURIComponent(SCRIPT)}`,
      '/actividad?antes=zzz',
      '/inventario?despues=zzz',
      `/inventario?despues=${encodeURIComponent(SCRIPT)}`,
      `/inventario?despues=${'A'.repeat(5000)}`,
      '/actividad?antes=99999999999999999_00000000-0000-0000-0000-000000000000',
      `/desarrolladores/webhooks/${ids.endpoint}?starting_after=%00%01`,
      `/desarrolladores/webhooks/${ids.endpoint}?starting_after=${'A'.repeat(5000)}`,
      '/desarrolladores/claves?hecho=<b>',
      '/desarrolladores/claves/not-a-uuid/revocar',
      '/dispositivos/%zz/revocar',
      `/desarrolladores/webhooks/${'9'.repeat(300)}`,
      '/no-existe',
      '/recursos/../app.ts',
    ];
    for (const path of gets) {
      const page = await client.get(path);
      expect(page.status, path).toBeLessThan(500);
      expect(page.body, path).not.toContain(SCRIPT);
    }
    const raw = async (contentType: string, body: string) =>
      fetch(`${server.urls.console}/desarrolladores/claves?ambiente=test`, {
        method: 'POST',
        headers: { 'content-type': contentType, cookie: `caja_sesion=${client.cookie('caja_sesion')}` },
        body,
      });
    for (const [type, body] of [
      ['application/json', '{"_csrf": 1, "name": {"a": 1}}'],
      ['application/json', '{'],
      ['text/plain', 'hola'],
      ['multipart/form-data; boundary=x', '--x\r\n'],
      ['application/x-www-form-urlencoded', `name=${'x'.repeat(70_000)}`],
      ['application/x-www-form-urlencoded', '%%%&&&==='],
    ] as const) {
      const response = await raw(type, body);
      expect(response.status, `${type} ${body.slice(0, 20)}`).toBeLessThan(500);
      expect(response.status).toBeGreaterThanOrEqual(400);
    }
  });
});
