import { sql } from 'kysely';
import { API_VERSION } from '#src/contract/api.js';
import type { EventType } from '#src/contract/event-types.js';
import type { Executor } from '#src/db/database.js';
import { jsonRows } from '#src/db/json-rows.js';
import type { TimestampsAsText } from '#src/db/prepared.js';
import type { EventRow } from '#src/db/schema.js';
import { ids } from '#src/domain/clock.js';
import type { Tenant } from '#src/domain/context.js';
import type { EventColumns } from '#src/domain/events/event.present.js';
import { fetchPage, type Page, type PageRequest } from '#src/domain/pagination/keyset.js';
import { compiledReads, tenantRows } from '#src/domain/tenant-rows.repo.js';

export interface EventFilters extends PageRequest {
  type?: EventType | undefined;
}

const RAW_DATA: ReadonlySet<string> = new Set(['data']);

const inTenant = tenantRows('events', 'e');

/** The columns the API shows, named, as `plainPages` needs them. */
const COLUMNS = [
  'e.id',
  'e.type',
  'e.api_version',
  'e.data',
  'e.created_at',
] as const satisfies readonly `e.${keyof EventColumns}`[];

/** The tenant's events with the columns the API shows. */
const shown = (db: Executor, tenant: Tenant) => inTenant(db, tenant).clearSelect().select(COLUMNS);

/** The list without filters (as clients page through it) and the record by id: compiled once. */
const { pages, record } = compiledReads('e', 'events', shown);

export const eventsRepo = {
  /**
   * Records that each `object` (the resource exactly as the API returns it now) changed, in one
   * statement. Call it inside the transaction of the change, so that an event exists if and
   * only if its change does. `json`, when given, is `object` already serialised. Returns what
   * the webhook deliveries need of each.
   */
  async recordMany(
    db: Executor,
    tenant: Tenant,
    events: ReadonlyArray<{ type: EventType; object: object; json?: string }>,
    now: Date,
  ): Promise<Array<{ id: string; type: EventType; created_at: Date }>> {
    if (events.length === 0) return [];
    const rows = events.map((event) => ({
      id: ids.uuid(),
      type: event.type,
      data: `{"object":${event.json ?? JSON.stringify(event.object)}}`,
    }));
    await sql`
      insert into events (id, account_id, environment, type, api_version, data, created_at)
      select r.id, ${tenant.accountId}::uuid, ${tenant.environment}::text, r.type, ${API_VERSION}::text,
        r.data, ${now}::timestamptz
      from json_populate_recordset(null::events, ${jsonRows(rows, RAW_DATA)}::json) r
    `.execute(db);
    return rows.map(({ id, type }) => ({ id, type, created_at: now }));
  },

  /** The id, type and time of one of the tenant's events, to deliver it again. */
  async typeOf(
    db: Executor,
    tenant: Tenant,
    id: string,
  ): Promise<Pick<EventRow, 'id' | 'type' | 'created_at'> | undefined> {
    return db
      .selectFrom('events')
      .select(['id', 'type', 'created_at'])
      .where('account_id', '=', tenant.accountId)
      .where('environment', '=', tenant.environment)
      .where('id', '=', id)
      .executeTakeFirst();
  },

  /**
   * Removes up to `most` of the events (of every tenant) created before `cutoff`, oldest first,
   * with their deliveries and attempts (which share the event's time); returns how many events.
   * `from` narrows it to one partition, the default one (housekeeping drops the others whole).
   */
  async purgeOlderThan(
    db: Executor,
    cutoff: Date,
    most: number,
    from: 'events' | 'events_default' = 'events',
  ): Promise<number> {
    const { rows } = await sql<{ n: number }>`
      with gone as (
        delete from events where (account_id, environment, id, created_at) in (
          select account_id, environment, id, created_at from ${sql.table(from)}
          where created_at < ${cutoff} order by created_at limit ${most}
        )
        returning id, created_at
      ), deliveries as (
        delete from webhook_deliveries d using gone
        where d.event_id = gone.id and d.event_created_at = gone.created_at
        returning d.id, d.event_created_at
      ), attempts as (
        delete from webhook_attempts a using deliveries
        where a.delivery_id = deliveries.id and a.event_created_at = deliveries.event_created_at
      )
      select count(*)::int as n from gone
    `.execute(db);
    return rows[0]?.n ?? 0;
  },

  async listForTenant(db: Executor, tenant: Tenant, type?: EventType): Promise<EventRow[]> {
    let q = db
      .selectFrom('events')
      .selectAll()
      .where('account_id', '=', tenant.accountId)
      .where('environment', '=', tenant.environment);
    if (type) q = q.where('type', '=', type);
    return q.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  },

  /**
   * One page of the tenant's events, newest first; the `type` filter has its own index. The
   * unfiltered list's rows carry their timestamps as PostgreSQL's text.
   */
  async list(
    db: Executor,
    tenant: Tenant,
    filters: EventFilters,
  ): Promise<Page<EventRow | TimestampsAsText<EventColumns>>> {
    if (pages.covers(filters)) return pages.fetch(db, tenant, filters);
    let q = inTenant(db, tenant);
    if (filters.type !== undefined) q = q.where('e.type', '=', filters.type);
    // Events never change, so their updated_at is their created_at: `updated_since` is one
    // more lower bound on created_at (the table has no updated_at for fetchPage to filter).
    if (filters.updated_since !== undefined)
      q = q.where('e.created_at', '>=', new Date(filters.updated_since));
    return fetchPage(q, 'e', 'events', { ...filters, updated_since: undefined });
  },

  /**
   * The tenant's newest event recorded from `since` on, of one of `types` (of any type when
   * undefined). Ordered like the tenant's page index, so it reads from the newest end.
   */
  async latest(
    db: Executor,
    tenant: Tenant,
    since: Date,
    types: readonly string[] | undefined,
  ): Promise<EventRow | undefined> {
    if (types !== undefined && types.length === 0) return undefined;
    let q = inTenant(db, tenant).where('e.created_at', '>=', since);
    if (types !== undefined) q = q.where('e.type', 'in', types);
    return q.orderBy('e.created_at', 'desc').orderBy('e.id', 'desc').limit(1).executeTakeFirst();
  },

  /** The row as `GET …/{id}` shows it: compiled once (`plainRecord`), timestamps as PostgreSQL's text. */
  show: record,
};
