import { recordActivity } from '#src/domain/activity/activity.service.js';
import { AppError } from '#src/domain/errors.js';
import { endSession, switchAccount } from '#src/domain/sign-in/sessions.service.js';
import { completeSignIn, pendingSignIn, requestSignIn } from '#src/domain/sign-in/sign-in.service.js';
import { codeProblem, secondsUntil, waitText, wrongCodesText } from '../code-messages.js';
import {
  type ConsoleDeps,
  type ConsoleRoutes,
  CSRF_COOKIE,
  SESSION_COOKIE,
  sendBarePage,
  sessionOf,
} from '../context.js';
import { formRoute } from '../forms.js';
import { AccountSwitchForm, CodeQuery, EmailForm, SignInCodeForm } from '../schemas.js';
import { codeForm, emailForm } from '../views/sign-in.js';

const open = { config: { signedOut: true } };
const CODE_PAGE = '/ingresar/codigo';

export function signInRoutes(app: ConsoleRoutes, deps: ConsoleDeps): void {
  const { db, clock, rateLimitStore, config } = deps.services;
  // Without an SMTP server the code waits in the local outbox; the code page says where.
  const outbox = config.mail.smtpUrl === undefined;

  app.get('/', open, async (request, reply) =>
    reply.redirect(request.signedIn ? '/inicio' : '/ingresar', 303),
  );

  app.get('/ingresar', open, async (request, reply) => {
    if (request.signedIn) return reply.redirect('/inicio', 303);
    return sendBarePage(reply, 'Entrar', (csrf) => emailForm(csrf));
  });

  app.post(
    '/ingresar',
    formRoute(
      EmailForm,
      async (_request, reply, { message, typed }) =>
        sendBarePage(reply, 'Entrar', (csrf) => emailForm(csrf, { email: typed.email, error: message }), 400),
      { signedOut: true },
    ),
    async (request, reply) => {
      const { email } = request.body;
      const asked = await requestSignIn(db, rateLimitStore, { email, ip: request.ip }, clock.now());
      if ('refused' in asked && asked.refused === 'too_many_wrong_codes') {
        reply.header('retry-after', secondsUntil(asked.retryAt, clock.now()));
        const error = wrongCodesText(asked.retryAt);
        return sendBarePage(reply, 'Entrar', (csrf) => emailForm(csrf, { email, error }), 429);
      }
      if ('refused' in asked) {
        const error = `Se pidieron demasiados códigos. Espera ${waitText(asked.retryAfterMs)} y vuelve a pedirlo; el último código que llegó sigue sirviendo mientras no venza.`;
        reply.header('retry-after', String(Math.ceil(asked.retryAfterMs / 1000)));
        return sendBarePage(reply, 'Entrar', (csrf) => emailForm(csrf, { email, error }), 429);
      }
      return reply.redirect(`${CODE_PAGE}?reto=${asked.challengeId}`, 303);
    },
  );

  // The page that asks for the code: the same, in the same time, whether or not the e-mail owns
  // an account (both have a code waiting; only an owner's was sent).
  app.get(CODE_PAGE, { ...open, schema: { querystring: CodeQuery } }, async (request, reply) => {
    if (request.signedIn) return reply.redirect('/inicio', 303);
    const challengeId = request.query.reto;
    const pending = await pendingSignIn(db, challengeId);
    if (!pending) {
      const error = 'Ese código ya se usó o no existe. Pide uno nuevo.';
      return sendBarePage(reply, 'Entrar', (csrf) => emailForm(csrf, { error }), 404);
    }
    return sendBarePage(reply, 'Escribe el código', (csrf) =>
      codeForm(csrf, { challengeId, email: pending.email, outbox }),
    );
  });

  app.post(
    CODE_PAGE,
    formRoute(
      SignInCodeForm,
      async (_request, reply, { field, message, typed }) => {
        if (field === 'code') {
          const again = { challengeId: typed.challenge, email: typed.email, error: message, outbox };
          return sendBarePage(reply, 'Escribe el código', (csrf) => codeForm(csrf, again), 400);
        }
        return sendBarePage(reply, 'Entrar', (csrf) => emailForm(csrf, { error: message }), 400);
      },
      { signedOut: true },
    ),
    async (request, reply) => {
      const { challenge: challengeId, email, code } = request.body;
      const again = (error: string, status = 400) =>
        sendBarePage(
          reply,
          'Escribe el código',
          (csrf) => codeForm(csrf, { challengeId, email, error, outbox }),
          status,
        );
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
        // A new session gets a new CSRF secret: nothing read before sign-in posts after it.
        reply.clearCookie(CSRF_COOKIE, { path: '/' });
        return reply.redirect('/inicio', 303);
      }
      switch (outcome.refused) {
        case 'too_many_tries':
          return again(
            `Demasiados intentos desde esta conexión. Espera ${waitText(outcome.retryAfterMs)} y vuelve a intentarlo.`,
            429,
          );
        case 'too_many_wrong_codes': {
          reply.header('retry-after', secondsUntil(outcome.retryAt, clock.now()));
          const error = wrongCodesText(outcome.retryAt);
          return sendBarePage(reply, 'Entrar', (csrf) => emailForm(csrf, { email, error }), 429);
        }
        case 'account_inactive': {
          const error = 'La cuenta de ese correo está inactiva. Escribe a soporte de Caja para activarla.';
          return sendBarePage(reply, 'Entrar', (csrf) => emailForm(csrf, { email, error }), 403);
        }
        case 'code': {
          if (outcome.problem === 'wrong') return again(codeProblem(outcome, ''));
          const error = codeProblem(outcome, 'Pide uno nuevo.');
          return sendBarePage(reply, 'Entrar', (csrf) => emailForm(csrf, { email, error }), 400);
        }
      }
    },
  );

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
    reply.clearCookie(CSRF_COOKIE, { path: '/' });
    return reply.redirect('/ingresar', 303);
  });

  app.post(
    '/cuenta',
    formRoute(AccountSwitchForm, async () => {
      throw new AppError('NOT_FOUND', { message: 'No existe esa cuenta.' });
    }),
    async (request, reply) => {
      await switchAccount(db, sessionOf(request), request.body.account_id);
      return reply.redirect('/inicio', 303);
    },
  );
}
