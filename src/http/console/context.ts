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
  const csrf = reply.generateCsrf();
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
  const csrf = reply.generateCsrf();
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(page(title, body(csrf)).value);
}
