import cookie from '@fastify/cookie';
import csrf from '@fastify/csrf-protection';
import formbody from '@fastify/formbody';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isUnavailable } from '#src/db/unavailable.js';
import { findSession, type SignedIn } from '#src/domain/sign-in/sessions.service.js';
import { toAppError } from '#src/http/shared/error-handler.js';
import { createFastify } from '#src/http/shared/fastify.js';
import type { Services } from '#src/services.js';
import { html } from '#src/text/html.js';
import { SCRIPT, STYLESHEET } from './assets.js';
import { type ConsoleDeps, CSRF_COOKIE, CSRF_HMAC_KEY, csrfBinding, SESSION_COOKIE } from './context.js';
import { formValidatorCompiler, isPathFailure, problemOf } from './forms.js';
import { ICON_ICO, ICON_SVG } from './icon.js';
import { activityRoutes } from './routes/activity.js';
import { apiKeyRoutes } from './routes/api-keys.js';
import { deviceRoutes } from './routes/devices.js';
import { homeRoutes } from './routes/home.js';
import { inventoryRoutes } from './routes/inventory.js';
import { signInRoutes } from './routes/sign-in.js';
import { webhookRoutes } from './routes/webhooks.js';
import { page } from './views/layout.js';

export type ConsoleApp = FastifyInstance;

declare module 'fastify' {
  interface FastifyRequest {
    /** The console session the request's cookie names, when it is still good. */
    signedIn: SignedIn | null;
  }
  interface FastifyContextConfig {
    /** Pages anyone may open (sign-in, assets); every other page needs a session. */
    signedOut?: boolean;
  }
}

/**
 * Each page sends these: scripts, styles and images only from the console itself, forms only
 * to it, no framing, and no Referer (a URL can hold an id worth keeping to ourselves).
 */
const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

const FORM_BODY_LIMIT = 64 * 1024;

/**
 * The account console: server-rendered pages in Spanish, on a listener of its own, over the
 * same domain services the operators' interface calls.
 */
export async function buildConsoleApp(services: Services): Promise<ConsoleApp> {
  const app = createFastify(services.logger.child({ listener: 'console' }), {
    http: services.config.http,
    listener: 'console',
    metrics: services.metrics,
    lifecycle: services.lifecycle,
    jsonNotFound: false,
  });
  const secure = services.config.console.url.startsWith('https:');
  const deps: ConsoleDeps = { services, secureCookies: secure };

  await app.register(async (consoleScope) => {
    await consoleScope.register(cookie);
    await consoleScope.register(formbody, { bodyLimit: FORM_BODY_LIMIT });
    await consoleScope.register(csrf, {
      cookieKey: CSRF_COOKIE,
      cookieOpts: { path: '/', httpOnly: true, sameSite: 'lax', secure },
      getToken: (request) => (request.body as Record<string, unknown> | undefined)?.['_csrf'] as string,
      // A form's token is bound to the session cookie it was made for (see `csrfBinding`).
      getUserInfo: csrfBinding,
      csrfOpts: { hmacKey: CSRF_HMAC_KEY },
    });
    consoleScope.decorateRequest('signedIn', null);
    // Forms and queries by their schemas, with a message for a person (see `forms.ts`).
    consoleScope.setValidatorCompiler(formValidatorCompiler);
    consoleScope.addHook('onSend', async (_request, reply) => {
      reply.headers(SECURITY_HEADERS);
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });
    // Every form post must carry the token of the form it came from; a failure is answered
    // by the error page (403) and the route never runs.
    consoleScope.addHook('preHandler', (request, reply, done) => {
      if (request.method === 'POST') consoleScope.csrfProtection(request, reply, done);
      else done();
    });
    consoleScope.addHook('preHandler', async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      request.signedIn = token ? await findSession(services.db, token, services.clock.now()) : null;
      if (!request.signedIn && !request.routeOptions.config.signedOut) {
        return reply.redirect('/ingresar', 303);
      }
    });
    consoleScope.setErrorHandler((error, request, reply) => errorPage(services, error, request, reply));
    consoleScope.setNotFoundHandler((request, reply) =>
      reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(page('Página no encontrada', notFoundBody(request.signedIn !== null)).value),
    );

    consoleScope.get('/recursos/consola.css', { config: { signedOut: true } }, async (_request, reply) =>
      reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(STYLESHEET),
    );
    consoleScope.get('/recursos/consola.js', { config: { signedOut: true } }, async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(SCRIPT),
    );
    // The icon, for every page and for the browser's own request, signed in or not.
    consoleScope.get('/favicon.ico', { config: { signedOut: true } }, async (_request, reply) =>
      reply.type('image/x-icon').header('cache-control', 'public, max-age=86400').send(ICON_ICO),
    );
    consoleScope.get('/recursos/icono.svg', { config: { signedOut: true } }, async (_request, reply) =>
      reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(ICON_SVG),
    );
    const routes = consoleScope.withTypeProvider<TypeBoxTypeProvider>();
    signInRoutes(routes, deps);
    homeRoutes(routes, deps);
    inventoryRoutes(routes, deps);
    apiKeyRoutes(routes, deps);
    webhookRoutes(routes, deps);
    deviceRoutes(routes, deps);
    activityRoutes(routes, deps);
  });
  return app;
}

const notFoundBody = (signedIn: boolean) => html`<div class="card narrow">
  <h1>No encontramos esa página</h1>
  <p>Puede que la dirección esté mal escrita o que lo que buscas no exista en esta cuenta.</p>
  <p><a href="${signedIn ? '/inicio' : '/ingresar'}">Volver al inicio</a></p>
</div>`;

function errorPage(services: Services, error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const code = (error as { code?: string }).code ?? '';
  let status: number;
  let title: string;
  let message: string;
  if (code.startsWith('FST_CSRF')) {
    status = 403;
    title = 'El formulario caducó';
    message =
      'El formulario no traía una marca de seguridad válida (caducó, o no salió de esta consola). Vuelve a la página anterior, recárgala y envíalo de nuevo.';
  } else if (problemOf(error)) {
    // A path id that names nothing is a page that does not exist; a bad query, a bad link.
    const path = isPathFailure(error);
    status = path ? 404 : 400;
    title = path ? 'No encontramos eso' : 'Revisa el enlace';
    message = problemOf(error)!.message;
  } else if (isUnavailable(error)) {
    status = 503;
    title = 'Caja no está disponible en este momento';
    message = 'No pudimos llegar a la base de datos. Espera unos segundos y vuelve a intentarlo.';
  } else {
    const appError = toAppError(error);
    status = appError.status;
    title =
      status === 404 ? 'No encontramos eso' : status >= 500 ? 'Algo salió mal' : 'Revisa lo que enviaste';
    message = appError.message;
    if (status >= 500) services.logger.error({ err: error, requestId: request.id }, 'console page failed');
  }
  const body = html`<div class="card narrow">
  <h1>${title}</h1>
  <p>${message}</p>
  <p class="muted">Referencia: <code>${request.id}</code></p>
  <p><a href="${request.signedIn ? '/inicio' : '/ingresar'}">Volver al inicio</a></p>
</div>`;
  return reply.code(status).type('text/html; charset=utf-8').send(page(title, body).value);
}
