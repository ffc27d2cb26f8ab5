import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, ERRORS } from '#src/domain/errors.js';
import { EVENT_TYPES } from '#src/domain/events/event-types.js';
import { startTestServer, type TestServer } from './helpers/harness.js';

// biome-ignore lint/suspicious/noExplicitAny: the tests walk arbitrary JSON documents
type Json = Record<string, any>;

let server: TestServer;
let html: string;
let doc: Json;

const VOID = new Set(['meta', 'br', 'hr', 'img', 'link', 'input', 'wbr']);

/** The first unbalanced element of a page, or null when every element opened is closed in order. */
function unbalanced(page: string): string | null {
  const open: string[] = [];
  for (const [, closing, name] of page.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g)) {
    const tag = name!.toLowerCase();
    if (VOID.has(tag) || tag === 'html' || tag === 'head' || tag === 'body') continue;
    if (!closing) open.push(tag);
    else if (open.pop() !== tag) return tag;
  }
  return open.length ? open[open.length - 1]! : null;
}

/** One prose section of the guide, by its id. */
function guideSection(id: string): string {
  const start = html.indexOf(`<section id="${id}">`);
  expect(start, id).toBeGreaterThan(0);
  return html.slice(start, html.indexOf('</section>', start));
}

beforeAll(async () => {
  server = await startTestServer();
  html = await (await fetch(`${server.urls.test}/docs`)).text();
  doc = await (await fetch(`${server.urls.test}/public/v1/openapi.json`)).json();
});
afterAll(() => server.close());

describe('GET /docs', () => {
  it('answers 200 text/html on both listeners and under /public/v1/docs, without a key', async () => {
    for (const url of [
      `${server.urls.live}/docs`,
      `${server.urls.test}/docs`,
      `${server.urls.test}/public/v1/docs`,
    ]) {
      const res = await fetch(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await res.text()).toMatch(/^<!doctype html><html lang="es">/);
    }
  });

  it('is open to browsers, with a policy that forbids loading anything else', async () => {
    const res = await fetch(`${server.urls.live}/docs`, {
      headers: { origin: 'https://example.co', 'sec-fetch-site': 'none' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await res.text();
    expect(page).not.toMatch(/<script|<link|src="http|href="http(?!:\/\/127\.0\.0\.1)/);
  });

  it('is well formed: every element it opens, <section> included, is closed in order', () => {
    expect(unbalanced(html)).toBeNull();
    expect(html.match(/<section/g)?.length).toBe(html.match(/<\/section>/g)?.length);
  });

  it('escapes the text it shows', () => {
    expect(html).toContain('Authorization: Bearer &lt;llave&gt;');
    expect(html).not.toContain('<llave>');
  });

  it('covers the general rules: authentication, environments, idempotency, pagination, limits', () => {
    for (const id of ['autenticacion', 'ambientes', 'errores', 'idempotencia', 'paginacion', 'limites']) {
      expect(html).toContain(`<section id="${id}">`);
    }
    expect(html).toContain('RateLimit-Remaining');
    expect(html).toContain('caja_live_');
  });

  it('lists every error code with its status and message', () => {
    for (const code of ERROR_CODES) {
      const row = `<td><code>${code}</code></td><td>${ERRORS[code].status}</td>`;
      expect(html, code).toContain(row);
    }
  });

  it('documents every operation of the OpenAPI document with its path, scope and a curl call', () => {
    for (const [path, item] of Object.entries<Json>(doc['paths'])) {
      for (const [method, op] of Object.entries<Json>(item)) {
        const start = html.indexOf(`<section class="operation" id="${op.operationId}">`);
        expect(start, op.operationId).toBeGreaterThan(0);
        const section = html.slice(start, html.indexOf('</section>', start));
        expect(section).toContain(`<code class="path">${path}</code>`);
        expect(section).toContain(`>${method.toUpperCase()}</span>`);
        expect(section).toContain(op['x-scope'] ? `<code>${op['x-scope']}</code>` : 'cualquier llave');
        expect(section).toContain(`curl -X ${method.toUpperCase()} &#39;${server.urls.test}/public/v1`);
      }
    }
  });

  it('shows the body fields of a write with type, requirement and bounds', () => {
    const start = html.indexOf('id="createCustomer"');
    const section = html.slice(start, html.indexOf('</section>', start));
    expect(section).toContain('Idempotency-Key');
    expect(section).toMatch(/<code>name<\/code><\/td><td>texto<\/td><td><strong>sí<\/strong>/);
    expect(section).toContain('de 1 a 120 caracteres');
    expect(section).toContain('&quot;object&quot;: &quot;customer&quot;');
  });

  it('documents events: the object, its retention, GET /events to reconcile, and the 12 types with an example each', () => {
    const section = guideSection('eventos');
    for (const field of ['object', 'id', 'type', 'api_version', 'created_at', 'data.object']) {
      expect(section).toContain(`<td><code>${field}</code></td>`);
    }
    expect(section).toContain('al menos 30 días');
    expect(section).toContain('GET /events?created_since=');
    for (const type of EVENT_TYPES) {
      expect(section, type).toContain(`<p><code>${type}</code>: `);
      expect(section, type).toContain(`&quot;type&quot;: &quot;${type}&quot;`);
    }
    expect(section).toContain('&quot;api_version&quot;: &quot;2026-09-28&quot;');
    expect(section).toContain('&quot;cufe&quot;');
  });

  it('documents webhooks: the three signature headers, retries, limits and how to verify in Node', () => {
    const section = guideSection('webhooks');
    for (const header of ['webhook-id', 'webhook-timestamp', 'webhook-signature']) {
      expect(section).toContain(`<td><code>${header}</code></td>`);
    }
    expect(section).toContain('whsec_');
    expect(section).toContain('15 segundos');
    expect(section).toContain('5 s, 5 min, 30 min, 2 h, 5 h, 10 h y 10 h');
    expect(section).toContain('3 días seguidos');
    expect(section).toContain('24 horas');
    expect(section).toContain('<code>https</code>');
    expect(section).toContain('import { Webhook } from &#39;standardwebhooks&#39;;');
    expect(section).toContain('new Webhook(process.env.CAJA_WEBHOOK_SECRET)');
    expect(section).toContain('webhook.verify(body, req.headers)');
    expect(doc['info'].description).toContain('## Webhooks');
  });
});
