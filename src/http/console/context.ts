import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChangedBy } from '#src/domain/activity/activity.service.js';
import type { Environment } from '#src/domain/context.js';
import { AppError } from '#src/domain/errors.js';
import { accountsOf, type SignedIn } from '#src/domain/sign-in/sessions.service.js';
import type { Services } from '#src/services.js';
import type { Html } from '#src/text/html.js';
import { type Chrome, page, type Section } from './views/layout.js';

export const SESSION_COOKIE = 'caja_sesion';

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

/** `?ambiente=live|test`; production when absent. */
export function environmentOf(query: unknown): Environment {
  const value = (query as Record<string, unknown> | undefined)?.['ambiente'];
  if (value === undefined || value === 'live') return 'live';
  if (value === 'test') return 'test';
  throw new AppError('VALIDATION_ERROR', {
    message: 'El ambiente debe ser live (producción) o test (pruebas).',
  });
}

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

/** A form field as one string ('' when absent); the last value wins when it was sent twice. */
export function field(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  if (Array.isArray(value)) return String(value.at(-1) ?? '');
  return typeof value === 'string' ? value : '';
}

/** A form field that may repeat (checkboxes), as a list. */
export function fields(body: unknown, name: string): string[] {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? [value] : [];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id: anything that is not a UUID names nothing. */
export function idParam(params: unknown, name = 'id'): string {
  const value = (params as Record<string, string>)[name] ?? '';
  if (!UUID.test(value)) throw new AppError('NOT_FOUND', { message: 'No existe eso en esta cuenta.' });
  return value.toLowerCase();
}
