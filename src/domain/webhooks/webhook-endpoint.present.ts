import type { WebhookDelivery, WebhookEndpoint } from '#src/contract/webhook-endpoint.js';
import { iso, isoOrNull } from '#src/db/instants.js';
import type { WebhookAttemptRow, WebhookDeliveryRow, WebhookEndpointRow } from '#src/db/webhook-tables.js';

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
