import type { Environment } from '#src/db/schema.js';

export type { Environment };
export const ENVIRONMENTS: readonly Environment[] = ['live', 'test'];

/** Whose data a call may touch: one account, in one environment. Every query filters by both. */
export interface Tenant {
  readonly accountId: string;
  readonly environment: Environment;
}

/** Who made a change: the API (through a key), a device, or an operator. */
export type Actor =
  | { readonly type: 'api_key'; readonly id: string }
  | { readonly type: 'device'; readonly id: string }
  | { readonly type: 'operator' };

export const SCOPES = [
  'products:read',
  'products:write',
  'customers:read',
  'customers:write',
  'inventory:read',
  'inventory:write',
  'sales:read',
  'invoices:read',
  'quotes:read',
  'cash:read',
  'reports:read',
  'events:read',
] as const;
export type Scope = (typeof SCOPES)[number];

export const API_VERSION = '2026-09-28';
