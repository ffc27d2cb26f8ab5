import { type Insertable, sql } from 'kysely';
import type { Executor } from '#src/db/database.js';
import type { EventRow } from '#src/db/schema.js';
import type {
  WebhookAttemptRow,
  WebhookAttemptsTable,
  WebhookDeliveriesTable,
  WebhookDeliveryRow,
  WebhookEndpointRow,
} from '#src/db/webhook-tables.js';
import type { Tenant } from '#src/domain/context.js';
import { fetchPage, type Page, type PageRequest } from '#src/domain/pagination/keyset.js';

export interface DeliveryFilters extends PageRequest {
  status?: WebhookDeliveryRow['status'] | undefined;
  event_id?: string | undefined;
}

type EndpointForAttempt = Pick<
  WebhookEndpointRow,
  'id' | 'environment' | 'url' | 'status' | 'secret' | 'previous_secret' | 'previous_secret_expires_at'
>;

/** A delivery with what an attempt needs: its endpoint (gone if deleted) and its event. */
export interface DeliveryForAttempt {
  delivery: Pick<WebhookDeliveryRow, 'id' | 'status' | 'attempt_count' | 'next_attempt_at'>;
  endpoint: EndpointForAttempt | undefined;
  event: EventRow;
}

export const webhookDeliveriesRepo = {
  async insertMany(db: Executor, rows: Insertable<WebhookDeliveriesTable>[]): Promise<void> {
    if (rows.length > 0) await db.insertInto('webhook_deliveries').values(rows).execute();
  },

  async list(
    db: Executor,
    tenant: Tenant,
    endpointId: string,
    filters: DeliveryFilters,
  ): Promise<Page<WebhookDeliveryRow>> {
    let q = db
      .selectFrom('webhook_deliveries as d')
      .selectAll('d')
      .where('d.account_id', '=', tenant.accountId)
      .where('d.environment', '=', tenant.environment)
      .where('d.endpoint_id', '=', endpointId);
    if (filters.status !== undefined) q = q.where('d.status', '=', filters.status);
    if (filters.event_id !== undefined) q = q.where('d.event_id', '=', filters.event_id);
    return fetchPage(q, 'd', 'webhook_deliveries', filters);
  },

  async findById(db: Executor, tenant: Tenant, id: string): Promise<WebhookDeliveryRow | undefined> {
    return db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('account_id', '=', tenant.accountId)
      .where('environment', '=', tenant.environment)
      .where('id', '=', id)
      .executeTakeFirst();
  },

  /** The attempts of several deliveries, oldest first. */
  async attemptsOf(db: Executor, deliveryIds: readonly string[]): Promise<WebhookAttemptRow[]> {
    if (deliveryIds.length === 0) return [];
    return db
      .selectFrom('webhook_attempts')
      .selectAll()
      .where('delivery_id', 'in', deliveryIds)
      .orderBy('delivery_id')
      .orderBy('number')
      .execute();
  },

  async forAttempt(db: Executor, id: string): Promise<DeliveryForAttempt | undefined> {
    const delivery = await db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!delivery) return undefined;
    const [endpoint, event] = await Promise.all([
      db
        .selectFrom('webhook_endpoints')
        .selectAll()
        .where('id', '=', delivery.endpoint_id)
        .executeTakeFirst(),
      db.selectFrom('events').selectAll().where('id', '=', delivery.event_id).executeTakeFirstOrThrow(),
    ]);
    return { delivery, endpoint, event };
  },

  /** Records an attempt unless that attempt is already recorded; says whether it was new. */
  async insertAttempt(db: Executor, attempt: Insertable<WebhookAttemptsTable>): Promise<boolean> {
    const result = await db
      .insertInto('webhook_attempts')
      .values(attempt)
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  },

  /**
   * Records a successful attempt in one statement (the common case, kept to one round trip):
   * the attempt, the delivery settled, and the end of its endpoint's failing streak. Says
   * whether the attempt was new.
   */
  async recordSuccess(db: Executor, attempt: Insertable<WebhookAttemptsTable>): Promise<boolean> {
    const { rows } = await sql<{ recorded: number }>`
      with attempt as (
        insert into webhook_attempts (delivery_id, number, attempted_at, status_code, error, duration_ms, response_excerpt)
        values (${attempt.delivery_id}, ${attempt.number}, ${attempt.attempted_at}, ${attempt.status_code},
                ${attempt.error}, ${attempt.duration_ms}, ${attempt.response_excerpt})
        on conflict do nothing
        returning delivery_id
      ), delivery as (
        update webhook_deliveries
        set status = 'succeeded', attempt_count = ${attempt.number}, next_attempt_at = null, updated_at = ${attempt.attempted_at}
        where id in (select delivery_id from attempt)
        returning endpoint_id
      ), endpoint as (
        update webhook_endpoints set failing_since = null
        where id in (select endpoint_id from delivery) and failing_since is not null
      )
      select count(*)::int as recorded from attempt
    `.execute(db);
    return (rows[0]?.recorded ?? 0) > 0;
  },

  /** Pending deliveries whose next attempt is due at `now`. */
  async dueIds(db: Executor, now: Date): Promise<string[]> {
    const rows = await db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .execute();
    return rows.map((r) => r.id);
  },
};
