import { type CompiledQuery, type RawBuilder, sql } from 'kysely';
import type { Executor } from '#src/db/database.js';
import { bindable, placeholder } from '#src/db/prepared.js';
import type { DeviceRow } from '#src/db/schema.js';
import type { Tenant } from '#src/domain/context.js';

export const devicesRepo = {
  async insert(db: Executor, row: DeviceRow): Promise<DeviceRow> {
    return db.insertInto('devices').values(row).returningAll().executeTakeFirstOrThrow();
  },

  async findById(db: Executor, id: string): Promise<DeviceRow | undefined> {
    return db.selectFrom('devices').selectAll().where('id', '=', id).executeTakeFirst();
  },

  async revoke(db: Executor, id: string, now: Date): Promise<DeviceRow | undefined> {
    await db
      .updateTable('devices')
      .set({ revoked_at: now, updated_at: now })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
    return this.findById(db, id);
  },

  /** Every device of the tenant's environment, revoked ones included, oldest first. */
  async listAll(db: Executor, tenant: Tenant): Promise<DeviceRow[]> {
    return ofTenant(db, tenant).execute();
  },

  /**
   * Applies a status report: `complete_through` only forward (greatest() ignores the null of a
   * first report), `pending_records` only from a report that arrived no earlier than the one
   * stored, all in one UPDATE so that concurrent reports cannot move either back.
   */
  async recordStatus(
    db: Executor,
    tenant: Tenant,
    id: string,
    report: { completeThrough: Date; pending: number; arrival: Date },
  ): Promise<{ completeThrough: Date | null; pendingRecords: number | null }> {
    const arrival = sql<Date>`${report.arrival}::timestamptz`;
    const row = await db
      .updateTable('devices')
      .set({
        complete_through: sql<Date>`greatest(complete_through, ${report.completeThrough}::timestamptz)`,
        pending_records: sql<number>`case when status_reported_at is null or status_reported_at <= ${arrival}
          then ${report.pending}::integer else pending_records end`,
        status_reported_at: sql<Date>`greatest(status_reported_at, ${arrival})`,
      })
      .where('account_id', '=', tenant.accountId)
      .where('environment', '=', tenant.environment)
      .where('id', '=', id)
      .returning(['complete_through', 'pending_records'])
      .executeTakeFirstOrThrow();
    return { completeThrough: row.complete_through, pendingRecords: row.pending_records };
  },

  /**
   * What each device in use reported of its backlog, oldest device first: read by every stock
   * level page and event, so compiled once and prepared as `devices_watermarks`.
   */
  async watermarks(db: Executor, tenant: Tenant): Promise<DeviceWatermark[]> {
    watermarksStatement ??= bindable(
      ofTenant(db, { accountId: placeholder(0), environment: placeholder(1) })
        .clearSelect()
        .select(['id', 'name', 'kind', 'platform', 'last_sync_at', 'complete_through', 'pending_records'])
        .where('revoked_at', 'is', null)
        .compile(),
      { name: 'devices_watermarks' },
    );
    return (await db.executeQuery(watermarksStatement([tenant.accountId, tenant.environment]))).rows;
  },

  /**
   * `watermarks` as one JSON text, for a statement that reads them beside rows of its own (a
   * page of stock levels, in one round trip); `parseWatermarks` reads it back.
   */
  watermarksJson(_db: Executor, tenant: Tenant): RawBuilder<string> {
    return sql<string>`(
      select coalesce(json_agg(json_build_object(
        'id', d.id, 'name', d.name, 'kind', d.kind, 'platform', d.platform, 'last_sync_at', d.last_sync_at,
        'complete_through', d.complete_through, 'pending_records', d.pending_records
      ) order by d.created_at, d.id), '[]')::text
      from devices d
      where d.account_id = ${tenant.accountId} and d.environment = ${tenant.environment} and d.revoked_at is null
    )`;
  },

  /** Devices still in use (not revoked) in the tenant's environment, oldest first. */
  async listActive(db: Executor, tenant: Tenant): Promise<DeviceRow[]> {
    return ofTenant(db, tenant).where('revoked_at', 'is', null).execute();
  },
};

/** A device in use as completeness reads it: its watermark, and what GET /me shows beside it. */
export type DeviceWatermark = Pick<
  DeviceRow,
  'id' | 'name' | 'kind' | 'platform' | 'last_sync_at' | 'complete_through' | 'pending_records'
>;

/** The devices `watermarksJson` wrote, as `watermarks` returns them. */
export function parseWatermarks(json: string): DeviceWatermark[] {
  const instant = (value: string | null) => (value === null ? null : new Date(value));
  return (JSON.parse(json) as Array<Record<keyof DeviceWatermark, never>>).map((d) => ({
    id: d.id,
    name: d.name,
    kind: d.kind,
    platform: d.platform,
    last_sync_at: instant(d.last_sync_at),
    complete_through: instant(d.complete_through),
    pending_records: d.pending_records,
  }));
}

let watermarksStatement: ((values: readonly unknown[]) => CompiledQuery<DeviceWatermark>) | undefined;

const ofTenant = (db: Executor, tenant: Tenant) =>
  db
    .selectFrom('devices')
    .selectAll()
    .where('account_id', '=', tenant.accountId)
    .where('environment', '=', tenant.environment)
    .orderBy('created_at')
    .orderBy('id');
