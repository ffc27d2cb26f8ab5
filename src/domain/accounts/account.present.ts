import type { Account } from '#src/contract/account.js';
import { isoOrNull } from '#src/db/instants.js';
import type { AccountRow, ApiKeyRow } from '#src/db/schema.js';
import type { Completeness } from '#src/domain/devices/completeness.js';

export function toAccount(account: AccountRow, key: ApiKeyRow, completeness: Completeness): Account {
  const devices = completeness.devices.map((d) => d.row);
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
      complete_through: isoOrNull(completeness.completeThrough),
      devices: completeness.devices.map(({ row: d, completeThrough, pendingRecords }) => ({
        name: d.name,
        kind: d.kind,
        platform: d.platform,
        last_sync_at: isoOrNull(d.last_sync_at),
        complete_through: isoOrNull(completeThrough),
        pending_records: pendingRecords,
      })),
    },
  };
}
