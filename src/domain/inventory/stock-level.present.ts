import type { StockLevel } from '#src/contract/stock-level.js';
import { isoOf, isoOfOrNull, isoOrNull } from '#src/db/instants.js';
import type { TimestampsAsText } from '#src/db/prepared.js';
import { type Completeness, devicesBehind } from '#src/domain/devices/completeness.js';
import type { ShownLevel } from './stock-levels.repo.js';

/** What every level of one response says of the environment's completeness. */
export type LevelCompleteness = Pick<StockLevel, 'complete_as_of' | 'devices_behind'>;

/** The environment's completeness at `now` (the response's or the write's), as each level shows it. */
export function levelCompleteness(completeness: Completeness, now: Date): LevelCompleteness {
  return {
    complete_as_of: isoOrNull(completeness.completeThrough),
    devices_behind: devicesBehind(completeness, now).map((device) => ({
      device_id: device.id,
      name: device.name,
      complete_through: isoOrNull(device.completeThrough),
    })),
  };
}

/** The contract's level, with the completeness of its response (`levelCompleteness`). */
export function toStockLevel(
  row: ShownLevel | TimestampsAsText<ShownLevel>,
  completeness: LevelCompleteness,
): StockLevel {
  return {
    object: 'stock_level',
    product_id: row.product_id,
    variant_id: row.variant_id,
    warehouse_id: row.warehouse_id,
    on_hand: Number(row.on_hand),
    exact: row.variant_id === null,
    complete_as_of: completeness.complete_as_of,
    devices_behind: completeness.devices_behind,
    last_movement_at: isoOfOrNull(row.last_movement_at),
    updated_at: isoOf(row.updated_at),
  };
}
