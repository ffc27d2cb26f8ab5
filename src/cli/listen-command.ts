import { setTimeout as sleep } from 'node:timers/promises';
import { Caja, CajaError, type CajaEvent } from '@caja/sdk';
import { ApiError } from '#src/clients/client-error.js';
import { takesEvent } from '#src/contract/event-types.js';
import { ALL_EVENTS } from '#src/contract/webhook-endpoint.js';
import type { Values } from './admin-command.js';
import { CliError } from './cli-error.js';
import { type ListenOptions, listenOptions } from './listen-options.js';
import { listenSecret } from './listen-secret.js';

type Env = Record<string, string | undefined>;

const POLL_MS = 1000;
// A write's transaction can commit after a later one's, so an event may appear with a created_at
// earlier than the newest already seen: every ask reaches this far behind it.
const LOOKBACK_MS = 60_000;
const READ_TIMEOUT_MS = 30_000;
const FORWARD_TIMEOUT_MS = 15_000;

/** Why a request got no answer: the system's code (ECONNREFUSED) when there is one. */
function failureText(error: unknown, timeoutMs: number): string {
  if ((error as Error).name === 'TimeoutError') return `sin respuesta en ${timeoutMs / 1000} s`;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

/** A pause in seconds as a person reads it: one decimal below ten ("0,4", "1,2"), none from ten on. */
function seconds(ms: number): string {
  return ms < 10_000 ? String(Math.round(ms / 100) / 10).replace('.', ',') : String(Math.round(ms / 1000));
}

/** A refusal of the API, as the CLI prints one: `Error INSUFFICIENT_SCOPE (HTTP 403): …`. */
function asCliError(error: unknown): unknown {
  if (!(error instanceof CajaError)) return error;
  if (error.status === null) return new CliError(error.message);
  return new ApiError(error.status, error.code, error.message, error.param);
}

/**
 * A follower of GET /events through the SDK: every page from a moment, each request sent again
 * until it is answered (after a 429 as Retry-After says, after a network error, a timeout or a
 * 5xx with growing pauses), with a warning each time. Any other answer (a revoked key, a missing
 * scope, a URL that is not Caja's API) is thrown as a CliError and ends the command.
 */
function eventReader(options: ListenOptions, signal: AbortSignal, warn: (line: string) => void) {
  let serverNow = Number.NaN;
  const caja = new Caja({
    apiKey: options.key,
    baseUrl: options.baseUrl,
    maxRetries: Number.POSITIVE_INFINITY,
    timeoutMs: READ_TIMEOUT_MS,
    // The look-back is counted on the server's clock, which this machine's may not match: the
    // Date of the first answer of each read.
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      if (response.ok && Number.isNaN(serverNow)) serverNow = Date.parse(response.headers.get('date') ?? '');
      return response;
    },
    onRetry: ({ method, path, error, delayMs }) => {
      const reason =
        error.status === null
          ? `no se pudo consultar ${options.baseUrl} (${failureText(error.cause, READ_TIMEOUT_MS)})`
          : `${method} ${path} respondió ${error.code === 'UNEXPECTED_RESPONSE' ? `HTTP ${error.status}` : `${error.code}: ${error.message}`}`;
      warn(`Aviso: ${reason}. Reintento en ${seconds(delayMs)} s.`);
    },
  });

  /** Every event created since `sinceMs`, and the server's clock at the first answer. */
  return async function since(sinceMs: number): Promise<{ events: CajaEvent[]; serverNow: number }> {
    serverNow = Number.NaN;
    const list = caja.events.list({ created_since: new Date(sinceMs), limit: 100 }, { signal });
    try {
      return { events: await list.toArray(), serverNow };
    } catch (error) {
      throw asCliError(error);
    }
  };
}

/** POSTs one event to `forwardTo` as a webhook delivery would, and describes the outcome in one line. */
async function forward(options: ListenOptions, secret: string, event: CajaEvent, signal: AbortSignal) {
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
        ...Caja.webhooks.sign(body, secret, { id: event.id }),
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
    return `${head} error: ${failureText(error, FORWARD_TIMEOUT_MS)} (${ms()})`;
  }
}

/**
 * `caja listen`: forwards the events that appear in GET /events after it starts, oldest first,
 * each once, until Ctrl-C. What already exists at the start is history and is not forwarded.
 */
export async function runListen(values: Values, env: Env): Promise<undefined> {
  const options = listenOptions(values, env);
  const secret = listenSecret(options.key, options.baseUrl, env);
  if (options.printSecret) return void process.stdout.write(`${secret}\n`);
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
        // As a webhook endpoint: without --events, SPEC's 12 types (`["*"]`), never a newer one.
        if (options.events ? options.events.has(event.type) : takesEvent([ALL_EVENTS], event.type))
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
