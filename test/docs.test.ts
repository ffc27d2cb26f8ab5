import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Caja } from '@caja/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, ERRORS } from '#src/contract/errors.js';
import { EVENT_TYPES } from '#src/contract/event-types.js';
import { newSigningSecret, signatureHeaders } from '#src/domain/webhooks/signing.js';
import { PATTERN_WORDS } from '#src/http/public/docs/limits.js';
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

/** The text of an HTML fragment as a reader sees it: tags dropped, entities decoded. */
const textOf = (fragment: string) =>
  fragment
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The element with this id, up to the end of its first `</section>` (operations and objects hold none). */
function sectionById(id: string): string {
  const start = html.indexOf(` id="${id}"`);
  expect(start, id).toBeGreaterThan(0);
  return html.slice(start, html.indexOf('</section>', start));
}

/** The code of the sample of one language (`curl`, `sdk`, `fetch`) in an operation's section. */
function sample(section: string, language: string): string {
  const start = section.indexOf(`<div class="sample sample-${language}">`);
  expect(start, language).toBeGreaterThan(0);
  const code = section.slice(section.indexOf('<code>', start), section.indexOf('</code></pre>', start));
  return textOf(code);
}

/** Every operation of the document: method, path and the operation object. */
const operations = () =>
  Object.entries<Json>(doc['paths']).flatMap(([path, item]) =>
    Object.entries<Json>(item).map(([method, op]) => ({ path, method, op })),
  );

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
    // The search form posts nowhere else: its answer comes from this same page.
    expect(res.headers.get('content-security-policy')).toContain("form-action 'self'");
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

  it('documents every operation of the OpenAPI document with its whole path, scope and a curl call', () => {
    for (const [path, item] of Object.entries<Json>(doc['paths'])) {
      for (const [method, op] of Object.entries<Json>(item)) {
        const start = html.indexOf(`<section class="operation" id="${op.operationId}">`);
        expect(start, op.operationId).toBeGreaterThan(0);
        const section = html.slice(start, html.indexOf('</section>', start));
        expect(section).toContain(`<code class="path">/public/v1${path}</code>`);
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
    expect(section).toMatch(
      /<code>name<\/code><\/td><td data-label="Tipo">texto<\/td><td data-label="Obligatorio"><strong>sí<\/strong>/,
    );
    expect(section).toContain('De 1 a 120 caracteres');
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
      expect(section, type).toContain(`<tr><td><code>${type}</code></td>`);
      expect(section, type).toContain(`<summary><code>${type}</code>: `);
      expect(section, type).toContain(`&quot;type&quot;: &quot;${type}&quot;`);
    }
    expect(section).toContain('&quot;api_version&quot;: &quot;2026-09-28&quot;');
    expect(section).toContain('&quot;cufe&quot;');
  });

  it('documents webhooks: the three signature headers, the retry schedule, limits, and how to verify and reconcile', () => {
    const section = guideSection('webhooks');
    for (const header of ['webhook-id', 'webhook-timestamp', 'webhook-signature']) {
      expect(section).toContain(`<td><code>${header}</code></td>`);
    }
    expect(section).toContain('whsec_');
    expect(section).toContain('15 segundos');
    expect(section).toContain('5 s, 5 min, 30 min, 2 h, 5 h, 10 h y 10 h');
    expect(section).toContain('<tr><td>8</td><td>10 h</td><td>27 h 35 min</td></tr>');
    expect(section).toContain('3 días seguidos');
    expect(section).toContain('24 horas');
    expect(section).toContain('<code>https</code>');
    expect(textOf(section)).toContain(
      'Caja.webhooks.verify(Buffer.concat(chunks), req.headers, process.env.CAJA_WEBHOOK_SECRET!)',
    );
    expect(textOf(section)).toContain("import { createHmac, timingSafeEqual } from 'node:crypto';");
    expect(textOf(section)).toContain('caja.events.list({ created_since:');
    expect(doc['info'].description).toContain('## Webhooks');
    expect(doc['info'].description).toContain('### Verificar la firma a mano en Node');
  });
});

describe('Primeros pasos', () => {
  it('comes first in the menu and on the page, before the rules of the API', () => {
    const toc = html.slice(html.indexOf('<nav class="toc"'), html.indexOf('</nav>'));
    expect(toc.match(/<a href="#([^"]+)"/)![1]).toBe('primeros-pasos');
    expect(html.indexOf('<section id="primeros-pasos">')).toBeLessThan(
      html.indexOf('<section id="introduccion">'),
    );
  });

  it("walks the README's way: start, a test key, curl calls, the demo data, idempotent create, pages, webhooks and the SDK", () => {
    const section = textOf(guideSection('primeros-pasos'));
    const steps = [...guideSection('primeros-pasos').matchAll(/<h3 id="([^"]+)">/g)].map(([, id]) => id);
    expect(steps).toEqual([
      'primeros-pasos-instalar',
      'primeros-pasos-llave',
      'primeros-pasos-llamadas',
      'primeros-pasos-idempotencia',
      'primeros-pasos-demo',
      'primeros-pasos-paginas',
      'primeros-pasos-webhooks',
      'primeros-pasos-sdk',
    ]);
    for (const line of [
      'npm install && npm start',
      'npx caja keys create --account demo --env test',
      `export API=http://localhost:${server.config.testPort}/public/v1`,
      'curl -s $API/me -H "Authorization: Bearer $KEY"',
      "-H 'Idempotency-Key: alta-cliente-1020304050'",
      'idempotent-replayed',
      'curl -s "$API/sales?status=completed&limit=2"',
      '/reports/daily-sales?from=$FROM&to=$TO',
      'starting_after=$(echo "$PAGE" | jq -r .next_cursor)',
      'npx caja listen --print-secret',
      'npx caja listen --forward-to http://localhost:8080/webhooks',
      'npx caja trigger sale.created',
      'cd sdk && npm pack',
      'npm install /ruta/a/caja/sdk/caja-sdk-0.1.0.tgz',
      "import { Caja } from '@caja/sdk';",
    ]) {
      expect(section, line).toContain(line);
    }
  });

  it('stays out of the OpenAPI document, which carries the rules of the API only', () => {
    expect(doc['info'].description).not.toContain('Primeros pasos');
    expect(doc['info'].description).toContain('## Autenticación');
  });
});

describe('the webhook guide: trying a receiver on one machine', () => {
  it('shows caja listen, with its secret kept across starts, and caja trigger with the path each type takes', () => {
    const section = guideSection('webhooks');
    const text = textOf(section);
    expect(section).toContain(
      '<h3 id="webhooks-probar">Probar en tu máquina: caja listen y caja trigger</h3>',
    );
    expect(text).toContain('npx caja listen --forward-to http://localhost:8080/webhooks');
    expect(text).toContain('npx caja listen --print-secret');
    expect(text).toContain('el mismo en cada arranque');
    expect(text).toContain('npx caja trigger sale.created');
    // Every type the CLI makes is named once, with how it happens.
    const rows = [...section.matchAll(/<tr><td>((?:<code>[a-z_.]+<\/code>(?:, )?)+)<\/td><td>/g)].flatMap(
      ([, cell]) => [...cell!.matchAll(/<code>([a-z_.]+)<\/code>/g)].map(([, type]) => type),
    );
    expect(rows.sort()).toEqual([...EVENT_TYPES].sort());
    expect(text).toContain('Caja de prueba de caja trigger');
    expect(doc['info'].description).toContain('### Probar en tu máquina: caja listen y caja trigger');
  });
});

describe('the webhook signature checked by hand, as the page shows it', () => {
  type Verify = (rawBody: string | Buffer, headers: Record<string, string>, secret: string) => Json;
  let verify: Verify;
  const body = JSON.stringify({
    object: 'event',
    id: randomUUID(),
    type: 'sale.created',
    data: { object: {} },
  });

  beforeAll(async () => {
    const section = guideSection('webhooks');
    const start = section.indexOf('id="webhooks-verificar-a-mano"');
    const pre = section.indexOf('<pre class="code" data-lang="js"><code>', start);
    const code = textOf(section.slice(pre, section.indexOf('</code></pre>', pre)));
    const file = join(mkdtempSync(join(tmpdir(), 'caja-docs-')), 'verify.mjs');
    writeFileSync(file, code);
    verify = ((await import(pathToFileURL(file).href)) as { verifyCajaWebhook: Verify }).verifyCajaWebhook;
  });

  it("accepts a delivery signed by the project's signer, as text or as a Buffer", () => {
    const secret = newSigningSecret();
    const headers = { ...signatureHeaders([secret], randomUUID(), new Date(), body) };
    expect(verify(body, headers, secret)).toEqual(JSON.parse(body));
    expect(verify(Buffer.from(body), headers, secret)).toEqual(JSON.parse(body));
    expect(Caja.webhooks.verify(body, headers, secret)).toEqual(JSON.parse(body));
  });

  it('accepts either secret while a rotation signs with two, and refuses any other', () => {
    const [previous, next] = [newSigningSecret(), newSigningSecret()];
    const headers = { ...signatureHeaders([previous, next], randomUUID(), new Date(), body) };
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(verify(body, headers, previous).type).toBe('sale.created');
    expect(verify(body, headers, next).type).toBe('sale.created');
    expect(() => verify(body, headers, newSigningSecret())).toThrow('Ninguna firma');
  });

  it('refuses a changed body and a delivery older than 5 minutes', () => {
    const secret = newSigningSecret();
    const fresh = { ...signatureHeaders([secret], randomUUID(), new Date(), body) };
    expect(() => verify(body.replace('sale', 'sole'), fresh, secret)).toThrow('Ninguna firma');
    const old = { ...signatureHeaders([secret], randomUUID(), new Date(Date.now() - 6 * 60_000), body) };
    expect(() => verify(body, old, secret)).toThrow('tolerancia');
    const recent = { ...signatureHeaders([secret], randomUUID(), new Date(Date.now() - 4 * 60_000), body) };
    expect(verify(body, recent, secret).object).toBe('event');
  });
});

describe('the reference of each resource', () => {
  const components = () => doc['components'].schemas as Record<string, Json>;
  const resolveRef = (schema: Json) => (schema?.$ref ? components()[schema.$ref.split('/').pop()] : schema);
  /** The components the operations answer, alone or as the items of a list. */
  const resources = () => {
    const names = new Set<string>();
    for (const { op } of operations()) {
      const success = Object.entries<Json>(op.responses).find(([status]) => status.startsWith('2'))?.[1];
      const ref: string | undefined = success?.content?.['application/json']?.schema?.$ref;
      if (!ref) continue;
      const name = ref.split('/').pop()!;
      const item: string | undefined = components()[name]?.properties?.data?.items?.$ref;
      names.add(item ? item.split('/').pop()! : name);
    }
    return [...names];
  };

  it('gives every resource an "El objeto …" section listing each of its fields with type and description', () => {
    expect(resources()).toEqual(expect.arrayContaining(['Sale', 'Customer', 'Product', 'Event', 'Account']));
    for (const name of resources()) {
      const schema = components()[name]!;
      const section = objectSections().get(schema.properties.object?.enum?.[0]);
      expect(section, name).toBeDefined();
      for (const [field, property] of Object.entries<Json>(schema.properties)) {
        const row = section!.match(
          new RegExp(
            `<tr><td data-label="Campo"><code>${field}</code></td><td data-label="Tipo">(.*?)</td><td data-label="Descripción">(.*?)</td></tr>`,
          ),
        );
        expect(row, `${name}.${field}`).not.toBeNull();
        if (property.description)
          expect(textOf(row![2]!), `${name}.${field}`).toContain(textOf(property.description.split('`')[0]));
        const nullable = [property.type, resolveRef(property)?.type].flat().includes('null');
        expect(row![1]!.includes('o null'), `${name}.${field} null`).toBe(nullable);
      }
      if (schema.examples)
        expect(textOf(section!), name).toContain(JSON.stringify(schema.examples[0], null, 2));
    }
  });

  /** Each object section by the `object` value of its example (the example's first key). */
  function objectSections(): Map<string, string> {
    const found = new Map<string, string>();
    for (const [, id] of html.matchAll(/<section class="object" id="([^"]+)">/g)) {
      const section = sectionById(id!);
      const object = section.match(/&quot;object&quot;: &quot;([a-z_]+)&quot;/)?.[1];
      if (object) found.set(object, section);
    }
    return found;
  }

  it("lists nested objects as indented rows: a sale's lines, their taxes, the tax breakdown and the documents", () => {
    const sale = sectionById('objeto-venta');
    expect(sale).toContain('<h3>El objeto venta</h3>');
    for (const field of ['items[].', 'items[].taxes[].', 'tax_breakdown[].', 'invoices[].']) {
      expect(sale, field).toContain(`<code><span class="parent">${field.replace(/\./g, '.<wbr>')}</span>`);
    }
    expect(sale).toMatch(
      /<tr class="depth-2"><td data-label="Campo"><code><span class="parent">items\[\]\.<wbr>taxes\[\]\.<wbr><\/span>rate<\/code><\/td><td data-label="Tipo">entero <span class="null">o null<\/span>/,
    );
    expect(sectionById('objeto-producto')).toContain('<span class="parent">variants[].<wbr></span>');
  });

  it("links each operation's answer to the section of its object", () => {
    expect(sectionById('getSale')).toContain('Devuelve el <a href="#objeto-venta">objeto venta</a>.');
    expect(sectionById('listSales')).toContain('<a href="#objeto-venta">objetos venta</a>');
    expect(sectionById('updateProductVariant')).toContain('<a href="#objeto-producto">objeto producto</a>');
    for (const { op } of operations())
      expect(sectionById(op.operationId), op.operationId).toContain('<p class="answer">');
  });
});

describe('limits in words', () => {
  it('shows no regular expression of the document, and has words for every one', () => {
    const patterns = new Set<string>();
    JSON.stringify(doc, (key, value) => {
      if (key === 'pattern' && typeof value === 'string') patterns.add(value);
      return value;
    });
    expect(patterns.size).toBeGreaterThan(0);
    for (const pattern of patterns) {
      expect(PATTERN_WORDS, pattern).toHaveProperty([pattern]);
      expect(textOf(html), pattern).not.toContain(pattern);
    }
    expect(textOf(sectionById('createCustomer'))).toContain('Solo letras sin tilde, dígitos y _ - : .');
  });

  it('never states the same bounds twice in one cell, nor a length on a date, a UUID or a closed list', () => {
    for (const [, cells] of html.matchAll(/<tr(?: class="[^"]*")?>(.*?)<\/tr>/g)) {
      const text = textOf(cells!);
      const ranges = [...text.matchAll(/(\d[\d.]*) a (\d[\d.]*)/g)].map(
        ([, a, b]) => `${a!.replace(/\./g, '')}-${b!.replace(/\./g, '')}`,
      );
      expect(new Set(ranges).size, text).toBe(ranges.length);
      const typed = cells!.split('</td><td>').some((cell) => /^(fecha|UUID)/.test(textOf(cell)));
      if (typed || text.includes('Uno de:')) expect(text, text).not.toMatch(/\d+ caracteres/);
    }
    const limit = textOf(
      sectionById('listSales').match(/<tr><td data-label="Nombre"><code>limit<\/code>.*?<\/tr>/)![0],
    );
    expect(limit).toBe('limitconsultaenteronoTamaño de página, 1 a 100.Por defecto 25.');
  });

  it('says formats and closed lists in words', () => {
    expect(textOf(sectionById('createCustomer'))).toContain('Uno de: person, company.');
    expect(textOf(sectionById('listSales'))).toContain('fecha y hora ISO 8601 con zona horaria');
    expect(textOf(sectionById('objeto-venta'))).toContain('fecha y hora ISO 8601 en UTC');
    expect(html).not.toMatch(/\(date-time\)|\(uuid\)|texto \(/);
  });
});

describe('navigation', () => {
  it('lists every operation by what it does, with its whole path beside, and every object section', () => {
    const toc = html.slice(html.indexOf('<nav class="toc"'), html.indexOf('</nav>'));
    for (const { path, method, op } of operations()) {
      expect(toc, op.operationId).toContain(
        `<a href="#${op.operationId}"><span class="s">${op.summary}</span><span class="m ${method}">${method.toUpperCase()}</span><span class="p">/public/v1${path}</span></a>`,
      );
    }
    for (const id of [
      'objeto-venta',
      'objeto-cliente',
      'objeto-producto',
      'objeto-evento',
      'objeto-cuenta',
    ]) {
      expect(toc).toContain(`<a href="#${id}">El objeto `);
    }
  });

  it('has a target for every in-page link, and no id twice', () => {
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id!);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const targets = new Set(ids);
    const links = [...html.matchAll(/href="#([^"]*)"/g)].map(([, id]) => id!);
    expect(links.length).toBeGreaterThan(60);
    expect(links.filter((id) => !targets.has(id))).toEqual([]);
    const labels = [...html.matchAll(/<label for="([^"]+)"/g)].map(([, id]) => id!);
    expect(labels.filter((id) => !targets.has(id))).toEqual([]);
  });
});

describe('code samples: curl, the TypeScript SDK and fetch', () => {
  const caja = new Caja({ apiKey: 'caja_test_docs', baseUrl: 'http://127.0.0.1:9' }) as unknown as Record<
    string,
    Record<string, unknown>
  >;

  it('gives every operation an SDK sample whose method exists in @caja/sdk', () => {
    for (const { op } of operations()) {
      const code = sample(sectionById(op.operationId), 'sdk');
      const call = code.match(/caja\.([\w.]+)\.(\w+)\(/);
      expect(call, op.operationId).not.toBeNull();
      const [, resource, method] = call!;
      const target = resource!
        .split('.')
        .reduce<unknown>((object, name) => (object as Record<string, unknown> | undefined)?.[name], caja);
      expect(
        typeof (target as Record<string, unknown> | undefined)?.[method!],
        `${op.operationId}: caja.${resource}.${method}`,
      ).toBe('function');
    }
    expect(sample(sectionById('listSales'), 'sdk')).toContain('for await (const sale of caja.sales.list(');
    expect(sample(sectionById('createCustomer'), 'sdk')).toContain('await caja.customers.create(');
    expect(sample(sectionById('updateProductVariant'), 'sdk')).toMatch(
      /caja\.variants\.update\(\s*'[0-9a-f-]{36}',\s*'[0-9a-f-]{36}',\s*\{/,
    );
    expect(sample(sectionById('getDailySalesReport'), 'sdk')).toContain('caja.reports.dailySales(');
    expect(sample(sectionById('listStockLevels'), 'sdk')).toContain('caja.inventory.levels.list(');
  });

  it('calls the same address in curl and fetch, and every POST carries an Idempotency-Key in all three', () => {
    for (const { method, op } of operations()) {
      const section = sectionById(op.operationId);
      const url = sample(section, 'curl').match(/curl -X \w+ '([^']+)'/)![1]!;
      expect(sample(section, 'fetch'), op.operationId).toContain(`fetch('${url}'`);
      if (method !== 'post') continue;
      for (const language of ['curl', 'sdk', 'fetch']) {
        expect(sample(section, language), `${op.operationId} ${language}`).toMatch(
          /Idempotency-Key|idempotencyKey/,
        );
      }
    }
  });

  it('runs as written: the fetch and SDK samples of POST /customers each create the customer', async () => {
    const { testKey } = await server.tenant();
    const section = sectionById('createCustomer');
    const fetchCode = sample(section, 'fetch');
    // A key a reader would paste into every call is never in the code: each run makes its own.
    expect(fetchCode).toContain('crypto.randomUUID()');
    expect(sample(section, 'sdk')).not.toMatch(/idempotencyKey:/);

    const folder = join(process.cwd(), 'test-results', 'docs-samples');
    mkdirSync(folder, { recursive: true });
    const run = async (name: string, code: string) => {
      // The sample reads the key from process.env; the wrapper hands it one of its own.
      const lines = code.split('\n');
      const imports = lines.filter((line) => line.startsWith('import '));
      const body = lines.filter((line) => !line.startsWith('import '));
      const file = join(folder, `${name}-${randomUUID()}.ts`);
      writeFileSync(
        file,
        [
          ...imports,
          'export default async (process: { env: Record<string, string> }) => {',
          ...body,
          '  return customer;',
          '};',
        ].join('\n'),
      );
      const module = (await import(pathToFileURL(file).href)) as {
        default: (p: { env: Record<string, string> }) => Promise<{ id: string; name: string }>;
      };
      return module.default({ env: { CAJA_API_KEY: testKey } });
    };
    for (const [language, code] of [
      ['fetch', fetchCode],
      ['sdk', sample(section, 'sdk')],
    ] as const) {
      const customer = await run(language, code);
      const stored = await server.api('test', testKey).get(`/customers/${customer.id}`);
      expect(stored.status, language).toBe(200);
      expect(stored.body.name).toBe(customer.name);
    }
    expect((await server.api('test', testKey).get('/customers')).body.data).toHaveLength(2);
  });

  it('offers the three as tabs that work without scripts: radio inputs and labels', () => {
    for (const id of ['lang-curl', 'lang-sdk', 'lang-fetch']) {
      expect(html).toContain(`<input type="radio" name="lang" class="lang" id="${id}"`);
    }
    expect(html).toContain('#lang-sdk:checked ~ main .sample-sdk');
    expect(html.indexOf('id="lang-fetch"')).toBeLessThan(html.indexOf('<main>'));
  });
});
