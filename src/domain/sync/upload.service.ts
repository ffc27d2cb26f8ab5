import type { SyncRecord } from '#src/contract/sync/index.js';
import type { Db } from '#src/db/database.js';
import { isUnavailable } from '#src/db/unavailable.js';
import type { Clock } from '#src/domain/clock.js';
import type { DeviceSession } from '#src/domain/devices/device-auth.js';
import { AppError } from '#src/domain/errors.js';
import type { UpsertOutcome } from '#src/domain/sales/device-upsert.js';
import { ingestRecord } from './ingesters.js';
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

export interface UploadOutcome {
  results: UploadResult[];
  /** The device's `last_sync_at` after this upload. */
  lastSyncAt: Date | null;
}

const INTERNAL = new AppError('INTERNAL_ERROR', {
  message:
    'Este registro no se pudo guardar por un error interno; los demás del lote no se afectan. Vuelve a enviarlo; si persiste, escribe a soporte.',
});

/**
 * Applies an upload record by record, in order, each in its own transaction: a refused record
 * leaves nothing behind and does not stop the others. A record that fails for a reason of our
 * own is reported (and logged through `onFailure`) without failing the batch, so that one bad
 * record cannot block a device's queue. The device's `last_sync_at` moves to now only when a
 * record was created or updated.
 */
export async function applyUpload(
  db: Db,
  session: DeviceSession,
  entries: UploadEntry[],
  clock: Clock,
  onFailure: (error: unknown, entry: EntryPosition) => void,
): Promise<UploadOutcome> {
  const results: UploadResult[] = [];
  for (const entry of entries) {
    const { index, type, id } = entry;
    if ('error' in entry) {
      results.push({ index, type, id, status: 'rejected', error: entry.error });
      continue;
    }
    try {
      const stored = await db
        .transaction()
        .execute((tx) => ingestRecord(tx, session.tenant, session.device.id, entry.record, clock.now()));
      results.push({ index, type, id: stored.id, status: stored.outcome });
    } catch (error) {
      // The database went away: the whole batch answers 503 and the device sends it again
      // (what was stored comes back `unchanged`), instead of a refusal per record.
      if (isUnavailable(error)) throw error;
      if (!(error instanceof AppError)) onFailure(error, { index, type, id });
      results.push({
        index,
        type,
        id,
        status: 'rejected',
        error: error instanceof AppError ? error : INTERNAL,
      });
    }
  }
  const changed = results.some((r) => r.status === 'created' || r.status === 'updated');
  const lastSyncAt = changed
    ? await syncDevicesRepo.markSynced(db, session.tenant, session.device.id, clock.now())
    : session.device.last_sync_at;
  return { results, lastSyncAt };
}
