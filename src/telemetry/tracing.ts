/**
 * Traces, exported over OTLP when `OTEL_EXPORTER_OTLP_ENDPOINT` (or its `_TRACES_` form) is set.
 * Without it nothing of OpenTelemetry is loaded: the callers ask `activeTracing()` and, on null,
 * do what they always did. The spans are made explicitly (Fastify's own instrumentation, a wrap around each
 * SQL statement, one around each webhook attempt) rather than by patching modules as they are
 * imported, which the bundled dist/ and tsx do not allow reliably.
 */

import type { Tracing } from './spans.js';

export type { AttemptFacts, AttemptResult, Tracing } from './spans.js';

let active: Tracing | null = null;
let starting: Promise<Tracing | null> | null = null;

/** The process's tracing, or null when it is off. */
export function activeTracing(): Tracing | null {
  return active;
}

/** Whether the standard OpenTelemetry variables ask for traces. */
export function tracingRequested(env: NodeJS.ProcessEnv): boolean {
  if (env['OTEL_SDK_DISABLED'] === 'true' || env['OTEL_TRACES_EXPORTER'] === 'none') return false;
  return Boolean(env['OTEL_EXPORTER_OTLP_ENDPOINT'] || env['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT']);
}

/**
 * Starts tracing once per process when the environment asks for it. It must run before the
 * first Fastify instance is created: the request spans hook into each instance as it is made.
 */
export function startTracing(
  serviceName: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Tracing | null> {
  if (!tracingRequested(env)) return Promise.resolve(null);
  starting ??= import('./otel.js')
    .then(({ openTracing }) => openTracing(serviceName))
    .then((tracing) => {
      active = tracing;
      return tracing;
    });
  return starting;
}
