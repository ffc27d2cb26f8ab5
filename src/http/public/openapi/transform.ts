import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import {
  BEARER_SCHEME,
  codesOfStatus,
  ERROR_SCHEMA_REF,
  errorResponse,
  errorResponseName,
  HEADERS,
  headerRefs,
  headersFor,
  IDEMPOTENCY_PARAMETER,
  operationCanAnswer,
} from './components.js';
import { typeEvents } from './event-union.js';
import { liftTitledSchemas } from './lift-schemas.js';
import { usedTags } from './tags.js';

type Schema = Record<string, unknown>;
interface Media {
  schema?: Schema;
  example?: unknown;
}
interface Response {
  $ref?: string;
  description?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, Media>;
}
interface Parameter {
  name?: string;
  in?: string;
  schema?: Schema;
  example?: unknown;
}
interface Operation {
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, Response>;
}
interface Document {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
  [key: string]: unknown;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Per route: the scope from the route config becomes `x-scope`; open routes are not documented. */
export const describeRoute: SwaggerTransform = ({ schema, url, route }) => {
  if (route.config?.open) return { schema: { ...schema, hide: true }, url };
  const scope = route.config?.scope;
  return { schema: scope ? ({ ...schema, 'x-scope': scope } as FastifySchema) : schema, url };
};

const SUCCESS: Record<string, string> = { '200': 'Respuesta correcta.', '201': 'Recurso creado.' };

const isIdempotencyHeader = (p: Parameter) =>
  p.in === 'header' && String(p.name).toLowerCase() === 'idempotency-key';

/**
 * The generator moves a body's or a response's own `examples` to the media object. A titled
 * schema gets its example back before it becomes a component, so that the component shows it
 * wherever it is referenced (a list's items, a nested resource), not only in that one response.
 */
function liftMedia(media: Media, lift: (schema: Schema) => Schema): void {
  const schema = media.schema;
  if (!schema) return;
  if (
    media.example !== undefined &&
    typeof schema['title'] === 'string' &&
    schema['examples'] === undefined
  ) {
    schema['examples'] = [media.example];
  }
  media.schema = lift(schema);
}

/** Every string the API takes is refused when it holds U+0000 (PostgreSQL text cannot). */
const NO_NUL = '^[^\\u0000]*$';
const NOT_BLANK = '^(?!\\s*$)[^\\u0000]*$';

/**
 * States the U+0000 rule on a request schema, in a copy: a free string gets the pattern that
 * says it, and "not blank" becomes the pattern that says both. Strings with a format, an enum or
 * another pattern already exclude it or say something else.
 */
function statesNul(schema: Schema): Schema {
  const copy: Schema = { ...schema };
  const types = ([] as unknown[]).concat(copy['type']);
  if (types.includes('string') && !copy['format'] && !copy['enum'] && copy['const'] === undefined) {
    if (copy['pattern'] === undefined) copy['pattern'] = NO_NUL;
    else if (copy['pattern'] === '\\S') copy['pattern'] = NOT_BLANK;
  }
  const properties = copy['properties'];
  if (properties && typeof properties === 'object') {
    copy['properties'] = Object.fromEntries(
      Object.entries(properties as Record<string, Schema>).map(([name, sub]) => [name, statesNul(sub)]),
    );
  }
  if (copy['items'] && typeof copy['items'] === 'object') copy['items'] = statesNul(copy['items'] as Schema);
  return copy;
}

/** A UUID that names nothing: an example for path ids whose response shows none. */
const FALLBACK_ID = '5f0c6a53-8d1e-4b7a-9c2f-3e4d5a6b7c8d';

/** The `id` of the first example of a success response, to show as the path parameter's example. */
function exampleId(operation: Operation): string {
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    if (!status.startsWith('2')) continue;
    const media = response.content?.['application/json'];
    const example = media?.example ?? (media?.schema?.['examples'] as unknown[] | undefined)?.[0];
    const id = (example as { id?: unknown } | undefined)?.id;
    if (typeof id === 'string') return id;
  }
  return FALLBACK_ID;
}

/** Path parameters get an example (contract-testing tools need one); query strings state U+0000. */
function finishParameters(operation: Operation): void {
  for (const parameter of operation.parameters ?? []) {
    if (!parameter.schema) continue;
    if (parameter.in === 'path' && parameter.example === undefined) {
      parameter.example = parameter.name === 'id' ? exampleId(operation) : FALLBACK_ID;
    }
    if (parameter.in === 'query') parameter.schema = statesNul(parameter.schema);
  }
}

/** One operation: schemas lifted, the shared parameter and error responses referenced, headers added. */
function finishOperation(
  method: string,
  path: string,
  operation: Operation,
  lift: (schema: Schema) => Schema,
  errorResponses: Record<string, Response>,
): void {
  finishParameters(operation);
  for (const media of Object.values(operation.requestBody?.content ?? {})) {
    if (media.schema) media.schema = statesNul(media.schema);
    liftMedia(media, lift);
  }
  if (method === 'post') {
    const others = (operation.parameters ?? []).filter((p) => !isIdempotencyHeader(p));
    operation.parameters = [...others, { $ref: '#/components/parameters/IdempotencyKey' } as Parameter];
  }
  const responses = operation.responses ?? {};
  for (const [status, response] of Object.entries(responses)) {
    const media = response.content?.['application/json'];
    if (media) liftMedia(media, lift);
    const code = Number(status);
    if (code >= 400 && media?.schema?.['$ref'] === ERROR_SCHEMA_REF) {
      const all = codesOfStatus(code);
      const codes = all.filter((c) => operationCanAnswer(c, method, path));
      if (codes.length === 0) {
        delete responses[status];
      } else if (codes.length === all.length) {
        const name = errorResponseName(status);
        errorResponses[name] ??= errorResponse(code);
        responses[status] = { $ref: `#/components/responses/${name}` };
      } else {
        responses[status] = errorResponse(code, codes) as Response;
      }
      continue;
    }
    if (response.description === 'Default Response') response.description = SUCCESS[status] ?? 'Respuesta.';
    response.headers = { ...response.headers, ...headerRefs(headersFor(code, method)) };
  }
}

/**
 * The whole document, once generated: titled schemas become components, every error response
 * points at the shared `ApiError` envelope, headers and the Idempotency-Key parameter are declared
 * once and referenced, and only the tags in use are listed.
 */
export const finishDocument: SwaggerTransformObject = (input) => {
  const doc = (input as { openapiObject: Document }).openapiObject;
  const schemas = doc.components?.schemas ?? {};
  const lift = liftTitledSchemas(schemas);
  const errorResponses: Record<string, Response> = {};
  const tags = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      for (const tag of operation.tags ?? []) tags.add(tag);
      finishOperation(method, path, operation, lift, errorResponses);
    }
  }
  typeEvents(schemas);
  doc.components = {
    ...doc.components,
    schemas,
    responses: errorResponses,
    parameters: { IdempotencyKey: IDEMPOTENCY_PARAMETER },
    headers: HEADERS,
    securitySchemes: { bearerAuth: BEARER_SCHEME },
  } as Document['components'];
  doc['security'] = [{ bearerAuth: [] }];
  doc['tags'] = usedTags(tags);
  return doc as ReturnType<SwaggerTransformObject>;
};
