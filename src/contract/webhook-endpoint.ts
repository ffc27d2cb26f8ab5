import { type Static, Type } from '@sinclair/typebox';
import { EVENT_TYPES } from '#src/contract/event-types.js';
import { CreatedAt, DateTime, Nullable, ObjectName, OneOf, UpdatedAt, Uuid } from './common.js';
import { WEBHOOK_ENDPOINT_EXAMPLE } from './examples/account.js';

/**
 * Webhook endpoints and their deliveries as the operator interface and the account console
 * show them (they are not part of the public API: a business manages them in its console).
 */

export const ALL_EVENTS = '*';

const EnabledEvents = Type.Array(OneOf([ALL_EVENTS, ...EVENT_TYPES] as const), {
  minItems: 1,
  maxItems: EVENT_TYPES.length,
  uniqueItems: true,
  description: 'Tipos de evento que recibe, o `["*"]` para todos.',
});
const Url = Type.String({
  minLength: 1,
  maxLength: 2048,
  description: 'Dirección https que recibe los eventos.',
});
const Description = Type.String({
  maxLength: 500,
  description: 'Para qué es el endpoint, hasta 500 caracteres; null si no tiene.',
});
const Environment = OneOf(['live', 'test'] as const, 'Ambiente cuyos eventos recibe: `live` o `test`.');
const Enabled = Type.Boolean({ description: 'false pausa las entregas sin borrar el endpoint.' });

export const WebhookEndpointCreate = Type.Object(
  {
    environment: Environment,
    url: Url,
    enabled_events: Type.Optional(EnabledEvents),
    description: Type.Optional(Nullable(Description)),
    enabled: Type.Optional(Enabled),
  },
  {
    additionalProperties: false,
    examples: [
      {
        environment: WEBHOOK_ENDPOINT_EXAMPLE.environment,
        url: WEBHOOK_ENDPOINT_EXAMPLE.url,
        enabled_events: WEBHOOK_ENDPOINT_EXAMPLE.enabled_events,
        description: WEBHOOK_ENDPOINT_EXAMPLE.description,
      },
    ],
  },
);
export type WebhookEndpointCreate = Static<typeof WebhookEndpointCreate>;

export const WebhookEndpointUpdate = Type.Object(
  {
    url: Type.Optional(Url),
    enabled_events: Type.Optional(EnabledEvents),
    description: Type.Optional(Nullable(Description)),
    enabled: Type.Optional(Enabled),
  },
  { additionalProperties: false, minProperties: 1, examples: [{ enabled_events: ['*'] }] },
);
export type WebhookEndpointUpdate = Static<typeof WebhookEndpointUpdate>;

export const WebhookEndpoint = Type.Object(
  {
    object: ObjectName('webhook_endpoint'),
    id: Uuid({ description: 'Id del endpoint.' }),
    account_id: Uuid({ description: 'Cuenta dueña del endpoint.' }),
    environment: Environment,
    url: Type.String({ description: 'Dirección https que recibe los eventos.' }),
    enabled_events: Type.Array(Type.String(), {
      description: 'Tipos de evento que recibe, o `["*"]` para todos.',
    }),
    description: Nullable(Type.String({ description: 'Para qué es el endpoint; null si no tiene.' })),
    enabled: Type.Boolean({ description: 'true si recibe entregas (`status` es `enabled`).' }),
    status: OneOf(
      ['enabled', 'disabled', 'disabled_failing'] as const,
      '`disabled_failing`: deshabilitado tras 3 días seguidos de entregas fallidas.',
    ),
    failing_since: Nullable(
      DateTime({ description: 'Desde cuándo fallan sus entregas; null si la última funcionó.' }),
    ),
    secret: Type.Optional(
      Type.String({ description: 'Secreto de firma `whsec_…`; solo al crear, rotar o revelar.' }),
    ),
    created_at: CreatedAt,
    updated_at: UpdatedAt,
  },
  { title: 'WebhookEndpoint', examples: [WEBHOOK_ENDPOINT_EXAMPLE] },
);
export type WebhookEndpoint = Static<typeof WebhookEndpoint>;

export const WebhookAttempt = Type.Object({
  attempted_at: DateTime({ description: 'Cuándo se intentó la entrega, en UTC.' }),
  status_code: Nullable(Type.Integer({ description: 'Respuesta HTTP; null si no la hubo.' })),
  error: Nullable(
    Type.String({
      description: 'Por qué falló: tiempo agotado, conexión rechazada, TLS…; null si no falló.',
    }),
  ),
  duration_ms: Type.Integer({ description: 'Cuánto tardó el intento, en milisegundos.' }),
  response_excerpt: Nullable(Type.String({ description: 'Primer KiB de la respuesta.' })),
});

export const WebhookDelivery = Type.Object(
  {
    object: ObjectName('webhook_delivery'),
    id: Uuid({ description: 'Id de la entrega.' }),
    endpoint_id: Uuid({ description: 'Endpoint al que se entrega.' }),
    event_id: Uuid({ description: 'Evento entregado; es la cabecera `webhook-id`.' }),
    event_type: Type.String({ description: 'Tipo del evento, por ejemplo `sale.created`.' }),
    status: OneOf(['pending', 'succeeded', 'failed'] as const, '`pending`, `succeeded` o `failed`.'),
    attempts: Type.Array(WebhookAttempt, { description: 'Intentos hechos, del primero al último.' }),
    next_attempt_at: Nullable(
      DateTime({ description: 'Próximo reintento, en UTC; null si ya no habrá más.' }),
    ),
    created_at: DateTime({ description: 'Cuándo se programó la entrega, en UTC.' }),
  },
  { title: 'WebhookDelivery' },
);
export type WebhookDelivery = Static<typeof WebhookDelivery>;
