import type { DeviceStatus } from '#src/contract/sync/status.js';
import type { Executor } from '#src/db/database.js';
import type { Tenant } from '#src/domain/context.js';
import { validationError } from '#src/domain/errors.js';
import { devicesRepo } from './devices.repo.js';

/** A register's report on what it still holds unsent, read and checked. */
export interface StatusReport {
  deviceTime: Date;
  pending: number;
  oldestPendingAt: Date | null;
}

/** A device's watermark as stored after a report. */
export interface Watermark {
  completeThrough: Date | null;
  pendingRecords: number | null;
}

/**
 * The earliest instant PostgreSQL and the API both write plainly: a report from a clock thousands
 * of years off could otherwise correct its oldest record to before year 1, which is no more
 * truthful and cannot be stored.
 */
const EARLIEST = new Date('0001-01-01T00:00:00.000Z');

/**
 * The rules of a status beyond its schema: `oldest_pending_at` is null exactly when nothing is
 * pending. A status that breaks them refuses the whole call, before any record is applied.
 */
export function checkStatus(status: DeviceStatus): StatusReport {
  if (status.pending === 0 && status.oldest_pending_at !== null) {
    throw validationError(
      'status.oldest_pending_at',
      '`status.oldest_pending_at` debe ser null cuando `status.pending` es 0: no queda ningún registro sin enviar.',
    );
  }
  if (status.pending > 0 && status.oldest_pending_at === null) {
    throw validationError(
      'status.oldest_pending_at',
      '`status.oldest_pending_at` es obligatorio cuando `status.pending` es mayor que 0: envía la hora (del reloj de la caja) del registro sin enviar más antiguo.',
    );
  }
  return {
    deviceTime: new Date(status.device_time),
    pending: status.pending,
    oldestPendingAt: status.oldest_pending_at === null ? null : new Date(status.oldest_pending_at),
  };
}

/**
 * DECISIONS.md, "Device watermarks": in server time, the arrival when nothing is pending; else the
 * oldest pending record's time corrected by the register's clock offset (arrival minus its
 * `device_time`), never later than the arrival.
 */
export function completeThroughOf(report: StatusReport, arrival: Date): Date {
  if (report.oldestPendingAt === null) return arrival;
  const offset = arrival.getTime() - report.deviceTime.getTime();
  const corrected = report.oldestPendingAt.getTime() + offset;
  return new Date(Math.max(EARLIEST.getTime(), Math.min(corrected, arrival.getTime())));
}

/**
 * Records a report on the device's row in one statement: `complete_through` never moves back
 * (two concurrent reports keep the later watermark), `pending_records` is the report that
 * arrived last, and `last_sync_at` is left alone (a report is not an upload).
 */
export function recordStatus(
  db: Executor,
  tenant: Tenant,
  deviceId: string,
  report: StatusReport,
  arrival: Date,
): Promise<Watermark> {
  return devicesRepo.recordStatus(db, tenant, deviceId, {
    completeThrough: completeThroughOf(report, arrival),
    pending: report.pending,
    arrival,
  });
}

/** `POST /sync/v1/status`: a register with nothing to upload reports what it still holds. */
export function reportStatus(
  db: Executor,
  tenant: Tenant,
  deviceId: string,
  status: DeviceStatus,
  arrival: Date,
): Promise<Watermark> {
  return recordStatus(db, tenant, deviceId, checkStatus(status), arrival);
}
