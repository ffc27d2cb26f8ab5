import { createHmac, timingSafeEqual } from 'node:crypto';
import { CajaError, type SdkErrorCode } from './errors.js';
import type { CajaEvent } from './types.js';

/** Deliveries whose timestamp is further than this from the receiver's clock are refused. */
export const DEFAULT_TOLERANCE_SECONDS = 5 * 60;

/** Headers as Node (`req.headers`), fetch (`request.headers`) or a framework hand them over. */
export type WebhookHeaders = Headers | Record<string, string | readonly string[] | undefined>;

export interface VerifyOptions {
  /** How far `webhook-timestamp` may be from now, in seconds (default 300). */
  toleranceSeconds?: number;
  /** The receiver's clock (default: now). */
  now?: Date;
}

/**
 * Checks a webhook delivery as Caja signs it (Standard Webhooks): `webhook-signature` holds one
 * or more `v1,<base64>` separated by spaces (two while a rotated secret still signs), each an
 * HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` under the secret's base64 key.
 * Returns the event, or throws a CajaError `WEBHOOK_*`: answer the delivery 400 then.
 *
 * @param rawBody the body exactly as received (not parsed and serialized again).
 * @param secret the endpoint's `whsec_…`; several while you change yours, any may match.
 */
export function verify(
  rawBody: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string | readonly string[],
  options: VerifyOptions = {},
): CajaEvent {
  if (typeof rawBody !== 'string' && !(rawBody instanceof Uint8Array)) {
    throw invalid(
      'WEBHOOK_INVALID_PAYLOAD',
      'El cuerpo debe llegar tal como se recibió (texto o Buffer), no ya convertido a objeto: la firma se calcula sobre esos bytes.',
    );
  }
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestamp || !signatures) {
    throw invalid(
      'WEBHOOK_INVALID_HEADERS',
      'Faltan las cabeceras webhook-id, webhook-timestamp o webhook-signature de la entrega.',
    );
  }
  const secrets = typeof secret === 'string' ? [secret] : secret;
  if (secrets.length === 0) throw new TypeError('verify necesita al menos un secreto whsec_.');

  const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : Buffer.from(rawBody);
  const expected = secrets.map((s) => mac(s, id, timestamp, body));
  const received = signatures.split(' ').flatMap((entry) => {
    const comma = entry.indexOf(',');
    if (comma < 0 || entry.slice(0, comma) !== 'v1') return [];
    return [Buffer.from(entry.slice(comma + 1), 'base64')];
  });
  const matches = received.some((given) =>
    expected.some((mac) => mac.length === given.length && timingSafeEqual(mac, given)),
  );
  if (!matches) {
    throw invalid(
      'WEBHOOK_INVALID_SIGNATURE',
      'Ninguna firma de webhook-signature corresponde al secreto. Revisa que usas el secreto de este endpoint y el cuerpo sin modificar.',
    );
  }

  // Checked after the signature, so that only a genuine delivery can be told its clock is off.
  const sentAt = /^\d{1,15}$/.test(timestamp) ? Number(timestamp) : Number.NaN;
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  if (!(Math.abs(now - sentAt) <= tolerance)) {
    throw invalid(
      'WEBHOOK_INVALID_TIMESTAMP',
      `webhook-timestamp (${timestamp}) está a más de ${tolerance} s de la hora de este servidor: puede ser una entrega repetida por un tercero, o el reloj de este servidor está mal.`,
    );
  }

  let event: unknown;
  try {
    event = JSON.parse(body.toString('utf8'));
  } catch {
    event = undefined;
  }
  if ((event as { object?: unknown } | undefined)?.object !== 'event') {
    throw invalid('WEBHOOK_INVALID_PAYLOAD', 'El cuerpo firmado no es un evento de Caja.');
  }
  return event as CajaEvent;
}

/** The three Standard Webhooks headers of a delivery (a type, not an interface: `verify` takes it as is). */
export type WebhookSignatureHeaders = {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
};

export interface SignOptions {
  /** `webhook-id`: the event's id, which receivers deduplicate by. */
  id: string;
  /** `webhook-timestamp` (default: now). */
  timestamp?: Date;
}

/**
 * Signs a body as Caja signs a delivery, one `v1,<base64>` per secret: the headers `verify`
 * accepts. For trying a receiver without waiting for a real event (`caja listen` forwards
 * events signed this way).
 */
export function sign(
  rawBody: string | Uint8Array,
  secret: string | readonly string[],
  options: SignOptions,
): WebhookSignatureHeaders {
  const secrets = typeof secret === 'string' ? [secret] : secret;
  if (secrets.length === 0) throw new TypeError('sign necesita al menos un secreto whsec_.');
  const timestamp = String(Math.floor((options.timestamp ?? new Date()).getTime() / 1000));
  const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : Buffer.from(rawBody);
  return {
    'webhook-id': options.id,
    'webhook-timestamp': timestamp,
    'webhook-signature': secrets
      .map((s) => `v1,${mac(s, options.id, timestamp, body).toString('base64')}`)
      .join(' '),
  };
}

/** Standard Webhooks: an HMAC-SHA256 of `<id>.<timestamp>.<body>` under the base64 after `whsec_`. */
function mac(secret: string, id: string, timestamp: string, body: Buffer): Buffer {
  const key = Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');
  return createHmac('sha256', key).update(`${id}.${timestamp}.`, 'utf8').update(body).digest();
}

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  return typeof value === 'string' ? value : value?.[0];
}

const invalid = (code: Exclude<SdkErrorCode, 'UNEXPECTED_RESPONSE'>, message: string) =>
  new CajaError({ code, message, status: null });

/** `Caja.webhooks`: receiving deliveries, and signing one to try a receiver. */
export const webhooks = { verify, sign };
