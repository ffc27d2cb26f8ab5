import { setTimeout as sleep } from 'node:timers/promises';
import { keyEnvironment } from '#src/domain/api-keys/secret.js';
import type { Environment } from '#src/domain/context.js';
import { EVENT_TYPES } from '#src/domain/events/event-types.js';
import { newSigningSecret, signatureHeaders } from '#src/domain/webhooks/signing.js';
import { describeError } from '#src/simulator/http-client.js';
import { ApiError, CliError } from './admin-client.js';
import type { Values } from './admin-commands.js';
import { LISTEN_SYNOPSIS } from './command-help.js';

type Env = Record<string, string | undefined>;

const POLL_MS = 1000;
// A write's transaction can commit after a later one's, so an event may appear with a created_at
// earlier than the newest already seen: every ask reaches this far behind it.
const LOOKBACK_MS = 60_000;
const FORWARD_TIMEOUT_MS = 15_000;
const MAX_PAUSE_MS = 30_000;

export interface ListenOptions {
  key: string;
  /** The listener of the key's environment, without `/public/v1`. */
  baseUrl: string;
  forwardTo: string;
  /** The event types to forward; null for all of them. */
  events: ReadonlySet<string> | null;
}

interface ListedEvent {
  id: string;
  type: string;
  created_at: string;
}

/** The listener of an environment: CAJA_TEST_URL or CAJA_LIVE_URL, else the local default. */
export function defaultListenerUrl(environment: Environment, env: Env): string {
  return environment === 'live'
    ? (env['CAJA_LIVE_URL'] ?? 'http://127.0.0.1:3000')
    : (env['CAJA_TEST_URL'] ?? 'http://127.0.0.1:3001');
}

/** Reads the command line and CAJA_API_KEY, refusing each bad value by name. */
export async function listenOptions(values: Values, env: Env): Promise<ListenOptions> {
  const key = env['CAJA_API_KEY'] ?? '';
  const environment = keyEnvironment(key);
  if (!environment) {
    throw new CliError(
      key
        ? 'CAJA_API_KEY no es una llave de Caja: empieza por caja_test_ o caja_live_ y sigue con al menos 32 letras y dígitos. Cópiala completa desde la consola.'
        : 'Falta CAJA_API_KEY. Exporta una llave de API con el permiso events:read, por ejemplo: export CAJA_API_KEY=caja_test_…',
    );
  }
  const forwardTo = values['forward-to'];
  if (typeof forwardTo !== 'string') throw new CliError(`Falta --forward-to.\nUso: ${LISTEN_SYNOPSIS}`);
  if (!URL.canParse(forwardTo) || !/^https?:$/.test(new URL(forwardTo).protocol)) {
    throw new CliError(`--forward-to debe ser una URL http o https; llegó "${forwardTo}".`);
  }
  let events: Set<string> | null = null;
  if (typeof values['events'] === 'string') {
    events = new Set(values['events'].split(',').map((name) => name.trim()));
    const unknown = [...events].filter((name) => !(EVENT_TYPES as readonly string[]).includes(name));
    if (unknown.length > 0 || events.size === 0) {
      throw new CliError(
        `--events: "${unknown.join(', ')}" no es un tipo de evento. Usa uno o varios, separados por comas: ${EVENT_TYPES.join(', ')}.`,
      );
    }
  }
  const url = typeof values['url'] === 'string' ? values['url'] : defaultListenerUrl(environment, env);
  return { key, baseUrl: url.replace(/\/+$/, ''), forwardTo, events };
}

/** Waits a network failure out: 1, 2, 4… seconds, at most 30. */
const backoff = (failures: number) => Math.min(MAX_PAUSE_MS, 1000 * 2 ** (failures - 1));

const errorText = (error: unknown): string => {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if ((error as Error).name === 'TimeoutError') return `sin respuesta en ${FORWARD_TIMEOUT_MS / 1000} s`;
  return cause?.code ?? cause?.message ?? (error as Error).message;
};

/**
 * A follower of GET /events: every page from `created_since`, each call repeated until it
 * answers 200 (after a 429 as Retry-After says, after a network error or a 5xx with growing
 * pauses, a warning each time). Any other answer (a revoked key, a missing scope) ends the command.
 */
function eventReader(options: ListenOptions, signal: AbortSignal, warn: (line: string) => void) {
  async function page(query: URLSearchParams): Promise<{ body: Record<string, unknown>; date: number }> {
    const url = `${options.baseUrl}/public/v1/events?${query}`;
    for (let failures = 0; ; ) {
      let pause: number;
      let reason: string;
      try {
        const res = await fetch(url, { headers: { authorization: `Bearer ${options.key}` }, signal });
        const text = await res.text();
        const body = text ? JSON.parse(text) : undefined;
        if (res.ok) return { body, date: Date.parse(res.headers.get('date') ?? '') };
        if (res.status !== 429 && res.status < 500) {
          throw new ApiError(
            res.status,
            body?.error?.code ?? `HTTP_${res.status}`,
            body?.error?.message ?? text,
          );
        }
        reason = `GET /events respondió ${describeError({ status: res.status, body })}`;
        const retryAfter = Number(res.headers.get('retry-after'));
        pause = res.status === 429 ? Math.max(1, retryAfter || 1) * 1000 : backoff(++failures);
      } catch (error) {
        if (error instanceof CliError || signal.aborted) throw error;
        reason = `no se pudo consultar ${options.baseUrl} (${errorText(error)})`;
        pause = backoff(++failures);
      }
      warn(`Aviso: ${reason}. Reintento en ${Math.ceil(pause / 1000)} s.`);
      await sleep(pause, undefined, { signal });
    }
  }

  /** Every event created since `since` (ms), and the server's clock at the first answer. */
  return async function since(sinceMs: number): Promise<{ events: ListedEvent[]; serverNow: number }> {
    const query = new URLSearchParams({ created_since: new Date(sinceMs).toISOString(), limit: '100' });
    const events: ListedEvent[] = [];
    let serverNow = Number.NaN;
    for (;;) {
      const { body, date } = await page(query);
      if (Number.isNaN(serverNow)) serverNow = date;
      events.push(...(body['data'] as ListedEvent[]));
      if (typeof body['next_cursor'] !== 'string') return { events, serverNow };
      query.set('starting_after', body['next_cursor']);
    }
  };
}

/** POSTs one event to `forwardTo` as a webhook delivery would, and describes the outcome in one line. */
async function forward(options: ListenOptions, secret: string, event: ListedEvent, signal: AbortSignal) {
  const body = JSON.stringify(event);
  const started = performance.now();
  const ms = () => `${Math.round(performance.now() - started)} ms`;
  const head = `${new Date().toTimeString().slice(0, 8)}  ${event.type}  ${event.id}  →`;
  try {
    const res = await fetch(options.forwardTo, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'caja-listen',
        ...signatureHeaders([secret], event.id, new Date(), body),
      },
      body,
      // As the webhook engine: a redirect is an answer, not followed.
      redirect: 'manual',
      signal: AbortSignal.any([signal, AbortSignal.timeout(FORWARD_TIMEOUT_MS)]),
    });
    await res.arrayBuffer();
    return `${head} ${res.status} (${ms()})`;
  } catch (error) {
    if (signal.aborted) throw error;
    return `${head} error: ${errorText(error)} (${ms()})`;
  }
}

/**
 * `caja listen`: forwards the events that appear in GET /events after it starts, oldest first,
 * each once, until Ctrl-C. What already exists at the start is history and is not forwarded.
 */
export async function runListen(values: Values, env: Env): Promise<undefined> {
  const options = await listenOptions(values, env);
  const secret = newSigningSecret();
  const controller = new AbortController();
  const { signal } = controller;
  const stop = () => controller.abort();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const print = (line: string) => process.stdout.write(`${line}\n`);
  const read = eventReader(options, signal, (line) => process.stderr.write(`${line}\n`));
  try {
    const start = await read(Date.now() - LOOKBACK_MS);
    /** Ids already handled, with their created_at: only those the next ask can return again. */
    const seen = new Map(start.events.map((e) => [e.id, Date.parse(e.created_at)]));
    let newest = Number.isNaN(start.serverNow) ? Date.now() : start.serverNow;
    print(`Secreto de firma: ${secret}`);
    const only = options.events ? ` (solo ${[...options.events].join(', ')})` : '';
    print(
      `Reenviando los eventos de ${options.baseUrl} a ${options.forwardTo}${only}. Ctrl-C para terminar.`,
    );
    for (;;) {
      await sleep(POLL_MS, undefined, { signal });
      const { events } = await read(newest - LOOKBACK_MS);
      const fresh = events
        .filter((e) => !seen.has(e.id))
        .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || (a.id < b.id ? -1 : 1));
      for (const event of fresh) {
        const at = Date.parse(event.created_at);
        seen.set(event.id, at);
        newest = Math.max(newest, at);
        if (!options.events || options.events.has(event.type))
          print(await forward(options, secret, event, signal));
      }
      for (const [id, at] of seen) if (at < newest - LOOKBACK_MS) seen.delete(id);
    }
  } catch (error) {
    if (!signal.aborted) throw error;
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
  }
  print('Reenvío detenido.');
  return undefined;
}
