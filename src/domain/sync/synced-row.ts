import type { Insertable } from 'kysely';
import type { Tx } from '#src/db/database.js';
import type { Database } from '#src/db/schema.js';
import type { Tenant } from '#src/domain/context.js';
import { AppError } from '#src/domain/errors.js';
import type { UpsertOutcome } from '#src/domain/sales/device-upsert.js';
import { type SyncedRow, type SyncedTable, syncedRowsRepo } from './synced-rows.repo.js';

type Managed = 'account_id' | 'environment' | 'id' | 'created_at' | 'updated_at';
/** A record's own columns, normalised to what the database stores (rounded decimals, exact instants). */
export type SyncedValues<T extends SyncedTable> = Omit<Insertable<Database[T]>, Managed>;

export interface Stored<T extends SyncedTable> {
  outcome: UpsertOutcome;
  /** The row as it is now. */
  row: SyncedRow<T>;
  /** The row before this upload; undefined on first arrival. */
  previous: SyncedRow<T> | undefined;
}

/**
 * Stores one uploaded catalog, customer or warehouse record under the rules every upload
 * follows: the first arrival inserts it (`created_at` = now, the cloud arrival); a later one
 * that differs replaces its columns (the last write to reach the cloud wins; `created_at`
 * stays); an identical one changes nothing, so a re-sent batch is harmless. Concurrent uploads
 * of one record serialise on its row lock; when two first arrivals race, the one that loses the
 * insert continues as a later arrival.
 */
export async function storeSyncedRow<T extends SyncedTable>(
  tx: Tx,
  tenant: Tenant,
  table: T,
  id: string,
  values: SyncedValues<T>,
  now: Date,
): Promise<Stored<T>> {
  let previous = await syncedRowsRepo.lock(tx, table, tenant, id);
  if (!previous) {
    const row = {
      ...values,
      id,
      account_id: tenant.accountId,
      environment: tenant.environment,
      created_at: now,
      updated_at: now,
    } as unknown as Insertable<Database[T]>;
    const inserted = await syncedRowsRepo.insertIfNew(tx, table, row);
    if (inserted) return { outcome: 'created', row: inserted, previous: undefined };
    previous = await syncedRowsRepo.lock(tx, table, tenant, id);
    if (!previous) throw idTaken(id);
  }
  if (sameValues(values, previous)) return { outcome: 'unchanged', row: previous, previous };
  const patch = { ...values, updated_at: now } as Parameters<typeof syncedRowsRepo.update<T>>[4];
  const row = await syncedRowsRepo.update(tx, table, tenant, id, patch);
  return { outcome: 'updated', row, previous };
}

/** An id the device generated that another account already uses (UUIDs make it all but impossible). */
export const idTaken = (id: string) =>
  new AppError('CONFLICT', {
    param: 'id',
    message: `El id ${id} ya lo usa otro registro. Genera en la caja un UUID nuevo para este registro y vuelve a sincronizar.`,
  });

const comparable = (value: unknown): unknown => {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(comparable);
  return value ?? null;
};

/** Whether every column of `values` already holds that value in `row`. */
export function sameValues(values: object, row: object): boolean {
  const stored = row as Record<string, unknown>;
  return Object.entries(values).every(
    ([column, value]) => JSON.stringify(comparable(value)) === JSON.stringify(comparable(stored[column])),
  );
}
