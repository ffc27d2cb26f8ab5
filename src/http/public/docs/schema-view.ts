import type { OpenApiDocument } from '../openapi/index.js';

export type Schema = Record<string, unknown>;

const asSchema = (value: unknown): Schema =>
  (typeof value === 'object' && value !== null ? value : {}) as Schema;

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

const refName = (schema: Schema) =>
  typeof schema['$ref'] === 'string' ? schema['$ref'].split('/').pop() : undefined;

const TYPE_NAMES: Record<string, string> = {
  string: 'texto',
  integer: 'entero',
  number: 'número',
  boolean: 'booleano',
  object: 'objeto',
  array: 'lista',
  null: 'null',
};

/** The values a schema allows when it is a closed list (`enum`, `const` or a union of them). */
export function allowedValues(schema: Schema): unknown[] | undefined {
  if (Array.isArray(schema['enum'])) return schema['enum'];
  if ('const' in schema) return [schema['const']];
  const members = schema['anyOf'] ?? schema['oneOf'];
  if (!Array.isArray(members)) return undefined;
  const values = members.map((m) => allowedValues(asSchema(m)));
  return values.every((v) => v !== undefined) ? values.flat() : undefined;
}

/** A short Spanish name of the type: `texto (uuid)`, `lista de Customer`, `entero | null`. */
export function typeLabel(doc: OpenApiDocument, schema: Schema): string {
  const name = refName(schema);
  if (name) return name;
  const members = schema['anyOf'] ?? schema['oneOf'];
  if (Array.isArray(members)) {
    const labels = [...new Set(members.map((m) => typeLabel(doc, asSchema(m))))];
    return labels.join(' | ');
  }
  const types = Array.isArray(schema['type']) ? schema['type'] : [schema['type'] ?? 'valor'];
  return types
    .map((type: string) => {
      if (type === 'array') return `lista de ${typeLabel(doc, asSchema(schema['items']))}`;
      const base = TYPE_NAMES[type] ?? String(type);
      return typeof schema['format'] === 'string' && type === 'string'
        ? `${base} (${schema['format']})`
        : base;
    })
    .join(' | ');
}

const quote = (value: unknown) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;

/** The constraints of a value, in words: lengths, ranges, allowed values, pattern, default. */
export function bounds(schema: Schema): string[] {
  const out: string[] = [];
  const range = (min: unknown, max: unknown, unit: string) => {
    if (min !== undefined && max !== undefined) out.push(`de ${min} a ${max}${unit}`);
    else if (min !== undefined) out.push(`mínimo ${min}${unit}`);
    else if (max !== undefined) out.push(`máximo ${max}${unit}`);
  };
  range(schema['minLength'], schema['maxLength'], ' caracteres');
  range(schema['minimum'], schema['maximum'], '');
  if (schema['exclusiveMinimum'] !== undefined) out.push(`mayor que ${schema['exclusiveMinimum']}`);
  range(schema['minItems'], schema['maxItems'], ' elementos');
  const values = allowedValues(schema);
  if (values && values.length > 0) out.push(`uno de ${values.map(quote).join(', ')}`);
  if (typeof schema['pattern'] === 'string' && schema['pattern'] !== '\\S') {
    out.push(`patrón ${quote(schema['pattern'])}`);
  }
  if (schema['default'] !== undefined) out.push(`por defecto ${quote(schema['default'])}`);
  return out;
}

export interface FieldRow {
  name: string;
  schema: Schema;
  required: boolean;
}

/** The fields of an object schema, nested objects flattened as `parent.child`. */
export function fieldRows(doc: OpenApiDocument, value: unknown, prefix = '', depth = 0): FieldRow[] {
  const schema = resolve(doc, value);
  const properties = asSchema(schema['properties']);
  const required = new Set(Array.isArray(schema['required']) ? (schema['required'] as string[]) : []);
  return Object.entries(properties).flatMap(([key, sub]) => {
    const row = { name: prefix + key, schema: asSchema(sub), required: required.has(key) };
    const nested = asSchema(sub);
    const isObject = nested['properties'] !== undefined && !nested['$ref'];
    return isObject && depth < 2 ? [row, ...fieldRows(doc, nested, `${row.name}.`, depth + 1)] : [row];
  });
}
