import type { FastifyRequest } from 'fastify';
import { AppError } from '#src/domain/errors.js';

/** The methods that change something, and may carry a body. */
export const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

/** Writes that take a body must say it is JSON; anything else is INVALID_JSON before validation runs. */
export async function requireJsonBody(request: FastifyRequest): Promise<void> {
  if (!WRITE_METHODS.has(request.method) || !request.routeOptions.schema?.body) return;
  const type = request.headers['content-type'];
  if (!type || !/^application\/json\s*(;|$)/i.test(type)) {
    throw new AppError('INVALID_JSON', {
      message:
        'Las escrituras llevan un cuerpo JSON. Envía la cabecera Content-Type: application/json y un objeto JSON.',
    });
  }
}
