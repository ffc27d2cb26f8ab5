import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hiddenField } from './helpers/console-client.js';
import { signIn } from './helpers/console-session.js';
import { registerDevice } from './helpers/device-client.js';
import { startTestServer, type TestServer } from './helpers/harness.js';
import { MailCatcher } from './helpers/mail-catcher.js';
import { cloudOf, register, saleRecord } from './helpers/sales-fixtures.js';
import { waitFor } from './helpers/webhook-receiver.js';

/** What the console does for a business, page by page, over HTTP with a real SMTP server. */
let server: TestServer;
let catcher: MailCatcher;
let n = 0;

beforeAll(async () => {
  catcher = new MailCatcher();
  server = await startTestServer({
    SMTP_URL: await catcher.start(),
    CONSOLE_URL: 'https://consola.caja.test',
    EDITS_MIN_APP_VERSION: '4.0.0',
  });
});
afterAll(async () => {
  await server.close();
  await catcher.close();
});

async function business() {
  const email = `duena${++n}@panaderia.co`;
  const tenant = await server.tenant({ email, name: `Panadería ${n}` });
  return { ...tenant, email };
}

describe('API keys', () => {
  it('creates a key with the e-mailed code, shows its value once, mails a notice, and records who', async () => {
    const shop = await business();
    const client = await signIn(server, catcher, shop.email);
    await client.get('/desarrolladores/claves?ambiente=test');
    const since = catcher.messages.length;
    const asked = await client.post('/desarrolladores/claves?ambiente=test', {
      name: 'Tienda en línea',
      scopes: ['products:read', 'sales:read'],
      expires_in_days: '30',
    });
    expect(asked.status).toBe(303);
    const codePage = await client.get(asked.location!);
    expect(codePage.status).toBe(200);
    const codeMail = await catcher.next(shop.email, since, /código/);
    expect(codeMail.subject).toContain(MailCatcher.codeOf(codeMail));
    expect(codeMail.text).toContain('Tienda en línea');
    const confirmed = await client.post('/desarrolladores/claves/confirmar?ambiente=test', {
      challenge: hiddenField(codePage.body, 'challenge'),
      code: MailCatcher.codeOf(codeMail),
    });
    expect(confirmed.status).toBe(303);
    const shown = await client.get(confirmed.location!);
    expect(shown.status).toBe(200);
    const secret = /caja_test_[0-9A-Za-z]{40}/.exec(shown.body)![0];
    // The notice names the new key by its last four characters, never its value.
    const notice = await catcher.next(
      shop.email,
      since,
      /Se creó una llave de API de pruebas/,
      `…${secret.slice(-4)}`,
    );
    expect(notice.text).toContain(shop.email);
    expect(notice.text).not.toContain(secret);

    const key = shop.test.withKey(secret);
    expect((await key.get('/products')).status).toBe(200);
    const denied = await key.get('/customers');
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('INSUFFICIENT_SCOPE');

    const list = await client.get('/desarrolladores/claves?ambiente=test');
    expect(list.body).toContain(`caja_test_…${secret.slice(-4)}`);
    expect(list.body).not.toContain(secret);
    const keyId = /\/desarrolladores\/claves\/([0-9a-f-]{36})\/revocar/.exec(list.body)![1]!;
    // Every key of this account lists one revoke link; the new one is the newest.
    await server.caja.services.keyUsage.flush();
    expect((await client.get('/desarrolladores/claves?ambiente=test')).body).toMatch(
      /hace (un momento|1 minuto)/,
    );

    await client.get(`/desarrolladores/claves/${keyId}/revocar`);
    const revoked = await client.post(`/desarrolladores/claves/${keyId}/revocar`);
    expect(revoked.location).toBe('/desarrolladores/claves?ambiente=test&hecho=revocada');
    const after = await key.get('/products');
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('API_KEY_REVOKED');

    const activity = await client.get('/actividad');
    expect(activity.body).toContain('Creó una llave de API');
    expect(activity.body).toContain('Revocó una llave de API');
    expect(activity.body).toContain('Entró a la consola');
    expect(activity.body).toContain(shop.email);
    expect(activity.body).toContain('127.0.0.1');
  });

  it('mails the owner when an operator creates a key too', async () => {
    const shop = await business();
    const since = catcher.messages.length;
    const key = (await server.admin.createKey(shop.accountId, {
      environment: 'live',
      scopes: ['sales:read'],
    })) as {
      secret: string;
    };
    // The business's own two keys were announced too: this notice is the one naming the new key.
    const notice = await waitFor(
      () => catcher.messages.slice(since).find((m) => m.text.includes(`caja_live_…${key.secret.slice(-4)}`)),
      'the notice of the key',
    );
    expect(notice.to).toEqual([shop.email]);
    expect(notice.subject).toContain('Se creó una llave de API de producción');
    expect(notice.text).toContain('Operador de Caja');
    expect(notice.text).not.toContain(key.secret);
  });

  it('refuses a key without scopes, keeping what was typed', async () => {
    const shop = await business();
    const client = await signIn(server, catcher, shop.email);
    await client.get('/desarrolladores/claves?ambiente=live');
    const page = await client.post('/desarrolladores/claves?ambiente=live', {
      name: 'Contabilidad',
      expires_in_days: 'none',
    });
    expect(page.status).toBe(400);
    expect(page.body).toContain('Elige al menos un permiso');
    expect(page.body).toContain('value="Contabilidad"');
    const bad = await client.post('/desarrolladores/claves?ambiente=live', {
      name: 'X',
      scopes: 'sales:read',
      expires_in_days: '7',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toContain('30, 90 o 365');
  });
});

describe('devices', () => {
  it('revoking an outdated device lifts DEVICES_OUTDATED', async () => {
    const shop = await business();
    const product = await shop.test.post('/products', { name: 'Pan', base_price: 1000, sku: `PAN-${n}` });
    const old = (await server.admin.addDevice(shop.accountId, {
      environment: 'test',
      name: 'Caja vieja',
      app_version: '3.9.0',
    })) as { id: string };
    const blocked = await shop.test.patch(`/products/${product.body.id}`, { name: 'Pan francés' });
    expect(blocked.body.error.code).toBe('DEVICES_OUTDATED');

    const client = await signIn(server, catcher, shop.email);
    const page = await client.get('/dispositivos?ambiente=test');
    expect(page.body).toContain('Caja vieja');
    expect(page.body).toContain('desactualizada');
    expect((await client.get(`/dispositivos/${old.id}/revocar`)).status).toBe(200);
    const done = await client.post(`/dispositivos/${old.id}/revocar`);
    expect(done.location).toBe('/dispositivos?ambiente=test&hecho=revocado');
    const edited = await shop.test.patch(`/products/${product.body.id}`, { name: 'Pan francés' });
    expect(edited.status).toBe(200);
  });
});

describe('Inicio', () => {
  it('charts the completed sales of the last 30 days in pesos and marks blocking devices', async () => {
    const shop = await business();
    const device = await register(cloudOf(server), shop.accountId, 'test');
    await device.sale(saleRecord({ occurred_at: new Date(Date.now() - 2 * 86_400_000).toISOString() }));
    await device.sale(saleRecord());
    await server.admin.addDevice(shop.accountId, {
      environment: 'test',
      name: 'Tablet',
      app_version: '2.0.0',
    });
    const client = await signIn(server, catcher, shop.email);
    const page = await client.get('/inicio?ambiente=test');
    expect(page.status).toBe(200);
    // Two sales of 2 x 11.900 + a bag: 23.800 + 66 each.
    expect(page.body).toContain('$ 47.732');
    expect(page.body.match(/class="chart-bar"/g)?.length).toBe(2);
    expect(page.body).toContain('bloquea ediciones');
    // Neither register has said what it holds yet.
    expect(page.body.match(/nunca ha informado/g)?.length).toBe(2);
    const live = await client.get('/inicio?ambiente=live');
    expect(live.body).toContain('Sin ventas completadas');
    expect((await client.get('/inicio?ambiente=otro')).status).toBe(400);
  });
});

describe('Inicio, registers', () => {
  it("shows each register's complete_through and what it said it still holds", async () => {
    const shop = await business();
    const device = await registerDevice(server, shop.accountId, { name: 'Caja del mostrador' });
    const res = await device.reportStatus({
      device_time: new Date().toISOString(),
      pending: 7,
      oldest_pending_at: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    });
    expect(res.status, res.text).toBe(200);
    const client = await signIn(server, catcher, shop.email);
    const page = await client.get('/inicio?ambiente=test');
    const row =
      /<tr>\s*<td>[^<]*<\/td>\s*<td>[^<]*<\/td>\s*<td><span title="[^"]+">([^<]+)<\/span><\/td>\s*<td class="num">(\d+)<\/td>/.exec(
        page.body,
      );
    expect(row, page.body).not.toBeNull();
    expect(row![1]).toMatch(/^hace 3 horas$/);
    expect(row![2]).toBe('7');
    expect(page.body).not.toContain('nunca ha informado');
  });
});

describe('several accounts of one owner', () => {
  it('signs in to the oldest and switches between them, each page showing its own account', async () => {
    const email = `socia${++n}@dos-tiendas.co`;
    const first = (await server.admin.createAccount({ name: 'Tienda Norte', email })) as { id: string };
    const second = (await server.admin.createAccount({ name: 'Tienda Sur', email })) as { id: string };
    const southKey = (await server.admin.createKey(second.id, {
      environment: 'test',
      scopes: ['sales:read'],
      name: 'Sur ERP',
    })) as {
      id: string;
    };
    const client = await signIn(server, catcher, email);
    const north = await client.get('/desarrolladores/claves?ambiente=test');
    expect(north.body).toContain(`<option value="${first.id}" selected>Tienda Norte</option>`);
    expect(north.body).toContain(`<option value="${second.id}">Tienda Sur</option>`);
    expect(north.body).not.toContain('Sur ERP');

    const switched = await client.post('/cuenta', { account_id: second.id });
    expect(switched.location).toBe('/inicio');
    const south = await client.get('/desarrolladores/claves?ambiente=test');
    expect(south.body).toContain('Sur ERP');
    expect(south.body).toContain(`/desarrolladores/claves/${southKey.id}/revocar`);
  });
});

describe('Actividad', () => {
  it('pages through the activity, newest first, with the link to older entries', async () => {
    const shop = await business();
    const client = await signIn(server, catcher, shop.email);
    const device = (await server.admin.addDevice(shop.accountId, {
      environment: 'test',
      name: 'Caja 0',
    })) as {
      id: string;
    };
    for (let i = 1; i <= 55; i++) {
      await server.caja.services.db
        .insertInto('account_activity')
        .values({
          id: crypto.randomUUID(),
          account_id: shop.accountId,
          environment: 'test',
          action: 'device.revoked',
          subject_id: device.id,
          subject_name: `Caja ${i}`,
          actor: shop.email,
          ip: '190.0.0.1',
          created_at: new Date(Date.UTC(2026, 10, 1, 12, i)),
        })
        .execute();
    }
    const first = await client.get('/actividad');
    // The sign-in and the business's two keys happened now, after every entry above.
    expect(first.body.indexOf('Entró a la consola')).toBeLessThan(first.body.indexOf('Caja 55'));
    expect(first.body.match(/<tr>\s*<td>/g)).toHaveLength(50);
    const more = /href="(\/actividad\?antes=[^"]+)"/.exec(first.body)![1]!;
    const second = await client.get(more);
    expect(second.status).toBe(200);
    const caja = (page: string) => [...page.matchAll(/Caja (\d+)<\/td>/g)].map((m) => Number(m[1]));
    expect([...caja(first.body), ...caja(second.body)]).toEqual(Array.from({ length: 55 }, (_, i) => 55 - i));
    expect(second.body).not.toContain('Ver más antiguas');
  });
});
