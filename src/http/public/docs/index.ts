import type { FastifyInstance } from 'fastify';
import type { Config } from '#src/config.js';
import type { Environment } from '#src/contract/api.js';
import { guide } from '../openapi/guide.js';
import { openApiDocument } from '../openapi/index.js';
import { PUBLIC_PREFIX } from '../public-app.js';
import { renderPage } from './page.js';

/** Images and scripts from nowhere: the page is one self-contained response. */
const CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'";

/**
 * The readable reference at `/docs` (and `/public/v1/docs`), rendered on the server from the
 * OpenAPI document of the listener that serves it. Open to browsers; no key.
 */
export function docsRoutes(app: FastifyInstance, config: Config, environment: Environment): void {
  const sections = guide(config);
  const sampleKey = `caja_${environment}_…`;
  // The page only changes with the address it is asked on: keep the last one rendered.
  let cached: { baseUrl: string; html: string } | undefined;

  for (const url of ['/docs', `${PUBLIC_PREFIX}/docs`]) {
    app.get(url, { config: { open: true }, schema: { hide: true } }, async (request, reply) => {
      const doc = openApiDocument(app, request, config, environment);
      const baseUrl = doc.servers[0]?.url ?? '';
      if (cached?.baseUrl !== baseUrl) cached = { baseUrl, html: renderPage(doc, sections, sampleKey) };
      return reply
        .type('text/html; charset=utf-8')
        .header('Content-Security-Policy', CSP)
        .header('X-Content-Type-Options', 'nosniff')
        .send(cached.html);
    });
  }
  // Browsers ask for an icon beside every page; an empty answer keeps their console clean.
  app.get('/favicon.ico', { config: { open: true }, schema: { hide: true } }, async (_request, reply) =>
    reply.code(204).header('Cache-Control', 'public, max-age=86400').send(),
  );
}
