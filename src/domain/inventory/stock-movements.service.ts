import {
  DEFAULT_MOVEMENT_REASON,
  INITIAL_STOCK_REASON,
  type MovementType,
  type StockMovement,
} from '#src/contract/stock-movement.js';
import type { Executor, Tx } from '#src/db/database.js';
import { ids } from '#src/domain/clock.js';
import { recordConsequences } from '#src/domain/consequences.js';
import type { Tenant } from '#src/domain/context.js';
import { completenessOf } from '#src/domain/devices/completeness.js';
import { AppError } from '#src/domain/errors.js';
import { toStockMovement } from '#src/domain/inventory/stock-movement.present.js';
import type { Page } from '#src/domain/pagination/keyset.js';
import { levelCompleteness, toStockLevel } from './stock-level.present.js';
import { stockLevelsRepo } from './stock-levels.repo.js';
import { announceLevels } from './stock-levels.service.js';
import { type MovementFilters, stockMovementsRepo } from './stock-movements.repo.js';
import { warehouseForMovement } from './warehouses.service.js';

export interface NewMovement {
  productId: string;
  type: MovementType;
  /** Always positive: `type` gives the direction. */
  quantity: number;
  warehouseId?: string | undefined;
  reason?: string | undefined;
  reference?: string | undefined;
  /** A compare-and-swap: the level this movement expects to change (none counts as 0). */
  expectedOnHand?: number | undefined;
}

export async function listStockMovements(
  db: Executor,
  tenant: Tenant,
  filters: MovementFilters,
): Promise<Page<StockMovement>> {
  const page = await stockMovementsRepo.list(db, tenant, filters);
  return { ...page, data: page.data.map(toStockMovement) };
}

export async function getStockMovement(db: Executor, tenant: Tenant, id: string): Promise<StockMovement> {
  const row = await stockMovementsRepo.show(db, tenant, id);
  if (!row) {
    throw new AppError('NOT_FOUND', {
      message: `No existe un movimiento con id ${id} en esta cuenta y ambiente. Búscalo con GET /inventory/movements.`,
    });
  }
  return toStockMovement(row);
}

/**
 * Records a movement made through the API (SPEC "Stock rules", checked in this order): the
 * product exists, has no variants and is not composite; then the warehouse is resolved; then,
 * when asked, the level is compared (`expectedOnHand`). No stock check on `out`. The movement,
 * its level, its `stock_movement.created` event, the `stock_delta` devices apply exactly once and
 * the level's `stock_level.updated` are written together. Run inside a transaction.
 */
export async function recordStockMovement(
  db: Executor,
  tenant: Tenant,
  input: NewMovement,
  now: Date,
): Promise<StockMovement> {
  const product = await stockMovementsRepo.findProduct(db, tenant, input.productId);
  if (!product) {
    throw new AppError('NOT_FOUND', {
      param: 'product_id',
      message: 'El producto de `product_id` no existe en esta cuenta y ambiente. Búscalo con GET /products.',
    });
  }
  if (product.hasVariants) throw new AppError('VARIANT_STOCK_UNSUPPORTED', { param: 'product_id' });
  if (product.kind === 'composite')
    throw new AppError('COMPOSITE_STOCK_UNSUPPORTED', { param: 'product_id' });
  const warehouse = await warehouseForMovement(db, tenant, input.warehouseId);
  if (input.expectedOnHand !== undefined)
    await expectLevel(db, tenant, product.id, warehouse.id, input.expectedOnHand, now);
  const row = await stockMovementsRepo.insert(db, tenant, {
    id: ids.uuid(),
    product_id: product.id,
    variant_id: null,
    warehouse_id: warehouse.id,
    type: input.type,
    quantity: input.quantity,
    reason: input.reason ?? DEFAULT_MOVEMENT_REASON,
    reference: input.reference ?? null,
    unit_cost: product.unitCost,
    origin_type: 'api',
    sale_id: null,
    device_id: null,
    created_at: now,
    updated_at: now,
  });
  const movement = toStockMovement(row);
  const levels = await stockLevelsRepo.addMovements(db, tenant, [movement.id], now);
  await recordConsequences(
    db,
    tenant,
    {
      events: [{ type: 'stock_movement.created', object: movement }],
      changes: [
        { entityType: 'stock_movement', entityId: movement.id, operation: 'stock_delta', payload: movement },
      ],
      originDeviceId: null,
    },
    now,
  );
  await announceLevels(db, tenant, levels, now);
  return movement;
}

/**
 * STOCK_CHANGED unless the level of the product in the warehouse is exactly `expected` (none
 * counts as 0). The level stays locked until the transaction ends, so that of concurrent writers
 * expecting the same level only the first one passes. The error carries the level as
 * `GET /inventory/levels` shows it now, or null.
 */
async function expectLevel(
  db: Executor,
  tenant: Tenant,
  productId: string,
  warehouseId: string,
  expected: number,
  now: Date,
): Promise<void> {
  const row = await stockLevelsRepo.lockProductLevel(db, tenant, productId, warehouseId, now);
  if (Number(row?.on_hand ?? 0) === expected) return;
  const stockLevel = row
    ? toStockLevel(row, levelCompleteness(await completenessOf(db, tenant, now), now))
    : null;
  throw new AppError('STOCK_CHANGED', { param: 'expected_on_hand', details: { stock_level: stockLevel } });
}

/**
 * The `in` movement of a new product's `initial_stock`, under the same rules as any API
 * movement (NO_WAREHOUSE included; a bad `warehouseId` is reported on `warehouse_id`).
 * Call it in the product's transaction AFTER the product's own consequences are recorded, so
 * that devices receive the product before the stock that refers to it.
 */
export async function recordInitialStock(
  tx: Tx,
  tenant: Tenant,
  input: { productId: string; quantity: number; warehouseId?: string | undefined; now: Date },
): Promise<StockMovement> {
  return recordStockMovement(
    tx,
    tenant,
    {
      productId: input.productId,
      type: 'in',
      quantity: input.quantity,
      warehouseId: input.warehouseId,
      reason: INITIAL_STOCK_REASON,
    },
    input.now,
  );
}
