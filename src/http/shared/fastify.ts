import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import fastJson from 'fast-json-stringify';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifySerializerCompiler,
  LogController,
} from 'fastify';
import type { Config } from '#src/config.js';
import type { Metrics } from '#src/metrics/metrics.js';
import { answerClientError } from './client-error.js';
import { installErrorHandling, renderError, toAppError } from './error-handler.js';
import { installLifecycle, type Lifecycle } from './lifecycle.js';
import { installRequestEdges } from './request-edges.js';
import { installRequestTracing, newRequestId } from './request-id.js';
import { installRequestMetrics } from './request-metrics.js';
import { validatorCompiler } from './validation.js';

export type App = FastifyInstance;

/**
 * Fastify's own serializer, compiled on a route's first response with that status instead of
 * at start: most routes never answer most of their documented statuses (errors leave as
 * strings), and compiling every one of them was half a second of each start.
 */
const lazySerializer: FastifySerializerCompiler<unknown> = ({ schema }) => {
  let stringify: ((data: unknown) => string) | undefined;
  return (data) => {
    stringify ??= fastJson(schema as Parameters<typeof fastJson>[0]);
    return stringify(data);
  };
};

export const BODY_LIMIT = 1024 * 1024;

/** How clients are served, and what the process is doing (serving or draining). */
export interface ListenerOptions {
  /** How long clients may take, and whose X-Forwarded-For is believed. */
  http: Pick<Config['http'], 'headersTimeoutMs' | 'requestTimeoutMs' | 'trustProxy'>;
  lifecycle: Lifecycle;
  /** Unknown routes answer in the JSON envelope, unless the interface answers them itself. */
  jsonNotFound?: boolean;
  /** The listener's name in the metrics (`live`, `test`, `admin`, `console`), and where they go. */
  listener: string;
  metrics: Metrics;
}

/** A Fastify instance with the conventions every Caja interface shares. */
export function createFastify(logger: FastifyBaseLogger, options: ListenerOptions): App {
  const { headersTimeoutMs, requestTimeoutMs, trustProxy } = options.http;
  const app = Fastify({
    loggerInstance: logger,
    http: {
      // A client has this long to send its headers, and this long for the whole request: a
      // slow sender cannot hold a connection (or a shutdown) forever. Node checks them on
      // this interval, 30 s by default.
      headersTimeout: headersTimeoutMs,
      requestTimeout: requestTimeoutMs,
      connectionsCheckingInterval: 1_000,
      // A request without Host is answered in the envelope by the edge checks, not by Node's
      // empty 400.
      requireHostHeader: false,
    },
    requestTimeout: requestTimeoutMs,
    // `request.ip` (the console's limits, the activity log, the request log) is the client's
    // address as the trusted proxies forwarded it, or the connection's without them.
    trustProxy: trustProxy.length > 0 ? trustProxy : false,
    genReqId: newRequestId,
    // One line per request, written by the tracing hook, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    // The lifecycle answers requests that arrive while draining, in the envelope.
    return503OnClosing: false,
    // A path the router cannot decode is answered before any hook runs: it still gets the
    // envelope and its Request-Id header.
    frameworkErrors: (error, request, reply) => {
      reply.header('Request-Id', request.id);
      renderError(request, reply, toAppError(error));
    },
    clientErrorHandler: answerClientError,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(lazySerializer);
  installRequestTracing(app);
  installRequestMetrics(app, options.listener, options.metrics);
  installRequestEdges(app);
  installErrorHandling(app, { notFound: options.jsonNotFound !== false });
  installLifecycle(app, options.lifecycle);
  return app;
}

export type { TypeBoxTypeProvider };
