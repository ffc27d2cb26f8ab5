import type { Updateable } from 'kysely';
import type { Tx } from '#src/db/database.js';
import type { Database } from '#src/db/schema.js';
import type { Tenant } from '#src/domain/context.js';
import type { AppError } from '#src/domain/errors.js';
import { type DeviceRow, type DeviceTable, type DeviceValues, deviceRowsRepo } from './device-rows.repo.js';
import { recordFingerprint } from './fingerprint.js';

/** What an upload did to the cloud copy of one record. */
export type UpsertOutcome = 'created' | 'updated' | 'unchanged';

export interface UpsertResult {
  id: string;
  outcome: UpsertOutcome;
}

/** Stores one uploaded record of a type that passed its schema, in the caller's transaction. */
export type Ingest<R> = (
  tx: Tx,
  tenant: Tenant,
  deviceId: string,
  record: R,
  now: Date,
) => Promise<UpsertResult>;

/** How the cloud tells that a stored row already holds the version a device sent. */
export interface Sameness {
  /** What the comparison needs stored with each version (the fingerprint), beside the values. */
  columns: object;
  holds(stored: object): boolean;
}

/**
 * Records devices upload whole (sales, invoices, quotes, cash sessions): the fingerprint of
 * their stored form, children included, is stored with each version, and a version with the
 * same fingerprint is the same version.
 */
export function byFingerprint(values: object, children: unknown[]): Sameness {
  const hash = recordFingerprint(values, children);
  return {
    columns: { record_hash: hash },
    holds: (stored) => (stored as { record_hash: string }).record_hash === hash,
  };
}

/** Rows compared column by column: the same version when every value sent is the one stored. */
export const byColumns = (values: object): Sameness => ({
  columns: {},
  holds: (stored) => sameValues(values, stored),
});

/** One uploaded row and how the rule treats it. */
export interface Arrival<T extends DeviceTable> {
  table: T;
  /** The id the device gave, lowercase. */
  id: string;
  values: DeviceValues<T>;
  sameness: Sameness;
  /** The uploading device, for the tables that keep who sent the version stored. */
  deviceId?: string;
  /** Writes what belongs to the record (its lines, its movements), once its new version is written. */
  writeChildren?(tx: Tx): Promise<void>;
  /** For rows never edited (the stock ledger): the refusal of a different version; without it, that version replaces the stored one. */
  refuseChange?(id: string): AppError;
}

export interface Arrived<T extends DeviceTable> {
  outcome: UpsertOutcome;
  /** The row as it is now. */
  row: DeviceRow<T>;
  /** The row before this upload; undefined on first arrival. */
  previous: DeviceRow<T> | undefined;
}

/**
 * The rule every uploaded row follows: the first arrival inserts it (`created_at` = now, the
 * cloud arrival); a later one that differs replaces its columns (the last write to reach the
 * cloud wins; `created_at` stays), unless the row is never edited; an identical one changes
 * nothing, so a re-sent batch is harmless. Concurrent uploads of one record serialise on its
 * row lock; when two first arrivals race, the one that loses the insert continues as a later
 * arrival. `arrival-batch.ts` applies the same rule to many rows at once.
 */
export async function arrive<T extends DeviceTable>(
  tx: Tx,
  tenant: Tenant,
  now: Date,
  arrival: Arrival<T>,
): Promise<Arrived<T>> {
  const { table, id } = arrival;
  const columns = {
    ...arrival.values,
    ...arrival.sameness.columns,
    ...(arrival.deviceId === undefined ? {} : { device_id: arrival.deviceId }),
  };
  let previous = await deviceRowsRepo.lock(tx, table, tenant, id);
  if (!previous) {
    const row = await deviceRowsRepo.insertIfNew(tx, table, tenant, {
      ...columns,
      id,
      created_at: now,
      updated_at: now,
    } as Parameters<typeof deviceRowsRepo.insertIfNew<T>>[3]);
    if (row) {
      await arrival.writeChildren?.(tx);
      return { outcome: 'created', row, previous: undefined };
    }
    // The id was taken meanwhile by a concurrent first arrival of the tenant's, committed now:
    // this one follows it as a later arrival.
    previous = await deviceRowsRepo.lock(tx, table, tenant, id);
    if (!previous) throw new Error(`${table} ${id} conflicted on insert but is not there to lock`);
  }
  if (laterArrival(previous, arrival) === 'unchanged')
    return { outcome: 'unchanged', row: previous, previous };
  const patch = { ...columns, updated_at: now } as Updateable<Database[T]>;
  const row = await deviceRowsRepo.update(tx, table, tenant, id, patch);
  await arrival.writeChildren?.(tx);
  return { outcome: 'updated', row, previous };
}

/**
 * What a later arrival of a stored row comes to: `unchanged` when the row holds it already,
 * else `replace`, or the refusal (thrown) where rows are never edited.
 */
export function laterArrival(
  stored: object,
  arrival: Pick<Arrival<DeviceTable>, 'id' | 'sameness' | 'refuseChange'>,
): 'unchanged' | 'replace' {
  if (arrival.sameness.holds(stored)) return 'unchanged';
  if (arrival.refuseChange) throw arrival.refuseChange(arrival.id);
  return 'replace';
}

const comparable = (value: unknown): unknown => {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(comparable);
  return value ?? null;
};

/** Whether every column of `values` already holds that value in `row`. */
function sameValues(values: object, row: object): boolean {
  const stored = row as Record<string, unknown>;
  return Object.entries(values).every(
    ([column, value]) => JSON.stringify(comparable(value)) === JSON.stringify(comparable(stored[column])),
  );
}
