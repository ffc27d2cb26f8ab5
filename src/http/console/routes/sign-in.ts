import type { FastifyInstance } from 'fastify';
import { recordActivity } from '#src/domain/activity/activity.service.js';
import { endSession, switchAccount } from '#src/domain/sign-in/sessions.service.js';
import { completeSignIn, requestSignIn } from '#src/domain/sign-in/sign-in.service.js';
import { codeProblem } from '../code-messages.js';
import { type ConsoleDeps, field, SESSION_COOKIE, sendBarePage, sessionOf } from '../context.js';
import { codeForm, emailForm } from '../views/sign-in.js';

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const open = { config: { signedOut: true } };

export function signInRoutes(app: FastifyInstance, deps: ConsoleDeps): void {
  const { db, clock, rateLimitStore } = deps.services;

  app.get('/', open, async (request, reply) =>
    reply.redirect(request.signedIn ? '/inicio' : '/ingresar', 303),
  );

  app.get('/ingresar', open, async (request, reply) => {
    if (request.signedIn) return reply.redirect('/inicio', 303);
    return sendBarePage(reply, 'Entrar', (csrf) => emailForm(csrf));
  });

  app.post('/ingresar', open, async (request, reply) => {
    const email = field(request.body, 'email').trim().toLowerCase();
    if (email.length > 254 || !EMAIL.test(email)) {
      const error = 'Escribe un correo completo, por ejemplo dueno@mitienda.co.';
      return sendBarePage(reply, 'Entrar', (csrf) => emailForm(csrf, { email, error }), 400);
    }
    const asked = await requestSignIn(db, rateLimitStore, { email, ip: request.ip }, clock.now());
    if ('refused' in asked) {
      const error = `Se pidieron demasiados códigos. Espera ${waitText(asked.retryAfterMs)} y vuelve a pedirlo; el último código que llegó sigue sirviendo mientras no venza.`;
      reply.header('retry-after', String(Math.ceil(asked.retryAfterMs / 1000)));
      return sendBarePage(reply, 'Entrar', (csrf) => emailForm(csrf, { email, error }), 429);
    }
    return sendBarePage(reply, 'Escribe el código', (csrf) =>
      codeForm(csrf, { challengeId: asked.challengeId, email }),
    );
  });

  app.post('/ingresar/codigo', open, async (request, reply) => {
    const challengeId = field(request.body, 'challenge');
    const email = field(request.body, 'email').slice(0, 254);
    const code = field(request.body, 'code').replace(/\s/g, '');
    const again = (error: string, status = 400) =>
      sendBarePage(
        reply,
        'Escribe el código',
        (csrf) => codeForm(csrf, { challengeId, email, error }),
        status,
      );
    if (!/^[0-9a-f-]{36}$/.test(challengeId)) {
      return sendBarePage(
        reply,
        'Entrar',
        (csrf) => emailForm(csrf, { error: 'Pide un código para entrar.' }),
        400,
      );
    }
    if (!/^\d{6}$/.test(code)) return again('El código tiene 6 dígitos.');
    const userAgent = request.headers['user-agent'] ?? null;
    const outcome = await completeSignIn(
      db,
      rateLimitStore,
      { challengeId, code, ip: request.ip, userAgent },
      clock.now(),
    );
    if ('signedIn' in outcome) {
      reply.setCookie(SESSION_COOKIE, outcome.signedIn.token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: deps.secureCookies,
      });
      return reply.redirect('/inicio', 303);
    }
    switch (outcome.refused) {
      case 'too_many_tries':
        return again(
          `Demasiados intentos desde esta conexión. Espera ${waitText(outcome.retryAfterMs)} y vuelve a intentarlo.`,
          429,
        );
      case 'account_inactive': {
        const error = 'La cuenta de ese correo está inactiva. Escribe a soporte de Caja para activarla.';
        return sendBarePage(reply, 'Entrar', (csrf) => emailForm(csrf, { email, error }), 403);
      }
      case 'code': {
        if (outcome.problem === 'wrong') return again(codeProblem(outcome, ''));
        const message = codeProblem(outcome, 'Pide uno nuevo.');
        return sendBarePage(reply, 'Entrar', (csrf) => emailForm(csrf, { email, error: message }), 400);
      }
    }
  });

  app.post('/salir', open, async (request, reply) => {
    const signedIn = request.signedIn;
    if (signedIn) {
      const now = clock.now();
      await db.transaction().execute(async (tx) => {
        await endSession(tx, signedIn.session.id, now);
        await recordActivity(
          tx,
          { accountId: signedIn.account.id, environment: null, action: 'sign_out' },
          { who: signedIn.session.email, ip: request.ip },
          now,
        );
      });
    }
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.redirect('/ingresar', 303);
  });

  app.post('/cuenta', async (request, reply) => {
    await switchAccount(db, sessionOf(request), field(request.body, 'account_id'));
    return reply.redirect('/inicio', 303);
  });
}

/** A wait in whole minutes, as a person reads it. */
function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
}
