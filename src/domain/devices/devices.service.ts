import type { Environment } from '#src/contract/api.js';
import { atomically } from '#src/db/atomically.js';
import type { Executor } from '#src/db/database.js';
import type { DeviceRow } from '#src/db/schema.js';
import { accountsRepo } from '#src/domain/accounts/accounts.repo.js';
import { type ChangedBy, recordActivity } from '#src/domain/activity/activity.service.js';
import { fingerprint, generateSecret } from '#src/domain/api-keys/secret.js';
import { ids } from '#src/domain/clock.js';
import type { Tenant } from '#src/domain/context.js';
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
    complete_through: null,
    pending_records: null,
    status_reported_at: null,
    created_at: now,
    updated_at: now,
  });
  return { device, token };
}

/**
 * Revokes a device: its token stops working and it no longer counts for DEVICES_OUTDATED.
 * With `accountId`, another account's device is as unknown as one that does not exist.
 */
export async function revokeDevice(
  db: Executor,
  ref: { id: string; accountId?: string },
  now: Date,
  by: ChangedBy,
): Promise<DeviceRow> {
  return atomically(db, async (tx) => {
    const found = await devicesRepo.findById(tx, ref.id);
    if (!found || (ref.accountId !== undefined && found.account_id !== ref.accountId)) {
      throw new AppError('NOT_FOUND', { message: `No existe el dispositivo ${ref.id}.` });
    }
    if (found.revoked_at) return found;
    const device = (await devicesRepo.revoke(tx, ref.id, now))!;
    const subject = { id: device.id, name: device.name };
    await recordActivity(
      tx,
      { accountId: device.account_id, environment: device.environment, action: 'device.revoked', subject },
      by,
      now,
    );
    return device;
  });
}

/** Every device of an account's environment, revoked ones included, in the order they were added. */
export function listDevices(db: Executor, tenant: Tenant): Promise<DeviceRow[]> {
  return devicesRepo.listAll(db, tenant);
}

/** One of an account's devices; another account's is as unknown as one that does not exist. */
export async function getDevice(db: Executor, ref: { id: string; accountId: string }): Promise<DeviceRow> {
  const device = await devicesRepo.findById(db, ref.id);
  if (!device || device.account_id !== ref.accountId) {
    throw new AppError('NOT_FOUND', { message: `No existe el dispositivo ${ref.id} en esta cuenta.` });
  }
  return device;
}
