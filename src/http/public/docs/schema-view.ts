import type { OpenApiDocument } from '../openapi/index.js';

export type Schema = Record<string, unknown>;

/** Whether a schema describes what the API receives (parameters, bodies) or what it answers. */
export type Direction = 'in' | 'out';

export const asSchema = (value: unknown): Schema =>
  (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}) as Schema;

/** Follows a local `$ref` (`#/components/…`) to what it names. */
export function resolve(doc: OpenApiDocument, value: unknown): Schema {
  const schema = asSchema(value);
  const ref = schema['$ref'];
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return schema;
  const target = ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, part) => asSchema(node)[part], doc);
  return resolve(doc, target);
}

/** The component a schema points at (`Sale` for `#/components/schemas/Sale`). */
export const refName = (schema: Schema): string | undefined =>
  typeof schema['$ref'] === 'string' ? schema['$ref'].split('/').pop() : undefined;

/** The `type` of a schema as a list (`["string", "null"]`); empty when it names none. */
export const typesOf = (schema: Schema): string[] =>
  Array.isArray(schema['type'])
    ? (schema['type'] as string[])
    : schema['type']
      ? [String(schema['type'])]
      : [];

/** The members of an `anyOf` or `oneOf`; undefined when the schema is not a union. */
export const unionOf = (schema: Schema): Schema[] | undefined => {
  const members = schema['anyOf'] ?? schema['oneOf'];
  return Array.isArray(members) ? members.map(asSchema) : undefined;
};

/** Whether `null` is an allowed value: `type: [..., "null"]` or a union with a null member. */
export function isNullable(doc: OpenApiDocument, value: unknown): boolean {
  const schema = resolve(doc, value);
  if (typesOf(schema).includes('null')) return true;
  return unionOf(schema)?.some((m) => isNullable(doc, m)) ?? false;
}

/** The values a schema allows when it is a closed list (`enum`, `const` or a union of them). */
export function allowedValues(schema: Schema): unknown[] | undefined {
  if (Array.isArray(schema['enum'])) return schema['enum'];
  if ('const' in schema) return [schema['const']];
  const members = unionOf(schema);
  if (!members) return undefined;
  const values = members.filter((m) => !typesOf(m).every((t) => t === 'null')).map(allowedValues);
  return values.length > 0 && values.every((v) => v !== undefined) ? values.flat() : undefined;
}

const FORMATS: Record<string, Record<Direction, string>> = {
  'date-time': { in: 'fecha y hora ISO 8601 con zona horaria', out: 'fecha y hora ISO 8601 en UTC' },
  date: { in: 'fecha AAAA-MM-DD', out: 'fecha AAAA-MM-DD' },
  uuid: { in: 'UUID', out: 'UUID' },
  email: { in: 'correo electrónico', out: 'correo electrónico' },
  uri: { in: 'URL', out: 'URL' },
};

const TYPE_NAMES: Record<string, [singular: string, plural: string]> = {
  string: ['texto', 'textos'],
  integer: ['entero', 'enteros'],
  number: ['número', 'números'],
  boolean: ['booleano', 'booleanos'],
  object: ['objeto', 'objetos'],
  array: ['lista', 'listas'],
};

/**
 * The type of a value in words, without its nullability (see isNullable): `texto`,
 * `fecha y hora ISO 8601 en UTC`, `lista de UUID`, `objeto`.
 */
export function typeLabel(
  doc: OpenApiDocument,
  value: unknown,
  direction: Direction,
  plural = false,
): string {
  const schema = resolve(doc, value);
  const members = unionOf(schema)?.filter((m) => !typesOf(resolve(doc, m)).every((t) => t === 'null'));
  if (members && members.length > 0) {
    return [...new Set(members.map((m) => typeLabel(doc, m, direction, plural)))].join(' o ');
  }
  const type = typesOf(schema).find((t) => t !== 'null') ?? (schema['properties'] ? 'object' : undefined);
  if (type === undefined) return 'valor JSON';
  if (type === 'array') return `lista de ${typeLabel(doc, schema['items'], direction, true)}`;
  const format = typeof schema['format'] === 'string' ? FORMATS[schema['format']] : undefined;
  if (type === 'string' && format) return format[direction];
  const names = TYPE_NAMES[type];
  return names ? names[plural ? 1 : 0] : type;
}

export interface FieldRow {
  /** The field's own name. */
  name: string;
  /** Where it sits: `items[].taxes[].` for a tax of a sale line; empty at the top. */
  parent: string;
  depth: number;
  /** As written in the document, so that a `$ref` still names its component. */
  schema: Schema;
  required: boolean;
}

/** The object schema a field holds, directly or as the items of a list; undefined for scalars. */
function childObject(doc: OpenApiDocument, value: unknown): { schema: Schema; suffix: string } | undefined {
  const schema = resolve(doc, value);
  const members = unionOf(schema);
  if (members) {
    const objects = members.map((m) => childObject(doc, m)).filter((c) => c !== undefined);
    return objects.length === 1 ? objects[0] : undefined;
  }
  if (schema['properties'] !== undefined) return { schema, suffix: '.' };
  if (typesOf(schema).includes('array')) {
    const items = resolve(doc, schema['items']);
    if (items['properties'] !== undefined) return { schema: items, suffix: '[].' };
  }
  return undefined;
}

/**
 * The fields of an object schema, each nested object (a sale's lines, a line's taxes) followed
 * by its own fields, down to `maxDepth` levels.
 */
export function fieldRows(
  doc: OpenApiDocument,
  value: unknown,
  maxDepth = 3,
  parent = '',
  depth = 0,
): FieldRow[] {
  const schema = resolve(doc, value);
  const properties = asSchema(schema['properties']);
  const required = new Set(Array.isArray(schema['required']) ? (schema['required'] as string[]) : []);
  return Object.entries(properties).flatMap(([name, sub]) => {
    const row: FieldRow = { name, parent, depth, schema: asSchema(sub), required: required.has(name) };
    const child = depth + 1 < maxDepth ? childObject(doc, sub) : undefined;
    return child
      ? [row, ...fieldRows(doc, child.schema, maxDepth, `${parent}${name}${child.suffix}`, depth + 1)]
      : [row];
  });
}
