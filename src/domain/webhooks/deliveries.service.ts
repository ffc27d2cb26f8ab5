import { toEvent } from '#src/contract/event.js';
import { toWebhookDelivery, type WebhookDelivery } from '#src/contract/webhook-endpoint.js';
import type { Executor } from '#src/db/database.js';
import type { WebhookDeliveryRow } from '#src/db/webhook-tables.js';
import { ids } from '#src/domain/clock.js';
import type { Tenant } from '#src/domain/context.js';
import { AppError } from '#src/domain/errors.js';
import type { Page } from '#src/domain/pagination/keyset.js';
import { jobQueue } from '#src/jobs/job-queue.js';
import { type DeliveryFilters, webhookDeliveriesRepo } from './deliveries.repo.js';
import { webhookEndpointsRepo } from './endpoints.repo.js';

/** The job engine's task that makes one attempt of one delivery. */
export const WEBHOOK_ATTEMPT_TASK = 'webhook_attempt';

/** What a job carries: which delivery, and how many attempts it had when the job was queued. */
export interface AttemptJob {
  delivery_id: string;
  attempt: number;
}

/** At most one queued attempt per delivery. */
export const attemptJobKey = (deliveryId: string): string => `webhook_delivery:${deliveryId}`;

export const attemptJob = (job: AttemptJob, delayMs = 0) => ({
  task: WEBHOOK_ATTEMPT_TASK,
  payload: job,
  key: attemptJobKey(job.delivery_id),
  delayMs,
});

/**
 * Creates the deliveries of newly recorded events to every enabled endpoint of the tenant that
 * takes their type, and queues their first attempt. Runs in the transaction that records the
 * events, so an event is delivered if and only if its change committed.
 */
export async function enqueueDeliveries(
  db: Executor,
  tenant: Tenant,
  events: ReadonlyArray<{ id: string; type: string }>,
  now: Date,
): Promise<void> {
  if (events.length === 0) return;
  const endpoints = await webhookEndpointsRepo.subscribedTo(
    db,
    tenant,
    events.map((e) => e.type),
  );
  if (endpoints.length === 0) return;
  const rows = events.flatMap((event) =>
    endpoints
      .filter(
        (endpoint) => endpoint.enabled_events.includes('*') || endpoint.enabled_events.includes(event.type),
      )
      .map((endpoint) => newDelivery(tenant, endpoint.id, event, now)),
  );
  await webhookDeliveriesRepo.insertMany(db, rows);
  await jobQueue.enqueue(
    db,
    rows.map((row) => attemptJob({ delivery_id: row.id, attempt: 0 })),
  );
}

/**
 * Sends an event to an endpoint again, whatever happened before, as a new delivery with its
 * own attempts and retries; it carries the same `webhook-id`, so a receiver can tell.
 */
export async function redeliverEvent(
  db: Executor,
  tenant: Tenant,
  endpointId: string,
  eventId: string,
  now: Date,
): Promise<WebhookDelivery> {
  const endpoint = await webhookEndpointsRepo.findById(db, tenant, endpointId);
  if (!endpoint) {
    throw new AppError('NOT_FOUND', {
      message: `No existe un endpoint de webhooks con id ${endpointId} en esta cuenta y ambiente.`,
    });
  }
  const event = await db
    .selectFrom('events')
    .select(['id', 'type'])
    .where('account_id', '=', tenant.accountId)
    .where('environment', '=', tenant.environment)
    .where('id', '=', eventId)
    .executeTakeFirst();
  if (!event) {
    throw new AppError('NOT_FOUND', {
      param: 'event_id',
      message: `No existe el evento ${eventId} en esta cuenta y ambiente (se guardan 30 días). Búscalo con GET /events.`,
    });
  }
  const row = newDelivery(tenant, endpoint.id, event, now);
  await webhookDeliveriesRepo.insertMany(db, [row]);
  await jobQueue.enqueue(db, [attemptJob({ delivery_id: row.id, attempt: 0 })]);
  return toWebhookDelivery(row, []);
}

/** The deliveries of one endpoint, newest first, each with its attempts. */
export async function listDeliveries(
  db: Executor,
  tenant: Tenant,
  endpointId: string,
  filters: DeliveryFilters,
): Promise<Page<WebhookDelivery>> {
  if (!(await webhookEndpointsRepo.findById(db, tenant, endpointId))) {
    throw new AppError('NOT_FOUND', {
      message: `No existe un endpoint de webhooks con id ${endpointId} en esta cuenta y ambiente.`,
    });
  }
  const page = await webhookDeliveriesRepo.list(db, tenant, endpointId, filters);
  const attempts = await webhookDeliveriesRepo.attemptsOf(
    db,
    page.data.map((d) => d.id),
  );
  return {
    ...page,
    data: page.data.map((row) =>
      toWebhookDelivery(
        row,
        attempts.filter((a) => a.delivery_id === row.id),
      ),
    ),
  };
}

function newDelivery(
  tenant: Tenant,
  endpointId: string,
  event: { id: string; type: string },
  now: Date,
): WebhookDeliveryRow {
  return {
    id: ids.uuid(),
    account_id: tenant.accountId,
    environment: tenant.environment,
    endpoint_id: endpointId,
    event_id: event.id,
    event_type: event.type,
    status: 'pending',
    attempt_count: 0,
    next_attempt_at: now,
    created_at: now,
    updated_at: now,
  };
}

/** The body of every delivery of an event: the event exactly as `GET /events/{id}` writes it. */
export const eventBody = (row: Parameters<typeof toEvent>[0]): string => JSON.stringify(toEvent(row));
