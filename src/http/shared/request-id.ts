import type { FastifyInstance } from 'fastify';
import { randomBase62 } from '#src/domain/api-keys/secret.js';

export const newRequestId = (): string => `req_${randomBase62(20)}`;

/**
 * Every response carries `Request-Id` (set first, so even a rejection has it), and every
 * request leaves one log line when it ends; pino adds the id to every line through `reqId`.
 */
export function installRequestTracing(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('Request-Id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        account: request.principal?.account.id,
      },
      'request',
    );
    done();
  });
}
