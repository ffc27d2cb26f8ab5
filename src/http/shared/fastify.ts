import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { answerClientError } from './client-error.js';
import { installErrorHandling, renderError, toAppError } from './error-handler.js';
import { installRequestTracing, newRequestId } from './request-id.js';
import { validatorCompiler } from './validation.js';

export type App = FastifyInstance;

export const BODY_LIMIT = 1024 * 1024;

/** A Fastify instance with the conventions every Caja interface shares. */
export function createFastify(logger: FastifyBaseLogger): App {
  const app = Fastify({
    loggerInstance: logger,
    genReqId: newRequestId,
    // One line per request, written by the tracing hook, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    return503OnClosing: true,
    // A path the router cannot decode is answered before any hook runs: it still gets the
    // envelope and its Request-Id header.
    frameworkErrors: (error, request, reply) => {
      reply.header('Request-Id', request.id);
      renderError(request, reply, toAppError(error));
    },
    clientErrorHandler: answerClientError,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  installRequestTracing(app);
  installErrorHandling(app);
  return app;
}

export type { TypeBoxTypeProvider };
