import type { FastifyInstance } from 'fastify';
import type { Config } from '#src/config.js';
import type { Environment } from '#src/contract/api.js';
import { guide } from '../openapi/guide.js';
import { openApiDocument } from '../openapi/index.js';
import { PUBLIC_PREFIX } from '../public-app.js';
import { gettingStarted } from './getting-started.js';
import { type ReferencePage, renderPage } from './page.js';
import { search as searchPage } from './search.js';
import { readQuery } from './search-query.js';
import { resultsSection } from './search-view.js';

/** Images and scripts from nowhere: the page is one self-contained response; its search form answers here. */
const CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'self'";

/**
 * The readable reference at `/docs` (and `/public/v1/docs`), rendered on the server from the
 * OpenAPI document of the listener that serves it. Open to browsers; no key. `?q=` searches it
 * on the server, so the search works without scripts.
 */
export function docsRoutes(app: FastifyInstance, config: Config, environment: Environment): void {
  const sections = [gettingStarted(config), ...guide(config)];
  const sampleKey = `caja_${environment}_…`;
  // The page only changes with the address it is asked on: keep the last one rendered.
  let cached: { baseUrl: string; page: ReferencePage } | undefined;

  for (const url of ['/docs', `${PUBLIC_PREFIX}/docs`]) {
    app.get(url, { config: { open: true }, schema: { hide: true } }, async (request, reply) => {
      const doc = openApiDocument(app, request, config, environment);
      const baseUrl = doc.servers[0]?.url ?? '';
      if (cached?.baseUrl !== baseUrl) cached = { baseUrl, page: renderPage(doc, sections, sampleKey) };
      const { page } = cached;
      const search = readQuery((request.query as Record<string, unknown> | undefined)?.['q']);
      const html =
        search.kind === 'none'
          ? page.html(url)
          : page.html(url, {
              query: search.kind === 'query' ? search.query : search.shown,
              results: resultsSection(
                search,
                search.kind === 'query' ? searchPage(page.index, search.query) : { hits: [], total: 0 },
              ),
            });
      return reply
        .code(search.kind === 'too-long' ? 400 : 200)
        .type('text/html; charset=utf-8')
        .header('Content-Security-Policy', CSP)
        .header('X-Content-Type-Options', 'nosniff')
        .send(html);
    });
  }
  // Browsers ask for an icon beside every page; an empty answer keeps their console clean.
  app.get('/favicon.ico', { config: { open: true }, schema: { hide: true } }, async (_request, reply) =>
    reply.code(204).header('Cache-Control', 'public, max-age=86400').send(),
  );
}
