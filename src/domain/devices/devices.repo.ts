import type { Executor } from '#src/db/database.js';
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

  /** Devices still in use (not revoked) in the tenant's environment, oldest first. */
  async listActive(db: Executor, tenant: Tenant): Promise<DeviceRow[]> {
    return ofTenant(db, tenant).where('revoked_at', 'is', null).execute();
  },
};

const ofTenant = (db: Executor, tenant: Tenant) =>
  db
    .selectFrom('devices')
    .selectAll()
    .where('account_id', '=', tenant.accountId)
    .where('environment', '=', tenant.environment)
    .orderBy('created_at')
    .orderBy('id');
