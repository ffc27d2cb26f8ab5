/**
 * Traces, exported over OTLP when `OTEL_EXPORTER_OTLP_ENDPOINT` (or its `_TRACES_` form) is set.
 * Without it nothing of OpenTelemetry is loaded: the callers ask `activeTracing()` and, on null,
 * do what they always did. The spans are made explicitly (a Fastify plugin, a wrap around each
 * SQL statement, one around each webhook attempt) rather than by patching modules as they are
 * imported, which the bundled dist/ and tsx do not allow reliably.
 */

/** What a webhook attempt's span records. */
export interface AttemptFacts {
  endpointId: string;
  deliveryId: string;
  eventType: string;
  attempt: number;
}

/** What a webhook attempt's span learns when the attempt ends. */
export interface AttemptResult {
  statusCode: number | null;
  outcome: 'delivered' | 'refused' | 'unreachable';
}

export interface Tracing {
  /** Runs one SQL statement in a span named `name`; `sql` is its text, placeholders and all. */
  statement<T>(name: string, sql: string, run: () => Promise<T>): Promise<T>;
  /** Runs one webhook attempt in a span of its own. */
  webhookAttempt<T>(
    facts: AttemptFacts,
    run: () => Promise<T>,
    result: (value: T) => AttemptResult,
  ): Promise<T>;
  /** The ids of the span in effect, for the log lines written under it. */
  logFields(): { trace_id?: string; span_id?: string };
  /** Sends the spans still buffered and stops. */
  shutdown(): Promise<void>;
}

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
