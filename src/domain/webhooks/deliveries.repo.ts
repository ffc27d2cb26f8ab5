import { type Insertable, sql } from 'kysely';
import type { Executor } from '#src/db/database.js';
import { jsonRows } from '#src/db/json-rows.js';
import type { EventRow } from '#src/db/schema.js';
import type {
  NewWebhookAttempt,
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
  /** Deliveries whose next attempt is due, and how long the oldest has waited (seconds). */
  async dueBacklog(db: Executor, now: Date): Promise<{ due: number; oldestSeconds: number }> {
    const { rows } = await sql<{ due: number; oldest: Date | null }>`
      select count(*)::int as due, min(next_attempt_at) as oldest
      from webhook_deliveries
      where status = 'pending' and next_attempt_at <= ${now}
    `.execute(db);
    const oldest = rows[0]?.oldest ?? null;
    return {
      due: rows[0]?.due ?? 0,
      oldestSeconds: oldest === null ? 0 : Math.max(0, (now.getTime() - oldest.getTime()) / 1000),
    };
  },

  /** Inserts many deliveries in one statement; the rows travel as one JSON parameter. */
  async insertMany(db: Executor, rows: Insertable<WebhookDeliveriesTable>[]): Promise<void> {
    if (rows.length === 0) return;
    const columns = Object.keys(rows[0]!);
    await sql`
      insert into webhook_deliveries (${sql.join(columns.map((c) => sql.id(c)))})
      select ${sql.join(columns.map((c) => sql.ref(`r.${c}`)))}
      from jsonb_populate_recordset(null::webhook_deliveries, ${jsonRows(rows)}::jsonb) r
    `.execute(db);
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

  /** Which of these deliveries of the tenant the console's "send a test event" made. */
  async testsAmong(db: Executor, tenant: Tenant, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('account_id', '=', tenant.accountId)
      .where('environment', '=', tenant.environment)
      .where('id', 'in', ids)
      .where('test', '=', true)
      .execute();
    return rows.map((r) => r.id);
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

  /** What the attempts of several deliveries need, in one statement; undefined for a delivery gone. */
  async forAttempts(db: Executor, ids: readonly string[]): Promise<Array<DeliveryForAttempt | undefined>> {
    const rows = await db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('events as e', (join) =>
        join.onRef('e.id', '=', 'd.event_id').onRef('e.created_at', '=', 'd.event_created_at'),
      )
      .leftJoin('webhook_endpoints as w', 'w.id', 'd.endpoint_id')
      .select([
        'd.id as d_id',
        'd.status as d_status',
        'd.attempt_count as d_attempt_count',
        'd.next_attempt_at as d_next_attempt_at',
        'w.id as w_id',
        'w.environment as w_environment',
        'w.url as w_url',
        'w.status as w_status',
        'w.secret as w_secret',
        'w.previous_secret as w_previous_secret',
        'w.previous_secret_expires_at as w_previous_secret_expires_at',
        'e.id',
        'e.account_id',
        'e.environment',
        'e.type',
        'e.api_version',
        'e.data',
        'e.created_at',
      ])
      .where('d.id', 'in', ids)
      .execute();
    const byId = new Map(
      rows.map((row): [string, DeliveryForAttempt] => [
        row.d_id,
        {
          delivery: {
            id: row.d_id,
            status: row.d_status,
            attempt_count: row.d_attempt_count,
            next_attempt_at: row.d_next_attempt_at,
          },
          endpoint:
            row.w_id === null
              ? undefined
              : {
                  id: row.w_id,
                  environment: row.w_environment!,
                  url: row.w_url!,
                  status: row.w_status!,
                  secret: row.w_secret!,
                  previous_secret: row.w_previous_secret,
                  previous_secret_expires_at: row.w_previous_secret_expires_at,
                },
          event: {
            id: row.id,
            account_id: row.account_id,
            environment: row.environment,
            type: row.type,
            api_version: row.api_version,
            data: row.data,
            created_at: row.created_at,
          },
        },
      ]),
    );
    return ids.map((id) => byId.get(id));
  },

  /**
   * Records an attempt unless that attempt is already recorded (or its delivery is gone); says
   * whether it was new. The attempt takes its delivery's partition key.
   */
  async insertAttempt(db: Executor, attempt: NewWebhookAttempt): Promise<boolean> {
    const result = await sql`
      insert into webhook_attempts (delivery_id, number, attempted_at, status_code, error, duration_ms,
        response_excerpt, event_created_at)
      select d.id, ${attempt.number}::int, ${new Date(attempt.attempted_at).toISOString()}::timestamptz,
        ${attempt.status_code ?? null}::int, ${attempt.error ?? null}::text, ${attempt.duration_ms}::int,
        ${attempt.response_excerpt ?? null}::text, d.event_created_at
      from webhook_deliveries d where d.id = ${attempt.delivery_id}::uuid
      on conflict do nothing
    `.execute(db);
    return Number(result.numAffectedRows ?? 0) > 0;
  },

  /**
   * Records successful attempts in one statement (the common case, many at once): the attempts,
   * their deliveries settled, and the end of their endpoints' failing streaks. Says, for each,
   * whether it was new (an attempt recorded before is left as it was).
   */
  async recordSuccesses(db: Executor, attempts: ReadonlyArray<NewWebhookAttempt>): Promise<boolean[]> {
    const column = <K extends keyof NewWebhookAttempt>(key: K) => attempts.map((a) => a[key] ?? null);
    const { rows } = await sql<{ delivery_id: string }>`
      with input as (
        select * from unnest(
          ${column('delivery_id')}::uuid[], ${column('number')}::int[],
          ${attempts.map((a) => new Date(a.attempted_at).toISOString())}::timestamptz[],
          ${column('status_code')}::int[], ${column('duration_ms')}::int[], ${column('response_excerpt')}::text[]
        ) as t(delivery_id, number, attempted_at, status_code, duration_ms, response_excerpt)
      ), attempt as (
        insert into webhook_attempts (delivery_id, number, attempted_at, status_code, error, duration_ms,
          response_excerpt, event_created_at)
        select i.delivery_id, i.number, i.attempted_at, i.status_code, null, i.duration_ms, i.response_excerpt,
          d.event_created_at
        from input i join webhook_deliveries d on d.id = i.delivery_id
        on conflict do nothing
        returning delivery_id, number, attempted_at, event_created_at
      ), delivery as (
        update webhook_deliveries d
        set status = 'succeeded', attempt_count = a.number, next_attempt_at = null, updated_at = a.attempted_at
        from attempt a
        where d.id = a.delivery_id and d.event_created_at = a.event_created_at
        returning d.endpoint_id
      ), endpoint as (
        update webhook_endpoints set failing_since = null
        where id in (select endpoint_id from delivery) and failing_since is not null
      )
      select delivery_id from attempt
    `.execute(db);
    const recorded = new Set(rows.map((r) => r.delivery_id));
    return attempts.map((a) => recorded.has(a.delivery_id));
  },

  /**
   * Ends a delivery that was not sent: its endpoint is gone or no longer enabled. Only while it
   * is still at attempt `attempt`, so that a stale job cannot end a delivery that moved on.
   */
  async failUnsent(db: Executor, id: string, attempt: number, now: Date): Promise<void> {
    await db
      .updateTable('webhook_deliveries')
      .set({ status: 'failed', next_attempt_at: null, updated_at: now })
      .where('id', '=', id)
      .where('attempt_count', '=', attempt)
      .execute();
  },

  /** A failed attempt's mark on its delivery: how many were made, and when the next one is due (null: no more). */
  async markFailedAttempt(
    db: Executor,
    id: string,
    attempt: { number: number; at: Date; nextAttemptAt: Date | null },
  ): Promise<void> {
    await db
      .updateTable('webhook_deliveries')
      .set({
        status: attempt.nextAttemptAt === null ? 'failed' : 'pending',
        attempt_count: attempt.number,
        next_attempt_at: attempt.nextAttemptAt,
        updated_at: attempt.at,
      })
      .where('id', '=', id)
      .execute();
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
