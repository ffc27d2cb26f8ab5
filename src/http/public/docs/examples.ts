import type { OpenApiDocument } from '../openapi/index.js';
import { allowedValues, resolve, type Schema, typesOf, unionOf } from './schema-view.js';

const SAMPLE_UUID = '0b6c1a52-6f0e-4a57-9a7e-3c2d1e0f9a10';

const FORMAT_SAMPLES: Record<string, string> = {
  uuid: SAMPLE_UUID,
  'date-time': '2026-11-22T14:03:12.120Z',
  date: '2026-11-22',
  email: 'ana@example.co',
  uri: 'https://example.co/imagen.png',
};

const OTHER_UUID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

/**
 * A sample value for a path parameter: `id` is the id of the answer's own example (so the
 * request and the response shown beside it agree), `variantId` the first of its `variants`.
 */
export function pathValue(name: string, answer: unknown): string {
  const example = (answer ?? {}) as Record<string, unknown>;
  if (name === 'id' && typeof example['id'] === 'string') return example['id'];
  const many = example[`${name.replace(/Id$/, '')}s`];
  const first = Array.isArray(many) ? (many[0] as Record<string, unknown> | undefined) : undefined;
  if (typeof first?.['id'] === 'string') return first['id'];
  return name === 'id' ? SAMPLE_UUID : OTHER_UUID;
}

/**
 * A plausible value for a schema: its own example when it has one, otherwise one built from
 * its type and bounds. Used where the contract gives no example (lists, nested objects).
 */
export function exampleOf(doc: OpenApiDocument, value: unknown, depth = 0): unknown {
  const schema = resolve(doc, value);
  if (Array.isArray(schema['examples']) && schema['examples'].length > 0) return schema['examples'][0];
  if (schema['example'] !== undefined) return schema['example'];
  if (schema['default'] !== undefined) return schema['default'];
  const values = allowedValues(schema);
  if (values && values.length > 0) return values[0];
  const members = unionOf(schema);
  if (members && members.length > 0) return exampleOf(doc, members[0], depth);
  const types = typesOf(schema);
  const type = types.find((t) => t !== 'null');
  // A nullable scalar with no example of its own reads best as null (`next_cursor` on a last page).
  if (types.includes('null') && type !== 'object' && type !== 'array') return null;
  switch (type) {
    case 'object': {
      if (depth > 4) return {};
      const properties = (schema['properties'] ?? {}) as Record<string, unknown>;
      return Object.fromEntries(
        Object.entries(properties).map(([key, sub]) => [key, exampleOf(doc, sub, depth + 1)]),
      );
    }
    case 'array':
      return depth > 4 ? [] : [exampleOf(doc, schema['items'], depth + 1)];
    case 'integer':
    case 'number':
      return (schema['minimum'] as number | undefined) ?? 0;
    case 'boolean':
      return false;
    case 'string':
      return FORMAT_SAMPLES[String(schema['format'])] ?? 'texto';
    default:
      return null;
  }
}

/** The example of a media object (request body or response), given or built. */
export function mediaExample(doc: OpenApiDocument, media: Schema | undefined): unknown {
  if (!media) return undefined;
  if (media['example'] !== undefined) return media['example'];
  const examples = media['examples'] as Record<string, { value?: unknown }> | undefined;
  const first = examples ? Object.values(examples)[0] : undefined;
  if (first?.value !== undefined) return first.value;
  return exampleOf(doc, media['schema']);
}
