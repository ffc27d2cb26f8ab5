import type { Executor } from '#src/db/database.js';
import type { DeviceRow } from '#src/db/schema.js';
import type { Tenant } from '#src/domain/context.js';
import { AppError } from '#src/domain/errors.js';
import { devicesRepo } from './devices.repo.js';

const VERSION = /^(\d+)\.(\d+)\.(\d+)(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;

/**
 * Whether `version` is at or above `minimum` (both `major.minor.patch`), comparing each part as
 * a number: 4.10.0 is above 4.9.0. A pre-release (4.0.0-beta) is below its release (the
 * minimum is always a release: config checks it), and a version that cannot be read does not
 * count as supporting anything.
 */
export function meetsMinimumVersion(version: string | null, minimum: string): boolean {
  const have = version === null ? null : VERSION.exec(version.trim());
  const need = VERSION.exec(minimum);
  if (!have || !need) return false;
  for (let i = 1; i <= 3; i++) {
    const diff = Number(have[i]) - Number(need[i]);
    if (diff !== 0) return diff > 0;
  }
  return have[4] === undefined;
}

/** Devices of the tenant still in use whose app cannot apply a product or variant edit. */
export async function outdatedDevices(db: Executor, tenant: Tenant, minimum: string): Promise<DeviceRow[]> {
  const devices = await devicesRepo.listActive(db, tenant);
  return devices.filter((device) => !meetsMinimumVersion(device.app_version, minimum));
}

/**
 * SPEC: product and variant edits work only while every non-revoked device of the environment
 * runs an app that supports them; otherwise 409 DEVICES_OUTDATED listing the devices that block
 * it (a device that never reported a version blocks too). Call it before changing anything.
 */
export async function assertEditsSupported(db: Executor, tenant: Tenant, minimum: string): Promise<void> {
  const blocking = await outdatedDevices(db, tenant, minimum);
  if (blocking.length === 0) return;
  throw new AppError('DEVICES_OUTDATED', {
    message:
      `Hay dispositivos con una versión de la app anterior a ${minimum}, que no admite ediciones de productos. ` +
      'Actualízalos o revoca en la consola (sección Dispositivos) los que ya no se usan; la lista está en `devices`.',
    details: {
      devices: blocking.map((d) => ({
        name: d.name,
        kind: d.kind,
        platform: d.platform,
        app_version: d.app_version,
        last_seen_at: d.last_seen_at ? d.last_seen_at.toISOString() : null,
      })),
    },
  });
}
