/**
 * The 12 event types, in a module of their own with no dependencies, so that what only needs
 * the names (the CLI's option check, the contract) does not load the database layer.
 */
export const EVENT_TYPES = [
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
export type EventType = (typeof EVENT_TYPES)[number];
