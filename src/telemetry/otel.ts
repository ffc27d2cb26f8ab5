import type { FastifyRequest } from 'fastify';
import type { Tracing } from './spans.js';

/**
 * The OpenTelemetry SDK, loaded only when traces are asked for. The exporter reads the standard
 * variables itself (OTEL_EXPORTER_OTLP_ENDPOINT, _HEADERS, _TIMEOUT...) and sends OTLP over
 * HTTP as JSON; OTEL_SERVICE_NAME overrides the service's name.
 */
export async function openTracing(serviceName: string): Promise<Tracing> {
  // Imported here rather than at the top: the bundle keeps a module's static imports of
  // external packages at its own top, where every process would load them.
  const [
    { FastifyOtelInstrumentation },
    { context, SpanKind, SpanStatusCode, trace },
    exporter,
    resources,
    sdk,
  ] = await Promise.all([
    import('@fastify/otel'),
    import('@opentelemetry/api'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/sdk-trace-node'),
  ]);
  const { BatchSpanProcessor, NodeTracerProvider } = sdk;
  const { OTLPTraceExporter } = exporter;
  const { resourceFromAttributes } = resources;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': process.env['OTEL_SERVICE_NAME'] || serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // Sets the global provider, the W3C propagator (an incoming `traceparent` continues its
  // trace) and the AsyncLocalStorage context that carries a span across awaits.
  provider.register();
  // Subscribes to Fastify's creation channel: every instance made from now on gets a span per
  // request (and one per hook and handler) without being registered by hand.
  new FastifyOtelInstrumentation({ registerOnInitialization: true, requestHook: nameByRoute });
  const tracer = trace.getTracer('caja');

  return {
    async statement(name, sql, run) {
      const span = tracer.startSpan(name, {
        kind: SpanKind.CLIENT,
        attributes: { 'db.system': 'postgresql', 'db.statement': sql },
      });
      try {
        return await context.with(trace.setSpan(context.active(), span), run);
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
        throw error;
      } finally {
        span.end();
      }
    },

    async webhookAttempt(facts, run, result) {
      const span = tracer.startSpan('webhook attempt', {
        kind: SpanKind.PRODUCER,
        attributes: {
          'caja.webhook.endpoint_id': facts.endpointId,
          'caja.webhook.delivery_id': facts.deliveryId,
          'caja.webhook.event_type': facts.eventType,
          'caja.webhook.attempt': facts.attempt,
        },
      });
      try {
        const value = await context.with(trace.setSpan(context.active(), span), run);
        const { statusCode, outcome } = result(value);
        span.setAttribute('caja.webhook.outcome', outcome);
        if (statusCode !== null) span.setAttribute('http.response.status_code', statusCode);
        if (outcome !== 'delivered') span.setStatus({ code: SpanStatusCode.ERROR, message: outcome });
        return value;
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
        throw error;
      } finally {
        span.end();
      }
    },

    logFields() {
      const span = trace.getSpan(context.active());
      if (span === undefined) return {};
      const { traceId, spanId } = span.spanContext();
      return { trace_id: traceId, span_id: spanId };
    },

    shutdown: () => provider.shutdown(),
  };
}

/**
 * A request span is named by its method and route pattern, never by the URL a client sent
 * (ids and search terms), and its path attribute loses the query string for the same reason.
 */
function nameByRoute(
  span: { updateName(name: string): unknown; setAttribute(key: string, value: string): unknown },
  request: FastifyRequest,
): void {
  const route = request.routeOptions.url;
  span.updateName(route === undefined ? `${request.method} (sin ruta)` : `${request.method} ${route}`);
  span.setAttribute('url.path', request.url.split('?', 1)[0] ?? '');
}
