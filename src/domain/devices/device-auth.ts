import type { Environment } from '#src/contract/api.js';
import type { Executor } from '#src/db/database.js';
import type { DeviceRow } from '#src/db/schema.js';
import { bearerToken } from '#src/domain/api-keys/authenticate.js';
import { fingerprint } from '#src/domain/api-keys/secret.js';
import type { Tenant } from '#src/domain/context.js';
import { AppError, validationError } from '#src/domain/errors.js';
import { syncDevicesRepo } from '#src/domain/sync/sync-devices.repo.js';
import { DEVICE_TOKEN_PREFIX } from './devices.service.js';

/** A device that proved who it is, and the account and environment it writes to. */
export interface DeviceSession {
  tenant: Tenant;
  device: DeviceRow;
}

/** What a device says about itself on every call; each field present replaces the stored one. */
export interface DeviceReport {
  appVersion?: string | undefined;
  platform?: string | undefined;
  name?: string | undefined;
}

const SEMVER = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;
const ENVIRONMENT_NAMES: Record<Environment, string> = { live: 'producción', test: 'pruebas' };

const refused = {
  missing: () =>
    new AppError('UNAUTHENTICATED', {
      message:
        'Falta el token del dispositivo. Envía la cabecera Authorization: Bearer caja_dev_…, el token que se entregó al registrar la caja.',
    }),
  notADeviceToken: () =>
    new AppError('INVALID_API_KEY', {
      message:
        'La sincronización de cajas usa el token del dispositivo (caja_dev_…), no una llave de API. Registra la caja en la consola para obtenerlo.',
    }),
  unknown: () =>
    new AppError('INVALID_API_KEY', {
      message:
        'El token del dispositivo no existe. Revisa que la caja lo tenga completo; si se perdió, registra la caja de nuevo en la consola.',
    }),
  revoked: () =>
    new AppError('API_KEY_REVOKED', {
      message:
        'Este dispositivo fue revocado en la consola (sección Dispositivos) y ya no puede sincronizar. Regístralo de nuevo para obtener un token nuevo.',
    }),
  wrongEnvironment: (registered: Environment) =>
    new AppError('API_KEY_WRONG_ENVIRONMENT', {
      message: `El dispositivo está registrado en el ambiente de ${ENVIRONMENT_NAMES[registered]}. Sincroniza con la dirección de ese ambiente.`,
    }),
};

/**
 * Turns a device's `Authorization` header into its session, in the order the API checks keys:
 * token present and known, not revoked, right environment, account active. It only reads, so
 * that a call refused afterwards (a rate limit) costs no write.
 */
export async function authenticateDevice(
  db: Executor,
  authorization: string | undefined,
  environment: Environment,
): Promise<DeviceSession> {
  const token = bearerToken(authorization);
  if (token === null) throw refused.missing();
  if (!token.startsWith(DEVICE_TOKEN_PREFIX)) throw refused.notADeviceToken();
  const found = await syncDevicesRepo.findByTokenFingerprint(db, fingerprint(token));
  if (!found) throw refused.unknown();
  const { device, accountStatus } = found;
  if (device.revoked_at) throw refused.revoked();
  if (device.environment !== environment) throw refused.wrongEnvironment(device.environment);
  if (accountStatus !== 'active') throw new AppError('ACCOUNT_INACTIVE');
  return { tenant: { accountId: device.account_id, environment }, device };
}

/**
 * Records the contact of an authenticated device (`last_seen_at` = now, plus the version,
 * platform and name it reported), which also makes DEVICES_OUTDATED see the version the
 * register runs now. Returns the session with the updated device.
 */
export async function recordDeviceContact(
  db: Executor,
  session: DeviceSession,
  report: DeviceReport,
  now: Date,
): Promise<DeviceSession> {
  const { tenant, device } = session;
  const reported = checkReport(report);
  const changed = (Object.keys(reported) as Array<keyof typeof reported>).some(
    (field) => reported[field] !== device[field],
  );
  const row = await syncDevicesRepo.recordContact(db, tenant, device.id, {
    ...reported,
    last_seen_at: now,
    ...(changed ? { updated_at: now } : {}),
  });
  return { tenant, device: row };
}

/** The reported fields as device columns, each checked; a bad one is VALIDATION_ERROR naming its header. */
function checkReport(report: DeviceReport): Partial<Pick<DeviceRow, 'app_version' | 'platform' | 'name'>> {
  const out: Partial<Pick<DeviceRow, 'app_version' | 'platform' | 'name'>> = {};
  if (report.appVersion !== undefined) {
    const version = report.appVersion.trim();
    if (version.length > 40 || !SEMVER.test(version)) {
      throw validationError(
        'Caja-App-Version',
        'La cabecera Caja-App-Version debe ser una versión semántica, por ejemplo 4.2.0.',
      );
    }
    out.app_version = version;
  }
  if (report.platform !== undefined) out.platform = text(report.platform, 'Caja-Platform', 40);
  if (report.name !== undefined) out.name = text(report.name, 'Caja-Device-Name', 120);
  return out;
}

function text(value: string, header: string, maxLength: number): string {
  const trimmed = value.trim();
  if (trimmed.length === 0 || trimmed.length > maxLength || trimmed.includes('\u0000')) {
    throw validationError(
      header,
      `La cabecera ${header} debe tener entre 1 y ${maxLength} caracteres (codificados con encodeURIComponent si no son ASCII).`,
    );
  }
  return trimmed;
}
