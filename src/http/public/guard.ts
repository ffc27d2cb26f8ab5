import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Environment } from '#src/contract/api.js';
import type { Principal } from '#src/domain/api-keys/authenticate.js';
import { requireScope } from '#src/domain/api-keys/authenticate.js';
import { AppError } from '#src/domain/errors.js';
import { enforceRateLimits } from '#src/domain/rate-limit/policy.js';
import { WRITE_METHODS } from '#src/http/shared/json-body.js';
import type { Services } from '#src/services.js';

/**
 * The checks every public request passes, in the contract's order: the route exists (Fastify's
 * not-found handler answers first), browser guard, authentication, plan, scope, rate limit.
 * What follows (JSON, validation, idempotency, business rules) belongs to the route.
 */
export function publicGuard(services: Services, environment: Environment) {
  return async function guard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (request.is404) return;
    const config = request.routeOptions.config;
    if (config.open) return;
    if (request.headers['origin'] !== undefined || request.headers['sec-fetch-site'] !== undefined) {
      throw new AppError('BROWSER_REQUESTS_NOT_ALLOWED');
    }
    const principal: Principal = await services.authenticator.authenticate(
      request.headers.authorization,
      environment,
    );
    request.principal = principal;
    if (!config.anyPlan && principal.account.plan !== 'pro') throw new AppError('PLAN_REQUIRED');
    if (config.scope) requireScope(principal, config.scope);
    const headers = await enforceRateLimits(
      services.rateLimitStore,
      services.config.rateLimit,
      principal,
      WRITE_METHODS.has(request.method),
      services.clock.now().getTime(),
    );
    reply.headers(headers);
  };
}

/** The principal of a guarded route (the guard has run, so it is always there). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('UNAUTHENTICATED');
  return request.principal;
}
