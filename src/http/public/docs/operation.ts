import { IDEMPOTENCY_PARAMETER } from '../openapi/components.js';
import type { OpenApiDocument, OpenApiOperation } from '../openapi/index.js';
import { exampleOf, mediaExample, pathValue } from './examples.js';
import { describe, fieldsTable, type ObjectLinks, typeCell } from './field-table.js';
import { codeBlock, escapeHtml, inline, slug, table } from './html.js';
import { answerSentence, listItem, successSchema } from './objects.js';
import { type SampleCall, samplesHtml } from './samples.js';
import { asSchema, resolve, type Schema } from './schema-view.js';
import { sdkCall } from './sdk-calls.js';

export interface OperationContext {
  doc: OpenApiDocument;
  /** The API's base address, `http://…/public/v1`. */
  baseUrl: string;
  /** Its path, `/public/v1`: the paths are shown whole, as an integrator types them. */
  basePath: string;
  /** A placeholder key of the listener's environment, for the curl examples. */
  sampleKey: string;
  links: ObjectLinks;
}

const PLACES: Record<string, string> = {
  path: 'ruta',
  query: 'consulta',
  header: 'cabecera',
  cookie: 'cookie',
};

const parametersOf = (ctx: OperationContext, operation: OpenApiOperation): Schema[] =>
  ((operation['parameters'] ?? []) as unknown[]).map((p) => resolve(ctx.doc, p));

function parametersTable(ctx: OperationContext, parameters: Schema[]): string {
  if (parameters.length === 0) return '';
  const rows = parameters.map((p) => {
    const schema = resolve(ctx.doc, p['schema']);
    const place = PLACES[String(p['in'])] ?? String(p['in']);
    return [
      `<code>${escapeHtml(String(p['name']))}</code><br><span class="where">${escapeHtml(place)}</span>`,
      typeCell(ctx.doc, asSchema(p['schema']), 'in', ctx.links),
      p['required'] === true ? '<strong>sí</strong>' : 'no',
      describe(p['description'] ?? schema['description'], schema, 'in'),
    ];
  });
  const head = ['Nombre', 'Tipo', 'Obligatorio', 'Descripción'];
  return `<h4>Parámetros</h4>${table(head, rows, { className: 'fields', labelled: true })}`;
}

function bodyTable(ctx: OperationContext, media: Schema | undefined): string {
  if (!media) return '';
  const schema = resolve(ctx.doc, media['schema']);
  const atLeastOne = schema['minProperties'] === 1 ? '<p class="rules">Envía al menos un campo.</p>' : '';
  return `<h4>Cuerpo (JSON)</h4>${atLeastOne}${fieldsTable(ctx.doc, media['schema'], 'in', ctx.links)}`;
}

/** The error statuses of an operation, with the codes each may carry. */
function errorList(ctx: OperationContext, operation: OpenApiOperation): string {
  const responses = asSchema(operation['responses']);
  const items = Object.entries(responses)
    .filter(([status]) => Number(status) >= 400)
    .map(
      ([status, r]) =>
        `<li><strong>${escapeHtml(status)}</strong> ${inline(String(resolve(ctx.doc, r)['description'] ?? ''))}</li>`,
    );
  return items.length ? `<h4>Errores</h4><ul class="errors">${items.join('')}</ul>` : '';
}

/** Sample values for a call: the parameters' own examples, or `limit` on a list. */
function sampleQuery(ctx: OperationContext, parameters: Schema[], list: boolean): Record<string, unknown> {
  const query = parameters.filter((p) => p['in'] === 'query');
  const given = query.filter((p) => p['example'] !== undefined || p['required'] === true);
  if (given.length > 0) {
    return Object.fromEntries(given.map((p) => [p['name'], p['example'] ?? exampleOf(ctx.doc, p['schema'])]));
  }
  if (list) return query.some((p) => p['name'] === 'limit') ? { limit: 10 } : {};
  return Object.fromEntries(query.map((p) => [p['name'], exampleOf(ctx.doc, p['schema'])]));
}

function sampleCall(
  ctx: OperationContext,
  method: string,
  path: string,
  operation: OpenApiOperation,
  request: unknown,
  answer: unknown,
): SampleCall {
  const parameters = parametersOf(ctx, operation);
  const success = successSchema(ctx.doc, operation);
  const list = success !== undefined && listItem(ctx.doc, success) !== undefined;
  const pathValues: string[] = [];
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = pathValue(name, answer);
    pathValues.push(value);
    return encodeURIComponent(value);
  });
  return {
    method,
    baseUrl: ctx.baseUrl,
    path: filled,
    pathValues,
    query: sampleQuery(ctx, parameters, list),
    body: request,
    idempotencyKey: method === 'post' ? IDEMPOTENCY_PARAMETER.example : undefined,
    sdk: sdkCall(operationIdOf(method, path, operation)),
    list,
    sampleKey: ctx.sampleKey,
  };
}

export const operationIdOf = (method: string, path: string, operation: OpenApiOperation): string =>
  operation.operationId ?? slug(`${method} ${path}`);

/**
 * One operation, as two columns: what it takes and answers (parameters, body, answer, errors)
 * beside how to call it (curl, SDK, fetch) and an example of its answer.
 */
export function renderOperation(
  ctx: OperationContext,
  method: string,
  path: string,
  operation: OpenApiOperation,
): string {
  const id = operationIdOf(method, path, operation);
  const request = asSchema(resolve(ctx.doc, operation['requestBody'])['content'])['application/json'] as
    | Schema
    | undefined;
  const responses = asSchema(operation['responses']);
  const [status, success] = Object.entries(responses).find(([s]) => s.startsWith('2')) ?? [];
  const response = asSchema(resolve(ctx.doc, success)['content'])['application/json'] as Schema | undefined;
  const answer = mediaExample(ctx.doc, response);
  const call = sampleCall(ctx, method, path, operation, mediaExample(ctx.doc, request), answer);
  const scope = operation['x-scope']
    ? `Permiso: <code>${escapeHtml(operation['x-scope'])}</code>`
    : 'Permiso: cualquier llave válida';
  return [
    `<section class="operation" id="${escapeHtml(id)}">`,
    `<h3><span class="method ${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> `,
    `<code class="path">${escapeHtml(ctx.basePath + path)}</code></h3>`,
    '<div class="split"><div class="body">',
    `<p class="summary">${inline(operation.summary ?? '')}</p>`,
    `<p class="meta"><span class="scope">${scope}</span> · <code>${escapeHtml(id)}</code></p>`,
    operation.description ? `<p>${inline(operation.description)}</p>` : '',
    parametersTable(ctx, parametersOf(ctx, operation)),
    bodyTable(ctx, request),
    status ? `<h4>Respuesta ${escapeHtml(status)}</h4>` : '',
    answerSentence(ctx.doc, successSchema(ctx.doc, operation), ctx.links),
    errorList(ctx, operation),
    '</div><div class="aside">',
    samplesHtml(call),
    response ? `<p class="aside-title">Respuesta ${escapeHtml(status ?? '')}</p>` : '',
    response ? codeBlock(JSON.stringify(answer, null, 2), 'json') : '',
    '</div></div></section>',
  ].join('');
}
