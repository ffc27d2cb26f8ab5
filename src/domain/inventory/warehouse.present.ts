import type { Warehouse } from '#src/contract/warehouse.js';
import { isoOf } from '#src/db/instants.js';
import type { TimestampsAsText } from '#src/db/prepared.js';
import type { WarehouseRow } from '#src/db/schema.js';

/** A warehouse's columns the API shows. */
export type WarehouseColumns = Omit<WarehouseRow, 'account_id' | 'environment'>;

/** The contract's warehouse, from a row read with Dates or with timestamps as text. */
export function toWarehouse(row: WarehouseColumns | TimestampsAsText<WarehouseColumns>): Warehouse {
  return {
    object: 'warehouse',
    id: row.id,
    name: row.name,
    is_default: row.is_default,
    active: row.active,
    created_at: isoOf(row.created_at),
    updated_at: isoOf(row.updated_at),
  };
}
