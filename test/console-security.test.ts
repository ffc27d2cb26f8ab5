import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleClient, hiddenField } from './helpers/console-client.js';
import { askForCode, signIn } from './helpers/console-session.js';
import { startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';
import { MailCatcher } from './helpers/mail-catcher.js';
import { ManualClock } from './helpers/manual-clock.js';

/** The console's safety rules, through HTTP: sign-in codes, sessions, CSRF and tenancy. */
let server: TestServer;
let catcher: MailCatcher;
const clock = new ManualClock(new Date('2026-11-24T15:00:00Z'));
let email = 0;
const newEmail = () => `dueno${++email}@tienda.co`;

beforeAll(async () => {
  catcher = new MailCatcher();
  const smtp = await catcher.start();
  server = await startTestServer(
    { SMTP_URL: smtp, CONSOLE_URL: 'http://consola.caja.test' },
    // Endpoint names resolve to a public address without DNS.
    { clock, resolveHost: async () => ['93.184.216.34'] },
  );
});
afterAll(async () => {
  await server.close();
  await catcher.close();
});

const owner = async (): Promise<TestTenant & { email: string }> => {
  const address = newEmail();
  return { ...(await server.tenant({ email: address })), email: address };
};

describe('sign-in codes', () => {
  it('answers "send me a code" the same whether the e-mail owns an account or not, and mails only the owner', async () => {
    const shop = await owner();
    const answer = async (address: string) => {
      const client = new ConsoleClient(server.urls.console);
      await client.get('/ingresar');
      const asked = await client.post('/ingresar', { email: address });
      const page = await client.get(asked.location!);
      const shape = page.body
        .replace(/name="challenge" value="[^"]+"/, '')
        .replace(/name="_csrf" value="[^"]+"/g, '')
        .replaceAll(address, 'EMAIL');
      const location = asked.location!.replace(/[0-9a-f-]{36}/, 'ID');
      return { status: [asked.status, page.status], location, shape };
    };
    const before = catcher.messages.length;
    const known = await answer(shop.email);
    const unknown = await answer('nadie@ninguna-parte.co');
    expect(unknown).toEqual(known);
    await catcher.next(shop.email, before, /código/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const codes = catcher.messages.slice(before).filter((m) => /código/.test(m.subject));
    expect(codes.flatMap((m) => m.to)).toEqual([shop.email]);
  });

  it('refuses a wrong code five times and then the right one too', async () => {
    const shop = await owner();
    const { client, challenge, code } = await askForCode(server, catcher, shop.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left--) {
      const page = await client.post('/ingresar/codigo', { challenge, email: shop.email, code: wrong });
      expect(page.status).toBe(400);
      expect(page.body).toContain(left === 1 ? 'queda 1 intento' : `quedan ${left} intentos`);
    }
    const fifth = await client.post('/ingresar/codigo', { challenge, email: shop.email, code: wrong });
    expect(fifth.body).toContain('ya no sirve');
    const right = await client.post('/ingresar/codigo', { challenge, email: shop.email, code });
    expect(right.status).toBe(400);
    expect(right.body).toContain('ya no sirve');
    expect(client.cookie('caja_sesion')).toBeUndefined();
  });

  it('refuses a code after its 10 minutes, and a code used once', async () => {
    const shop = await owner();
    const late = await askForCode(server, catcher, shop.email);
    clock.advance(10 * 60_000);
    const expired = await late.client.post('/ingresar/codigo', {
      challenge: late.challenge,
      email: shop.email,
      code: late.code,
    });
    expect(expired.status).toBe(400);
    expect(expired.body).toContain('venció');
    expect(late.client.cookie('caja_sesion')).toBeUndefined();

    const fresh = await askForCode(server, catcher, shop.email);
    const first = await fresh.client.post('/ingresar/codigo', {
      challenge: fresh.challenge,
      email: shop.email,
      code: fresh.code,
    });
    expect(first.status).toBe(303);
    const other = new ConsoleClient(server.urls.console);
    await other.get('/ingresar');
    const again = await other.post('/ingresar/codigo', {
      challenge: fresh.challenge,
      email: shop.email,
      code: fresh.code,
    });
    expect(again.body).toContain('ya se usó');
    expect(other.cookie('caja_sesion')).toBeUndefined();
  });

  it('limits codes per e-mail, known or not, with the same answer', async () => {
    const shop = await owner();
    const statuses = async (address: string) => {
      const client = new ConsoleClient(server.urls.console);
      await client.get('/ingresar');
      const out: number[] = [];
      for (let i = 0; i < 6; i++) out.push((await client.post('/ingresar', { email: address })).status);
      return out;
    };
    expect(await statuses(shop.email)).toEqual([303, 303, 303, 303, 303, 429]);
    expect(await statuses('otra-persona@ninguna-parte.co')).toEqual([303, 303, 303, 303, 303, 429]);
    clock.advance(15 * 60_000);
  });

  it('limits codes per client address across e-mails', async () => {
    const client = new ConsoleClient(server.urls.console);
    await client.get('/ingresar');
    const out: number[] = [];
    for (let i = 0; i < 21; i++)
      out.push((await client.post('/ingresar', { email: `x${i}@barrido.co` })).status);
    expect(out.slice(0, 20).every((s) => s === 303)).toBe(true);
    expect(out[20]).toBe(429);
    clock.advance(15 * 60_000);
  });
});

describe('guessing codes', () => {
  it('limits code tries per client address across codes and e-mails', async () => {
    clock.advance(15 * 60_000);
    const client = new ConsoleClient(server.urls.console);
    await client.get('/ingresar');
    const statuses: number[] = [];
    for (let code = 0; code < 7; code++) {
      const asked = await client.post('/ingresar', { email: `adivina${code}@ninguna-parte.co` });
      const challenge = hiddenField((await client.get(asked.location!)).body, 'challenge');
      for (let attempt = 0; attempt < 5; attempt++) {
        const page = await client.post('/ingresar/codigo', {
          challenge,
          email: `adivina${code}@ninguna-parte.co`,
          code: String(100000 + attempt),
        });
        statuses.push(page.status);
      }
    }
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429, 429, 429, 429]);
    clock.advance(15 * 60_000);
  });
});

describe('forms and sessions', () => {
  it('refuses a form post without its CSRF token, and does nothing', async () => {
    const shop = await owner();
    const client = new ConsoleClient(server.urls.console);
    await client.get('/ingresar');
    const before = catcher.messages.length;
    const page = await client.post('/ingresar', { email: shop.email }, { csrf: false });
    expect(page.status).toBe(403);
    expect(page.body).toContain('El formulario caducó');
    const forged = await client.post('/ingresar', { email: shop.email, _csrf: 'inventado' });
    expect(forged.status).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const codes = catcher.messages.slice(before).filter((m) => /código/.test(m.subject));
    expect(codes.filter((m) => m.to.includes(shop.email))).toEqual([]);

    const signedIn = await signIn(server, catcher, shop.email);
    const keys = await signedIn.get('/desarrolladores/claves?ambiente=test');
    expect(keys.status).toBe(200);
    const noToken = await signedIn.post(
      '/desarrolladores/claves?ambiente=test',
      { name: 'X', scopes: 'sales:read' },
      { csrf: false },
    );
    expect(noToken.status).toBe(403);
  });

  it('sets an HttpOnly SameSite=Lax cookie and sends a strict CSP, no framing and no Referer', async () => {
    const shop = await owner();
    const { client, challenge, code } = await askForCode(server, catcher, shop.email);
    const done = await fetch(`${server.urls.console}/ingresar/codigo`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `caja_csrf=${client.cookie('caja_csrf')}`,
      },
      body: new URLSearchParams({ _csrf: client.csrf, challenge, email: shop.email, code }).toString(),
    });
    const cookie = done.headers.getSetCookie().find((c) => c.startsWith('caja_sesion='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const page = await fetch(`${server.urls.console}/ingresar`);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('cache-control')).toBe('no-store');
  });

  it('makes the session cookie useless after sign-out', async () => {
    const shop = await owner();
    const client = await signIn(server, catcher, shop.email);
    const token = client.cookie('caja_sesion')!;
    expect((await client.get('/inicio')).status).toBe(200);
    const out = await client.post('/salir');
    expect(out.location).toBe('/ingresar');
    const replay = new ConsoleClient(server.urls.console);
    replay.setCookie('caja_sesion', token);
    const page = await replay.get('/inicio');
    expect(page.status).toBe(303);
    expect(page.location).toBe('/ingresar');
  });

  it('ends a session after 12 hours without a request, not before', async () => {
    const shop = await owner();
    const client = await signIn(server, catcher, shop.email);
    clock.advance(11 * 60 * 60_000);
    expect((await client.get('/inicio')).status).toBe(200);
    clock.advance(11 * 60 * 60_000);
    expect((await client.get('/inicio')).status).toBe(200);
    clock.advance(12 * 60 * 60_000);
    expect((await client.get('/inicio')).location).toBe('/ingresar');
  });

  it('ends every session of an account an operator deactivates, and refuses its sign-in', async () => {
    const shop = await owner();
    const client = await signIn(server, catcher, shop.email);
    await server.admin.updateAccount(shop.accountId, { status: 'inactive' });
    expect((await client.get('/inicio')).location).toBe('/ingresar');
    await server.admin.updateAccount(shop.accountId, { status: 'active' });
    expect((await client.get('/inicio')).location).toBe('/ingresar');
  });

  it('ends the sessions of an account whose owner e-mail an operator changes; the new owner signs in', async () => {
    const shop = await owner();
    const client = await signIn(server, catcher, shop.email);
    const next = newEmail();
    await server.admin.updateAccount(shop.accountId, { email: next });
    expect((await client.get('/inicio')).location).toBe('/ingresar');
    const newOwner = await signIn(server, catcher, next);
    expect((await newOwner.get('/inicio')).status).toBe(200);
  });
});

describe('one account cannot reach another', () => {
  it("answers 404 to every console route with another account's key, device or endpoint, and changes nothing", async () => {
    const victim = await owner();
    const key = (await server.admin.createKey(victim.accountId, {
      environment: 'test',
      scopes: ['sales:read'],
    })) as { id: string };
    const device = (await server.admin.addDevice(victim.accountId, {
      environment: 'test',
      name: 'Caja ajena',
    })) as { id: string };
    const endpoint = (
      await server.admin
        .raw()
        .post(
          `/accounts/${victim.accountId}/webhook-endpoints`,
          { environment: 'test', url: 'https://hooks.ajena.co/caja' },
          { idempotencyKey: null },
        )
    ).body as { id: string };
    expect(endpoint.id).toBeTruthy();

    const intruder = await owner();
    const client = await signIn(server, catcher, intruder.email);
    await client.get('/inicio');
    const gets = [
      `/desarrolladores/claves/${key.id}/revocar`,
      `/dispositivos/${device.id}/revocar`,
      `/desarrolladores/webhooks/${endpoint.id}`,
      `/desarrolladores/webhooks/${endpoint.id}/eliminar`,
    ];
    for (const path of gets) expect((await client.get(path)).status, path).toBe(404);
    const posts: Array<[string, Record<string, string>]> = [
      [`/desarrolladores/claves/${key.id}/revocar`, {}],
      [`/dispositivos/${device.id}/revocar`, {}],
      [`/desarrolladores/webhooks/${endpoint.id}`, { url: 'https://hooks.intruso.co', enabled_events: '*' }],
      [`/desarrolladores/webhooks/${endpoint.id}/estado`, { enabled: 'false' }],
      [`/desarrolladores/webhooks/${endpoint.id}/secreto`, {}],
      [`/desarrolladores/webhooks/${endpoint.id}/rotar`, {}],
      [`/desarrolladores/webhooks/${endpoint.id}/probar`, {}],
      [`/desarrolladores/webhooks/${endpoint.id}/reenviar`, { event_id: endpoint.id }],
      [`/desarrolladores/webhooks/${endpoint.id}/eliminar`, {}],
      ['/cuenta', { account_id: victim.accountId }],
    ];
    for (const [path, form] of posts) {
      const page = await client.post(path, form);
      expect(page.status, path).toBe(404);
      expect(page.body).not.toContain('whsec_');
    }
    const keys = (await server.admin.raw().get(`/accounts/${victim.accountId}/api-keys`)).body as {
      data: Array<{ id: string; revoked_at: string | null }>;
    };
    expect(keys.data.find((k) => k.id === key.id)?.revoked_at).toBeNull();
    const devices = (await server.admin.raw().get(`/accounts/${victim.accountId}/devices`)).body as {
      data: Array<{ id: string; revoked_at: string | null }>;
    };
    expect(devices.data.find((d) => d.id === device.id)?.revoked_at).toBeNull();
    const after = (await server.admin.raw().get(`/webhook-endpoints/${endpoint.id}`)).body as {
      url: string;
      status: string;
    };
    expect(after).toMatchObject({ url: 'https://hooks.ajena.co/caja', status: 'enabled' });
    expect((await server.admin.raw().get(`/webhook-endpoints/${endpoint.id}/secret`)).status).toBe(200);
    expect(hiddenField((await client.get('/inicio')).body, '_csrf')).toBeTruthy();
  });
});
