import type { OpenApiDocument } from '../openapi/index.js';
import { escapeHtml, inline, table } from './html.js';
import { limitsInWords } from './limits.js';
import {
  type Direction,
  fieldRows,
  isNullable,
  refName,
  resolve,
  type Schema,
  typeLabel,
} from './schema-view.js';

/** Where each resource's section is (`Sale` → `objeto-venta`), for links from types and responses. */
export type ObjectLinks = Map<string, { id: string; label: string }>;

/** A description and, on its own line, the limits it does not already state. */
export function describe(description: unknown, schema: Schema, direction: Direction): string {
  const text = typeof description === 'string' ? description : '';
  const limits = limitsInWords(schema, text, direction);
  const rules = limits.length ? `<span class="rules">${inline(limits.join('. '))}.</span>` : '';
  return [text ? inline(text) : '', rules].filter(Boolean).join('<br>');
}

/** The type cell: words, a link when it is a resource with its own section, and `o null`. */
export function typeCell(
  doc: OpenApiDocument,
  schema: Schema,
  direction: Direction,
  links: ObjectLinks,
): string {
  const target = refName(schema) ?? refName(resolve(doc, schema['items']));
  const link = target ? links.get(target) : undefined;
  let label = escapeHtml(typeLabel(doc, schema, direction));
  if (link) {
    const words = schema['$ref'] ? `objeto ${link.label}` : `objetos ${link.label}`;
    label = `${schema['$ref'] ? '' : 'lista de '}<a href="#${escapeHtml(link.id)}">${escapeHtml(words)}</a>`;
  }
  return isNullable(doc, schema) ? `${label} <span class="null">o null</span>` : label;
}

/** `items[].taxes[].rate`, the parents muted, with places to break a long name after each dot. */
const fieldName = (name: string, parent: string) => {
  const parents = escapeHtml(parent).replace(/\./g, '.<wbr>');
  return `<code>${parent ? `<span class="parent">${parents}</span>` : ''}${escapeHtml(name)}</code>`;
};

/**
 * The fields of an object as a table, nested objects as indented rows under their parent.
 * What the API receives also says which fields are required.
 */
export function fieldsTable(
  doc: OpenApiDocument,
  value: unknown,
  direction: Direction,
  links: ObjectLinks,
): string {
  const fields = fieldRows(doc, value);
  const rows = fields.map((field) => {
    const schema = resolve(doc, field.schema);
    const cells = [
      fieldName(field.name, field.parent),
      typeCell(doc, field.schema, direction, links),
      describe(field.schema['description'] ?? schema['description'], schema, direction),
    ];
    if (direction === 'in') cells.splice(2, 0, field.required ? '<strong>sí</strong>' : 'no');
    return cells;
  });
  const head =
    direction === 'in' ? ['Campo', 'Tipo', 'Obligatorio', 'Descripción'] : ['Campo', 'Tipo', 'Descripción'];
  const rowClass = (i: number) => (fields[i]?.depth ? `depth-${fields[i].depth}` : '');
  return table(head, rows, { className: 'fields', rowClass, labelled: true });
}
