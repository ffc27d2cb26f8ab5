import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Metrics } from '#src/metrics/metrics.js';

/** Why a request was answered 503, when something said so before its response. */
const causes = new WeakMap<FastifyRequest, string>();

/** Records why `request` gets a 503 (`unavailableCause` of the error, or a word of the caller's). */
export function noteUnavailable(request: FastifyRequest, cause: string): void {
  causes.set(request, cause);
}

/**
 * Counts every response of the listener `listener` once it is sent: by route pattern (never
 * the raw URL, so that ids and query strings cannot multiply the series), method and status,
 * with its duration; a 429 as a rate-limit refusal; a 503 under its cause (a draining process
 * when none was noted).
 */
export function installRequestMetrics(app: FastifyInstance, listener: string, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    metrics.requests.inc({ listener, route, method: request.method, status: String(status) });
    metrics.requestSeconds.observe({ listener, route, method: request.method }, reply.elapsedTime / 1000);
    if (status === 429) metrics.rateLimited.inc({ listener });
    if (status === 503) {
      const cause = causes.get(request) ?? 'draining';
      metrics.unavailable.inc({ cause });
      if (cause === 'statement_timeout') metrics.statementsCancelled.inc();
    }
    done();
  });
}
