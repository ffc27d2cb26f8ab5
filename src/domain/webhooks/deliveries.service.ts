import { SPEC_EVENT_TYPES, takesEvent } from '#src/contract/event-types.js';
import { ALL_EVENTS, type WebhookDelivery } from '#src/contract/webhook-endpoint.js';
import type { Db, Executor } from '#src/db/database.js';
import type { WebhookDeliveryRow, WebhookEndpointRow } from '#src/db/webhook-tables.js';
import { ids } from '#src/domain/clock.js';
import type { Tenant } from '#src/domain/context.js';
import { AppError } from '#src/domain/errors.js';
import { toEvent } from '#src/domain/events/event.present.js';
import { eventsRepo } from '#src/domain/events/events.repo.js';
import { EVENT_RETENTION_DAYS } from '#src/domain/events/retention.js';
import type { Page } from '#src/domain/pagination/keyset.js';
import { toWebhookDelivery } from '#src/domain/webhooks/webhook-endpoint.present.js';
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
  events: ReadonlyArray<{ id: string; type: string; created_at: Date }>,
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
      .filter((endpoint) => takesEvent(endpoint.enabled_events, event.type))
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
  options: { test?: boolean } = {},
): Promise<WebhookDelivery> {
  const endpoint = await endpointOf(db, tenant, endpointId);
  const event = await eventsRepo.typeOf(db, tenant, eventId);
  if (!event) {
    throw new AppError('NOT_FOUND', {
      param: 'event_id',
      message: `No existe el evento ${eventId} en esta cuenta y ambiente (se guardan al menos 30 días). Búscalo con GET /events.`,
    });
  }
  const row = { ...newDelivery(tenant, endpoint.id, event, now), test: options.test ?? false };
  await webhookDeliveriesRepo.insertMany(db, [row]);
  await jobQueue.enqueue(db, [attemptJob({ delivery_id: row.id, attempt: 0 })]);
  return toWebhookDelivery(row, []);
}

/** Which of `deliveries` were made by "send a test event", to mark them in the console. */
export async function testDeliveries(
  db: Executor,
  tenant: Tenant,
  deliveries: ReadonlyArray<{ id: string }>,
): Promise<Set<string>> {
  return new Set(
    await webhookDeliveriesRepo.testsAmong(
      db,
      tenant,
      deliveries.map((d) => d.id),
    ),
  );
}

/**
 * The console's "send a test event": the tenant's newest event (of the days the log keeps) of
 * a type the endpoint takes, sent again as `redeliverEvent` sends it. Run it in a transaction:
 * the delivery and its queued attempt commit together. NOT_FOUND, saying how to make such an
 * event, when the environment has none yet.
 */
export async function sendTestEvent(
  db: Executor,
  tenant: Tenant,
  endpointId: string,
  now: Date,
): Promise<WebhookDelivery> {
  const endpoint = await endpointOf(db, tenant, endpointId);
  // `["*"]` takes SPEC's types only (DECISIONS.md): a newer type is sent to endpoints that name it.
  const types = endpoint.enabled_events.includes(ALL_EVENTS) ? undefined : endpoint.enabled_events;
  const since = new Date(now.getTime() - EVENT_RETENTION_DAYS * DAY_MS);
  const event = await eventsRepo.latest(db, tenant, since, types ?? SPEC_EVENT_TYPES);
  if (!event) throw noEventToSend(tenant, types);
  return redeliverEvent(db, tenant, endpointId, event.id, now, { test: true });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Which change records an event of one of `types` (all types when undefined), for the message. */
function howToRecord(types: readonly string[] | undefined, key: string): string {
  const takes = (resource: string) => types === undefined || types.some((t) => t.startsWith(`${resource}.`));
  if (takes('customer')) return `crea un cliente con una ${key}: POST /customers`;
  if (takes('product')) return `crea un producto con una ${key}: POST /products`;
  if (takes('category')) return `crea una categoría con una ${key}: POST /categories`;
  if (takes('stock_movement') || takes('stock_level'))
    return `registra un movimiento con una ${key}: POST /inventory/movements`;
  return 'registra una venta o cierra una caja desde un dispositivo de este ambiente';
}

function noEventToSend(tenant: Tenant, types: readonly string[] | undefined): AppError {
  const env = tenant.environment === 'test' ? 'pruebas' : 'producción';
  const key =
    tenant.environment === 'test' ? 'llave de pruebas (caja_test_…)' : 'llave de producción (caja_live_…)';
  const which =
    types === undefined
      ? 'ningún evento'
      : `ningún evento de los tipos que recibe este endpoint (${types.join(', ')})`;
  return new AppError('NOT_FOUND', {
    message: `El ambiente de ${env} aún no tiene ${which} en los últimos ${EVENT_RETENTION_DAYS} días, así que no hay nada que enviar de prueba. Para generar uno, ${howToRecord(types, key)}; luego vuelve a enviar la prueba.`,
  });
}

/** The deliveries of one endpoint, newest first, each with its attempts. */
export async function listDeliveries(
  db: Executor,
  tenant: Tenant,
  endpointId: string,
  filters: DeliveryFilters,
): Promise<Page<WebhookDelivery>> {
  await endpointOf(db, tenant, endpointId);
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

async function endpointOf(db: Executor, tenant: Tenant, endpointId: string): Promise<WebhookEndpointRow> {
  const endpoint = await webhookEndpointsRepo.findById(db, tenant, endpointId);
  if (!endpoint) {
    throw new AppError('NOT_FOUND', {
      message: `No existe un endpoint de webhooks con id ${endpointId} en esta cuenta y ambiente.`,
    });
  }
  return endpoint;
}

function newDelivery(
  tenant: Tenant,
  endpointId: string,
  event: { id: string; type: string; created_at: Date },
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
    test: false,
    event_created_at: event.created_at,
  };
}

/** The body of every delivery of an event: the event exactly as `GET /events/{id}` writes it. */
export const eventBody = (row: Parameters<typeof toEvent>[0]): string => JSON.stringify(toEvent(row));

/** The webhook deliveries due at `now` and how long the oldest has waited, for the metrics. */
export const deliveryBacklog = (db: Db, now: Date): Promise<{ due: number; oldestSeconds: number }> =>
  webhookDeliveriesRepo.dueBacklog(db, now);
