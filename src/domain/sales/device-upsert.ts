import type { Insertable, Updateable } from 'kysely';
import type { Executor, Tx } from '#src/db/database.js';
import type { Database } from '#src/db/schema.js';
import { recordConsequences } from '#src/domain/consequences.js';
import type { Tenant } from '#src/domain/context.js';
import type { EventType } from '#src/domain/events/event-types.js';
import { fingerprint } from '#src/domain/sync/fingerprint.js';
import { deviceRecordsRepo, type RecordTable } from './device-records.repo.js';

/** What an upload did to the cloud copy of one record. */
export type UpsertOutcome = 'created' | 'updated' | 'unchanged';

export interface UpsertResult {
  id: string;
  outcome: UpsertOutcome;
}

/** The columns the cloud sets on every device record, never the device. */
export type Managed =
  | 'account_id'
  | 'environment'
  | 'id'
  | 'device_id'
  | 'record_hash'
  | 'created_at'
  | 'updated_at';

export interface RecordWrite<T extends RecordTable> {
  table: T;
  id: string;
  /** The record's own columns, normalised (everything but tenant, device, fingerprint and cloud times). */
  values: Omit<Insertable<Database[T]>, Managed>;
  /** What belongs to the record (lines, movements) in stored form: part of its fingerprint. */
  children: unknown[];
  /** Writes those children, once the record's row exists. */
  writeChildren(db: Executor): Promise<void>;
}

export interface StoreResult {
  outcome: UpsertOutcome;
  /** The status stored before this upload; null on first arrival. */
  previousStatus: string | null;
}

/**
 * Stores one uploaded record under the rule every upload follows: the first arrival inserts it
 * (created_at = now, the cloud arrival), a later arrival that differs replaces it whole (the
 * last write to reach the cloud wins; created_at never changes), and an identical one changes
 * nothing at all. Concurrent uploads of the same record serialise on its row lock; when two
 * first arrivals race, the one that loses the insert continues as a later arrival.
 */
export async function storeDeviceRecord<T extends RecordTable>(
  tx: Tx,
  tenant: Tenant,
  deviceId: string,
  now: Date,
  write: RecordWrite<T>,
): Promise<StoreResult> {
  const hash = fingerprint({ values: write.values, children: write.children });
  let stored = await deviceRecordsRepo.lock(tx, write.table, tenant, write.id);
  if (!stored) {
    const row = {
      ...write.values,
      account_id: tenant.accountId,
      environment: tenant.environment,
      id: write.id,
      device_id: deviceId,
      record_hash: hash,
      created_at: now,
      updated_at: now,
    } as unknown as Insertable<Database[T]>;
    if (await deviceRecordsRepo.insertIfNew(tx, write.table, row)) {
      await write.writeChildren(tx);
      return { outcome: 'created', previousStatus: null };
    }
    stored = await deviceRecordsRepo.lock(tx, write.table, tenant, write.id);
    if (!stored) throw new Error(`${write.table} ${write.id} conflicted on insert but cannot be read`);
  }
  if (stored.record_hash === hash) return { outcome: 'unchanged', previousStatus: stored.status };
  const patch = { ...write.values, device_id: deviceId, record_hash: hash, updated_at: now };
  await deviceRecordsRepo.update(
    tx,
    write.table,
    tenant,
    write.id,
    patch as unknown as Updateable<Database[T]>,
  );
  await write.writeChildren(tx);
  return { outcome: 'updated', previousStatus: stored.status };
}

/**
 * Records what a changed record means for the rest of the system, in its transaction: its
 * event (when it has one) and the feed entry that brings it to the business's other devices,
 * marked with the device it came from. `object` is the resource as the API shows it now.
 */
export async function announceRecord(
  tx: Tx,
  tenant: Tenant,
  deviceId: string,
  now: Date,
  change: { entityType: string; event: EventType | null; object: { id: string } },
): Promise<void> {
  await recordConsequences(
    tx,
    tenant,
    {
      events: change.event ? [{ type: change.event, object: change.object }] : [],
      changes: [
        {
          entityType: change.entityType,
          entityId: change.object.id,
          operation: 'upsert',
          payload: change.object,
        },
      ],
      originDeviceId: deviceId,
    },
    now,
  );
}
