import type { FastifyInstance, FastifySchema } from 'fastify';
import { UNAVAILABLE_RETRY_AFTER_S } from '#src/db/unavailable.js';
import { AppError } from '#src/domain/errors.js';
import { renderError } from './error-handler.js';
import { noteUnavailable } from './request-metrics.js';

/**
 * What every listener of a process knows about the process itself: whether it is draining
 * (a SIGTERM arrived: finish what is in flight, take nothing new) and how to tell that it can
 * serve (the database answers and its schema is current).
 */
export class Lifecycle {
  #draining = false;

  constructor(private readonly readiness: () => Promise<void>) {}

  get draining(): boolean {
    return this.#draining;
  }

  startDraining(): void {
    this.#draining = true;
  }

  /** Resolves when the database answers and its schema is current; rejects with the reason otherwise. */
  ready(): Promise<void> {
    return this.readiness();
  }
}

const drainingError = () =>
  new AppError('SERVICE_UNAVAILABLE', {
    message:
      'Este proceso se está deteniendo y no toma solicitudes nuevas. Reintenta en un momento: otro proceso (o este, al volver) la atenderá.',
    headers: { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_S), Connection: 'close' },
  });

/**
 * Requests that reach a draining process on a kept-alive connection get a 503 in the envelope
 * and the connection is closed after each response, so that nothing holds the process open.
 * `GET /healthz` (the process answers) and `GET /readyz` (it can serve: database and schema;
 * 503 while draining) need no key and live outside the API's prefix, for load balancers,
 * systemd and container probes.
 */
export function installLifecycle(app: FastifyInstance, lifecycle: Lifecycle): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (!lifecycle.draining || request.routeOptions.config.open) return done();
    renderError(request, reply, drainingError());
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (lifecycle.draining) reply.header('Connection', 'close');
    done(null, payload);
  });
  const hidden = { hide: true } as FastifySchema;
  app.get('/healthz', { schema: hidden, config: { open: true } }, async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/readyz', { schema: hidden, config: { open: true } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (lifecycle.draining) return renderError(request, reply, drainingError());
    try {
      await lifecycle.ready();
      return reply.send({ status: 'ready' });
    } catch (error) {
      request.log.warn({ err: error }, 'not ready');
      noteUnavailable(request, 'not_ready');
      return renderError(request, reply, notReadyError());
    }
  });
}

const notReadyError = () =>
  new AppError('SERVICE_UNAVAILABLE', {
    message:
      'La base de datos no responde o su esquema no está al día. El proceso vuelve a estar listo solo en cuanto ella responda.',
    headers: { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_S) },
  });
