import type { FastifyRequest } from 'fastify';
import { AppError } from '#src/domain/errors.js';

/** The methods that change something, and may carry a body. */
export const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

/** INVALID_JSON for a body that does not say it is JSON (no Content-Type, or another one). */
export const notSaidToBeJson = (): AppError =>
  new AppError('INVALID_JSON', {
    message:
      'Falta la cabecera Content-Type: application/json (o dice otro tipo). Las escrituras llevan un objeto JSON con esa cabecera.',
  });

/** Writes that take a body must say it is JSON; anything else is INVALID_JSON before validation runs. */
export async function requireJsonBody(request: FastifyRequest): Promise<void> {
  if (!WRITE_METHODS.has(request.method) || !request.routeOptions.schema?.body) return;
  const type = request.headers['content-type'];
  if (!type || !/^application\/json\s*(;|$)/i.test(type)) throw notSaidToBeJson();
}
