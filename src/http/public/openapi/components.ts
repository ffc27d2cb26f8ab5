import { ERROR_CODES, ERRORS } from '#src/contract/errors.js';
import { IDEMPOTENCY_KEY_PATTERN } from '#src/domain/idempotency/idempotency.js';

export const ERROR_SCHEMA_REF = '#/components/schemas/ApiError';

const integerHeader = (description: string, example: number) => ({
  description,
  schema: { type: 'integer', minimum: 0, examples: [example] },
});

/** Response headers, referenced from every response that carries them. */
export const HEADERS = {
  'Request-Id': {
    description: 'Identificador de la solicitud; igual al `request_id` de un error. Dalo a soporte.',
    schema: { type: 'string', examples: ['req_4f9Qe2LxVb7TzK1mWc3D'] },
  },
  'RateLimit-Limit': integerHeader('Solicitudes permitidas por minuto en el límite más estrecho.', 300),
  'RateLimit-Remaining': integerHeader('Solicitudes que quedan en ese límite.', 299),
  'RateLimit-Reset': integerHeader('Segundos hasta que ese límite se recupera por completo.', 1),
  'Retry-After': integerHeader('Segundos enteros a esperar antes de reintentar.', 2),
  'Idempotent-Replayed': {
    description: 'Presente con `true` cuando la respuesta es la guardada de una solicitud anterior.',
    schema: { type: 'string', enum: ['true'] },
  },
  'WWW-Authenticate': {
    description: 'Siempre `Bearer`.',
    schema: { type: 'string', enum: ['Bearer'] },
  },
} as const;

export type HeaderName = keyof typeof HEADERS;

export const headerRefs = (names: HeaderName[]) =>
  Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));

const RATE_LIMIT: HeaderName[] = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'];

/**
 * The headers a response of this status carries. The rate-limit ones come once the key is
 * verified, so 401 and 403 (refused before the count) never have them.
 */
export function headersFor(status: number, method: string): HeaderName[] {
  const names: HeaderName[] = ['Request-Id'];
  if (status === 401) names.push('WWW-Authenticate');
  else if (status !== 403) names.push(...RATE_LIMIT);
  if (status === 429) names.push('Retry-After');
  if (status < 300 && method === 'post') names.push('Idempotent-Replayed');
  return names;
}

export const IDEMPOTENCY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: true,
  description:
    'Valor único por operación, por ejemplo un UUID. Vale 24 horas por llave; repetirlo con la misma solicitud devuelve la respuesta original.',
  schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source, maxLength: 255 },
  example: '3f1c2b9e-8a4d-4c7e-9f10-2a6b5d8e7c01',
};

export const BEARER_SCHEME = {
  type: 'http',
  scheme: 'bearer',
  description:
    'Llave de API en `Authorization: Bearer <llave>`. Las de producción empiezan por `caja_live_` y las de pruebas por `caja_test_`; cada una solo vale en su ambiente.',
};

const STATUS_TITLES: Record<number, string> = {
  400: 'Solicitud inválida',
  401: 'Sin una llave válida',
  403: 'Sin permiso',
  404: 'No existe',
  409: 'Conflicto con el estado actual',
  413: 'Cuerpo demasiado grande',
  422: 'Regla de negocio o idempotencia',
  429: 'Límite de solicitudes superado',
  500: 'Error interno',
  503: 'Servicio no disponible por un momento',
};

/** `components.responses` name of an error status. */
export const errorResponseName = (status: string) => `Error${status}`;

type ErrorCode = (typeof ERROR_CODES)[number];

/** Only a request with a body can carry malformed JSON or be too large. */
const BODY_CODES = new Set<ErrorCode>(['INVALID_JSON', 'PAYLOAD_TOO_LARGE']);
/** Idempotency-Key is taken (and required) on POST only. */
const IDEMPOTENCY_CODES = new Set<ErrorCode>([
  'IDEMPOTENCY_KEY_REQUIRED',
  'IDEMPOTENCY_IN_PROGRESS',
  'IDEMPOTENCY_KEY_REUSED',
]);
/** The inventory rules: recording a movement, or the initial stock of a new product. */
const STOCK_CODES = new Set<ErrorCode>(['NO_WAREHOUSE', 'STOCK_CHANGED']);
const MOVEMENT_CODES = new Set<ErrorCode>(['VARIANT_STOCK_UNSUPPORTED', 'COMPOSITE_STOCK_UNSUPPORTED']);

/**
 * Whether an operation can answer `code`, from what it is: reads never get body or idempotency
 * errors, only lists take a cursor, only product and variant writes meet SKU or device-version
 * rules, only stock writes meet the inventory ones. A documented route never answers
 * ROUTE_NOT_FOUND.
 */
export function operationCanAnswer(code: ErrorCode, method: string, path: string): boolean {
  const write = method === 'post' || method === 'patch';
  const products = path.startsWith('/products');
  const movements = path === '/inventory/movements';
  if (code === 'ROUTE_NOT_FOUND') return false;
  if (BODY_CODES.has(code)) return write;
  if (IDEMPOTENCY_CODES.has(code)) return method === 'post';
  if (code === 'INVALID_CURSOR') return method === 'get' && !path.endsWith('}') && path !== '/me';
  if (code === 'NOT_FOUND') return path.includes('{') || (write && path !== '/customers');
  if (code === 'CONFLICT') return write;
  if (code === 'SKU_ALREADY_EXISTS') return write && products;
  if (code === 'DEVICES_OUTDATED') return method === 'patch' && products;
  if (STOCK_CODES.has(code)) return method === 'post' && (movements || path === '/products');
  if (MOVEMENT_CODES.has(code)) return method === 'post' && movements;
  return true;
}

/** The error codes of a status. */
export const codesOfStatus = (status: number): ErrorCode[] =>
  ERROR_CODES.filter((code) => ERRORS[code].status === status);

/** An error response listing `codes` (by default every code of the status) with an example each. */
export function errorResponse(status: number, codes: readonly ErrorCode[] = codesOfStatus(status)) {
  const title = STATUS_TITLES[status] ?? 'Error';
  return {
    description: codes.length ? `${title}: ${codes.map((c) => `\`${c}\``).join(', ')}.` : title,
    headers: headerRefs(headersFor(status, 'any')),
    content: {
      'application/json': {
        schema: { $ref: ERROR_SCHEMA_REF },
        examples: Object.fromEntries(
          codes.map((code) => [
            code,
            {
              summary: code,
              value: {
                error: { code, message: ERRORS[code].message, request_id: 'req_4f9Qe2LxVb7TzK1mWc3D' },
              },
            },
          ]),
        ),
      },
    },
  };
}
