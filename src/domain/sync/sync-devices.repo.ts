import { sql, type Updateable } from 'kysely';
import type { Executor } from '#src/db/database.js';
import type { AccountRow, DeviceRow, DevicesTable } from '#src/db/schema.js';
import type { Tenant } from '#src/domain/context.js';

export interface DeviceWithAccount {
  device: DeviceRow;
  accountStatus: AccountRow['status'];
}

/** What the device sync interface reads and writes of the devices themselves. */
export const syncDevicesRepo = {
  /** The device a token belongs to (by the fingerprint of the whole token), with its account's status. */
  async findByTokenFingerprint(db: Executor, fingerprint: string): Promise<DeviceWithAccount | undefined> {
    const row = await db
      .selectFrom('devices as d')
      .innerJoin('accounts as a', 'a.id', 'd.account_id')
      .selectAll('d')
      .select('a.status as account_status')
      .where('d.token_fingerprint', '=', fingerprint)
      .executeTakeFirst();
    if (!row) return undefined;
    const { account_status, ...device } = row;
    return { device, accountStatus: account_status };
  },

  /** Notes a contact: `last_seen_at`, and whatever the device reported about itself. */
  async recordContact(
    db: Executor,
    tenant: Tenant,
    id: string,
    patch: Updateable<DevicesTable>,
  ): Promise<DeviceRow> {
    return db
      .updateTable('devices')
      .set(patch)
      .where('account_id', '=', tenant.accountId)
      .where('environment', '=', tenant.environment)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  /** Moves `last_sync_at` to `now` (never back) and returns it. */
  async markSynced(db: Executor, tenant: Tenant, id: string, now: Date): Promise<Date | null> {
    const row = await db
      .updateTable('devices')
      .set({
        last_sync_at: sql<Date>`greatest(coalesce(last_sync_at, ${now}::timestamptz), ${now}::timestamptz)`,
      })
      .where('account_id', '=', tenant.accountId)
      .where('environment', '=', tenant.environment)
      .where('id', '=', id)
      .returning('last_sync_at')
      .executeTakeFirst();
    return row?.last_sync_at ?? null;
  },
};
