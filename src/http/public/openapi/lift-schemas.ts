type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const SUBSCHEMA_KEYS = ['items', 'additionalProperties', 'not', 'contains'];
const SUBSCHEMA_LIST_KEYS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
const SUBSCHEMA_MAP_KEYS = ['properties', 'patternProperties'];
const COMPONENT_NAME = /^[A-Za-z0-9._-]+$/;

/** The same shape, whether or not the serializer moved its `examples` to the media object. */
const shape = (schema: Schema) => JSON.stringify({ ...schema, examples: undefined });

/**
 * Moves every schema with a `title` into `components.schemas` under that title and puts a
 * `$ref` in its place. The route schemas stay inline for validation and serialization; only the
 * document changes. A title reused for a different shape, or a nullable copy of a resource,
 * stays inline rather than claim a name it does not match.
 */
export function liftTitledSchemas(components: Record<string, Schema>) {
  const lift = (schema: Schema): Schema => {
    for (const key of SUBSCHEMA_KEYS) {
      const sub = schema[key];
      if (isSchema(sub)) schema[key] = lift(sub);
    }
    for (const key of SUBSCHEMA_LIST_KEYS) {
      const subs = schema[key];
      if (Array.isArray(subs)) schema[key] = subs.map((sub) => (isSchema(sub) ? lift(sub) : sub));
    }
    for (const key of SUBSCHEMA_MAP_KEYS) {
      const map = schema[key];
      if (!isSchema(map)) continue;
      for (const [name, sub] of Object.entries(map)) if (isSchema(sub)) map[name] = lift(sub);
    }
    const title = schema['title'];
    const nullable = Array.isArray(schema['type']) && schema['type'].includes('null');
    if (typeof title !== 'string' || !COMPONENT_NAME.test(title) || nullable) return schema;
    const existing = components[title];
    if (existing === undefined) components[title] = schema;
    else if (shape(existing) !== shape(schema)) return schema;
    else if (existing['examples'] === undefined && schema['examples'] !== undefined) {
      existing['examples'] = schema['examples'];
    }
    return { $ref: `#/components/schemas/${title}` };
  };
  return lift;
}
