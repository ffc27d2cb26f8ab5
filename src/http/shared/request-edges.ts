import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { validationError } from '#src/domain/errors.js';
import { rawValidationError } from './client-error.js';

const NO_HOST =
  'Falta la cabecera Host. HTTP/1.1 la exige: envíala con el nombre del servidor (curl y los clientes HTTP lo hacen solos).';
const BAD_EXPECT = 'La cabecera Expect solo admite 100-continue. Quítala o usa ese valor.';

/**
 * What HTTP itself requires of a request, answered in the envelope instead of by Node's empty
 * responses: an HTTP/1.1 request names its Host (HTTP/1.0 had no such rule and is let through),
 * and `Expect` admits only `100-continue`. The Host check is an `onRequest` hook installed right
 * after the request id, so it runs before any listener's authentication.
 */
export function installRequestEdges(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const { httpVersionMajor, httpVersionMinor } = request.raw;
    const http11 = httpVersionMajor === 1 && httpVersionMinor === 1;
    if (http11 && request.headers.host === undefined) return done(validationError('Host', NO_HOST));
    done();
  });
  // Node emits this for an `Expect` other than 100-continue, before the request reaches Fastify.
  app.server.on('checkExpectation', (request: IncomingMessage, response: ServerResponse) =>
    refuseExpectation(app.log, request, response),
  );
}

/**
 * 417 Expectation Failed is the status HTTP prescribes here (RFC 9110, 10.1.1), so it is kept
 * although the contract's table gives VALIDATION_ERROR a 400: the code tells the client what is
 * wrong, the status keeps HTTP intermediaries right. The body may still be on its way, so the
 * connection is closed instead of being read to its end.
 */
function refuseExpectation(log: FastifyBaseLogger, request: IncomingMessage, response: ServerResponse): void {
  const { requestId, body } = rawValidationError(BAD_EXPECT, 'Expect');
  response.writeHead(417, {
    'Request-Id': requestId,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    Connection: 'close',
  });
  response.end(body);
  log.info({ reqId: requestId, method: request.method, url: request.url, status: 417 }, 'request');
}
