import type { Executor } from '#src/db/database.js';
import type { DeviceRow } from '#src/db/schema.js';
import { accountsRepo } from '#src/domain/accounts/accounts.repo.js';
import { fingerprint, generateSecret } from '#src/domain/api-keys/secret.js';
import { ids } from '#src/domain/clock.js';
import type { Environment } from '#src/domain/context.js';
import { AppError } from '#src/domain/errors.js';
import { devicesRepo } from './devices.repo.js';

export const DEVICE_TOKEN_PREFIX = 'caja_dev_';

export interface NewDevice {
  environment: Environment;
  name?: string | null | undefined;
  kind: DeviceRow['kind'];
  platform?: string | null | undefined;
  appVersion?: string | null | undefined;
}

/** Registers a register (device) and returns its token, shown only here. */
export async function addDevice(
  db: Executor,
  accountId: string,
  input: NewDevice,
  now: Date,
): Promise<{ device: DeviceRow; token: string }> {
  if (!(await accountsRepo.findById(db, accountId))) {
    throw new AppError('NOT_FOUND', { message: `No existe la cuenta ${accountId}.` });
  }
  const token = generateSecret(DEVICE_TOKEN_PREFIX);
  const device = await devicesRepo.insert(db, {
    id: ids.uuid(),
    account_id: accountId,
    environment: input.environment,
    name: input.name ?? null,
    kind: input.kind,
    platform: input.platform ?? null,
    app_version: input.appVersion ?? null,
    token_fingerprint: fingerprint(token),
    last_seen_at: null,
    last_sync_at: null,
    revoked_at: null,
    created_at: now,
    updated_at: now,
  });
  return { device, token };
}

export async function revokeDevice(db: Executor, id: string, now: Date): Promise<DeviceRow> {
  const device = await devicesRepo.revoke(db, id, now);
  if (!device) throw new AppError('NOT_FOUND', { message: `No existe el dispositivo ${id}.` });
  return device;
}
