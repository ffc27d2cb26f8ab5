import type { Selectable } from 'kysely';
import type { EventType } from '#src/contract/event-types.js';
import type { Tx } from '#src/db/database.js';
import type { Database, StockMovementRow } from '#src/db/schema.js';
import { recordConsequences } from '#src/domain/consequences.js';
import type { Tenant } from '#src/domain/context.js';
import { LINE_PARENT, type LineTable } from '#src/domain/document-lines.repo.js';
import { AppError } from '#src/domain/errors.js';
import { type Arrival, byColumns, laterArrival, type UpsertOutcome } from './arrival.js';
import { type DeviceValues, deviceRowsRepo, type RecordTable } from './device-rows.repo.js';
import { recordFingerprint } from './fingerprint.js';

/**
 * The arrival rule (`arrive`) applied to many rows of one type from one upload, in a few
 * set-based statements whose rows travel as one JSON parameter, with the same outcomes and the
 * same notion of identical as one row at a time.
 */

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

/** A device record in stored form, before it meets the database: what both upload paths write. */
export interface StoredForm<T extends RecordTable = RecordTable> {
  id: string;
  /** The record's own columns, normalised; jsonb columns hold JSON text. */
  values: DeviceValues<T>;
  /** Its lines in stored form (without tenant and parent), in the device's order; [] when it has none. */
  lines: Array<Record<string, unknown>>;
}

/** How one type of record that devices upload whole is stored many at a time. */
export interface BatchedKind<R, T extends RecordTable = RecordTable> {
  table: T;
  lines: LineTable | null;
  /** The columns (of the record and of its lines) whose values are JSON text for a jsonb column. */
  jsonColumns: ReadonlySet<string>;
  entityType: string;
  events: { created: EventType; updated: EventType } | null;
  /** The stored form, or the record's refusal (an AppError, the same one a lone upload gets). */
  storedForm(record: R): StoredForm<T>;
  /**
   * The changed records as the API shows them now, given their stored rows and, for a kind with
   * lines, every line those records have now, as stored (the rows the lines' insert returned).
   */
  present(
    tx: Tx,
    tenant: Tenant,
    rows: Array<Selectable<Database[T]>>,
    lines: Array<Record<string, unknown>>,
    now: Date,
  ): Promise<Array<{ id: string }>>;
}

/** A type devices upload whole (sales, invoices), stored many at a time through `arriveMany`. */
export const wholeRecordBatch = <R, T extends RecordTable>(
  kind: BatchedKind<R, T>,
): RecordBatch<R, StoredForm<T>> => ({
  storedForm: (record) => kind.storedForm(record),
  store: (tx, tenant, deviceId, now, forms) => arriveMany(tx, tenant, deviceId, now, kind, forms),
});

/**
 * Records devices upload whole, many at a time: a new id inserts, a version whose fingerprint
 * (`byFingerprint`'s) differs replaces the stored one whole (created_at kept), an identical one
 * changes nothing. Then the lines of the changed records, and their events and feed entries in
 * bulk, in the order the device sent them. Ids must be distinct (the caller splits a batch
 * where an id repeats) and every record must have passed `storedForm`.
 */
export async function arriveMany<R, T extends RecordTable>(
  tx: Tx,
  tenant: Tenant,
  deviceId: string,
  now: Date,
  kind: BatchedKind<R, T>,
  forms: StoredForm<T>[],
): Promise<Map<string, UpsertOutcome>> {
  const outcomes = new Map<string, UpsertOutcome>(forms.map((form) => [form.id, 'unchanged']));
  if (forms.length === 0) return outcomes;
  const records = forms.map((form) => ({
    id: form.id,
    record_hash: recordFingerprint(form.values, form.lines),
    values: form.values,
  }));
  const written = await deviceRowsRepo.upsertRecords(
    tx,
    kind.table,
    tenant,
    deviceId,
    now,
    records,
    kind.jsonColumns,
  );
  if (written.length === 0) return outcomes;

  const rows = new Map<string, Selectable<Database[T]>>();
  const updated: string[] = [];
  for (const { inserted, ...row } of written) {
    outcomes.set(row.id, inserted ? 'created' : 'updated');
    if (!inserted) updated.push(row.id);
    rows.set(row.id, row as unknown as Selectable<Database[T]>);
  }
  const changed = forms.filter((form) => rows.has(form.id));
  const lines = kind.lines ? await replaceLines(tx, tenant, kind, kind.lines, updated, changed) : [];

  const inOrder = changed.map((form) => rows.get(form.id)!);
  const objects = await kind.present(tx, tenant, inOrder, lines, now);
  await recordConsequences(
    tx,
    tenant,
    {
      events: kind.events
        ? objects.map((object) => ({
            type: outcomes.get(object.id) === 'created' ? kind.events!.created : kind.events!.updated,
            object,
          }))
        : [],
      changes: objects.map((object) => ({
        entityType: kind.entityType,
        entityId: object.id,
        operation: 'upsert' as const,
        payload: object,
      })),
      originDeviceId: deviceId,
    },
    now,
  );
  return outcomes;
}

/**
 * The changed records' lines: the updated ones lose their old lines, then every changed one gets
 * its new ones. Returns the lines as stored, ordered by position: all the lines the changed
 * records have now, so that presenting them needs no read of its own.
 */
function replaceLines<R, T extends RecordTable>(
  tx: Tx,
  tenant: Tenant,
  kind: BatchedKind<R, T>,
  table: LineTable,
  updated: string[],
  changed: StoredForm<T>[],
) {
  const parent = LINE_PARENT[table];
  const lines = changed.flatMap((form) => form.lines.map((line) => ({ ...line, [parent]: form.id })));
  return deviceRowsRepo.replaceLines(tx, table, tenant, updated, lines, kind.jsonColumns);
}

/**
 * Ledger rows (stock movements), many at a time: one insert of the new ids; the others are
 * read and each is a later arrival (`laterArrival`, compared column by column): `unchanged`, or
 * refused alone with `refuseChange` as a lone upload would be. Returns each id's outcome or
 * refusal, and the rows appended.
 */
export async function appendMany(
  tx: Tx,
  tenant: Tenant,
  deviceId: string,
  now: Date,
  forms: ReadonlyArray<{ id: string; values: object }>,
  refuseChange: NonNullable<Arrival<'stock_movements'>['refuseChange']>,
): Promise<{ outcomes: Map<string, UpsertOutcome | AppError>; appended: Map<string, StockMovementRow> }> {
  const inserted = await deviceRowsRepo.appendLedger(tx, tenant, deviceId, now, forms);
  const appended = new Map(inserted.map((row) => [row.id, row]));
  const repeats = forms.filter((form) => !appended.has(form.id));
  const storedRows = await deviceRowsRepo.findMany(
    tx,
    'stock_movements',
    tenant,
    repeats.map((form) => form.id),
  );
  const stored = new Map(storedRows.map((row) => [row.id, row]));
  const outcomes = new Map<string, UpsertOutcome | AppError>();
  for (const form of forms) {
    if (appended.has(form.id)) {
      outcomes.set(form.id, 'created');
      continue;
    }
    try {
      const row = stored.get(form.id);
      // Not appended, so the tenant holds it: ids are keyed by tenant.
      if (!row) throw new Error(`stock movement ${form.id} conflicted on insert but is not there`);
      // With `refuseChange`, a later arrival is unchanged or refused: the ledger is never edited.
      laterArrival(row, { id: form.id, sameness: byColumns(form.values), refuseChange });
      outcomes.set(form.id, 'unchanged');
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      outcomes.set(form.id, error);
    }
  }
  return { outcomes, appended };
}
