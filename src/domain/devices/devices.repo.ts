import { type CompiledQuery, sql } from 'kysely';
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

let watermarksStatement: ((values: readonly unknown[]) => CompiledQuery<DeviceWatermark>) | undefined;

const ofTenant = (db: Executor, tenant: Tenant) =>
  db
    .selectFrom('devices')
    .selectAll()
    .where('account_id', '=', tenant.accountId)
    .where('environment', '=', tenant.environment)
    .orderBy('created_at')
    .orderBy('id');
