import { CajaError, errorFromResponse } from './errors.js';
import type { HttpMethod } from './operations.js';

export const SDK_VERSION = '0.1.0';

/** Options of one call, overriding the client's. */
export interface RequestOptions {
  /** Retries after the first attempt (default: the client's `maxRetries`). */
  maxRetries?: number;
  /** Longest one attempt may take, answer included (default: the client's `timeoutMs`). */
  timeoutMs?: number;
  /** Cancels the call, waits between retries included. */
  signal?: AbortSignal;
}

/** Options of a POST: the `Idempotency-Key` to send instead of a new one. */
export interface WriteOptions extends RequestOptions {
  /**
   * Send your own value to make a write idempotent across processes (e.g. the id of the order
   * in your system); without it each call gets a new UUID, reused by all of its retries.
   */
  idempotencyKey?: string;
}

/** What `onRetry` is told before each wait. */
export interface RetryNotice {
  method: HttpMethod;
  path: string;
  /** 1 for the first retry. */
  retry: number;
  /** Why the last attempt failed. */
  error: CajaError;
  /** How long the SDK waits before the retry. */
  delayMs: number;
}

/**
 * The HTTP answer behind a result, as `result.lastResponse` (not enumerable: it stays out of
 * JSON, spreads and equality checks).
 */
export interface ResponseInfo {
  /** The answer's status: 201 for a create, also when replayed. */
  status: number;
  headers: Headers;
  /** The `Request-Id` to give support. */
  requestId: string | undefined;
  /** The `Idempotency-Key` a POST was sent with (its own, or the one of `idempotencyKey`). */
  idempotencyKey: string | undefined;
  /**
   * True when the API answered a POST with the stored answer of an earlier request with the
   * same key (`Idempotent-Replayed: true`): nothing new was created. A retry of this same call
   * can be replayed too, when the answer to its first attempt was lost.
   */
  replayed: boolean;
}

/** A result with the answer it came in. */
export type WithResponse<T> = T & { readonly lastResponse: ResponseInfo };

export interface TransportOptions {
  apiKey: string;
  /** The API's root, ending in `/public/v1`. */
  apiUrl: string;
  maxRetries: number;
  timeoutMs: number;
  fetch: typeof fetch;
  onRetry: ((notice: RetryNotice) => void) | undefined;
}

export interface HttpRequest {
  method: HttpMethod;
  /** Relative to the API's root, parameters filled in. */
  path: string;
  query?: Record<string, unknown> | undefined;
  body?: unknown;
}

const BACKOFF_BASE_MS = 500;
const BACKOFF_MAX_MS = 8_000;

/**
 * Network errors raised while connecting: the request never left this machine, so even a
 * write without an idempotency key can be sent again.
 */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/** An attempt that got no answer. */
interface NoAnswer {
  error: CajaError;
  /** Whether the request surely never reached the server. */
  notSent: boolean;
}

/**
 * Sends a request, retrying what is safe to retry (see sdk/README.md, "Retries"):
 * - GET: network errors, timeouts, 429 and 5xx.
 * - POST: the same and 409 IDEMPOTENCY_IN_PROGRESS, always with the `Idempotency-Key` of the
 *   first attempt, so that the API creates at most once and replays its first answer.
 * - PATCH has no idempotency key: retried only when the API surely did not apply it: a 429
 *   (limits are checked before the request itself), Caja's own 500/503 (SPEC: an error never
 *   hides a saved change), or a connection that never opened.
 */
export async function send(
  transport: TransportOptions,
  request: HttpRequest,
  options: WriteOptions = {},
): Promise<{ body: unknown; response: ResponseInfo }> {
  const maxRetries = options.maxRetries ?? transport.maxRetries;
  const timeoutMs = options.timeoutMs ?? transport.timeoutMs;
  const headers: Record<string, string> = {
    authorization: `Bearer ${transport.apiKey}`,
    accept: 'application/json',
    'user-agent': `caja-sdk-node/${SDK_VERSION}`,
  };
  // Serialized once: every retry must be the same request for the idempotency key to match.
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const idempotencyKey =
    request.method === 'POST' ? (options.idempotencyKey ?? crypto.randomUUID()) : undefined;
  if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey;
  const url = transport.apiUrl + request.path + queryString(request.query);

  for (let attempt = 0; ; attempt++) {
    const attemptSignal = options.signal
      ? AbortSignal.any([options.signal, AbortSignal.timeout(timeoutMs)])
      : AbortSignal.timeout(timeoutMs);
    let failure: CajaError;
    let retryable: boolean;
    let retryAfterMs: number | undefined;
    try {
      const response = await transport.fetch(url, {
        method: request.method,
        headers,
        signal: attemptSignal,
        ...(body !== undefined ? { body } : {}),
      });
      const text = await response.text();
      const parsed = parseJson(text);
      if (response.ok) {
        if (parsed === undefined) throw errorFromResponse(response.status, response.headers, undefined, text);
        return {
          body: parsed,
          response: {
            status: response.status,
            headers: response.headers,
            requestId: response.headers.get('request-id') ?? undefined,
            idempotencyKey,
            replayed: response.headers.get('idempotent-replayed') === 'true',
          },
        };
      }
      failure = errorFromResponse(response.status, response.headers, parsed, text);
      retryable = answerIsRetryable(request.method, failure);
      retryAfterMs = retryAfter(response.headers);
    } catch (error) {
      if (error instanceof CajaError) throw error;
      if (options.signal?.aborted) throw options.signal.reason;
      const noAnswer = describeNoAnswer(error, timeoutMs, transport.apiUrl);
      failure = noAnswer.error;
      retryable = request.method !== 'PATCH' || noAnswer.notSent;
    }
    if (!retryable || attempt >= maxRetries) throw failure;
    const delayMs = retryAfterMs ?? backoff(attempt);
    transport.onRetry?.({
      method: request.method,
      path: request.path,
      retry: attempt + 1,
      error: failure,
      delayMs,
    });
    await sleep(delayMs, options.signal);
  }
}

function answerIsRetryable(method: HttpMethod, error: CajaError): boolean {
  if (error.status === 429) return true;
  if (error.code === 'IDEMPOTENCY_IN_PROGRESS') return method === 'POST';
  if (error.status === null || error.status < 500) return false;
  // A gateway's 502/504 may come after the API applied the change: only Caja's own answer
  // says that nothing was saved.
  return method !== 'PATCH' || error.code === 'INTERNAL_ERROR' || error.code === 'SERVICE_UNAVAILABLE';
}

/** `Retry-After` in whole seconds (as the API sends it), plus up to 250 ms so clients spread out. */
function retryAfter(headers: Headers): number | undefined {
  const raw = headers.get('retry-after');
  if (raw === null || !/^\d+$/.test(raw.trim())) return undefined;
  return Number(raw) * 1000 + Math.random() * 250;
}

/** Exponential backoff with jitter: between half and all of 0.5 s, 1 s, 2 s… capped at 8 s. */
export function backoff(attempt: number): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** attempt);
  return ceiling / 2 + (Math.random() * ceiling) / 2;
}

function describeNoAnswer(error: unknown, timeoutMs: number, apiUrl: string): NoAnswer {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'TimeoutError') {
    return {
      error: new CajaError({
        code: 'TIMEOUT',
        status: null,
        message: `Caja no respondió en ${timeoutMs} ms en ${apiUrl}. Vuelve a intentarlo, o da más tiempo con timeoutMs.`,
        cause: error,
      }),
      notSent: false,
    };
  }
  const codes = causeCodes(error);
  const reason = codes[0] ?? (error as Error)?.message ?? String(error);
  return {
    error: new CajaError({
      code: 'CONNECTION_ERROR',
      status: null,
      message: `No se pudo conectar con Caja en ${apiUrl}: ${reason}. ${connectionHint(codes[0])}`,
      cause: error,
    }),
    notSent: codes.length > 0 && codes.every((code) => NOT_SENT.has(code)),
  };
}

/** The next step after a failed connection, by its system error code. */
function connectionHint(code: string | undefined): string {
  const where = 'Revisa baseUrl o la variable CAJA_API_URL.';
  if (code === 'ECONNREFUSED') return `¿Está el servidor en marcha en esa dirección? ${where}`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `No se encontró ese nombre de servidor. ${where}`;
  return `Revisa la conexión a internet y la dirección. ${where}`;
}

/** The system error codes behind a failed fetch (undici wraps them in `cause`, sometimes an AggregateError). */
function causeCodes(error: unknown): string[] {
  const cause = (error as { cause?: { code?: unknown; errors?: unknown[] } } | null)?.cause;
  if (!cause) return [];
  if (Array.isArray(cause.errors) && cause.errors.length > 0) {
    return cause.errors.map((e) => String((e as { code?: unknown })?.code ?? 'UNKNOWN'));
  }
  return typeof cause.code === 'string' ? [cause.code] : [];
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.set(key, value instanceof Date ? value.toISOString() : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
