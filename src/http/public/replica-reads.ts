import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '#src/db/database.js';
import { AppError } from '#src/domain/errors.js';
import { WRITE_METHODS } from '#src/http/shared/json-body.js';
import type { Services } from '#src/services.js';
import { principalOf } from './guard.js';

/**
 * Runs one of the public API's reads: on the primary when there are no replicas (exactly as
 * before: no lookup, no extra statement), otherwise where `services.reads` sends the key (see
 * `ReadRouter`). Only reads outside a transaction come here; writes always use `services.db`.
 */
export function readOn<T>(
  services: Services,
  request: FastifyRequest,
  read: (db: Db) => Promise<T>,
): Promise<T> {
  if (services.reads === undefined) return read(services.db);
  return services.reads.read(principalOf(request).key.id, read, retryOnPrimary);
}

/**
 * A replica's answer is final when it is a rule's refusal (a bad filter, a cursor), which the
 * primary would give too. A NOT_FOUND is asked again of the primary: the row may be one the
 * replica has not replayed yet (a webhook announced it, another key created it). Anything else
 * is the replica's trouble, not the client's.
 */
function retryOnPrimary(error: unknown): boolean {
  return !(error instanceof AppError) || error.code === 'NOT_FOUND';
}

/**
 * With replicas, an `onSend` hook: once a key's write has committed (the handler has returned,
 * and its transaction with it), the key's position moves past it, before the client has the
 * answer, so that its next read, on any process, sees the write.
 */
export function rememberWrites(services: Services) {
  return async function rememberWrite(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const reads = services.reads;
    if (reads && request.principal && WRITE_METHODS.has(request.method) && reply.statusCode < 400) {
      await reads.wrote(request.principal.key.id);
    }
    return payload;
  };
}
