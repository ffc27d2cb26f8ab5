import type { FastifyInstance } from 'fastify';
import { getApiKey, listApiKeys, revokeApiKey } from '#src/domain/api-keys/api-keys.service.js';
import {
  confirmKeyCreation,
  KEY_EXPIRY_DAYS,
  type KeyExpiryDays,
  requestKeyCreation,
} from '#src/domain/api-keys/key-confirmation.service.js';
import { SCOPES, type Scope } from '#src/domain/context.js';
import { AppError } from '#src/domain/errors.js';
import { codeProblem } from '../code-messages.js';
import {
  type ConsoleDeps,
  changedBy,
  environmentOf,
  field,
  fields,
  idParam,
  sendPage,
  sessionOf,
} from '../context.js';
import { type KeyForm, keyCodePage, keySecretPage, keysPage, revokeKeyPage } from '../views/api-keys.js';

const LIST = '/desarrolladores/claves';

export function apiKeyRoutes(app: FastifyInstance, deps: ConsoleDeps): void {
  const { db, clock, rateLimitStore, authenticator } = deps.services;
  const view = (environment: 'live' | 'test', status = 200) => ({
    title: 'Claves de API',
    section: 'claves' as const,
    environment,
    status,
  });

  app.get(LIST, async (request, reply) => {
    const environment = environmentOf(request.query);
    const keys = await listApiKeys(db, sessionOf(request).account.id, environment);
    const done =
      (request.query as Record<string, string>)['hecho'] === 'revocada'
        ? 'La clave quedó revocada.'
        : undefined;
    return sendPage(deps, request, reply, view(environment), (csrf) =>
      keysPage(csrf, { environment, keys, now: clock.now(), ...(done ? { done } : {}) }),
    );
  });

  app.post(LIST, async (request, reply) => {
    const environment = environmentOf(request.query);
    const { account } = sessionOf(request);
    const expiry = field(request.body, 'expires_in_days');
    const form: KeyForm = {
      name: field(request.body, 'name').slice(0, 200),
      scopes: fields(request.body, 'scopes').slice(0, 20),
      expiresInDays: expiry === '' || expiry === 'none' ? null : Number(expiry),
    };
    const refuse = async (error: string, status: number) => {
      const keys = await listApiKeys(db, account.id, environment);
      return sendPage(deps, request, reply, view(environment, status), (csrf) =>
        keysPage(csrf, { environment, keys, now: clock.now(), form, error }),
      );
    };
    const problem = keyFormProblem(form);
    if (problem) return refuse(problem, 400);
    const request_ = {
      environment,
      name: form.name,
      scopes: form.scopes as Scope[],
      expiresInDays: form.expiresInDays as KeyExpiryDays | null,
    };
    const asked = await requestKeyCreation(db, rateLimitStore, account, request_, clock.now());
    if ('refused' in asked) {
      return refuse(
        'Se pidieron demasiados códigos para crear claves. Espera unos minutos y vuelve a intentarlo.',
        429,
      );
    }
    return sendPage(deps, request, reply, view(environment), (csrf) =>
      keyCodePage(csrf, {
        environment,
        challengeId: asked.challengeId,
        email: account.owner_email!,
        name: request_.name.trim(),
        scopes: request_.scopes,
      }),
    );
  });

  app.post(`${LIST}/confirmar`, async (request, reply) => {
    const environment = environmentOf(request.query);
    const { account, session } = sessionOf(request);
    const challengeId = field(request.body, 'challenge');
    const code = field(request.body, 'code').replace(/\s/g, '');
    if (!/^[0-9a-f-]{36}$/.test(challengeId))
      throw new AppError('NOT_FOUND', { message: 'Ese código no existe. Vuelve a crear la clave.' });
    const outcome = /^\d{6}$/.test(code)
      ? await confirmKeyCreation(
          db,
          { challengeId, code, accountId: account.id },
          clock.now(),
          changedBy(request),
        )
      : ({ refused: 'code', problem: 'wrong', triesLeft: -1 } as const);
    if ('created' in outcome) {
      const { key, secret } = outcome.created;
      return sendPage(deps, request, reply, view(key.environment), () => keySecretPage({ key, secret }));
    }
    const message =
      outcome.triesLeft === -1
        ? 'El código tiene 6 dígitos.'
        : codeProblem(outcome, 'Vuelve a crear la clave para recibir uno nuevo.');
    if (outcome.problem !== 'wrong') {
      const keys = await listApiKeys(db, account.id, environment);
      return sendPage(deps, request, reply, view(environment, 400), (csrf) =>
        keysPage(csrf, { environment, keys, now: clock.now(), error: message }),
      );
    }
    return sendPage(deps, request, reply, view(environment, 400), (csrf) =>
      keyCodePage(csrf, {
        environment,
        challengeId,
        email: account.owner_email ?? session.email,
        name: field(request.body, 'name'),
        scopes: [],
        error: message,
      }),
    );
  });

  app.get(`${LIST}/:id/revocar`, async (request, reply) => {
    const key = await getApiKey(db, {
      id: idParam(request.params),
      accountId: sessionOf(request).account.id,
    });
    return sendPage(deps, request, reply, view(key.environment), (csrf) => revokeKeyPage(csrf, key));
  });

  app.post(`${LIST}/:id/revocar`, async (request, reply) => {
    const { account } = sessionOf(request);
    const ref = { id: idParam(request.params), accountId: account.id };
    const key = await revokeApiKey(db, ref, clock.now(), changedBy(request), authenticator);
    return reply.redirect(`${LIST}?ambiente=${key.environment}&hecho=revocada`, 303);
  });
}

/** What is wrong with a key form, in words a person can act on; null when nothing is. */
function keyFormProblem(form: KeyForm): string | null {
  const name = form.name.trim();
  if (name.length === 0 || name.length > 120)
    return 'Dale a la llave un nombre de 1 a 120 caracteres, por ejemplo "Tienda en línea".';
  if (form.scopes.length === 0) return 'Elige al menos un permiso: solo los que la integración necesita.';
  if (!form.scopes.every((scope) => (SCOPES as readonly string[]).includes(scope)))
    return 'Elige los permisos uno por uno.';
  const expiry = form.expiresInDays;
  if (expiry !== null && !(KEY_EXPIRY_DAYS as readonly number[]).includes(expiry))
    return 'El vencimiento puede ser ninguno, 30, 90 o 365 días.';
  return null;
}
