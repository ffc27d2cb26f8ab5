import type { SyncRecord } from '#src/contract/sync/index.js';
import type { DeviceStatus } from '#src/contract/sync/status.js';
import type { Db } from '#src/db/database.js';
import { isUnavailable, retryAborted } from '#src/db/unavailable.js';
import type { Clock } from '#src/domain/clock.js';
import type { DeviceSession } from '#src/domain/devices/device-auth.js';
import { checkStatus, recordStatus } from '#src/domain/devices/device-status.service.js';
import { AppError } from '#src/domain/errors.js';
import { announceUploadedLevels } from '#src/domain/inventory/stock-levels.service.js';
import type { UpsertOutcome } from './arrival.js';
import type { RecordBatch } from './arrival-batch.js';
import { recordKind } from './record-kinds.js';
import { syncDevicesRepo } from './sync-devices.repo.js';

interface EntryPosition {
  index: number;
  type: string;
  /** The record's id as far as it could be read; null when the record has none. */
  id: string | null;
}

/** One record of an upload: valid (its `data` passed its schema) or already refused. */
export type UploadEntry = EntryPosition & ({ record: SyncRecord } | { error: AppError });

export type UploadResult = EntryPosition &
  ({ status: UpsertOutcome } | { status: 'rejected'; error: AppError });

/** An upload as the device sent it: its records, and what it says it still holds unsent. */
export interface Upload {
  entries: UploadEntry[];
  status: DeviceStatus | undefined;
  /** When the server began processing the call. */
  arrival: Date;
}

export interface UploadOutcome {
  results: UploadResult[];
  /** The device's `last_sync_at` after this upload. */
  lastSyncAt: Date | null;
}

const INTERNAL = new AppError('INTERNAL_ERROR', {
  message:
    'Este registro no se pudo guardar por un error interno; los demás del lote no se afectan. Vuelve a enviarlo; si persiste, escribe a soporte.',
});

/** Where an upload's troubles go: the server's log. */
export interface UploadLog {
  /** A record failed for a reason of our own; it was answered INTERNAL_ERROR. */
  failure(error: unknown, entry: EntryPosition): void;
  /** The database refused a batch of records as a whole; they were then applied one by one. */
  fallback(error: unknown, records: number): void;
}

type Valid = EntryPosition & { record: SyncRecord };

type Batch = RecordBatch<never, { id: string }>;

/**
 * Applies an upload in the device's order. Consecutive records of a batched type (sales,
 * invoices, stock movements) are stored together in one transaction of a few set-based statements; a run ends
 * where the type changes or an id comes again, so the later version of a record still arrives
 * later. Every other record has a transaction of its own. A refused record leaves nothing
 * behind and does not stop the others: validation runs in Node before the database, and a run
 * the database refuses (a constraint, a deadlock) is applied again record by record, so that
 * the good ones still land and the bad one gets the answer it would get alone (a record's own
 * transaction aborted for another's, by a deadlock, runs again). A record that
 * fails for a reason of our own is reported as INTERNAL_ERROR (and logged) without failing the
 * batch, so that one bad record cannot block a device's queue. The device's `last_sync_at`
 * moves to now only when a record was created or updated. An invalid `status` refuses the
 * whole call before any record is applied; a valid one is recorded after the records, whatever
 * became of them (DECISIONS.md, "Device watermarks").
 */
export async function applyUpload(
  db: Db,
  session: DeviceSession,
  upload: Upload,
  clock: Clock,
  log: UploadLog,
): Promise<UploadOutcome> {
  const { entries } = upload;
  const report = upload.status === undefined ? undefined : checkStatus(upload.status);
  const results: UploadResult[] = [];
  const one = async (entry: Valid): Promise<UploadResult> => {
    const { index, type } = entry;
    try {
      const { ingest } = recordKind(entry.record.type);
      const stored = await retryAborted(() =>
        db
          .transaction()
          .execute((tx) =>
            ingest(tx, session.tenant, session.device.id, entry.record.data as never, clock.now()),
          ),
      );
      return { index, type, id: stored.id, status: stored.outcome };
    } catch (error) {
      return refusal(error, entry, log);
    }
  };
  const batch = async (kind: Batch, run: Array<{ at: number; entry: Valid }>) => {
    const forms: Array<{ at: number; entry: Valid; form: { id: string } }> = [];
    for (const { at, entry } of run) {
      try {
        forms.push({ at, entry, form: kind.storedForm(entry.record.data as never) });
      } catch (error) {
        results[at] = refusal(error, entry, log);
      }
    }
    if (forms.length === 0) return;
    try {
      const outcomes = await db.transaction().execute((tx) =>
        kind.store(
          tx,
          session.tenant,
          session.device.id,
          clock.now(),
          forms.map((f) => f.form),
        ),
      );
      for (const { at, entry, form } of forms) {
        const outcome = outcomes.get(form.id)!;
        const { index, type } = entry;
        results[at] =
          outcome instanceof AppError
            ? { index, type, id: entry.id, status: 'rejected', error: outcome }
            : { index, type, id: form.id, status: outcome };
      }
    } catch (error) {
      if (isUnavailable(error)) throw error;
      log.fallback(error, forms.length);
      for (const { at, entry } of forms) results[at] = await one(entry);
    }
  };

  let run: Array<{ at: number; entry: Valid }> = [];
  let runKind: Batch | undefined;
  let runIds = new Set<string>();
  const flush = async () => {
    if (runKind && run.length > 0) await batch(runKind, run);
    run = [];
    runKind = undefined;
    runIds = new Set();
  };
  for (const [at, entry] of entries.entries()) {
    if ('error' in entry) {
      const { index, type, id } = entry;
      results[at] = { index, type, id, status: 'rejected', error: entry.error };
      continue;
    }
    const kind = recordKind(entry.record.type).batch;
    if (!kind) {
      await flush();
      results[at] = await one(entry);
      continue;
    }
    const id = (entry.id ?? '').toLowerCase();
    if (kind !== runKind || runIds.has(id)) await flush();
    runKind = kind;
    runIds.add(id);
    run.push({ at, entry });
  }
  await flush();
  // One stock_level.updated per level the upload changed, however many of its transactions did
  // (also any level a dead process's upload left marked). An upload of no record that moves a
  // level (sales, documents) skips the statement.
  if (entries.some((entry) => 'record' in entry && recordKind(entry.record.type).movesStock)) {
    await db.transaction().execute((tx) => announceUploadedLevels(tx, session.tenant, clock.now()));
  }

  const changed = results.some((r) => r.status === 'created' || r.status === 'updated');
  const lastSyncAt = changed
    ? await syncDevicesRepo.markSynced(db, session.tenant, session.device.id, clock.now())
    : session.device.last_sync_at;
  if (report) await recordStatus(db, session.tenant, session.device.id, report, upload.arrival);
  return { results, lastSyncAt };
}

/** The answer for a record that could not be stored; the database going away fails the whole upload. */
function refusal(error: unknown, entry: EntryPosition, log: UploadLog): UploadResult {
  // The database went away: the whole batch answers 503 and the device sends it again (what was
  // stored comes back `unchanged`), instead of a refusal per record.
  if (isUnavailable(error)) throw error;
  if (!(error instanceof AppError)) log.failure(error, entry);
  const { index, type, id } = entry;
  return { index, type, id, status: 'rejected', error: error instanceof AppError ? error : INTERNAL };
}
