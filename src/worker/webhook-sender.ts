import http from 'node:http';
import https from 'node:https';
import type { Environment } from '#src/contract/api.js';
import type { AttemptOutcome } from '#src/domain/webhooks/attempts.service.js';
import { DELIVERY_TIMEOUT_MS } from '#src/domain/webhooks/delivery-rules.js';
import type { SignatureHeaders } from '#src/domain/webhooks/signing.js';
import { checkUrlForDelivery, guardedLookup, type UrlPolicy } from '#src/domain/webhooks/url-policy.js';

const EXCERPT_BYTES = 1024;
const IDLE_CONNECTION_MS = 4000;
const timedOut = {
  statusCode: null,
  error: `Sin respuesta completa en ${DELIVERY_TIMEOUT_MS / 1000} s.`,
  responseExcerpt: null,
};
/** Past this much body the connection is dropped rather than read to its end. */
const DRAIN_LIMIT_BYTES = 64 * 1024;

export interface WebhookRequest {
  environment: Environment;
  url: string;
  body: string;
  headers: SignatureHeaders;
}

/**
 * Sends webhook requests over keep-alive connections, one set per environment (a connection
 * opened under the test environment's looser rules is never reused for a live endpoint). The
 * URL and every address are checked as each connection is made; redirects are not followed.
 */
export class WebhookSender {
  private readonly agents: Record<Environment, { http: http.Agent; https: https.Agent }>;

  constructor(
    private readonly policy: Omit<UrlPolicy, 'environment'>,
    maxSocketsPerOrigin: number,
  ) {
    const agents = (environment: Environment) => {
      const options = {
        keepAlive: true,
        // Idle connections are closed after 4 s, before the 5 s at which Node servers (and
        // many others) close theirs: reusing a connection the receiver is closing fails.
        timeout: IDLE_CONNECTION_MS,
        maxSockets: maxSocketsPerOrigin,
        lookup: guardedLookup({ ...policy, environment }),
      };
      return { http: new http.Agent(options), https: new https.Agent(options) };
    };
    this.agents = { live: agents('live'), test: agents('test') };
  }

  async send(request: WebhookRequest): Promise<Omit<AttemptOutcome, 'attemptedAt'>> {
    const started = performance.now();
    const checked = checkUrlForDelivery(request.url, { ...this.policy, environment: request.environment });
    if (!checked.ok) return { statusCode: null, error: checked.reason, durationMs: 0, responseExcerpt: null };
    const deadline = AbortSignal.timeout(DELIVERY_TIMEOUT_MS);
    let outcome = await this.post(checked.url, request, deadline);
    // A kept-alive connection that the receiver closed just as it was reused fails before any
    // answer: the request goes once more on a new connection, within the same 15 s. At worst
    // the receiver gets it twice, with the same webhook-id.
    if (outcome.staleConnection) outcome = await this.post(checked.url, request, deadline);
    const { staleConnection: _, ...result } = outcome;
    return { ...result, durationMs: Math.round(performance.now() - started) };
  }

  private post(
    url: URL,
    request: WebhookRequest,
    deadline: AbortSignal,
  ): Promise<Omit<AttemptOutcome, 'attemptedAt' | 'durationMs'> & { staleConnection: boolean }> {
    const agents = this.agents[request.environment];
    const secure = url.protocol === 'https:';
    return new Promise((resolve) => {
      let settled = false;
      let answered = false;
      const finish = (
        outcome: Omit<AttemptOutcome, 'attemptedAt' | 'durationMs'>,
        staleConnection = false,
      ) => {
        if (settled) return;
        settled = true;
        resolve({ ...outcome, staleConnection });
      };
      const req = (secure ? https : http).request(url, {
        method: 'POST',
        agent: secure ? agents.https : agents.http,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(request.body),
          'user-agent': 'Caja-Webhooks/1',
          ...request.headers,
        },
        signal: deadline,
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        const stale =
          req.reusedSocket && !answered && (error.code === 'ECONNRESET' || error.code === 'EPIPE');
        if (deadline.aborted) finish(timedOut);
        else finish({ statusCode: null, error: describeError(error), responseExcerpt: null }, stale);
      });
      req.on('response', (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < EXCERPT_BYTES) chunks.push(chunk);
          size += chunk.length;
          if (size > DRAIN_LIMIT_BYTES) res.destroy();
        });
        const done = () =>
          finish(
            deadline.aborted
              ? timedOut
              : {
                  statusCode: res.statusCode ?? null,
                  error: null,
                  responseExcerpt: excerpt(Buffer.concat(chunks)),
                },
          );
        res.on('end', done);
        res.on('close', done);
        res.on('error', done);
      });
      req.end(request.body);
    });
  }

  close(): void {
    for (const agents of Object.values(this.agents)) {
      agents.http.destroy();
      agents.https.destroy();
    }
  }
}

/** At most 1 KiB of the answer, cut on a character boundary. */
function excerpt(bytes: Buffer): string | null {
  if (bytes.length === 0) return null;
  const text = bytes.subarray(0, EXCERPT_BYTES).toString('utf8');
  return bytes.length > EXCERPT_BYTES ? text.replace(/\uFFFD$/, '') : text;
}

const NETWORK_ERRORS: Record<string, string> = {
  ECONNREFUSED: 'Conexión rechazada: nada escucha en esa dirección y puerto.',
  ECONNRESET: 'El receptor cerró la conexión antes de responder.',
  ETIMEDOUT: 'No se pudo conectar a tiempo.',
  EHOSTUNREACH: 'No hay ruta hasta el receptor.',
  ENETUNREACH: 'No hay ruta hasta el receptor.',
  ENOTFOUND: 'El dominio no existe (DNS).',
  EAI_AGAIN: 'El DNS no respondió; se reintentará.',
};

function describeError(error: NodeJS.ErrnoException): string {
  if (error.code === 'ECAJA_FORBIDDEN_ADDRESS') return error.message;
  const known = error.code ? NETWORK_ERRORS[error.code] : undefined;
  if (known) return `${known} (${error.code})`;
  if (error.code && /CERT|SSL|TLS|ERR_SSL/.test(error.code))
    return `Error de TLS: ${error.message} (${error.code})`;
  return error.code ? `${error.message} (${error.code})` : error.message;
}
