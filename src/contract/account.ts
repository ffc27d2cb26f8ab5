import { type Static, Type } from '@sinclair/typebox';
import type { AccountRow, ApiKeyRow, DeviceRow } from '#src/db/schema.js';
import { DateTime, isoOrNull, Nullable, Uuid } from './common.js';

const DeviceFreshness = Type.Object({
  name: Nullable(Type.String()),
  kind: Type.String({ description: '`primary`, `satellite` o `kitchen`.' }),
  platform: Nullable(Type.String()),
  last_sync_at: Nullable(
    DateTime({ description: 'Último cambio que el dispositivo subió de verdad (no su última conexión).' }),
  ),
});

export const Account = Type.Object(
  {
    object: Type.Literal('account'),
    id: Uuid(),
    business: Nullable(Type.Object({ name: Type.String(), currency: Type.String() })),
    plan: Type.String({ description: '`free`, `plus` o `pro`; la API está en el plan `pro`.' }),
    api_key: Nullable(
      Type.Object({
        id: Uuid(),
        name: Type.String(),
        environment: Type.String({ description: '`live` o `test`.' }),
        scopes: Type.Array(Type.String()),
        expires_at: Nullable(DateTime()),
      }),
    ),
    data_freshness: Type.Object({
      last_device_sync_at: Nullable(DateTime({ description: 'El más reciente de los dispositivos.' })),
      devices: Type.Array(DeviceFreshness),
    }),
  },
  { title: 'Account' },
);
export type Account = Static<typeof Account>;

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
