import type { Executor } from '#src/db/database.js';
import type { Tenant } from '#src/domain/context.js';
import { type DeviceWatermark, devicesRepo } from './devices.repo.js';

/** How complete the cloud's copy of one register's records is, as it last reported. */
export interface DeviceCompleteness {
  id: string;
  name: string | null;
  /** Every record the register made before this instant (server time) is in the cloud; null: it never reported. */
  completeThrough: Date | null;
  /** How many records it said it still held; null: it never reported. */
  pendingRecords: number | null;
  /** The device as GET /me shows it beside its watermark. */
  row: DeviceWatermark;
}

export interface Completeness {
  /**
   * Every record any register of the environment made before this instant is in the cloud: the
   * earliest `completeThrough` of the registers in use (not revoked); null when any of them
   * never reported; `now` when the environment has none (an API-only business is complete).
   */
  completeThrough: Date | null;
  /** The registers in use, oldest first. */
  devices: DeviceCompleteness[];
}

/** DECISIONS.md, "Completeness and stock levels": the environment's promise, from its registers' reports. */
export async function completenessOf(db: Executor, tenant: Tenant, now: Date): Promise<Completeness> {
  return completenessFrom(await devicesRepo.watermarks(db, tenant), now);
}

/** The same, from the devices in use as `devicesRepo.watermarks` (or a statement beside it) read them. */
export function completenessFrom(watermarks: readonly DeviceWatermark[], now: Date): Completeness {
  const devices = watermarks.map(
    (device): DeviceCompleteness => ({
      id: device.id,
      name: device.name,
      completeThrough: device.complete_through,
      pendingRecords: device.pending_records,
      row: device,
    }),
  );
  return { completeThrough: earliest(devices, now), devices };
}

function earliest(devices: readonly DeviceCompleteness[], now: Date): Date | null {
  let result = now;
  for (const { completeThrough } of devices) {
    if (completeThrough === null) return null;
    if (completeThrough < result) result = completeThrough;
  }
  return result;
}

/** How long a register may lag behind the response before it is named among those holding completeness back. */
export const BEHIND_AFTER_MS = 60_000;

/**
 * The registers that hold completeness back at `now`: never reported, or complete only to more
 * than a minute before; never-reported ones first, then the oldest first.
 */
export function devicesBehind(completeness: Completeness, now: Date): DeviceCompleteness[] {
  const cutoff = now.getTime() - BEHIND_AFTER_MS;
  return completeness.devices
    .filter((device) => device.completeThrough === null || device.completeThrough.getTime() < cutoff)
    .sort((a, b) => {
      if (a.completeThrough === null || b.completeThrough === null) {
        return (a.completeThrough === null ? 0 : 1) - (b.completeThrough === null ? 0 : 1);
      }
      return a.completeThrough.getTime() - b.completeThrough.getTime();
    });
}
