import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsoleClient, hiddenField } from './helpers/console-client.js';
import { askForCode, signIn } from './helpers/console-session.js';
import { startTestServer, type TestServer } from './helpers/harness.js';
import { MailCatcher } from './helpers/mail-catcher.js';
import { ManualClock } from './helpers/manual-clock.js';

/**
 * Console forms are read by their schemas: a wrong field comes back as the same form, as typed,
 * with a Spanish sentence and a 4xx; a form that did something answers 303 to a page read with
 * GET, so that reloading it sends nothing again; a secret crosses that redirect once, sealed for
 * the session that asked for it.
 */
let server: TestServer;
let catcher: MailCatcher;
const clock = new ManualClock(new Date('2026-11-24T15:00:00Z'));
let n = 0;

beforeAll(async () => {
  catcher = new MailCatcher();
  server = await startTestServer(
    { SMTP_URL: await catcher.start(), WEBHOOK_ALLOW_LOOPBACK: 'true' },
    { clock, resolveHost: async () => ['93.184.216.34'] },
  );
});
afterAll(async () => {
  await server.close();
  await catcher.close();
});

async function owner() {
  const email = `formas${++n}@tienda.co`;
  const tenant = await server.tenant({ email, name: `Tienda ${n}` });
  return { ...tenant, email, client: await signIn(server, catcher, email) };
}

/** Posts a form and follows its redirect, which must lead to a page that loads. */
async function postAndFollow(client: ConsoleClient, path: string, form: Record<string, string | string[]>) {
  const posted = await client.post(path, form);
  expect(posted.status, `${path} → ${posted.body.slice(0, 200)}`).toBe(303);
  const page = await client.get(posted.location!);
  expect(page.status, posted.location!).toBe(200);
  return { location: posted.location!, page };
}

/** Asks for a key in the test environment and confirms it with the e-mailed code. */
async function createKey(client: ConsoleClient, email: string, name: string) {
  await client.get('/desarrolladores/claves?ambiente=test');
  const since = catcher.messages.length;
  const asked = await postAndFollow(client, '/desarrolladores/claves?ambiente=test', {
    name,
    scopes: 'sales:read',
  });
  const code = MailCatcher.codeOf(await catcher.next(email, since, /código/));
  const confirmed = await client.post('/desarrolladores/claves/confirmar?ambiente=test', {
    challenge: hiddenField(asked.page.body, 'challenge'),
    code,
  });
  expect(confirmed.status).toBe(303);
  return confirmed.location!;
}

describe('redirect after every post', () => {
  it('answers each form that changed something with 303 to a page read with GET', async () => {
    const shop = await owner();
    const { client } = shop;
    await client.get('/desarrolladores/webhooks?ambiente=test');
    const created = await postAndFollow(client, '/desarrolladores/webhooks?ambiente=test', {
      url: 'https://hooks.tienda.co/caja',
      enabled_events: 'customer.created',
      enabled: 'true',
    });
    expect(created.page.body).toContain('whsec_');
    const endpoint = /\/desarrolladores\/webhooks\/([0-9a-f-]{36})\?secreto=/.exec(created.location)![1]!;
    const path = `/desarrolladores/webhooks/${endpoint}`;
    await shop.test.post('/customers', { name: 'Para la prueba' });
    for (const [action, form] of [
      ['', { url: 'https://hooks.tienda.co/caja2', enabled_events: '*', description: 'ERP' }],
      ['/estado', { enabled: 'false' }],
      ['/estado', { enabled: 'true' }],
      ['/probar', {}],
      ['/secreto', {}],
      ['/rotar', {}],
    ] as const) {
      await postAndFollow(client, `${path}${action}`, form);
    }
    const page = await client.get(path);
    const eventId = hiddenField(page.body, 'event_id');
    await postAndFollow(client, `${path}/reenviar`, { event_id: eventId });
    await postAndFollow(client, `${path}/eliminar`, {});

    const key = (await server.admin.createKey(shop.accountId, { environment: 'test', scopes: ['*'] })) as {
      id: string;
    };
    await postAndFollow(client, `/desarrolladores/claves/${key.id}/revocar`, {});
    const device = (await server.admin.addDevice(shop.accountId, { environment: 'test' })) as { id: string };
    await postAndFollow(client, `/dispositivos/${device.id}/revocar`, {});
    await postAndFollow(client, '/cuenta', { account_id: shop.accountId });
    const out = await client.post('/salir');
    expect([out.status, out.location]).toEqual([303, '/ingresar']);
  });

  it('shows a new key once: the redirect carries no secret, another session sees nothing, a reload says it was shown', async () => {
    const shop = await owner();
    const location = await createKey(shop.client, shop.email, 'Una vez');
    expect(location).toMatch(/^\/desarrolladores\/claves\/creada\/[0-9a-f-]{36}$/);
    // What waits in the database is sealed: not the key, nor anything that starts like one.
    const waiting = await server.caja.services.db.selectFrom('console_flashes').select('sealed').execute();
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.some((row) => row.sealed.includes('caja_'))).toBe(false);

    // The same owner in another browser: a session of its own, which opens nothing.
    const other = await signIn(server, catcher, shop.email);
    const stranger = await other.get(location);
    expect(stranger.body).toContain('La llave ya se mostró');
    expect(stranger.body).not.toMatch(/caja_test_[0-9A-Za-z]{40}/);

    const shown = await shop.client.get(location);
    const secret = /caja_test_[0-9A-Za-z]{40}/.exec(shown.body)![0];
    expect((await shop.test.withKey(secret).get('/sales')).status).toBe(200);
    const again = await shop.client.get(location);
    expect(again.status).toBe(200);
    expect(again.body).toContain('La llave ya se mostró');
    expect(again.body).not.toContain(secret);
  });

  it('keeps a secret for five minutes only', async () => {
    const shop = await owner();
    const location = await createKey(shop.client, shop.email, 'Tarde');
    clock.advance(5 * 60_000);
    const late = await shop.client.get(location);
    expect(late.body).toContain('La llave ya se mostró');
    expect(late.body).not.toMatch(/caja_test_[0-9A-Za-z]{40}/);
  });
});

describe('forms by schema', () => {
  it('shows each form again with what was typed, a sentence in Spanish and a 4xx page', async () => {
    const shop = await owner();
    const { client } = shop;
    const expectForm = (page: { status: number; body: string; headers: Headers }, message: string) => {
      expect(page.status, message).toBe(400);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.body).toContain(message);
    };

    const signedOut = (await askForCode(server, catcher, shop.email)).client;
    await signedOut.get('/ingresar');
    const email = await signedOut.post('/ingresar', { email: 'ana@<b>sin-punto' });
    expectForm(email, 'Escribe un correo completo, por ejemplo dueno@mitienda.co.');
    expect(email.body).toContain('value="ana@&lt;b&gt;sin-punto"');

    await client.get('/desarrolladores/claves?ambiente=live');
    const key = await client.post('/desarrolladores/claves?ambiente=live', {
      name: '   ',
      scopes: ['sales:read', 'events:read'],
      expires_in_days: '90',
    });
    expectForm(key, 'Dale a la llave un nombre de 1 a 120 caracteres');
    expect(key.body).toMatch(/value="sales:read" checked/);
    expect(key.body).toMatch(/value="events:read" checked/);
    expect(key.body).toMatch(/value="90" checked/);
    // The form posts back to the environment it was shown for.
    expect(key.body).toContain('action="/desarrolladores/claves?ambiente=live"');

    await client.get('/desarrolladores/webhooks?ambiente=test');
    const both = await client.post('/desarrolladores/webhooks?ambiente=test', {
      url: 'https://hooks.tienda.co/ambos',
      enabled_events: ['*', 'sale.created'],
    });
    expectForm(both, 'Marca «Todos los eventos» o los tipos que recibirá, no ambas cosas.');
    expect(both.body).toContain('value="https://hooks.tienda.co/ambos"');
    const endpoints = await server.admin.raw().get(`/accounts/${shop.accountId}/webhook-endpoints`);
    expect((endpoints.body as { data: unknown[] }).data).toEqual([]);

    const created = await postAndFollow(client, '/desarrolladores/webhooks?ambiente=test', {
      url: 'https://hooks.tienda.co/caja',
      enabled_events: '*',
    });
    const path = /(\/desarrolladores\/webhooks\/[0-9a-f-]{36})/.exec(created.location)![1]!;
    const edit = await client.post(path, {
      url: 'https://hooks.tienda.co/editado',
      enabled_events: 'sale.created',
      description: 'x'.repeat(501),
    });
    expectForm(edit, 'La descripción puede tener hasta 500 caracteres.');
    expect(edit.body).toContain('value="https://hooks.tienda.co/editado"');
    expectForm(
      await client.post(`${path}/estado`, { enabled: 'quizá' }),
      'Indica si el endpoint queda activo',
    );
    expectForm(await client.post(`${path}/reenviar`, { event_id: 'otro' }), 'Elige una entrega de la lista');
  });

  it('answers a query or a path it cannot read with the console error page, never JSON', async () => {
    const { client } = await owner();
    const query = await client.get('/inicio?ambiente=otro');
    expect(query.status).toBe(400);
    expect(query.headers.get('content-type')).toMatch(/^text\/html/);
    expect(query.body).toContain('El ambiente debe ser live (producción) o test (pruebas).');
    const path = await client.get('/dispositivos/no-es-un-id/revocar');
    expect(path.status).toBe(404);
    expect(path.headers.get('content-type')).toMatch(/^text\/html/);
    expect(path.body).toContain('No existe eso en esta cuenta.');
    const form = await client.post('/dispositivos/no-es-un-id/revocar');
    expect(form.status).toBe(404);
  });
});
