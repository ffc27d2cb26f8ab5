import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '#src/contract/errors.js';
import { MAX_QUERY_LENGTH } from '#src/http/public/docs/search-query.js';
import { startTestServer, type TestServer } from './helpers/harness.js';

/** The reference's search, asked over HTTP as a browser's form asks it: `GET /docs?q=…`. */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Asks with a query string written by hand (odd encodings included), on the test listener. */
async function ask(rawQuery: string, path = '/docs') {
  const res = await fetch(`${server.urls.test}${path}?${rawQuery}`);
  return { status: res.status, headers: res.headers, html: await res.text() };
}

const find = (q: string) => ask(`q=${encodeURIComponent(q)}`);

/** The results section of a page; fails the test when the page has none. */
function results(html: string): string {
  const start = html.indexOf('<section id="resultados"');
  expect(start, 'results section').toBeGreaterThan(0);
  return html.slice(start, html.indexOf('</section>', start) + '</section>'.length);
}

/** The anchors a results section links to, in order. */
const targets = (section: string) => [...section.matchAll(/<a href="#([^"]+)"/g)].map(([, id]) => id!);

const VOID = new Set(['meta', 'br', 'hr', 'img', 'link', 'input', 'wbr']);

/** Whether every element opened is closed in order. */
function balanced(page: string): boolean {
  const open: string[] = [];
  for (const [, closing, name] of page.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g)) {
    const tag = name!.toLowerCase();
    if (VOID.has(tag) || tag === 'html' || tag === 'head' || tag === 'body') continue;
    if (!closing) open.push(tag);
    else if (open.pop() !== tag) return false;
  }
  return open.length === 0;
}

describe('GET /docs?q=: what it finds', () => {
  it('finds operations by what they do, with method, path and a link to each, accents and case aside', async () => {
    const plain = results((await find('creacion')).html);
    expect(plain).toContain('<h2>Resultados para «creacion»</h2>');
    expect(plain).toContain(
      '<a href="#createCustomer"><span class="s"><mark>Crea</mark> un cliente</span><span class="m post">POST</span><span class="p">/public/v1/customers</span></a>',
    );
    expect(targets(plain)).toEqual(
      expect.arrayContaining(['createCustomer', 'createProduct', 'createCategory']),
    );
    // The same words, spelled another way, find the same places.
    for (const spelling of ['CREACIÓN', 'Creación', 'creación']) {
      expect(targets(results((await find(spelling)).html)), spelling).toEqual(targets(plain));
    }
  });

  it('finds guide sections and their subsections, with an excerpt that marks the words found', async () => {
    const section = results((await find('paginacion')).html);
    expect(targets(section)).toContain('paginacion');
    expect(targets(section)).toContain('primeros-pasos-paginas');
    expect(section).toContain('<p class="excerpt">');
    expect(section).toMatch(/<mark>Paginación<\/mark>/);

    const listen = results((await find('caja listen')).html);
    expect(targets(listen)).toEqual(expect.arrayContaining(['webhooks-probar', 'primeros-pasos-webhooks']));
  });

  it('finds error codes by their code or their words, each linked to its row in the table of errors', async () => {
    const byCode = results((await find('validation_error')).html);
    expect(byCode).toContain('<h3>Códigos de error (1)</h3>');
    expect(byCode).toContain(
      '<a href="#error-VALIDATION_ERROR"><code><mark>VALIDATION</mark>_<mark>ERROR</mark></code></a>',
    );
    expect(byCode).toContain(`HTTP ${ERRORS.VALIDATION_ERROR.status}`);
    const page = (await find('validation_error')).html;
    expect(page).toContain('<tr id="error-VALIDATION_ERROR"><td><code>VALIDATION_ERROR</code></td>');

    expect(targets(results((await find('cursor')).html))).toContain('error-INVALID_CURSOR');
  });

  it('finds an operation by its path, and an object by its name', async () => {
    const section = results((await find('/sales/{id}')).html);
    expect(targets(section)[0]).toBe('getSale');
    expect(targets(results((await find('objeto venta')).html))).toContain('objeto-venta');
  });

  it('links only to places the page has, and marks no id twice', async () => {
    const { html } = await find('venta');
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id!);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const found = targets(results(html));
    expect(found.length).toBeGreaterThan(5);
    expect(found.filter((id) => !ids.includes(id))).toEqual([]);
  });

  it('says "Sin resultados para …" with a hint when nothing matches', async () => {
    const { status, html } = await find('xyzzy plugh');
    expect(status).toBe(200);
    const section = results(html);
    expect(section).toContain('<h2>Sin resultados para «xyzzy plugh»</h2>');
    expect(section).toContain('Prueba con menos palabras');
    expect(targets(section)).toEqual([]);
  });

  it('says how many it found, and which it shows when there are too many to list', async () => {
    const few = results((await find('idempotencia')).html);
    expect(few).toMatch(/<p>\d+ resultados?, los más cercanos primero\.<\/p>/);
    const many = results((await find('de')).html);
    expect(many).toMatch(
      /<p>\d+ resultados; estos son los 60 más cercanos\. Añade palabras para acotar\.<\/p>/,
    );
    expect(targets(many)).toHaveLength(60);
  });

  it('answers on both listeners and under /public/v1/docs, keeping the query in the box', async () => {
    for (const base of [server.urls.live, server.urls.test]) {
      for (const path of ['/docs', '/public/v1/docs']) {
        const res = await fetch(`${base}${path}?q=llave`);
        expect(res.status).toBe(200);
        const html = await res.text();
        expect(html).toContain('value="llave"');
        expect(html).toContain('<title>Buscar «llave» · Caja API · Referencia</title>');
        expect(html).toContain('<meta name="robots" content="noindex">');
        expect(targets(results(html))).toContain('autenticacion');
      }
    }
  });
});

describe('GET /docs: the search box', () => {
  it('is a GET form in the menu that answers on this page, at its results, and the policy lets it', async () => {
    const { headers, html } = await ask('');
    expect(headers.get('content-security-policy')).toContain("form-action 'self'");
    const menu = html.slice(html.indexOf('<nav class="toc"'), html.indexOf('</nav>'));
    expect(menu).toContain('<form class="search" method="get" action="/docs#resultados" role="search">');
    // Under /public/v1/docs (and with a trailing slash) it answers on the page's own path.
    expect((await ask('', '/public/v1/docs')).html).toContain('action="/public/v1/docs#resultados"');
    expect((await ask('', '/docs/')).html).toContain('action="/docs#resultados"');
    expect(menu).toContain(
      `<input type="search" id="buscar" name="q" maxlength="${MAX_QUERY_LENGTH}" value=""`,
    );
    expect(menu).toContain('<label for="buscar">');
    // Without a query the page is the reference, with nothing on top.
    expect(html).not.toContain('id="resultados"');
    expect((await ask('q=%20%20')).html).not.toContain('id="resultados"');
  });
});

describe('GET /docs?q=: hostile input', () => {
  const hostile: Array<[string, string]> = [
    ['markup', `q=${encodeURIComponent('<script>alert(1)</script>"\'&')}`],
    ['U+0000', 'q=%00venta%00'],
    ['only U+0000', 'q=%00'],
    ['a lone surrogate', 'q=%ED%A0%80venta'],
    ['bytes that are not UTF-8', 'q=%FF%FE%C3'],
    ['a broken escape', 'q=%E2%82&q=%'],
    ['the query twice', 'q=venta&q=cliente'],
    ['brackets', 'q[]=venta&q[x]=1'],
    ['right-to-left override', `q=${encodeURIComponent('\u202Eatnev')}`],
    ['many words', `q=${encodeURIComponent('a b c d e f g h i j k l m n o p')}`],
    ['emoji', `q=${encodeURIComponent('💸 venta 🧾')}`],
    ['exactly the limit', `q=${'v'.repeat(MAX_QUERY_LENGTH)}`],
  ];

  it.each(
    hostile,
  )('answers %s with a well-formed page that shows it escaped, never a 5xx', async (_name, raw) => {
    const { status, headers, html } = await ask(raw);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(balanced(html)).toBe(true);
    // \p{Cs} in a u-mode pattern matches a lone surrogate only, never half of a pair.
    expect(html).not.toMatch(/<script|\u202E|\p{Cs}/u);
    expect(html.includes(String.fromCharCode(0)), 'U+0000').toBe(false);
    expect(html.match(/<input type="search"[^>]*>/)![0]).not.toMatch(/value="[^"]*[<>][^"]*"/);
  });

  it('shows markup as text, in the box and in the heading', async () => {
    const { html } = await find('<b>"x"</b>');
    expect(html).toContain('value="&lt;b&gt;&quot;x&quot;&lt;/b&gt;"');
    expect(results(html)).toContain('«&lt;b&gt;&quot;x&quot;&lt;/b&gt;»');
  });

  it('refuses a query over the limit with 400 and a page that says so, however long', async () => {
    for (const length of [MAX_QUERY_LENGTH + 1, 2_000, 12_000]) {
      const { status, html } = await ask(`q=${'x'.repeat(length)}`);
      expect(status, String(length)).toBe(400);
      expect(results(html)).toContain(`La búsqueda admite hasta ${MAX_QUERY_LENGTH} caracteres`);
      expect(html).toContain(`value="${'x'.repeat(MAX_QUERY_LENGTH)}"`);
      expect(balanced(html)).toBe(true);
    }
  });

  it("leaves an address over 16 KiB to the server's own limit: 400 in the error envelope, never a 5xx", async () => {
    const { status, html } = await ask(`q=${'x'.repeat(40_000)}`);
    expect(status).toBe(400);
    expect(JSON.parse(html).error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('16 KiB'),
    });
  });

  it('counts the limit in characters, not bytes: 100 accented letters are a query', async () => {
    const { status } = await ask(`q=${encodeURIComponent('ó'.repeat(MAX_QUERY_LENGTH))}`);
    expect(status).toBe(200);
  });
});
