import { toStockMovement } from '#src/contract/stock-movement.js';
import type {
  StockMovementRecord,
  VariantStockRecord,
  WarehouseRecord,
} from '#src/contract/sync/catalog-records.js';
import { toWarehouse, type Warehouse } from '#src/contract/warehouse.js';
import type { Tx } from '#src/db/database.js';
import { recordConsequences } from '#src/domain/consequences.js';
import type { Tenant } from '#src/domain/context.js';
import { AppError } from '#src/domain/errors.js';
import { stockMovementsRepo } from '#src/domain/inventory/stock-movements.repo.js';
import { warehousesRepo } from '#src/domain/inventory/warehouses.repo.js';
import type { UpsertResult } from '#src/domain/sales/device-upsert.js';
import { decimals } from '#src/domain/sales/record-values.js';
import { changeFeedRepo } from './change-feed.repo.js';
import { idTaken, sameValues, storeSyncedRow, uuidOrNull } from './synced-row.js';
import { syncedRowsRepo } from './synced-rows.repo.js';

const warehouseChange = (warehouse: Warehouse) => ({
  entityType: 'warehouse',
  entityId: warehouse.id,
  operation: 'upsert' as const,
  payload: warehouse,
});

/**
 * Stores a warehouse (no event type exists for them) for the other devices. A new default
 * demotes the others; those demotions reach every device, the uploader too, since its register
 * may not have applied the rule itself. Warehouse writes of an account run one at a time.
 */
export async function upsertWarehouseRecord(
  tx: Tx,
  tenant: Tenant,
  deviceId: string,
  record: WarehouseRecord,
  now: Date,
): Promise<UpsertResult> {
  const id = record.id.toLowerCase();
  await warehousesRepo.lockAccount(tx, tenant);
  const { outcome, row } = await storeSyncedRow(
    tx,
    tenant,
    'warehouses',
    id,
    { name: record.name, is_default: record.is_default, active: record.active },
    now,
  );
  if (outcome === 'unchanged') return { id, outcome };
  const demoted = row.is_default ? await syncedRowsRepo.demoteOtherDefaults(tx, tenant, id, now) : [];
  const demotions = demoted.map((w) => warehouseChange(toWarehouse(w)));
  await recordConsequences(tx, tenant, { events: [], changes: demotions, originDeviceId: null }, now);
  const changes = [warehouseChange(toWarehouse(row))];
  await recordConsequences(tx, tenant, { events: [], changes, originDeviceId: deviceId }, now);
  return { id, outcome };
}

/**
 * Appends a movement to the ledger, which is never edited: a repeat of the same movement is
 * `unchanged`, a different one under a stored id is refused. It emits `stock_movement.created`
 * and, for products without variants, the `stock_delta` each other device applies once.
 * Variant stock travels between devices as absolute levels (`variant_stock` records) instead,
 * so a variant's movement is history only: applying it too would count it twice.
 */
export async function upsertStockMovementRecord(
  tx: Tx,
  tenant: Tenant,
  deviceId: string,
  record: StockMovementRecord,
  now: Date,
): Promise<UpsertResult> {
  const id = record.id.toLowerCase();
  const values = {
    product_id: record.product_id.toLowerCase(),
    variant_id: uuidOrNull(record.variant_id),
    warehouse_id: uuidOrNull(record.warehouse_id),
    type: record.type,
    quantity: decimals(record.quantity, 6),
    reason: record.reason,
    reference: record.reference,
    unit_cost: record.unit_cost === null ? null : decimals(record.unit_cost, 6),
    origin_type: record.origin_type,
    sale_id: uuidOrNull(record.sale_id),
  };
  const row = await syncedRowsRepo.insertMovementIfNew(tx, {
    ...values,
    id,
    account_id: tenant.accountId,
    environment: tenant.environment,
    device_id: deviceId,
    created_at: now,
    updated_at: now,
  });
  if (!row) {
    const stored = await syncedRowsRepo.findMovement(tx, tenant, id);
    if (!stored) throw idTaken(id);
    if (!sameValues(values, stored)) throw movementEdited(id);
    return { id, outcome: 'unchanged' };
  }
  const visible = await stockMovementsRepo.findById(tx, tenant, id);
  const delta = {
    entityType: 'stock_movement',
    entityId: id,
    operation: 'stock_delta' as const,
    payload: toStockMovement(row),
  };
  await recordConsequences(
    tx,
    tenant,
    {
      events: [{ type: 'stock_movement.created', object: toStockMovement(visible ?? row) }],
      changes: row.variant_id === null ? [delta] : [],
      originDeviceId: deviceId,
    },
    now,
  );
  return { id, outcome: 'created' };
}

/**
 * A variant's stock in a warehouse as an absolute level, passed on to the other devices
 * (last level to reach the cloud wins). A level equal to the latest one known changes nothing.
 * The result's id is the variant's.
 */
export async function upsertVariantStockRecord(
  tx: Tx,
  tenant: Tenant,
  deviceId: string,
  record: VariantStockRecord,
  now: Date,
): Promise<UpsertResult> {
  const variantId = record.variant_id.toLowerCase();
  const warehouseId = record.warehouse_id.toLowerCase();
  const quantity = decimals(record.quantity, 6);
  const latest = await changeFeedRepo.latestFor(
    tx,
    tenant,
    { type: 'variant_stock', id: variantId },
    { warehouse_id: warehouseId },
  );
  const latestQuantity = (latest?.payload as { quantity?: unknown } | undefined)?.quantity;
  if (latest && Number(latestQuantity) === quantity) return { id: variantId, outcome: 'unchanged' };
  const payload = { object: 'variant_stock', variant_id: variantId, warehouse_id: warehouseId, quantity };
  await recordConsequences(
    tx,
    tenant,
    {
      events: [],
      changes: [{ entityType: 'variant_stock', entityId: variantId, operation: 'stock_level', payload }],
      originDeviceId: deviceId,
    },
    now,
  );
  return { id: variantId, outcome: latest ? 'updated' : 'created' };
}

const movementEdited = (id: string) =>
  new AppError('CONFLICT', {
    param: 'id',
    message: `El movimiento ${id} ya está en la nube con otros datos, y los movimientos de inventario no se editan. Para corregirlo, sube un movimiento nuevo (por ejemplo con origin_type reversal).`,
  });
