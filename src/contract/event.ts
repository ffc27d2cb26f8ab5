import { type Static, Type } from '@sinclair/typebox';
import { API_VERSION } from '#src/contract/api.js';
import { EVENT_TYPES, type EventType } from '#src/contract/event-types.js';
import { DateTime, DateTimeFilter, ListQuery, ObjectName, OneOf, Uuid } from './common.js';
import { Customer } from './customer.js';

/** An event for the reference: `object` is a resource example, changed at its `updated_at`. */
export const exampleEvent = (id: string, type: EventType, object: { updated_at: string }) => ({
  object: 'event',
  id,
  type,
  api_version: API_VERSION,
  created_at: object.updated_at,
  data: { object },
});

export const Event = Type.Object(
  {
    object: ObjectName('event'),
    id: Uuid({ description: 'Id del evento; es también la cabecera `webhook-id` de cada entrega.' }),
    type: OneOf(EVENT_TYPES, 'Qué pasó: `<recurso>.<acción>`.'),
    api_version: Type.Literal(API_VERSION, { description: 'Versión de la forma de `data.object`.' }),
    created_at: DateTime({ description: 'Cuándo ocurrió el cambio en la nube, en UTC (ISO 8601).' }),
    data: Type.Object(
      {
        // Open on purpose: the serializer writes the stored resource as it is, so this answer is
        // byte for byte the body a webhook delivery of the same event carries.
        object: Type.Unknown({
          description:
            'El recurso (cliente, categoría, producto, movimiento de inventario, venta, documento o sesión de caja) tal como la API lo devolvía en el instante del evento.',
        }),
      },
      { description: 'Lo que cambió, en `data.object`.' },
    ),
  },
  {
    title: 'Event',
    description:
      'Un cambio en los datos de la cuenta: el mismo objeto que llega como cuerpo de un webhook. Se guardan al menos 30 días.',
    examples: [
      exampleEvent('5f0e9d8c-7b6a-4594-8372-6150f4e3d2c1', 'customer.created', Customer.examples[0]),
    ],
  },
);
export type Event = Static<typeof Event>;

export const EventListQuery = ListQuery({
  type: Type.Optional(OneOf(EVENT_TYPES, 'Solo los eventos de este tipo.')),
  updated_since: Type.Optional(
    DateTimeFilter(
      'Los eventos nunca cambian: igual que `created_since`, eventos creados desde este instante (incluido).',
    ),
  ),
});
export type EventListQuery = Static<typeof EventListQuery>;
