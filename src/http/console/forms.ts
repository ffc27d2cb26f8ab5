import { type Static, type TObject, type TProperties, type TSchema, Type } from '@sinclair/typebox';
import Ajv, { type ErrorObject } from 'ajv';
import type { FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';

/**
 * The console's forms and queries are checked by their schemas, once, before the route runs,
 * as the API's bodies are; what differs is what a person gets back. Each field of a schema
 * carries a `message`: the Spanish sentence shown beside the form, typed values kept, when the
 * field is wrong. A form's route re-renders itself with it (nothing was changed, so sending it
 * again is harmless); a bad query or path reaches the console's error page.
 *
 * A form arrives as text: a checkbox ticked once is a string and several an array, so fields
 * are coerced to the schema's types ('array' coercion), which the API's JSON bodies never are.
 */
const AjvClass = Ajv as unknown as typeof Ajv.default;
const ajv = new AjvClass({ coerceTypes: 'array', useDefaults: true, allErrors: false, strict: false });
/** The 8-4-4-4-12 hex form only, as PostgreSQL reads it. */
ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);

/** A field's schema with the sentence a person reads when the field is wrong. */
type WithMessage = TSchema & { message?: string };

/** What is wrong with a form: the first field that is, and what to tell the person. */
export interface FormProblem {
  field: string;
  message: string;
}

/** A validation failure as Fastify hands it over, with the part of the request it was in. */
type ValidationFailure = Error & {
  validation?: Array<ErrorObject & { message?: string }>;
  validationContext?: string;
};

const GENERIC = 'Revisa los datos del formulario y vuelve a enviarlo.';

/** The first property a failure names (`scopes` for `/scopes/0`), or '' for the whole form. */
function fieldOf(error: ErrorObject): string {
  if (error.keyword === 'required')
    return String((error.params as { missingProperty: string }).missingProperty);
  const first = error.instancePath.split('/')[1] ?? '';
  return first.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The first string holding U+0000, which PostgreSQL cannot store, named by its field. */
function nulField(data: unknown): string | null {
  if (data === null || typeof data !== 'object') return null;
  for (const [name, value] of Object.entries(data)) {
    const values = Array.isArray(value) ? value : [value];
    if (values.some((v) => typeof v === 'string' && v.includes('\u0000'))) return name;
  }
  return null;
}

/**
 * The console's validator compiler: one error per failure, whose `message` is the field's own
 * (or a general one), and whose `params.field` names it.
 */
export const formValidatorCompiler: FastifySchemaCompiler<TObject> = ({ schema }) => {
  let compiled: ReturnType<typeof ajv.compile> | undefined;
  const properties = (schema.properties ?? {}) as Record<string, WithMessage>;
  const failure = (field: string, keyword: string): ErrorObject[] => [
    {
      keyword,
      instancePath: field === '' ? '' : `/${field}`,
      schemaPath: '',
      params: { field },
      message: properties[field]?.message ?? GENERIC,
    },
  ];
  const check = Object.assign(
    (data: unknown): boolean => {
      compiled ??= ajv.compile(schema);
      if (!compiled(data)) {
        const first = compiled.errors?.[0];
        check.errors = failure(first ? fieldOf(first) : '', first?.keyword ?? 'type');
        return false;
      }
      const nul = nulField(data);
      check.errors = nul === null ? null : failure(nul, 'nul');
      return check.errors === null;
    },
    { errors: null as ErrorObject[] | null },
  );
  return check;
};

/** The problem a validation failure describes, for a page to show. */
export function problemOf(error: unknown): FormProblem | null {
  const first = (error as ValidationFailure).validation?.[0];
  if (!first) return null;
  return {
    field: String((first.params as { field?: unknown }).field ?? ''),
    message: first.message ?? GENERIC,
  };
}

/** Whether an error is a failed check of the request's path (an id that names nothing). */
export const isPathFailure = (error: unknown): boolean =>
  (error as ValidationFailure).validationContext === 'params';

/** What a person typed in a form, as text, to show it again: each field bounded in length. */
export type Typed<P extends TProperties> = {
  [K in keyof P]: Static<P[K]> extends readonly unknown[] ? string[] : string;
};

const MAX_ECHOED_ITEMS = 50;

function typedValues<P extends TProperties>(schema: TObject<P>, body: unknown): Typed<P> {
  const raw = (body !== null && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');
  const entries = Object.entries(schema.properties).map(([name, property]) => {
    const max = (property as { maxLength?: number }).maxLength ?? 1000;
    const value = raw[name];
    const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
    if ((property as { type?: unknown }).type === 'array') {
      const itemMax = (property as { items?: { maxLength?: number } }).items?.maxLength ?? 200;
      return [name, values.slice(0, MAX_ECHOED_ITEMS).map((v) => text(v, itemMax))];
    }
    return [name, text(values.at(-1), max)];
  });
  return Object.fromEntries(entries) as Typed<P>;
}

/** How a form is shown again when a field is wrong: the problem, what was typed, and the query. */
export type FormInvalid<P extends TProperties, Q extends TObject> = (
  request: FastifyRequest,
  reply: FastifyReply,
  problem: FormProblem & { typed: Typed<P>; query: Static<Q> },
) => Promise<FastifyReply>;

/** The query of a form that has none of its own: whatever it is, it is ignored. */
const ANY_QUERY: TObject = Type.Object({});

/**
 * A form route's options: its body's schema (and its query's), checked before the handler; when
 * the body is wrong, `invalid` answers instead of the handler. It runs after the console's own
 * checks (the CSRF token, the session), so a forged or signed-out post never reaches it.
 */
export function formRoute<P extends TProperties, Q extends TObject = typeof ANY_QUERY>(
  body: TObject<P>,
  invalid: FormInvalid<P, Q>,
  options: { querystring?: Q; params?: TObject; signedOut?: boolean } = {},
) {
  const querystring = (options.querystring ?? ANY_QUERY) as Q;
  return {
    schema: { body, querystring, ...(options.params ? { params: options.params } : {}) },
    ...(options.signedOut ? { config: { signedOut: true } } : {}),
    attachValidation: true,
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      const failed = request.validationError as ValidationFailure | undefined;
      if (!failed) return;
      // A wrong path or query is no form's fault: it goes to the error page.
      if (failed.validationContext !== 'body') throw failed;
      // Fastify stops at the first failing part, and the body comes before the query: check
      // the query too, since the page shown again depends on it (the environment).
      const query = request.getValidationFunction('querystring');
      if (query && !query(request.query)) {
        throw Object.assign(new Error('invalid query'), {
          statusCode: 400,
          validation: query.errors,
          validationContext: 'querystring',
        });
      }
      const problem = problemOf(failed) ?? { field: '', message: GENERIC };
      const typed = typedValues(body, request.body);
      return invalid(request, reply, { ...problem, typed, query: request.query as Static<Q> });
    },
  };
}
