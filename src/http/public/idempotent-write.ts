import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Tx } from '#src/db/database.js';
import { AppError } from '#src/domain/errors.js';
import { IDEMPOTENCY_KEY_PATTERN, runIdempotent } from '#src/domain/idempotency/idempotency.js';
import type { Services } from '#src/services.js';
import { principalOf } from './guard.js';

/**
 * Runs a POST under its Idempotency-Key: the write, its consequences and the stored response
 * commit together, and a repeat of the same request gets the same status and bytes back with
 * `Idempotent-Replayed: true`.
 */
export async function idempotentWrite(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  write: (tx: Tx, now: Date) => Promise<object>,
): Promise<FastifyReply> {
  const header = request.headers['idempotency-key'];
  if (header === undefined || header === '') throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) {
    throw new AppError('VALIDATION_ERROR', {
      param: 'Idempotency-Key',
      message:
        'Idempotency-Key admite solo letras, dígitos y - _ : . (de 1 a 255 caracteres). Usa por ejemplo un UUID.',
    });
  }
  const principal = principalOf(request);
  const result = await runIdempotent(
    services.db,
    services.clock,
    {
      apiKeyId: principal.key.id,
      key: header,
      method: request.method,
      path: routePath(request),
      body: request.body,
    },
    async (tx) => ({ status, body: JSON.stringify(await write(tx, services.clock.now())) }),
  );
  if (result.replayed) reply.header('Idempotent-Replayed', 'true');
  return reply.code(result.status).type('application/json; charset=utf-8').send(result.body);
}

/**
 * The path as the router matched it, so that spellings it treats as one route (`/customers`,
 * `/customers/`, `/%63ustomers`) are one request for idempotency too.
 */
function routePath(request: FastifyRequest): string {
  const params = request.params as Record<string, string>;
  return request.routeOptions.url!.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '');
}
