import type { StockMovement } from '#src/contract/stock-movement.js';
import { isoOf } from '#src/db/instants.js';
import type { TimestampsAsText } from '#src/db/prepared.js';
import type { StockMovementRow } from '#src/db/schema.js';

/**
 * The contract's movement, from a row read with Dates or with timestamps as text.
 * `row.warehouse_id` must already be the visible one: null while the warehouse is unknown.
 */
export function toStockMovement(row: StockMovementRow | TimestampsAsText<StockMovementRow>): StockMovement {
  return {
    object: 'stock_movement',
    id: row.id,
    product_id: row.product_id,
    variant_id: row.variant_id,
    warehouse_id: row.warehouse_id,
    type: row.type,
    quantity: Number(row.quantity),
    reason: row.reason,
    reference: row.reference,
    unit_cost: row.unit_cost === null ? null : Number(row.unit_cost),
    origin_type: row.origin_type,
    sale_id: row.sale_id,
    created_at: isoOf(row.created_at),
    updated_at: isoOf(row.updated_at),
  };
}
