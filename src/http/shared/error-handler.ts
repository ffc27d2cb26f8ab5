import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERRORS } from '#src/contract/errors.js';
import { isUnavailable, UNAVAILABLE_RETRY_AFTER_S } from '#src/db/unavailable.js';
import { AppError } from '#src/domain/errors.js';
import { unavailableCause } from '#src/metrics/metrics.js';
import { notSaidToBeJson } from './json-body.js';
import { noteUnavailable } from './request-metrics.js';
import { toValidationError } from './validation.js';

export interface ErrorBody {
  error: { code: string; message: string; param?: string; request_id: string; [extra: string]: unknown };
}

/** Every failure, from any layer, leaves as one envelope with the request id of its response. */
export function renderError(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  const body: ErrorBody = {
    error: {
      code: error.code,
      message: error.message,
      ...(error.param !== undefined ? { param: error.param } : {}),
      request_id: request.id,
      ...error.details,
    },
  };
  if (error.headers) reply.headers(error.headers);
  if (error.status === 401) reply.header('WWW-Authenticate', 'Bearer');
  return reply.code(error.status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/** Maps what Fastify and the parsers throw onto the contract's codes. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const e = error as FastifyError & { validation?: unknown[]; validationContext?: string };
  if (Array.isArray(e.validation)) {
    return toValidationError(e.validation as Parameters<typeof toValidationError>[0], e.validationContext);
  }
  switch (e.code) {
    case 'FST_ERR_BAD_URL':
      return new AppError('VALIDATION_ERROR', {
        message:
          'La ruta tiene una secuencia %XX inválida. Codifica cada parámetro de la ruta con encodeURIComponent.',
      });
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new AppError('VALIDATION_ERROR', {
        message: 'Un parámetro de la ruta es demasiado largo. Los id son UUID de 36 caracteres.',
      });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return notSaidToBeJson();
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError('INVALID_JSON');
  }
  if (e instanceof SyntaxError || (e.statusCode === 400 && /JSON|prototype/i.test(e.message ?? ''))) {
    return new AppError('INVALID_JSON');
  }
  if (e.statusCode === 413) return new AppError('PAYLOAD_TOO_LARGE');
  if (e.statusCode === 404) return new AppError('ROUTE_NOT_FOUND');
  if (e.statusCode !== undefined && e.statusCode >= 400 && e.statusCode < 500) {
    // A client-side failure Fastify detected that the contract has no code for (a malformed
    // header, say): still a 400 in the envelope, never a 5xx.
    return new AppError('VALIDATION_ERROR', { message: `${ERRORS.VALIDATION_ERROR.message} (${e.message})` });
  }
  // The database (or the shared limit store) is away or too slow: the client may retry.
  if (isUnavailable(e)) {
    return new AppError('SERVICE_UNAVAILABLE', {
      headers: { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_S) },
    });
  }
  return new AppError('INTERNAL_ERROR');
}

/**
 * While the database is away every request fails the same way: one warning a second (with how
 * many it stands for) says so without flooding the log. Each request's own line still has its
 * 503.
 */
let lastUnavailableLog = 0;
let unavailableSince = 0;
function reportUnavailable(request: FastifyRequest, error: unknown): void {
  unavailableSince++;
  const now = Date.now();
  if (now - lastUnavailableLog < 1_000) return;
  const { message, code } = error as { message?: string; code?: string };
  request.log.warn({ cause: { message, code }, requests: unavailableSince }, 'dependency unavailable');
  lastUnavailableLog = now;
  unavailableSince = 0;
}

export function installErrorHandling(app: FastifyInstance, options: { notFound: boolean }): void {
  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error);
    if (appError.code === 'SERVICE_UNAVAILABLE') {
      noteUnavailable(request, unavailableCause(error));
      reportUnavailable(request, error);
    } else if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
    return renderError(request, reply, appError);
  });
  if (options.notFound) {
    app.setNotFoundHandler((request, reply) => renderError(request, reply, new AppError('ROUTE_NOT_FOUND')));
  }
}
