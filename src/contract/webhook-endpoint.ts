import { type Static, Type } from '@sinclair/typebox';
import type { WebhookAttemptRow, WebhookDeliveryRow, WebhookEndpointRow } from '#src/db/webhook-tables.js';
import { EVENT_TYPES } from '#src/domain/events/event-types.js';
import { DateTime, iso, isoOrNull, Nullable, OneOf, Uuid } from './common.js';

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
const Description = Type.String({ maxLength: 500 });

export const WebhookEndpointCreate = Type.Object(
  {
    environment: OneOf(['live', 'test'] as const),
    url: Url,
    enabled_events: Type.Optional(EnabledEvents),
    description: Type.Optional(Nullable(Description)),
    enabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type WebhookEndpointCreate = Static<typeof WebhookEndpointCreate>;

export const WebhookEndpointUpdate = Type.Object(
  {
    url: Type.Optional(Url),
    enabled_events: Type.Optional(EnabledEvents),
    description: Type.Optional(Nullable(Description)),
    enabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type WebhookEndpointUpdate = Static<typeof WebhookEndpointUpdate>;

export const WebhookEndpoint = Type.Object(
  {
    object: Type.Literal('webhook_endpoint'),
    id: Uuid(),
    account_id: Uuid(),
    environment: OneOf(['live', 'test'] as const),
    url: Type.String(),
    enabled_events: Type.Array(Type.String()),
    description: Nullable(Type.String()),
    enabled: Type.Boolean(),
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
    created_at: DateTime(),
    updated_at: DateTime(),
  },
  { title: 'WebhookEndpoint' },
);
export type WebhookEndpoint = Static<typeof WebhookEndpoint>;

export function toWebhookEndpoint(
  row: WebhookEndpointRow,
  options: { secret?: boolean } = {},
): WebhookEndpoint {
  return {
    object: 'webhook_endpoint',
    id: row.id,
    account_id: row.account_id,
    environment: row.environment,
    url: row.url,
    enabled_events: row.enabled_events,
    description: row.description,
    enabled: row.status === 'enabled',
    status: row.status,
    failing_since: isoOrNull(row.failing_since),
    ...(options.secret ? { secret: row.secret } : {}),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export const WebhookAttempt = Type.Object({
  attempted_at: DateTime(),
  status_code: Nullable(Type.Integer({ description: 'Respuesta HTTP; null si no la hubo.' })),
  error: Nullable(Type.String({ description: 'Por qué falló: tiempo agotado, conexión rechazada, TLS…' })),
  duration_ms: Type.Integer(),
  response_excerpt: Nullable(Type.String({ description: 'Primer KiB de la respuesta.' })),
});

export const WebhookDelivery = Type.Object(
  {
    object: Type.Literal('webhook_delivery'),
    id: Uuid(),
    endpoint_id: Uuid(),
    event_id: Uuid(),
    event_type: Type.String(),
    status: OneOf(['pending', 'succeeded', 'failed'] as const),
    attempts: Type.Array(WebhookAttempt),
    next_attempt_at: Nullable(DateTime()),
    created_at: DateTime(),
  },
  { title: 'WebhookDelivery' },
);
export type WebhookDelivery = Static<typeof WebhookDelivery>;

export function toWebhookDelivery(row: WebhookDeliveryRow, attempts: WebhookAttemptRow[]): WebhookDelivery {
  return {
    object: 'webhook_delivery',
    id: row.id,
    endpoint_id: row.endpoint_id,
    event_id: row.event_id,
    event_type: row.event_type,
    status: row.status,
    attempts: attempts.map((a) => ({
      attempted_at: iso(a.attempted_at),
      status_code: a.status_code,
      error: a.error,
      duration_ms: a.duration_ms,
      response_excerpt: a.response_excerpt,
    })),
    next_attempt_at: isoOrNull(row.next_attempt_at),
    created_at: iso(row.created_at),
  };
}
