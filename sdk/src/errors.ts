import type { OutdatedDevice, Schemas, StockLevel } from './types.js';

/** The error codes of the API contract (`error.code` of the envelope). */
export type ApiErrorCode = Schemas['ApiError']['error']['code'];

/**
 * Codes the SDK itself gives, for failures that never got an answer of the API: the network
 * (`CONNECTION_ERROR`, `TIMEOUT`), an answer that is not the API's (`UNEXPECTED_RESPONSE`,
 * e.g. a proxy's HTML page) and a webhook that does not verify (`WEBHOOK_*`).
 */
export type SdkErrorCode =
  | 'CONNECTION_ERROR'
  | 'TIMEOUT'
  | 'UNEXPECTED_RESPONSE'
  | 'WEBHOOK_INVALID_HEADERS'
  | 'WEBHOOK_INVALID_SIGNATURE'
  | 'WEBHOOK_INVALID_TIMESTAMP'
  | 'WEBHOOK_INVALID_PAYLOAD';

export type CajaErrorCode = ApiErrorCode | SdkErrorCode;

/** Codes that never come with an HTTP answer: their `status` is null. */
type NoAnswerCode = Exclude<SdkErrorCode, 'UNEXPECTED_RESPONSE'>;

/** The extra fields of the envelope each code is documented to carry. */
interface ErrorExtras {
  DEVICES_OUTDATED: { readonly devices: OutdatedDevice[] };
  INSUFFICIENT_SCOPE: { readonly required_scope: string };
  /** The level as it is now (null: none yet, which counts as 0): read it and send again. */
  STOCK_CHANGED: { readonly stock_level: StockLevel | null };
}

type Variant<C extends CajaErrorCode> = {
  readonly code: C;
  readonly status: C extends NoAnswerCode ? null : number;
} & (C extends keyof ErrorExtras ? ErrorExtras[C] : Record<never, never>);

export interface CajaErrorInit {
  code: CajaErrorCode;
  message: string;
  status: number | null;
  param?: string | undefined;
  requestId?: string | undefined;
  /** Every field of the envelope's `error` besides code, message, param and request_id. */
  details?: Record<string, unknown>;
  headers?: Headers | undefined;
  cause?: unknown;
}

// Fields of the error that an envelope's extra field must not overwrite.
const OWN_FIELDS = new Set(['name', 'message', 'stack', 'cause', 'code', 'status', 'param', 'requestId']);

class CajaErrorBase extends Error {
  override readonly name = 'CajaError';
  readonly code: CajaErrorCode;
  /** The HTTP status of the answer; null when there was none (network, webhook verification). */
  readonly status: number | null;
  /** The field that caused the error, when the API names one. */
  readonly param: string | undefined;
  /** The `request_id` to give support; also in the `Request-Id` header. */
  readonly requestId: string | undefined;
  /** The envelope's extra fields (also set on the error itself, e.g. `devices`). */
  readonly details: Record<string, unknown>;
  /** The answer's headers, when there was an answer. */
  readonly headers: Headers | undefined;

  constructor(init: CajaErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.status = init.status;
    this.param = init.param;
    this.requestId = init.requestId;
    this.details = init.details ?? {};
    this.headers = init.headers;
    for (const [key, value] of Object.entries(this.details)) {
      if (!OWN_FIELDS.has(key)) Object.defineProperty(this, key, { value, enumerable: true });
    }
  }
}

// Stack traces and console.log name the class by its constructor: `CajaError`, also after a
// bundler renames the identifier.
Object.defineProperty(CajaErrorBase, 'name', { value: 'CajaError' });

/**
 * Everything the SDK throws. A union over the codes, so that checking `code` narrows the rest:
 *
 *   if (error instanceof CajaError && error.code === 'DEVICES_OUTDATED') error.devices;
 */
export type CajaError = CajaErrorBase & { [C in CajaErrorCode]: Variant<C> }[CajaErrorCode];

interface CajaErrorConstructor {
  new (init: CajaErrorInit): CajaError;
  // `instanceof` narrows to the type of `prototype`: the union, not the bare class.
  readonly prototype: CajaError;
}

export const CajaError = CajaErrorBase as unknown as CajaErrorConstructor;

/** The error of an answer that is not a 2xx: the API's envelope, or UNEXPECTED_RESPONSE. */
export function errorFromResponse(status: number, headers: Headers, body: unknown, text: string): CajaError {
  const requestId = headers.get('request-id') ?? undefined;
  const envelope = (body as { error?: Record<string, unknown> } | undefined)?.error;
  if (!envelope || typeof envelope['code'] !== 'string' || typeof envelope['message'] !== 'string') {
    return new CajaError({
      code: 'UNEXPECTED_RESPONSE',
      status,
      requestId,
      headers,
      message: `La respuesta HTTP ${status} no es de la API de Caja: ${text.slice(0, 200)}`,
    });
  }
  const { code, message, param, request_id, ...details } = envelope;
  return new CajaError({
    code: code as ApiErrorCode,
    message: message as string,
    status,
    param: typeof param === 'string' ? param : undefined,
    requestId: typeof request_id === 'string' ? request_id : requestId,
    details,
    headers,
  });
}
