import type { StockLevel } from '#src/contract/stock-level.js';
import { iso, isoOrNull } from '#src/db/instants.js';
import type { StockLevelRow } from '#src/db/schema.js';
import { type Completeness, devicesBehind } from '#src/domain/devices/completeness.js';

/** The contract's level, with the environment's completeness at `now` (the response's or the write's). */
export function toStockLevel(row: StockLevelRow, completeness: Completeness, now: Date): StockLevel {
  return {
    object: 'stock_level',
    product_id: row.product_id,
    variant_id: row.variant_id,
    warehouse_id: row.warehouse_id,
    on_hand: Number(row.on_hand),
    exact: row.variant_id === null,
    complete_as_of: isoOrNull(completeness.completeThrough),
    devices_behind: devicesBehind(completeness, now).map((device) => ({
      device_id: device.id,
      name: device.name,
      complete_through: isoOrNull(device.completeThrough),
    })),
    last_movement_at: isoOrNull(row.last_movement_at),
    updated_at: iso(row.updated_at),
  };
}
