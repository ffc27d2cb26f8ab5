import type { FastifyInstance } from 'fastify';
import { getApiKey, listApiKeys, revokeApiKey } from '#src/domain/api-keys/api-keys.service.js';
import {
  confirmKeyCreation,
  keyCodeLimits,
  requestKeyCreation,
} from '#src/domain/api-keys/key-confirmation.service.js';
import { AppError } from '#src/domain/errors.js';
import { CodeRejected } from '#src/domain/sign-in/codes.service.js';
import { keyCodeMessage } from '#src/mail/messages.js';
import { notifyKeyCreated } from '#src/mail/outgoing.js';
import { codeProblem } from '../code-messages.js';
import {
  type ConsoleDeps,
  changedBy,
  environmentOf,
  field,
  fields,
  idParam,
  mailLater,
  sendPage,
  sessionOf,
} from '../context.js';
import { type KeyForm, keyCodePage, keySecretPage, keysPage, revokeKeyPage } from '../views/api-keys.js';

const LIST = '/desarrolladores/claves';

export function apiKeyRoutes(app: FastifyInstance, deps: ConsoleDeps): void {
  const { db, clock, rateLimitStore, authenticator, config, mailer, logger } = deps.services;
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
    const now = clock.now();
    let pending: Awaited<ReturnType<typeof requestKeyCreation>>;
    try {
      const decision = await rateLimitStore.consume(keyCodeLimits(account.id), now.getTime());
      if (!decision.allowed) {
        return refuse(
          'Se pidieron demasiados códigos para crear claves. Espera unos minutos y vuelve a intentarlo.',
          429,
        );
      }
      pending = await requestKeyCreation(
        db,
        account,
        { environment, ...form, scopes: [...form.scopes] },
        now,
      );
    } catch (error) {
      if (error instanceof AppError && error.status === 400) return refuse(error.message, 400);
      throw error;
    }
    const message = keyCodeMessage({
      code: pending.code,
      accountName: account.name,
      keyName: pending.pending.name,
      environment,
      scopes: pending.pending.scopes,
      consoleUrl: config.console.url,
    });
    mailLater(deps, { to: pending.to, ...message }, 'create_api_key');
    return sendPage(deps, request, reply, view(environment), (csrf) =>
      keyCodePage(csrf, {
        environment,
        challengeId: pending.challengeId,
        email: pending.to,
        name: pending.pending.name,
        scopes: pending.pending.scopes,
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
    try {
      if (!/^\d{6}$/.test(code)) throw new CodeRejected('wrong', -1);
      const now = clock.now();
      const { key, secret } = await confirmKeyCreation(
        db,
        { challengeId, code, accountId: account.id },
        now,
        changedBy(request),
      );
      const outgoing = { mailer, logger, consoleUrl: config.console.url };
      notifyKeyCreated(outgoing, account, key, changedBy(request));
      return sendPage(deps, request, reply, view(key.environment), () => keySecretPage({ key, secret }));
    } catch (error) {
      if (!(error instanceof CodeRejected)) throw error;
      const message =
        error.triesLeft === -1
          ? 'El código tiene 6 dígitos.'
          : codeProblem(error, 'Vuelve a crear la clave para recibir uno nuevo.');
      if (error.problem !== 'wrong') {
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
    }
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
