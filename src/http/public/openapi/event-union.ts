import { API_VERSION } from '#src/contract/api.js';
import { EVENT_TYPES } from '#src/contract/event-types.js';

/** The id of the events the reference builds from a resource's example. */
const EXAMPLE_EVENT_ID = '8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d';

type Schema = Record<string, unknown>;

/** The component that `data.object` holds, by the resource an event type names. */
const RESOURCE_COMPONENTS: Record<string, string> = {
  customer: 'Customer',
  category: 'Category',
  product: 'Product',
  stock_movement: 'StockMovement',
  stock_level: 'StockLevel',
  sale: 'Sale',
  invoice: 'Invoice',
  cash_session: 'CashSession',
};

const pascal = (text: string) =>
  text
    .split(/[._]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/** `customer.created` → `CustomerCreatedEvent`. */
export const eventComponentName = (type: string) => `${pascal(type)}Event`;

/**
 * In the document only, `Event` becomes a union discriminated by `type`: one component per event
 * type whose `data.object` refers to its resource, so generated clients narrow `data.object` by
 * `event.type`. The route keeps its open schema, so the answer stays byte for byte the body of a
 * webhook delivery.
 */
export function typeEvents(schemas: Record<string, Schema>): void {
  const event = schemas['Event'];
  const properties = event?.['properties'] as Record<string, Schema> | undefined;
  const data = properties?.['data'];
  if (!event || !properties || !data) return;
  const examples = (event['examples'] as Array<{ type?: string }> | undefined) ?? [];
  const mapping: Record<string, string> = {};
  for (const type of EVENT_TYPES) {
    const resource = RESOURCE_COMPONENTS[type.slice(0, type.indexOf('.'))];
    if (!resource || !schemas[resource]) return;
    const name = eventComponentName(type);
    const dataProperties = data['properties'] as Record<string, Schema>;
    const own = examples.filter((e) => e.type === type);
    const resourceExample = (
      schemas[resource]['examples'] as Array<Record<string, unknown>> | undefined
    )?.[0];
    const example =
      own.length > 0 || !resourceExample
        ? own
        : [
            {
              object: 'event',
              id: EXAMPLE_EVENT_ID,
              type,
              api_version: API_VERSION,
              created_at: resourceExample['updated_at'] ?? resourceExample['created_at'],
              data: { object: resourceExample },
            },
          ];
    schemas[name] = {
      ...event,
      title: name,
      description: `Evento \`${type}\`: \`data.object\` es un ${resource}.`,
      properties: {
        ...properties,
        type: { type: 'string', const: type, description: 'Qué pasó: `<recurso>.<acción>`.' },
        data: {
          ...data,
          properties: {
            ...dataProperties,
            object: {
              $ref: `#/components/schemas/${resource}`,
              description: dataProperties['object']?.['description'],
            },
          },
        },
      },
      examples: example.length > 0 ? example : undefined,
    };
    if (example.length === 0) delete schemas[name]['examples'];
    mapping[type] = `#/components/schemas/${name}`;
  }
  // The shared fields stay, so that readers of the reference still see them in one place.
  schemas['Event'] = {
    ...event,
    oneOf: Object.values(mapping).map(($ref) => ({ $ref })),
    discriminator: { propertyName: 'type', mapping },
  };
}
