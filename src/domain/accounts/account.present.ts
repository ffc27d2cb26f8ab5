import type { Account } from '#src/contract/account.js';
import { isoOrNull } from '#src/db/instants.js';
import type { AccountRow, ApiKeyRow, DeviceRow } from '#src/db/schema.js';

export function toAccount(account: AccountRow, key: ApiKeyRow, devices: DeviceRow[]): Account {
  const latest = devices.reduce<Date | null>(
    (max, d) => (d.last_sync_at && (!max || d.last_sync_at > max) ? d.last_sync_at : max),
    null,
  );
  return {
    object: 'account',
    id: account.id,
    business: { name: account.name, currency: account.currency },
    plan: account.plan,
    api_key: {
      id: key.id,
      name: key.name,
      environment: key.environment,
      scopes: key.scopes,
      expires_at: isoOrNull(key.expires_at),
    },
    data_freshness: {
      last_device_sync_at: isoOrNull(latest),
      devices: devices.map((d) => ({
        name: d.name,
        kind: d.kind,
        platform: d.platform,
        last_sync_at: isoOrNull(d.last_sync_at),
      })),
    },
  };
}
