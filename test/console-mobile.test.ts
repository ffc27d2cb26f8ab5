import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, bogota, bogotaDate } from '#src/simulator/time.js';
import { hasChromium, launchChromium } from './helpers/browser.js';
import { GENEROUS_RATE_LIMITS } from './helpers/catalog-fixtures.js';
import { startTestServer, type TestServer } from './helpers/harness.js';
import { addWarehouse, simpleProduct } from './helpers/inventory-fixtures.js';
import { MailCatcher } from './helpers/mail-catcher.js';
import { cloudOf, register as registerOf, saleRecord } from './helpers/sales-fixtures.js';
import { WebhookReceiver, waitFor } from './helpers/webhook-receiver.js';

/**
 * The console on a phone: every page, signed in or not, at 360×740 in Chromium, with the long
 * names and the many rows of a real business, and not one pixel of sideways scrolling. Tables
 * scroll inside their card; the page does not.
 */
const WIDTH = 360;
const EMAIL = 'administracion.contabilidad.principal@distribuidora-la-gran-esperanza.com.co';
const ACCOUNT = 'Distribuidora de Abarrotes y Misceláneas La Gran Esperanza del Barrio San Cristóbal S.A.S.';
const LONG = 'Integración con la tienda en línea y el sistema contable de la sede principal';

interface Width {
  path: string;
  scroll: number;
  client: number;
  culprits: string[];
  emptyHeaders: number;
  codes: number;
  /** What axe-core finds serious or critical: each rule's id and the first element it names. */
  axe: string[];
}

/** axe-core's script, run in the page by the test (the console's CSP allows no outside script). */
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's findings on the page as it is, those that keep a person from using it. */
async function axeOf(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(): Promise<AxeResults> } }).axe;
    const { violations } = await axe.run();
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
  });
}
interface AxeResults {
  violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: string[] }> }>;
}

let server: TestServer;
let catcher: MailCatcher;
let browser: Browser;
let page: Page;
const receiver = new WebhookReceiver();

describe.skipIf(!hasChromium)('the console at 360 px wide', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    catcher = new MailCatcher();
    const receiverUrl = await receiver.start();
    server = await startTestServer({
      SMTP_URL: await catcher.start(),
      WEBHOOK_ALLOW_LOOPBACK: 'true',
      EDITS_MIN_APP_VERSION: '4.0.0',
      ...GENEROUS_RATE_LIMITS,
    });
    (globalThis as { receiverUrl?: string }).receiverUrl = receiverUrl;
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: WIDTH, height: 740 }, locale: 'es-CO' });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await catcher?.close();
    await receiver.close();
  });

  /** How wide the page is at `path`: its scrolling width and its viewport's. */
  async function widthOf(path: string): Promise<Width> {
    if (path !== '') await page.goto(`${server.urls.console}${path}`);
    const { scroll, client, culprits, emptyHeaders, codes } = await page.evaluate(
      (width) => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
        // What sticks out, to say where to look when the page is too wide.
        culprits: [...document.querySelectorAll('body *')]
          .filter((e) => e.getBoundingClientRect().right > width && !e.closest('.scroll'))
          .slice(0, 3)
          .map((e) => `${e.tagName.toLowerCase()}.${e.className}`),
        // A column header a screen reader would read as nothing.
        emptyHeaders: [...document.querySelectorAll('th')].filter((th) => th.textContent?.trim() === '')
          .length,
        // Words for people, not the API's codes.
        codes: (document.body.textContent ?? '').match(/DEVICES_OUTDATED/g)?.length ?? 0,
      }),
      WIDTH,
    );
    return {
      path: path || page.url(),
      scroll,
      client,
      culprits,
      emptyHeaders,
      codes,
      axe: await axeOf(page),
    };
  }

  it('scrolls no page sideways, from sign-in to every section with a busy account', async () => {
    const shop = await server.tenant({ email: EMAIL, name: ACCOUNT });
    await server.admin.createAccount({ name: `Sucursal Norte de ${ACCOUNT}`, email: EMAIL });
    const widths: Width[] = [];

    // Many keys, registers (some outdated) and inventory lines, all with long names.
    for (let i = 1; i <= 12; i++) {
      await server.admin.createKey(shop.accountId, {
        environment: i % 3 === 0 ? 'test' : 'live',
        name: `${LONG} ${i}`,
        scopes: i % 2 === 0 ? ['*'] : ['products:read', 'customers:write', 'inventory:write', 'sales:read'],
      });
    }
    for (let i = 1; i <= 14; i++) {
      await server.admin.addDevice(shop.accountId, {
        environment: i % 2 === 0 ? 'test' : 'live',
        name: `Caja registradora del mostrador principal junto a la entrada ${i}`,
        platform: 'android',
        app_version: i % 4 === 0 ? '3.2.0' : '4.1.0',
      });
    }
    const warehouse = await addWarehouse(server, shop.accountId, {
      name: 'Bodega principal del centro de distribución de la calle ochenta',
      is_default: true,
    });
    for (let i = 1; i <= 8; i++) {
      const product = await simpleProduct(shop.test, {
        name: `Aceite de girasol extra virgen en botella de vidrio de un litro, referencia ${i}`,
      });
      await shop.test.post('/inventory/movements', {
        product_id: product,
        warehouse_id: warehouse.id,
        type: 'in',
        quantity: 1000 * i,
      });
    }
    const register = await registerOf(cloudOf(server), shop.accountId, 'test');
    const today = bogotaDate(new Date());
    for (let daysAgo = 1; daysAgo <= 20; daysAgo++) {
      await register.sale(saleRecord({ occurred_at: bogota(addDays(today, -daysAgo), 12, 0).toISOString() }));
    }

    // Signing in.
    widths.push(await widthOf('/ingresar'));
    const since = catcher.messages.length;
    await page.fill('input[name=email]', EMAIL);
    await page.click('button[type=submit]');
    await page.waitForSelector('input[name=code]');
    widths.push(await widthOf(''));
    await page.fill('input[name=code]', MailCatcher.codeOf(await catcher.next(EMAIL, since, /código/)));
    await page.click('button[type=submit]');
    await page.waitForURL('**/inicio');
    widths.push(await widthOf(''));

    for (const path of [
      '/inicio?ambiente=live',
      '/inicio?ambiente=test',
      '/inventario?ambiente=test',
      '/desarrolladores/claves?ambiente=live',
      '/dispositivos?ambiente=live',
      '/dispositivos?ambiente=test',
      '/no-existe',
    ]) {
      widths.push(await widthOf(path));
    }
    // Outdated registers, in words: one sentence that agrees with its number.
    await page.goto(`${server.urls.console}/inicio?ambiente=test`);
    expect(await page.textContent('main')).toContain(
      '3 cajas tienen una versión de la app anterior a 4.0.0, y mientras la tengan nadie puede editar productos por la API.',
    );
    await page.goto(`${server.urls.console}/dispositivos?ambiente=live`);
    await page.click('tbody tr >> nth=0 >> text=Revocar');
    widths.push(await widthOf(''));
    await page.goto(`${server.urls.console}/desarrolladores/claves?ambiente=live`);
    await page.click('tbody tr >> nth=0 >> text=Revocar');
    widths.push(await widthOf(''));

    // Creating a key: its code page and the page that shows it once.
    await page.goto(`${server.urls.console}/desarrolladores/claves?ambiente=test`);
    widths.push(await widthOf(''));
    await page.fill('input[name=name]', LONG);
    await page.check('input[value="products:read"]');
    const keySince = catcher.messages.length;
    await page.click('text=Enviarme el código');
    await page.waitForSelector('input[name=code]');
    widths.push(await widthOf(''));
    await page.fill('input[name=code]', MailCatcher.codeOf(await catcher.next(EMAIL, keySince, /código/)));
    await page.click('text=Crear la llave');
    await page.waitForSelector('#secreto');
    widths.push(await widthOf(''));

    // A webhook endpoint with a long URL, its secret shown once, its deliveries and a test event.
    const receiverUrl = (globalThis as { receiverUrl?: string }).receiverUrl!;
    await page.goto(`${server.urls.console}/desarrolladores/webhooks?ambiente=test`);
    await page.fill(
      'input[name=url]',
      `${receiverUrl}/integraciones/caja/eventos-de-la-distribuidora-la-gran-esperanza/recibir`,
    );
    await page.click('form:has(input[name=url]) >> button[type=submit]');
    await page.waitForSelector('.secret');
    widths.push(await widthOf(''));
    const endpointPath = new URL(page.url()).pathname;
    for (let i = 0; i < 6; i++) {
      await shop.test.post('/customers', { name: `Cliente mayorista de la zona industrial número ${i}` });
    }
    await waitFor(() => receiver.requests.length >= 6, 'the deliveries');
    await page.goto(`${server.urls.console}${endpointPath}`);
    await page.click('button:has-text("Enviar evento de prueba")');
    await page.waitForSelector('text=Enviamos el evento de prueba');
    // The test event's delivery is marked; the deliveries of the same events before it are not.
    expect(await page.locator('tbody tr:has(button:text-is("Reenviar"))').count()).toBe(7);
    expect(await page.locator('tbody tr:has(.badge:text-is("prueba"))').count()).toBe(1);
    widths.push(await widthOf(''));
    widths.push(await widthOf('/desarrolladores/webhooks?ambiente=test'));
    widths.push(await widthOf(`${endpointPath}/eliminar`));
    widths.push(await widthOf('/actividad'));

    const tooWide = widths.filter((w) => w.scroll > WIDTH || w.client > WIDTH);
    expect(tooWide).toEqual([]);
    expect(widths.filter((w) => w.emptyHeaders > 0 || w.codes > 0)).toEqual([]);
    expect(widths.filter((w) => w.axe.length > 0).map((w) => ({ path: w.path, axe: w.axe }))).toEqual([]);
    expect(widths.length).toBeGreaterThanOrEqual(20);
  });
});
