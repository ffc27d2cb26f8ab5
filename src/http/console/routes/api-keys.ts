import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Environment } from '#src/contract/api.js';
import { getApiKey, listApiKeys, revokeApiKey } from '#src/domain/api-keys/api-keys.service.js';
import {
  confirmKeyCreation,
  type KeyExpiryDays,
  pendingKeyCreation,
  requestKeyCreation,
} from '#src/domain/api-keys/key-confirmation.service.js';
import { AppError } from '#src/domain/errors.js';
import { takeFlash } from '#src/domain/sign-in/flashes.service.js';
import { codeProblem } from '../code-messages.js';
import { type ConsoleDeps, type ConsoleRoutes, changedBy, sendPage, sessionOf, shownTo } from '../context.js';
import { pageEnvironment } from '../environment.js';
import { formRoute } from '../forms.js';
import {
  environmentOf,
  FlashParams,
  IdParams,
  KeyCodeForm,
  KeyCodeQuery,
  KeyForm,
  PageQuery,
} from '../schemas.js';
import {
  type KeyFormView,
  keyCodePage,
  keySecretPage,
  keyShownPage,
  keysPage,
  revokeKeyPage,
} from '../views/api-keys.js';

const LIST = '/desarrolladores/claves';

const noPendingCode = () =>
  new AppError('NOT_FOUND', {
    message: 'Ese código ya se usó o no existe. Vuelve a crear la llave para recibir uno nuevo.',
  });

export function apiKeyRoutes(app: ConsoleRoutes, deps: ConsoleDeps): void {
  const { db, clock, rateLimitStore, authenticator } = deps.services;
  const view = (environment: Environment, status = 200) => ({
    title: 'Llaves de API',
    section: 'claves' as const,
    environment,
    status,
  });

  /** The list with the creation form, as typed, and what to say about it. */
  async function listPage(
    request: FastifyRequest,
    reply: FastifyReply,
    environment: Environment,
    extra: { form?: KeyFormView; error?: string; done?: string },
    status = 200,
  ) {
    const keys = await listApiKeys(db, sessionOf(request).account.id, environment);
    return sendPage(deps, request, reply, view(environment, status), (csrf) =>
      keysPage(csrf, { environment, keys, now: clock.now(), ...extra }),
    );
  }

  /** The page that asks for a key's code, while that code waits; 404 once it is used. */
  async function codePage(request: FastifyRequest, reply: FastifyReply, challengeId: string, error?: string) {
    const pending = await pendingKeyCreation(db, { challengeId, accountId: sessionOf(request).account.id });
    if (!pending) throw noPendingCode();
    const { environment, name, scopes } = pending.request;
    return sendPage(deps, request, reply, view(environment, error ? 400 : 200), (csrf) =>
      keyCodePage(csrf, {
        environment,
        challengeId,
        email: pending.email,
        name,
        scopes,
        ...(error ? { error } : {}),
      }),
    );
  }

  app.get(LIST, { schema: { querystring: PageQuery } }, async (request, reply) => {
    const done = request.query.hecho === 'revocada' ? 'La llave quedó revocada.' : undefined;
    return listPage(
      request,
      reply,
      await pageEnvironment(deps, request, request.query),
      done ? { done } : {},
    );
  });

  app.post(
    LIST,
    formRoute(
      KeyForm,
      async (request, reply, { message, typed, query }) => {
        const form = { name: typed.name, scopes: typed.scopes, expiresInDays: typed.expires_in_days };
        return listPage(request, reply, environmentOf(query), { form, error: message }, 400);
      },
      { querystring: PageQuery },
    ),
    async (request, reply) => {
      const environment = environmentOf(request.query);
      const { name, scopes, expires_in_days: expiry = 'none' } = request.body;
      const asked = await requestKeyCreation(
        db,
        rateLimitStore,
        sessionOf(request).account,
        {
          environment,
          name,
          scopes,
          expiresInDays: expiry === 'none' ? null : (Number(expiry) as KeyExpiryDays),
        },
        clock.now(),
      );
      if ('refused' in asked) {
        const form = { name, scopes, expiresInDays: expiry };
        const error =
          'Se pidieron demasiados códigos para crear llaves. Espera unos minutos y vuelve a intentarlo.';
        return listPage(request, reply, environment, { form, error }, 429);
      }
      return reply.redirect(`${LIST}/confirmar?ambiente=${environment}&reto=${asked.challengeId}`, 303);
    },
  );

  app.get(`${LIST}/confirmar`, { schema: { querystring: KeyCodeQuery } }, async (request, reply) =>
    codePage(request, reply, request.query.reto),
  );

  app.post(
    `${LIST}/confirmar`,
    formRoute(
      KeyCodeForm,
      async (request, reply, { field, message, typed }) => {
        if (field !== 'code') throw noPendingCode();
        return codePage(request, reply, typed.challenge, message);
      },
      { querystring: PageQuery },
    ),
    async (request, reply) => {
      const { challenge: challengeId, code } = request.body;
      const accountId = sessionOf(request).account.id;
      const outcome = await confirmKeyCreation(
        db,
        { challengeId, code, accountId },
        clock.now(),
        changedBy(request),
        shownTo(request),
      );
      if ('flashId' in outcome) return reply.redirect(`${LIST}/creada/${outcome.flashId}`, 303);
      if (outcome.problem === 'wrong') return codePage(request, reply, challengeId, codeProblem(outcome, ''));
      const error = codeProblem(outcome, 'Vuelve a crear la llave para recibir uno nuevo.');
      return listPage(request, reply, environmentOf(request.query), { error }, 400);
    },
  );

  // The new key's value, once: reloading the page finds the flash gone and says what to do.
  app.get(`${LIST}/creada/:flash`, { schema: { params: FlashParams } }, async (request, reply) => {
    const flash = await takeFlash(db, shownTo(request), request.params.flash, clock.now());
    if (flash?.kind !== 'api_key.created') {
      return sendPage(deps, request, reply, view('live'), () => keyShownPage());
    }
    const key = await getApiKey(db, { id: flash.subjectId, accountId: sessionOf(request).account.id });
    return sendPage(deps, request, reply, view(key.environment), () =>
      keySecretPage({ key, secret: flash.secret }),
    );
  });

  app.get(`${LIST}/:id/revocar`, { schema: { params: IdParams } }, async (request, reply) => {
    const key = await getApiKey(db, { id: request.params.id, accountId: sessionOf(request).account.id });
    return sendPage(deps, request, reply, view(key.environment), (csrf) => revokeKeyPage(csrf, key));
  });

  app.post(`${LIST}/:id/revocar`, { schema: { params: IdParams } }, async (request, reply) => {
    const ref = { id: request.params.id, accountId: sessionOf(request).account.id };
    const key = await revokeApiKey(db, ref, clock.now(), changedBy(request), authenticator);
    return reply.redirect(`${LIST}?ambiente=${key.environment}&hecho=revocada`, 303);
  });
}
