import { IDEMPOTENCY_PARAMETER } from '../openapi/components.js';
import type { OpenApiDocument, OpenApiOperation } from '../openapi/index.js';
import { mediaExample, samplePath } from './examples.js';
import { codeBlock, escapeHtml, inline, slug, table } from './html.js';
import { bounds, fieldRows, resolve, type Schema, typeLabel } from './schema-view.js';

export interface OperationContext {
  doc: OpenApiDocument;
  baseUrl: string;
  /** A placeholder key of the listener's environment, for the curl examples. */
  sampleKey: string;
}

const PLACES: Record<string, string> = {
  path: 'ruta',
  query: 'consulta',
  header: 'cabecera',
  cookie: 'cookie',
};

const yesNo = (required: boolean) => (required ? '<strong>sí</strong>' : 'no');

/** The rules of a field: its description, then its bounds. */
function rules(description: unknown, schema: Schema): string {
  const parts = [typeof description === 'string' ? inline(description) : ''];
  const limits = bounds(schema);
  if (limits.length > 0) parts.push(`<span class="rules">${inline(limits.join('; '))}.</span>`);
  return parts.filter(Boolean).join(' ');
}

function parametersTable(ctx: OperationContext, operation: OpenApiOperation): string {
  const parameters = ((operation['parameters'] ?? []) as unknown[]).map((p) => resolve(ctx.doc, p));
  if (parameters.length === 0) return '';
  const rows = parameters.map((p) => {
    const schema = resolve(ctx.doc, p['schema']);
    return [
      `<code>${escapeHtml(String(p['name']))}</code>`,
      escapeHtml(PLACES[String(p['in'])] ?? String(p['in'])),
      escapeHtml(typeLabel(ctx.doc, schema)),
      yesNo(p['required'] === true),
      rules(p['description'] ?? schema['description'], schema),
    ];
  });
  return `<h4>Parámetros</h4>${table(['Nombre', 'En', 'Tipo', 'Obligatorio', 'Descripción'], rows)}`;
}

function bodyTable(ctx: OperationContext, media: Schema | undefined): string {
  if (!media) return '';
  const rows = fieldRows(ctx.doc, media['schema']).map((field) => [
    `<code>${escapeHtml(field.name)}</code>`,
    escapeHtml(typeLabel(ctx.doc, field.schema)),
    yesNo(field.required),
    rules(field.schema['description'], resolve(ctx.doc, field.schema)),
  ]);
  return `<h4>Cuerpo (JSON)</h4>${table(['Campo', 'Tipo', 'Obligatorio', 'Descripción'], rows)}`;
}

const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

function curl(ctx: OperationContext, method: string, path: string, body: unknown): string {
  const lines = [`curl -X ${method.toUpperCase()} ${shellQuote(ctx.baseUrl + samplePath(path))}`];
  lines.push(`  -H ${shellQuote(`Authorization: Bearer ${ctx.sampleKey}`)}`);
  if (method === 'post')
    lines.push(`  -H ${shellQuote(`Idempotency-Key: ${IDEMPOTENCY_PARAMETER.example}`)}`);
  if (body !== undefined) {
    lines.push(`  -H 'Content-Type: application/json'`, `  -d ${shellQuote(JSON.stringify(body))}`);
  }
  return lines.join(' \\\n');
}

/** The error statuses of an operation, with the codes each may carry. */
function errorList(ctx: OperationContext, operation: OpenApiOperation): string {
  const responses = (operation['responses'] ?? {}) as Record<string, unknown>;
  const items = Object.entries(responses)
    .filter(([status]) => Number(status) >= 400)
    .map(
      ([status, r]) =>
        `<li><strong>${escapeHtml(status)}</strong> ${inline(String(resolve(ctx.doc, r)['description'] ?? ''))}</li>`,
    );
  return items.length ? `<h4>Errores</h4><ul class="errors">${items.join('')}</ul>` : '';
}

/** One operation: method and path, scope, parameters, body, response example and curl. */
export function renderOperation(
  ctx: OperationContext,
  method: string,
  path: string,
  operation: OpenApiOperation,
): string {
  const id = operation.operationId ?? slug(`${method} ${path}`);
  const request = resolve(ctx.doc, operation['requestBody'])['content'] as Record<string, Schema> | undefined;
  const requestMedia = request?.['application/json'];
  const responses = (operation['responses'] ?? {}) as Record<string, unknown>;
  const [status, success] = Object.entries(responses).find(([s]) => s.startsWith('2')) ?? [];
  const responseMedia = (resolve(ctx.doc, success)['content'] as Record<string, Schema> | undefined)?.[
    'application/json'
  ];
  const scope = operation['x-scope']
    ? `Permiso: <code>${escapeHtml(operation['x-scope'])}</code>`
    : 'Permiso: cualquier llave válida';
  return [
    `<section class="operation" id="${escapeHtml(id)}">`,
    `<h3><span class="method ${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> `,
    `<code class="path">${escapeHtml(path)}</code></h3>`,
    `<p class="summary">${inline(operation.summary ?? '')}</p>`,
    `<p class="meta"><span class="scope">${scope}</span> · <code>${escapeHtml(id)}</code></p>`,
    operation.description ? `<p>${inline(operation.description)}</p>` : '',
    parametersTable(ctx, operation),
    bodyTable(ctx, requestMedia),
    '<h4>Ejemplo</h4>',
    codeBlock(curl(ctx, method, path, mediaExample(ctx.doc, requestMedia)), 'shell'),
    status ? `<h4>Respuesta ${escapeHtml(status)}</h4>` : '',
    responseMedia ? codeBlock(JSON.stringify(mediaExample(ctx.doc, responseMedia), null, 2), 'json') : '',
    errorList(ctx, operation),
    '</section>',
  ].join('');
}
