import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, hasChromium, launchChromium } from './helpers/browser.js';
import { startTestServer, type TestServer } from './helpers/harness.js';

/**
 * The reference page in a real browser (Debian's Chromium through playwright-core): it loads
 * nothing else, breaks no rule of its own Content-Security-Policy, every link lands, and the
 * language tabs work without scripts. Screenshots land in test-results/docs/.
 */
const SHOTS = 'test-results/docs';

let server: TestServer;
let browser: Browser;
let page: Page;
/** Console errors and warnings (a CSP violation is one), uncaught errors and failed requests. */
const problems: string[] = [];
const requests: string[] = [];

describe.skipIf(!hasChromium)(
  `the reference page in a browser${hasChromium ? '' : ` (skipped: ${CHROMIUM} is missing)`}`,
  // The timeout guards against a hang: a browser on a loaded machine takes its time.
  { timeout: 60_000 },
  () => {
    beforeAll(async () => {
      mkdirSync(SHOTS, { recursive: true });
      server = await startTestServer();
      browser = await launchChromium();
      page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'es-CO' });
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('requestfailed', (request) =>
        problems.push(`${request.url()}: ${request.failure()?.errorText}`),
      );
      page.on('request', (request) => requests.push(request.url()));
    }, 60_000);

    afterAll(async () => {
      await browser?.close();
      await server?.close();
    });

    // Of the viewport only: the whole page is some 68,000 px tall, and its picture took 11 s.
    const shot = (name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

    it('loads as one response, with no console error and no CSP violation', async () => {
      const url = `${server.urls.test}/docs`;
      await page.goto(url, { waitUntil: 'load' });
      await shot('01-docs-inicio');
      expect(problems).toEqual([]);
      expect(requests.filter((r) => !r.endsWith('/favicon.ico'))).toEqual([url]);
      expect(await page.evaluate(() => document.scripts.length)).toBe(0);
      expect(await page.title()).toBe('Caja API · Referencia');
    });

    it('has a target for every in-page link, and no id twice', async () => {
      const { missing, duplicated, links } = await page.evaluate(() => {
        const hrefs = [...document.querySelectorAll('a[href^="#"]')].map((a) =>
          a.getAttribute('href')!.slice(1),
        );
        const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
        return {
          links: hrefs.length,
          missing: hrefs.filter((id) => document.getElementById(id) === null),
          duplicated: ids.filter((id, i) => ids.indexOf(id) !== i),
        };
      });
      expect(links).toBeGreaterThan(60);
      expect(missing).toEqual([]);
      expect(duplicated).toEqual([]);
    });

    it('takes the sidebar to an object section and to an operation by its whole path', async () => {
      await page.click('nav.toc >> text=El objeto venta');
      await expect.poll(() => page.url()).toContain('#objeto-venta');
      expect(await page.isVisible('#objeto-venta h3')).toBe(true);
      await shot('02-objeto-venta');
      await page.click('nav.toc a[href="#getSale"]');
      expect(await page.textContent('nav.toc a[href="#getSale"]')).toBe(
        'Obtiene una ventaGET/public/v1/sales/{id}',
      );
      expect(await page.isVisible('#getSale .answer a[href="#objeto-venta"]')).toBe(true);
      await shot('03-obtener-venta');
    });

    it('switches every code sample with the tabs, without scripts and without moving the page', async () => {
      await page.click('nav.toc a[href="#createCustomer"]');
      const section = page.locator('#createCustomer');
      expect(await section.locator('.sample-curl').isVisible()).toBe(true);
      expect(await section.locator('.sample-sdk').isVisible()).toBe(false);
      await shot('04-crear-cliente-curl');

      // Samples above change height too; the section stays where the reader sees it.
      const before = (await section.boundingBox())!.y;
      await section.locator('label.tab-sdk').click();
      expect(Math.abs((await section.boundingBox())!.y - before)).toBeLessThan(2);
      expect(await section.locator('.sample-sdk').isVisible()).toBe(true);
      expect(await section.locator('.sample-curl').isVisible()).toBe(false);
      expect(await section.locator('.sample-sdk').textContent()).toContain('caja.customers.create(');
      // The choice holds for every operation of the page.
      expect(await page.locator('#listSales .sample-sdk').isVisible()).toBe(true);
      await shot('05-crear-cliente-sdk');

      await section.locator('label.tab-fetch').click();
      expect(await section.locator('.sample-fetch').textContent()).toContain("'Idempotency-Key'");
      await shot('06-crear-cliente-fetch');
      await section.locator('label.tab-curl').click();
    });

    it('shows the webhook guide, with an event example that opens', async () => {
      await page.click('nav.toc >> text=Verificar la firma a mano en Node');
      await shot('07-webhooks-verificar');
      await page.click('nav.toc a[href="#eventos"]');
      await page.click('#eventos summary:has-text("sale.created")');
      expect(await page.isVisible('#eventos details[open] pre')).toBe(true);
      await page.locator('#eventos details[open]').scrollIntoViewIfNeeded();
      await shot('08-evento-sale-created');
      expect(problems).toEqual([]);
    });

    it('searches without scripts: typed in the menu box at 360 px, the answer opens at its results', async () => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`${server.urls.test}/docs`);
      await page.fill('#buscar', 'Creación');
      await Promise.all([page.waitForURL(/[?&]q=/), page.press('#buscar', 'Enter')]);
      const url = new URL(page.url());
      expect(url.pathname).toBe('/docs');
      expect(url.searchParams.get('q')).toBe('Creación');
      expect(url.hash).toBe('#resultados');
      expect(await page.title()).toBe('Buscar «Creación» · Caja API · Referencia');
      // The box keeps the query; the results are where the page opened, past the menu.
      expect(await page.inputValue('#buscar')).toBe('Creación');
      const results = page.locator('#resultados');
      expect(await results.locator('h2').textContent()).toBe('Resultados para «Creación»');
      await expect.poll(() => results.evaluate((e) => e.getBoundingClientRect().top)).toBeLessThan(100);
      await shot('10-telefono-busqueda');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      // A result leads to its place in the same page.
      await results.locator('a[href="#createCustomer"]').click();
      await expect.poll(() => page.url()).toContain('#createCustomer');
      expect(await page.isVisible('#createCustomer')).toBe(true);

      // Nothing found: the page says so, with a hint, and the button submits as Enter does.
      await page.fill('#buscar', 'xyzzy');
      await Promise.all([page.waitForURL(/q=xyzzy/), page.click('form.search button')]);
      expect(await page.locator('#resultados h2').textContent()).toBe('Sin resultados para «xyzzy»');
      await shot('11-telefono-sin-resultados');
      expect(problems).toEqual([]);
    });

    it('reads on a phone: no horizontal scroll of the page itself', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${server.urls.test}/docs#createCustomer`);
      await shot('09-telefono-crear-cliente');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(problems).toEqual([]);
    });
  },
);
