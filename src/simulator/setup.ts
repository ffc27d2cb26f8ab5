import type { AdminClient } from '#src/clients/admin-client.js';
import type { Random } from './random.js';
import type { DeviceKind, RegisterInfo } from './register.js';
import type { StoreKind } from './stores/store-kind.js';

/**
 * What the simulator asks of the operator interface (the CLI's `AdminClient` over HTTP, or
 * `npm start`'s in-process one): a business (or an existing one), an API key for its
 * integration, and its registers, each with its device token.
 */

export type Environment = 'live' | 'test';

export async function createAccount(admin: AdminClient, name: string): Promise<string> {
  const account = (await admin.call('POST', '/accounts', { name, plan: 'pro' })) as { id: string };
  return account.id;
}

export async function createApiKey(
  admin: AdminClient,
  accountId: string,
  environment: Environment,
): Promise<string> {
  const key = (await admin.call('POST', `/accounts/${accountId}/api-keys`, {
    environment,
    name: 'Integración del simulador',
    scopes: ['*'],
  })) as { secret: string };
  return key.secret;
}

interface PlannedRegister {
  name: string;
  kind: DeviceKind;
  platform: string;
  /** The version it starts with; `upgradeTo` is the one it reports after updating mid-run. */
  appVersion: string;
  upgradeTo: string | null;
  skewMs: number;
}

/**
 * The registers of a business: a primary, satellites on phones and tablets with mixed app
 * versions (one still on an old release that it updates during the run), a kitchen screen in
 * restaurants, and one register whose clock runs minutes off.
 */
export function planRegisters(kind: StoreKind, count: number, rng: Random): PlannedRegister[] {
  const registers: PlannedRegister[] = [];
  for (let i = 0; i < count; i++) {
    const kitchen = kind.tables > 0 && count >= 3 && i === count - 1;
    registers.push({
      name: kitchen ? 'Cocina' : i === 0 ? 'Caja principal' : `Caja ${i + 1}`,
      kind: i === 0 ? 'primary' : kitchen ? 'kitchen' : 'satellite',
      platform: i === 0 ? 'windows' : rng.pick(['android', 'android', 'ios']),
      appVersion: i === 1 ? '3.9.4' : rng.pick(['4.3.1', '4.5.0', '4.6.2']),
      upgradeTo: i === 1 ? '4.6.2' : null,
      skewMs: rng.int(-20, 20) * 1000,
    });
  }
  const sellers = registers.filter((r) => r.kind !== 'kitchen');
  const skewed = sellers[sellers.length - 1];
  if (skewed) skewed.skewMs = (rng.chance(0.5) ? 1 : -1) * rng.int(2, 9) * 60_000 + rng.int(0, 59) * 1000;
  return registers;
}

/** Tokens of registers the caller registered in earlier runs (a token is shown only once). */
export interface RegisterTokens {
  get(deviceId: string): string | undefined;
  set(deviceId: string, token: string): void;
}

interface AdminDevice {
  id: string;
  name: string;
  revoked_at: string | null;
}

/**
 * The registers an existing account already has, by name, so that a run on it sells on them
 * instead of adding another "Caja principal" each time: the active ones of the environment.
 */
export async function activeRegisters(
  admin: AdminClient,
  accountId: string,
  environment: Environment,
): Promise<AdminDevice[]> {
  const listed = (await admin.call('GET', `/accounts/${accountId}/devices?environment=${environment}`)) as {
    data: AdminDevice[];
  };
  return listed.data.filter((device) => device.revoked_at === null);
}

/**
 * A planned register on an existing account: the active one of its name whose token an earlier
 * run kept, else a new one. In the test environment the other active registers of that name
 * (whose token nobody here holds: the demo's, or an earlier run's from another machine) are
 * revoked, so the account keeps one register of each name; a live register is never revoked.
 */
export async function reuseRegister(
  admin: AdminClient,
  accountId: string,
  environment: Environment,
  planned: PlannedRegister,
  active: readonly AdminDevice[],
  tokens: RegisterTokens | undefined,
): Promise<RegisterInfo & { upgradeTo: string | null }> {
  const named = active.filter((device) => device.name === planned.name);
  const kept = named.find((device) => tokens?.get(device.id) !== undefined);
  if (environment === 'test') {
    for (const other of named) {
      if (other !== kept) await admin.call('POST', `/devices/${other.id}/revoke`);
    }
  }
  if (kept) return { ...planned, id: kept.id, token: tokens?.get(kept.id) as string };
  const registered = await registerDevice(admin, accountId, environment, planned);
  tokens?.set(registered.id, registered.token);
  return registered;
}

export async function registerDevice(
  admin: AdminClient,
  accountId: string,
  environment: Environment,
  planned: PlannedRegister,
): Promise<RegisterInfo & { upgradeTo: string | null }> {
  const device = (await admin.call('POST', `/accounts/${accountId}/devices`, {
    environment,
    name: planned.name,
    kind: planned.kind,
    platform: planned.platform,
    app_version: planned.appVersion,
  })) as { id: string; token: string };
  return { ...planned, id: device.id, token: device.token };
}
