/** What the whole contract shares: the version, the two environments and the scopes of a key. */

/** Each environment has its own listener, keys and data. */
export type Environment = 'live' | 'test';
export const ENVIRONMENTS: readonly Environment[] = ['live', 'test'];

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

/** The version of the contract webhook payloads carry as `api_version`. */
export const API_VERSION = '2026-09-28';
