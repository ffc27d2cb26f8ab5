import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawServerDefault,
} from 'fastify';
import type { Environment } from '#src/contract/api.js';
import type { ChangedBy } from '#src/domain/activity/activity.service.js';
import type { ShownTo } from '#src/domain/sign-in/flashes.service.js';
import { accountsOf, type SignedIn } from '#src/domain/sign-in/sessions.service.js';
import type { Services } from '#src/services.js';
import type { Html } from '#src/text/html.js';
import { type Chrome, page, type Section } from './views/layout.js';

export const SESSION_COOKIE = 'caja_sesion';
/** The secret the forms' CSRF tokens are made from (@fastify/csrf-protection's cookie mode). */
export const CSRF_COOKIE = 'caja_csrf';

/**
 * What a form's CSRF token is bound to: the session cookie of the browser it was made for
 * (none before sign-in). A token and CSRF cookie taken from one browser are refused with
 * another browser's session, and a token made before sign-in is refused after it. The token is
 * an HMAC over the CSRF cookie's secret and this binding: the secrets are the two cookies, so
 * the HMAC key only separates these tokens from any other use of the same hash.
 */
export const csrfBinding = (request: FastifyRequest): string =>
  `sesion:${request.cookies[SESSION_COOKIE] ?? ''}`;
export const CSRF_HMAC_KEY = 'caja-console-form-token';

/** The console's routes, typed by their schemas. */
export type ConsoleRoutes = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** What every console route is given. */
export interface ConsoleDeps {
  services: Services;
  /** Cookies are Secure when the console is served over https (CONSOLE_URL). */
  secureCookies: boolean;
}

/** The session of a page that requires one (the hook has redirected everyone else). */
export const sessionOf = (request: FastifyRequest): SignedIn => request.signedIn!;

/** Who is changing something, for the activity log. */
export const changedBy = (request: FastifyRequest): ChangedBy => ({
  who: sessionOf(request).session.email,
  ip: request.ip,
});

/** The session a secret is shown to once (see `flashes.service.ts`): its id and its cookie's token. */
export const shownTo = (request: FastifyRequest): ShownTo => ({
  sessionId: sessionOf(request).session.id,
  token: request.cookies[SESSION_COOKIE] ?? '',
});

/** Renders a signed-in page with its header. */
export async function sendPage(
  deps: ConsoleDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  view: { title: string; section: Section; environment: Environment; status?: number },
  body: (csrf: string) => Html,
): Promise<FastifyReply> {
  const csrf = reply.generateCsrf({ userInfo: csrfBinding(request) });
  const { session, account } = sessionOf(request);
  const others = (await accountsOf(deps.services.db, session.email)).filter((a) => a.id !== account.id);
  const chrome: Chrome = {
    accountName: account.name,
    accountId: account.id,
    email: session.email,
    otherAccounts: others.map((a) => ({ id: a.id, name: a.name })),
    csrf,
    environment: view.environment,
    section: view.section,
  };
  return reply
    .code(view.status ?? 200)
    .type('text/html; charset=utf-8')
    .send(page(view.title, body(csrf), chrome).value);
}

/** Renders a page without the signed-in header (sign-in steps). */
export function sendBarePage(reply: FastifyReply, title: string, body: (csrf: string) => Html, status = 200) {
  const csrf = reply.generateCsrf({ userInfo: csrfBinding(reply.request) });
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(page(title, body(csrf)).value);
}
