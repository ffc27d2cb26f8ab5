import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import { AppError, validationError } from '#src/domain/errors.js';

/**
 * Two validators: bodies are strict JSON (a string is never turned into a number), while query
 * strings and path parameters arrive as text and are converted to the schema's types.
 * Unknown properties are an error everywhere: a typo in a field name is caught, not ignored.
 */
const options = { removeAdditional: false, useDefaults: true, allErrors: false, strict: false } as const;
// ajv's CommonJS default export needs unwrapping under NodeNext.
const AjvClass = Ajv as unknown as typeof Ajv.default;
const withFormats = addFormats as unknown as typeof addFormats.default;
const bodyAjv = withFormats(new AjvClass({ ...options, coerceTypes: false }));
const textAjv = withFormats(new AjvClass({ ...options, coerceTypes: true }));

/**
 * A date the database can store. RFC 3339 admits a leap second (23:59:60) and the years 0000 to
 * 9999 in any offset; JavaScript cannot read the first and PostgreSQL refuses year 0.
 */
const storableDate = (format: 'date' | 'date-time') => {
  const rfc3339 = withFormats.get(format) as { validate: (text: string) => boolean };
  return (text: string): boolean => {
    if (!rfc3339.validate(text)) return false;
    const year = new Date(Date.parse(text)).getUTCFullYear();
    return year >= 1 && year <= 9999;
  };
};
/** The 8-4-4-4-12 hex form only: ajv's own also admits a `urn:uuid:` prefix, which PostgreSQL refuses. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

for (const ajv of [bodyAjv, textAjv]) {
  for (const format of ['date', 'date-time'] as const) ajv.addFormat(format, storableDate(format));
  ajv.addFormat('uuid', UUID);
}

type Validator = ((data: unknown) => boolean) & { errors: ErrorObject[] | null };

/**
 * Each route's validators are compiled on the route's first request rather than at start:
 * three listeners' worth of schemas took most of a second of every start, and a route that is
 * never called costs nothing. (The test suite calls every route, so a bad schema still fails
 * there, not in production.)
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const isText = httpPart !== 'body';
  let compiled: ReturnType<typeof bodyAjv.compile> | undefined;
  let numbers: Array<[string, NumericKind]> = [];
  const check: Validator = Object.assign(
    (data: unknown): boolean => {
      if (compiled === undefined) {
        compiled = (isText ? textAjv : bodyAjv).compile(schema as object);
        numbers = isText ? numericFields(schema) : [];
      }
      const validate = compiled;
      // Before ajv, whose coercion rewrites the values it reads.
      check.errors =
        notDecimalErrors(data, numbers) ??
        (validate(data) ? nulErrors(data) : withAllowedValues(validate.errors ?? null, schema));
      return check.errors === null;
    },
    { errors: null },
  );
  return check;
};

/** The query schema of a route that declares none: no parameter is admitted. */
const NO_QUERY = { type: 'object', properties: {}, additionalProperties: false } as const;

/**
 * An `onRoute` hook: a route that declares no query parameters refuses every one, naming it, as
 * a list refuses an unknown filter, instead of ignoring a misspelt or misplaced parameter. The
 * schema has no properties, so the OpenAPI document lists no query parameters for the route.
 */
export function refuseUndeclaredQuery(route: { schema?: FastifySchema }): void {
  if (route.schema?.querystring !== undefined) return;
  route.schema = { ...route.schema, querystring: NO_QUERY };
}

/**
 * Numbers in a query, a path or a header are plain decimal. ajv's coercion reads them with
 * `Number()`, which also takes `0x10`, `0b1`, `1e1`, `+5`, ` 5` or `5.0` (as an integer); a
 * leading minus is let through for the schema's minimum to refuse with its own message.
 */
const DECIMAL = { integer: /^-?\d+$/, number: /^-?\d+(\.\d+)?$/ } as const;
type NumericKind = keyof typeof DECIMAL;

/** The properties of an object schema whose every type is numeric (a union with text is left alone). */
function numericFields(schema: unknown): Array<[string, NumericKind]> {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> }).properties ?? {};
  return Object.entries(properties).flatMap(([name, property]): Array<[string, NumericKind]> => {
    const types = [property?.type].flat();
    if (!types.every((type) => type === 'integer' || type === 'number')) return [];
    return [[name, types.includes('number') ? 'number' : 'integer']];
  });
}

function notDecimalErrors(data: unknown, numbers: Array<[string, NumericKind]>): ErrorObject[] | null {
  if (numbers.length === 0 || data === null || typeof data !== 'object') return null;
  for (const [name, kind] of numbers) {
    const value = (data as Record<string, unknown>)[name];
    if (typeof value === 'string' && !DECIMAL[kind].test(value)) {
      return [
        { keyword: 'decimal', instancePath: `/${pointerPart(name)}`, schemaPath: '', params: { kind } },
      ];
    }
  }
  return null;
}

/**
 * A value of the wrong type for a closed set (`"type": 5`), or a miss of a union of literals,
 * is reported as a miss of the whole set, so that the message lists every allowed value
 * instead of the type or only the first literal ajv tried.
 */
function withAllowedValues(errors: ErrorObject[] | null, schema: unknown): ErrorObject[] | null {
  const first = errors?.[0];
  if (!first || (first.keyword !== 'type' && first.keyword !== 'const')) return errors;
  const steps = first.schemaPath.replace(/^#\/?/, '').split('/').filter(Boolean);
  // From the failing keyword's own schema up: the closest closed set it belongs to.
  for (let depth = steps.length - 1; depth >= 0; depth--) {
    const node = schemaAt(schema, steps.slice(0, depth));
    const allowed = node === undefined ? null : closedSet(node);
    if (allowed) {
      return [{ ...first, keyword: 'enum', schemaPath: '', params: { allowedValues: allowed } }];
    }
    // A property's schema is the farthest it may go: above it lies another field.
    if (steps[depth - 2] === 'properties' || steps[depth - 1] === 'items') break;
  }
  return errors;
}

function schemaAt(schema: unknown, steps: string[]): unknown {
  let node = schema;
  for (const step of steps) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[step.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node;
}

/** The values of an `enum`, or of an `anyOf` made only of `const`s; null for anything else. */
function closedSet(node: unknown): unknown[] | null {
  if (node === null || typeof node !== 'object') return null;
  const { enum: values, anyOf } = node as { enum?: unknown; anyOf?: unknown };
  if (Array.isArray(values)) return values;
  if (!Array.isArray(anyOf) || anyOf.length === 0) return null;
  const consts = anyOf.map((branch) => (branch as { const?: unknown } | null)?.const);
  return consts.every((value) => value !== undefined) ? consts : null;
}

const pointerPart = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * PostgreSQL text and jsonb cannot hold U+0000, so a value that passed its schema is refused
 * when any of its strings (or keys) carries one, naming the field, instead of failing in the database.
 */
function nulErrors(data: unknown): ErrorObject[] | null {
  const pending: Array<[unknown, string]> = [[data, '']];
  while (pending.length > 0) {
    const [value, pointer] = pending.pop()!;
    if (typeof value === 'string' && value.includes('\u0000')) {
      return [{ keyword: 'nul', instancePath: pointer, schemaPath: '', params: {} }];
    }
    if (value === null || typeof value !== 'object') continue;
    for (const [key, child] of Object.entries(value)) {
      const childPointer = `${pointer}/${pointerPart(key)}`;
      if (key.includes('\u0000')) {
        return [{ keyword: 'nul', instancePath: childPointer, schemaPath: '', params: {} }];
      }
      pending.push([child, childPointer]);
    }
  }
  return null;
}

const PLACE: Record<string, string> = {
  body: 'el cuerpo',
  querystring: 'los parámetros de consulta',
  params: 'la ruta',
  headers: 'las cabeceras',
};

/** Turns the first schema violation into VALIDATION_ERROR naming the field and the fix. */
export function toValidationError(errors: ErrorObject[], context: string | undefined): AppError {
  const error = errors[0];
  if (!error) return new AppError('VALIDATION_ERROR');
  const where = PLACE[context ?? 'body'] ?? 'la solicitud';
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
  const p = error.params as Record<string, unknown>;
  const field = (name: string) => (path ? `${path}.${name}` : name);
  switch (error.keyword) {
    case 'required':
      return validationError(
        field(String(p['missingProperty'])),
        `Falta el campo obligatorio \`${field(String(p['missingProperty']))}\` en ${where}.`,
      );
    case 'additionalProperties':
      return validationError(
        field(String(p['additionalProperty'])),
        `\`${field(String(p['additionalProperty']))}\` no es un campo admitido en ${where}. Revisa el nombre en la referencia (/docs).`,
      );
    case 'minProperties':
      return validationError(path || 'body', 'Envía al menos un campo para modificar.');
    default:
      return validationError(path || (context ?? 'body'), `\`${path || 'El valor'}\` ${describe(error)}.`);
  }
}

function describe(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type':
      return `debe ser de tipo ${TYPES[String(p['type'])] ?? String(p['type'])}`;
    case 'maxLength':
      return `admite como máximo ${p['limit']} caracteres`;
    case 'minLength':
      return Number(p['limit']) === 1
        ? 'no puede estar vacío'
        : `debe tener al menos ${p['limit']} caracteres`;
    case 'maximum':
      return `debe ser como máximo ${p['limit']}`;
    case 'minimum':
      return `debe ser como mínimo ${p['limit']}`;
    case 'exclusiveMinimum':
      return `debe ser mayor que ${p['limit']}`;
    case 'enum':
      return `debe ser ${anyOfWords(p['allowedValues'] as unknown[])}`;
    case 'const':
      return `debe ser ${literal(p['allowedValue'])}`;
    case 'pattern':
      return 'no tiene el formato esperado';
    case 'format':
      return `debe ser ${FORMATS[String(p['format'])] ?? `un valor con formato ${p['format']}`}`;
    case 'multipleOf':
      return `debe ser múltiplo de ${p['multipleOf']}`;
    case 'decimal':
      return p['kind'] === 'integer'
        ? 'debe ser un número entero escrito solo con dígitos decimales, por ejemplo 25'
        : 'debe ser un número escrito con dígitos decimales y, si lleva decimales, un punto, por ejemplo 2.5';
    case 'nul':
      return 'no puede contener el carácter nulo (U+0000); quítalo';
    default:
      return 'no es válido';
  }
}

const literal = (value: unknown): string =>
  `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;

/** `` `in` o `out` ``, `` `a`, `b` o `c` ``: every allowed value, as a sentence says it. */
function anyOfWords(values: unknown[]): string {
  const words = values.map(literal);
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} o ${words.at(-1)}`;
}

const TYPES: Record<string, string> = {
  string: 'texto',
  integer: 'número entero',
  number: 'número',
  boolean: 'booleano (true o false)',
  object: 'objeto',
  array: 'lista',
  null: 'null',
};

const FORMATS: Record<string, string> = {
  uuid: 'un UUID (por ejemplo 0b6c1a52-6f0e-4a57-9a7e-3c2d1e0f9a10)',
  'date-time':
    'una fecha y hora ISO 8601 con zona horaria, entre los años 0001 y 9999 y sin segundo 60 (por ejemplo 2026-11-22T14:00:00Z)',
  date: 'una fecha AAAA-MM-DD entre los años 0001 y 9999',
  email: 'un correo electrónico válido',
  uri: 'una URL absoluta',
};
