/**
 * The event types, in a module of their own with no dependencies, so that what only needs
 * the names (the CLI's option check, the contract) does not load the database layer.
 */

/** SPEC's 12 types: what `["*"]` in an endpoint's `enabled_events` means. */
export const SPEC_EVENT_TYPES = [
  'customer.created',
  'customer.updated',
  'category.created',
  'category.updated',
  'product.created',
  'product.updated',
  'stock_movement.created',
  'sale.created',
  'sale.updated',
  'invoice.created',
  'invoice.updated',
  'cash_session.closed',
] as const;

/**
 * Types beyond SPEC's (DECISIONS.md): an endpoint receives them only when its `enabled_events`
 * names them, so that no receiver meets a type it did not ask for.
 */
export const NAMED_ONLY_EVENT_TYPES = ['stock_level.updated'] as const;

/** Every type `GET /events` may list. */
export const EVENT_TYPES = [...SPEC_EVENT_TYPES, ...NAMED_ONLY_EVENT_TYPES] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Whether an endpoint with `enabled_events` receives events of `type`. */
export function takesEvent(enabledEvents: readonly string[], type: string): boolean {
  if (enabledEvents.includes(type)) return true;
  return enabledEvents.includes('*') && (SPEC_EVENT_TYPES as readonly string[]).includes(type);
}
