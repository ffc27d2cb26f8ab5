import type { OpenApiDocument, OpenApiOperation } from '../openapi/index.js';
import { exampleOf } from './examples.js';
import { fieldsTable, type ObjectLinks } from './field-table.js';
import { codeBlock, escapeHtml, inline, slug } from './html.js';
import { asSchema, refName, resolve, type Schema } from './schema-view.js';

/** The name a reader knows each resource by, from its `object` value. */
const OBJECT_NAMES: Record<string, string> = {
  account: 'cuenta',
  customer: 'cliente',
  category: 'categoría',
  product: 'producto',
  product_variant: 'variante',
  warehouse: 'bodega',
  stock_movement: 'movimiento de inventario',
  sale: 'venta',
  sale_item: 'línea de venta',
  invoice: 'documento',
  quote: 'cotización',
  quote_item: 'línea de cotización',
  cash_session: 'sesión de caja',
  cash_movement: 'movimiento de caja',
  daily_sales: 'día de ventas',
  daily_sales_report: 'reporte de ventas por día',
  event: 'evento',
};

export interface ResourceObject {
  /** The component, `Sale`. */
  component: string;
  id: string;
  label: string;
  /** The tag of the first operation that answers it: its section goes there. */
  tag: string;
}

const objectValue = (schema: Schema): string | undefined => {
  const object = asSchema(asSchema(schema['properties'])['object']);
  const value = Array.isArray(object['enum']) ? object['enum'][0] : object['const'];
  return typeof value === 'string' ? value : undefined;
};

/** The JSON schema of an operation's 2xx answer, as written (a `$ref` when it is a component). */
export function successSchema(doc: OpenApiDocument, operation: OpenApiOperation): Schema | undefined {
  const responses = asSchema(operation['responses']);
  const success = Object.entries(responses).find(([status]) => status.startsWith('2'))?.[1];
  const content = asSchema(resolve(doc, success)['content']);
  const schema = asSchema(content['application/json'])['schema'];
  return schema === undefined ? undefined : asSchema(schema);
}

/** A list envelope's item component (`Sale` for `SaleList`), if the schema is one. */
export function listItem(doc: OpenApiDocument, schema: Schema): string | undefined {
  const resolved = resolve(doc, schema);
  if (objectValue(resolved) !== 'list') return undefined;
  return refName(asSchema(asSchema(asSchema(resolved['properties'])['data'])['items']));
}

/** Every resource the operations answer, alone or in lists, in the order they first appear. */
export function resourceObjects(doc: OpenApiDocument): ResourceObject[] {
  const found = new Map<string, ResourceObject>();
  for (const item of Object.values(doc.paths)) {
    for (const operation of Object.values(item)) {
      const schema = successSchema(doc, operation);
      const component = schema && (listItem(doc, schema) ?? refName(schema));
      if (!component || found.has(component)) continue;
      const object = objectValue(resolve(doc, { $ref: `#/components/schemas/${component}` }));
      const label = OBJECT_NAMES[object ?? ''] ?? component;
      found.set(component, {
        component,
        id: `objeto-${slug(label)}`,
        label,
        tag: operation.tags?.[0] ?? 'Otras',
      });
    }
  }
  return [...found.values()];
}

export const objectLinks = (objects: ResourceObject[]): ObjectLinks =>
  new Map(objects.map((o) => [o.component, { id: o.id, label: o.label }]));

/** What an operation answers, in a sentence that links to the object's section. */
export function answerSentence(doc: OpenApiDocument, schema: Schema | undefined, links: ObjectLinks): string {
  if (!schema) return '';
  const item = listItem(doc, schema);
  const itemLink = item ? links.get(item) : undefined;
  if (itemLink) {
    return `<p class="answer">Devuelve una página de la lista: <code>data</code> trae hasta <code>limit</code> <a href="#${escapeHtml(itemLink.id)}">objetos ${escapeHtml(itemLink.label)}</a>, del más reciente al más antiguo; <code>next_cursor</code> lleva a la siguiente.</p>`;
  }
  const link = links.get(refName(schema) ?? '');
  return link
    ? `<p class="answer">Devuelve el <a href="#${escapeHtml(link.id)}">objeto ${escapeHtml(link.label)}</a>.</p>`
    : '';
}

/** "El objeto venta": its description, every field (nested ones indented) and an example. */
export function renderObject(doc: OpenApiDocument, object: ResourceObject, links: ObjectLinks): string {
  const ref = { $ref: `#/components/schemas/${object.component}` };
  const schema = resolve(doc, ref);
  const example = exampleOf(doc, ref);
  return [
    `<section class="object" id="${escapeHtml(object.id)}">`,
    `<h3>El objeto ${escapeHtml(object.label)}</h3>`,
    '<div class="split"><div class="body">',
    typeof schema['description'] === 'string' ? `<p>${inline(schema['description'])}</p>` : '',
    fieldsTable(doc, ref, 'out', links),
    '</div><div class="aside">',
    `<p class="aside-title">El objeto ${escapeHtml(object.label)}</p>`,
    codeBlock(JSON.stringify(example, null, 2), 'json'),
    '</div></div></section>',
  ].join('');
}
