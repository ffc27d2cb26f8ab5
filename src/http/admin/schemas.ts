import { Type } from '@sinclair/typebox';
import { DateTime, Nullable, OneOf, PageQuery, Uuid } from '#src/contract/common.js';
import { iso, isoOrNull } from '#src/db/instants.js';
import type { AccountRow, ApiKeyRow, DeviceRow } from '#src/db/schema.js';

export const EnvironmentField = OneOf(['live', 'test'] as const);
export const PlanField = OneOf(['free', 'plus', 'pro'] as const);

export const AccountCreate = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 120 }),
    plan: Type.Optional(PlanField),
    email: Type.Optional(Type.String({ format: 'email', maxLength: 200 })),
  },
  { additionalProperties: false },
);
export const AccountUpdate = Type.Object(
  {
    plan: Type.Optional(PlanField),
    status: Type.Optional(OneOf(['active', 'inactive'] as const)),
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
    email: Type.Optional(Nullable(Type.String({ format: 'email', maxLength: 200 }))),
  },
  { additionalProperties: false, minProperties: 1 },
);
export const ApiKeyCreate = Type.Object(
  {
    environment: EnvironmentField,
    scopes: Type.Array(Type.String({ maxLength: 40 }), { minItems: 1, maxItems: 20 }),
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
    expires_at: Type.Optional(Nullable(DateTime())),
  },
  { additionalProperties: false },
);
export const DeviceCreate = Type.Object(
  {
    environment: EnvironmentField,
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
    kind: Type.Optional(OneOf(['primary', 'satellite', 'kitchen'] as const)),
    platform: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    app_version: Type.Optional(Type.String({ pattern: '^\\d+\\.\\d+\\.\\d+$', maxLength: 40 })),
  },
  { additionalProperties: false },
);

export const adminAccount = (a: AccountRow) => ({
  object: 'account',
  id: a.id,
  name: a.name,
  plan: a.plan,
  status: a.status,
  email: a.owner_email,
  created_at: iso(a.created_at),
  updated_at: iso(a.updated_at),
});

export const adminApiKey = (k: ApiKeyRow) => ({
  object: 'api_key',
  id: k.id,
  account_id: k.account_id,
  name: k.name,
  environment: k.environment,
  scopes: k.scopes,
  last4: k.last4,
  expires_at: isoOrNull(k.expires_at),
  revoked_at: isoOrNull(k.revoked_at),
  last_used_at: isoOrNull(k.last_used_at),
  created_at: iso(k.created_at),
});

export const adminDevice = (d: DeviceRow) => ({
  object: 'device',
  id: d.id,
  account_id: d.account_id,
  environment: d.environment,
  name: d.name,
  kind: d.kind,
  platform: d.platform,
  app_version: d.app_version,
  last_seen_at: isoOrNull(d.last_seen_at),
  last_sync_at: isoOrNull(d.last_sync_at),
  revoked_at: isoOrNull(d.revoked_at),
  created_at: iso(d.created_at),
});

export const AccountSearch = Type.Object(
  {
    q: Type.Optional(Type.String({ minLength: 2, maxLength: 100 })),
    limit: Type.Optional(PageQuery.limit),
    starting_after: Type.Optional(PageQuery.starting_after),
  },
  { additionalProperties: false },
);

export const EnvironmentQuery = Type.Object(
  { environment: Type.Optional(EnvironmentField) },
  { additionalProperties: false },
);
/** The environment asked for, or both. */
export const environmentsOf = (query: { environment?: 'live' | 'test' | undefined }) =>
  query.environment ? [query.environment] : (['live', 'test'] as const);

export const AccountParams = Type.Object({ id: Uuid() }, { additionalProperties: false });
