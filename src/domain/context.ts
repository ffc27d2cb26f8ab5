import type { Environment } from '#src/contract/api.js';

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
