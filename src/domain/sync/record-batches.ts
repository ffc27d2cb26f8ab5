import type { RecordType } from '#src/contract/sync/index.js';
import type { Tx } from '#src/db/database.js';
import type { Tenant } from '#src/domain/context.js';
import type { AppError } from '#src/domain/errors.js';
import { invoiceBatch } from '#src/domain/invoices/invoice-ingest.js';
import { type BatchedKind, type StoredForm, storeDeviceRecords } from '#src/domain/sales/device-batch.js';
import type { RecordTable } from '#src/domain/sales/device-records.repo.js';
import type { UpsertOutcome } from '#src/domain/sales/device-upsert.js';
import { saleBatch } from '#src/domain/sales/sale-ingest.js';
import { movementBatch } from './ingest-inventory.js';

/** How one record type is stored many at a time, in one transaction. */
export interface RecordBatch<R, F extends { id: string }> {
  /** What the record stores; throws its refusal (an AppError) exactly as a lone upload answers it. */
  storedForm(record: R): F;
  /**
   * Stores records of distinct ids, with their events and feed entries, in the caller's
   * transaction. Per id, what happened, or the refusal of a record that was left unwritten
   * while the others were stored.
   */
  store(
    tx: Tx,
    tenant: Tenant,
    deviceId: string,
    now: Date,
    forms: F[],
  ): Promise<Map<string, UpsertOutcome | AppError>>;
}

/** A type devices upload whole (sales, invoices), through `storeDeviceRecords`. */
const wholeRecords = <R, T extends RecordTable>(kind: BatchedKind<R, T>): RecordBatch<R, StoredForm<T>> => ({
  storedForm: (record) => kind.storedForm(record),
  store: (tx, tenant, deviceId, now, forms) => storeDeviceRecords(tx, tenant, deviceId, now, kind, forms),
});

/** The record types stored many at a time; every other type is stored one record at a time. */
export const RECORD_BATCHES: Partial<Record<RecordType, RecordBatch<never, { id: string }>>> = {
  sale: wholeRecords(saleBatch),
  invoice: wholeRecords(invoiceBatch),
  stock_movement: movementBatch,
};
