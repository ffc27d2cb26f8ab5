import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, bogota, bogotaDate } from '#src/simulator/time.js';
import { hasChromium, launchChromium } from './helpers/browser.js';
import { accountOf } from './helpers/console-session.js';
import { startTestServer, type TestServer } from './helpers/harness.js';
import { MailCatcher } from './helpers/mail-catcher.js';
import { cloudOf, register as registerOf, saleRecord } from './helpers/sales-fixtures.js';
import { WebhookReceiver, waitFor } from './helpers/webhook-receiver.js';

/**
 * The console in a real browser (Debian's Chromium through playwright-core), with the codes
 * read from a real SMTP server. Screenshots of every page land in test-results/console/.
 */
const SHOTS = 'test-results/console';
const EMAIL = 'duena@cafe-la-esquina.co';

let server: TestServer;
let catcher: MailCatcher;
let browser: Browser;
let page: Page;
const receiver = new WebhookReceiver();

/** The timeout guards against a hang: a browser on a loaded machine takes its time. */
describe.skipIf(!hasChromium)('the account console in a browser', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    catcher = new MailCatcher();
    const receiverUrl = await receiver.start();
    server = await startTestServer({
      SMTP_URL: await catcher.start(),
      WEBHOOK_ALLOW_LOOPBACK: 'true',
      EDITS_MIN_APP_VERSION: '4.0.0',
    });
    (globalThis as { receiverUrl?: string }).receiverUrl = receiverUrl;
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'es-CO' });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await catcher?.close();
    await receiver.close();
  });

  const shot = (name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  const codeAfter = async (since: number) => MailCatcher.codeOf(await catcher.next(EMAIL, since, /código/));

  it('signs in, creates a key with the e-mailed code, uses it, and revokes it', async () => {
    const shop = await server.tenant({ email: EMAIL, name: 'Café La Esquina' });
    await page.goto(server.urls.console);
    await expect.poll(() => page.url()).toContain('/ingresar');
    await shot('01-ingresar');
    let since = catcher.messages.length;
    await page.fill('input[name=email]', EMAIL);
    await page.click('button[type=submit]');
    await page.waitForSelector('input[name=code]');
    await shot('02-codigo');
    await page.fill('input[name=code]', await codeAfter(since));
    await page.click('button[type=submit]');
    await page.waitForURL('**/inicio');
    await shot('03-inicio');

    await page.click('nav >> text=Desarrolladores');
    await page.click('.envs >> text=Pruebas');
    await page.waitForURL('**/desarrolladores/claves?ambiente=test');
    await shot('04-claves');
    await page.fill('input[name=name]', 'Tienda en línea');
    await page.check('input[value="products:read"]');
    await page.check('input[value="sales:read"]');
    since = catcher.messages.length;
    await page.click('text=Enviarme el código');
    await page.waitForSelector('input[name=code]');
    await shot('05-clave-codigo');
    await page.fill('input[name=code]', await codeAfter(since));
    await page.click('text=Crear la llave');
    const secret = (await page.textContent('#secreto'))!.trim();
    expect(secret).toMatch(/^caja_test_[0-9A-Za-z]{40}$/);
    await expect.poll(() => page.isVisible('button[data-copy]')).toBe(true);
    await shot('06-clave-creada');
    const notice = await catcher.next(EMAIL, since, /Se creó/, `…${secret.slice(-4)}`);
    expect(notice.text).not.toContain(secret);

    const api = shop.test.withKey(secret);
    expect((await api.get('/products')).status).toBe(200);
    expect((await api.get('/customers')).body.error.code).toBe('INSUFFICIENT_SCOPE');

    await page.click('text=Listo, ya la guardé');
    await page.click(`tr:has-text("Tienda en línea") >> text=Revocar`);
    await shot('07-revocar-clave');
    await page.click('text=Sí, revocar');
    await page.waitForSelector('text=La llave quedó revocada');
    await shot('08-clave-revocada');
    expect((await api.get('/products')).body.error.code).toBe('API_KEY_REVOKED');
  });

  it('revokes an outdated device, and product edits work again', async () => {
    const owner = await accountOf(server, EMAIL);
    await server.admin.addDevice(owner, {
      environment: 'test',
      name: 'Caja del mostrador',
      app_version: '3.2.0',
    });
    const key = (await server.admin.createKey(owner, { environment: 'test', scopes: ['*'] })) as {
      secret: string;
    };
    const api = server.api('test', key.secret);
    const product = await api.post('/products', { name: 'Tinto', base_price: 2000, sku: 'TINTO-1' });
    expect((await api.patch(`/products/${product.body.id}`, { name: 'Tinto grande' })).body.error.code).toBe(
      'DEVICES_OUTDATED',
    );
    await page.goto(`${server.urls.console}/dispositivos?ambiente=test`);
    await shot('09-dispositivos');
    await page.click('tr:has-text("Caja del mostrador") >> text=Revocar');
    await shot('10-revocar-dispositivo');
    await page.click('text=Sí, revocar');
    await page.waitForSelector('text=El dispositivo quedó revocado');
    expect((await api.patch(`/products/${product.body.id}`, { name: 'Tinto grande' })).status).toBe(200);
  });

  it('adds a webhook endpoint and shows its delivery', async () => {
    const owner = await accountOf(server, EMAIL);
    const receiverUrl = (globalThis as { receiverUrl?: string }).receiverUrl!;
    await page.goto(`${server.urls.console}/desarrolladores/webhooks?ambiente=test`);
    await shot('11-webhooks');
    await page.fill('input[name=url]', `${receiverUrl}/caja`);
    await page.click('form:has(input[name=url]) >> button[type=submit]');
    await page.waitForSelector('.secret');
    const secret = (await page.textContent('.secret code'))!.trim();
    expect(secret).toMatch(/^whsec_/);
    await shot('12-endpoint-creado');
    const endpointId = /<td[^>]*>([0-9a-f]{8}-[0-9a-f-]{27})<\/td>/.exec(await page.content())![1];

    const key = (await server.admin.createKey(owner, {
      environment: 'test',
      scopes: ['customers:write'],
    })) as {
      secret: string;
    };
    const customer = await server.api('test', key.secret).post('/customers', { name: 'Lucía' });
    expect(customer.status).toBe(201);
    await waitFor(() => receiver.requests.find((r) => r.body.includes(customer.body.id)), 'the delivery');
    const endpointPage = `${server.urls.console}/desarrolladores/webhooks/${endpointId}`;
    await waitFor(async () => {
      await page.goto(endpointPage);
      return (await page.content()).includes('customer.created') && (await page.content()).includes('200');
    }, 'the delivery in the endpoint page');
    await shot('13-entregas');

    await page.goto(`${server.urls.console}/actividad`);
    await expect.poll(() => page.textContent('main')).toContain('Creó un endpoint de webhooks');
    await shot('14-actividad');
  });

  it('charts the sales of the last 30 days on Inicio', async () => {
    const owner = await accountOf(server, EMAIL);
    const register = await registerOf(cloudOf(server), owner, 'test');
    // Sales at Bogota noon of past days, so that a Bogota midnight passing during the test
    // moves no sale to another bar and leaves every bar inside the 30 days.
    const today = bogotaDate(new Date());
    for (const [daysAgo, lines] of [
      [1, 3],
      [2, 1],
      [5, 2],
      [13, 5],
    ] as const) {
      for (let i = 0; i < lines; i++) {
        const occurredAt = bogota(addDays(today, -daysAgo), 12, i);
        await register.sale(saleRecord({ occurred_at: occurredAt.toISOString() }));
      }
    }
    await page.goto(`${server.urls.console}/inicio?ambiente=test`);
    expect(await page.locator('svg .chart-bar').count()).toBe(4);
    expect(await page.textContent('.totals')).toContain('11');
    await shot('15-inicio-ventas');
  });

  it('reloading the page a form post led to sends nothing again, and a secret shows once', async () => {
    const owner = await accountOf(server, EMAIL);
    const receiverUrl = (globalThis as { receiverUrl?: string }).receiverUrl!;
    const { db } = server.caja.services;
    const count = async (table: 'webhook_endpoints' | 'api_keys' | 'console_codes') => {
      const column = table === 'console_codes' ? 'email' : 'account_id';
      const value = table === 'console_codes' ? EMAIL : owner;
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(column, '=', value)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    const adminSecret = async (id: string) =>
      ((await server.admin.raw().get(`/webhook-endpoints/${id}/secret`)).body as { secret: string }).secret;

    // A new endpoint: its secret once, and one endpoint however often the page is reloaded.
    const endpoints = await count('webhook_endpoints');
    await page.goto(`${server.urls.console}/desarrolladores/webhooks?ambiente=test`);
    await page.fill('input[name=url]', `${receiverUrl}/recarga`);
    await page.click('form:has(input[name=url]) >> button[type=submit]');
    await page.waitForSelector('.secret');
    const created = (await page.textContent('.secret code'))!.trim();
    expect(page.url()).not.toContain(created);
    const endpointId = /\/desarrolladores\/webhooks\/([0-9a-f-]{36})\?secreto=/.exec(page.url())![1]!;
    await page.reload();
    await page.waitForSelector('text=ya se mostró');
    expect(await page.isVisible('.secret')).toBe(false);
    expect(await page.content()).not.toContain(created);
    expect(await count('webhook_endpoints')).toBe(endpoints + 1);
    await shot('16-secreto-ya-mostrado');

    // Rotated once, however often the page is reloaded; revealed once per click.
    await page.click('button:has-text("Rotar secreto")');
    await page.waitForSelector('.secret');
    const rotated = (await page.textContent('.secret code'))!.trim();
    expect(rotated).not.toBe(created);
    await page.reload();
    await page.waitForSelector('text=ya se mostró');
    expect(await adminSecret(endpointId)).toBe(rotated);
    await page.click('button:has-text("Ver secreto")');
    await page.waitForSelector('.secret');
    expect((await page.textContent('.secret code'))!.trim()).toBe(rotated);
    await page.reload();
    await page.waitForSelector('text=ya se mostró');

    // Disabled once: the reload shows the page again, it does not toggle the endpoint back.
    await page.click('button:has-text("Desactivar")');
    await page.waitForSelector('text=El endpoint quedó desactivado');
    await page.reload();
    expect(await page.isVisible('button:has-text("Activar")')).toBe(true);

    // A key: the code page and the key's page reload without a second code or a second key.
    const keys = await count('api_keys');
    await page.goto(`${server.urls.console}/desarrolladores/claves?ambiente=test`);
    await page.fill('input[name=name]', 'Recarga');
    await page.check('input[value="events:read"]');
    const since = catcher.messages.length;
    const codes = await count('console_codes');
    await page.click('text=Enviarme el código');
    await page.waitForSelector('input[name=code]');
    await page.reload();
    await page.waitForSelector('input[name=code]');
    expect(await count('console_codes')).toBe(codes + 1);
    await page.fill('input[name=code]', await codeAfter(since));
    await page.click('text=Crear la llave');
    const secret = (await page.textContent('#secreto'))!.trim();
    expect(page.url()).not.toContain(secret);
    await page.reload();
    await page.waitForSelector('text=La llave ya se mostró');
    expect(await page.content()).not.toContain(secret);
    expect(await count('api_keys')).toBe(keys + 1);
    await shot('17-clave-ya-mostrada');

    // Asking for a sign-in code: reloading the page that asks for it sends no other code.
    await page.click('button:has-text("Salir")');
    await page.waitForURL('**/ingresar');
    await page.fill('input[name=email]', EMAIL);
    const before = await count('console_codes');
    const mailed = catcher.messages.length;
    await page.click('button[type=submit]');
    await page.waitForSelector('input[name=code]');
    await page.reload();
    await page.waitForSelector('input[name=code]');
    expect(await count('console_codes')).toBe(before + 1);
    await page.fill('input[name=code]', await codeAfter(mailed));
    await page.click('button[type=submit]');
    await page.waitForURL('**/inicio');
  });
});
