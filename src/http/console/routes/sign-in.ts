import type { FastifyInstance } from 'fastify';
import { recordActivity } from '#src/domain/activity/activity.service.js';
import type { Decision } from '#src/domain/rate-limit/gcra.js';
import { CodeRejected } from '#src/domain/sign-in/codes.service.js';
import { endSession, switchAccount } from '#src/domain/sign-in/sessions.service.js';
import {
  codeTryLimits,
  completeSignIn,
  requestSignIn,
  signInCodeLimits,
} from '#src/domain/sign-in/sign-in.service.js';
import { signInCodeMessage } from '#src/mail/messages.js';
import { codeProblem } from '../code-messages.js';
import { type ConsoleDeps, field, mailLater, SESSION_COOKIE, sendBarePage, sessionOf } from '../context.js';
import { codeForm, emailForm } from '../views/sign-in.js';

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const open = { config: { signedOut: true } };

export function signInRoutes(app: FastifyInstance, deps: ConsoleDeps): void {
  const { db, clock, rateLimitStore, config } = deps.services;

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
    const now = clock.now();
    const decision = await rateLimitStore.consume(signInCodeLimits(email, request.ip), now.getTime());
    if (!decision.allowed) {
      const error = `Se pidieron demasiados códigos. Espera ${waitText(decision)} y vuelve a pedirlo; el último código que llegó sigue sirviendo mientras no venza.`;
      reply.header('retry-after', String(Math.ceil(waitMs(decision) / 1000)));
      return sendBarePage(reply, 'Entrar', (csrf) => emailForm(csrf, { email, error }), 429);
    }
    const challenge = await requestSignIn(db, email, now);
    if (challenge.delivery) {
      const { to, code } = challenge.delivery;
      mailLater(
        deps,
        { to, ...signInCodeMessage({ code, consoleUrl: config.console.url, ip: request.ip }) },
        'sign_in',
      );
    }
    return sendBarePage(reply, 'Escribe el código', (csrf) =>
      codeForm(csrf, { challengeId: challenge.challengeId, email }),
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
    const tries = await rateLimitStore.consume(codeTryLimits(request.ip), clock.now().getTime());
    if (!tries.allowed) {
      return again(
        `Demasiados intentos desde esta conexión. Espera ${waitText(tries)} y vuelve a intentarlo.`,
        429,
      );
    }
    try {
      const signedIn = await completeSignIn(
        db,
        { challengeId, code, ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
        clock.now(),
      );
      if (!signedIn) {
        const error = 'La cuenta de ese correo está inactiva. Escribe a soporte de Caja para activarla.';
        return sendBarePage(reply, 'Entrar', (csrf) => emailForm(csrf, { email, error }), 403);
      }
      reply.setCookie(SESSION_COOKIE, signedIn.token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: deps.secureCookies,
      });
      return reply.redirect('/inicio', 303);
    } catch (error) {
      if (!(error instanceof CodeRejected)) throw error;
      if (error.problem === 'wrong') return again(codeProblem(error, ''));
      const message = codeProblem(error, 'Pide uno nuevo.');
      return sendBarePage(reply, 'Entrar', (csrf) => emailForm(csrf, { email, error: message }), 400);
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

/** How long until a refused request would pass. */
const waitMs = (decision: Decision): number => Math.max(...decision.outcomes.map((o) => o.retryAfterMs));

/** That wait in whole minutes, as a person reads it. */
function waitText(decision: Decision): string {
  const minutes = Math.max(1, Math.ceil(waitMs(decision) / 60_000));
  return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
}
