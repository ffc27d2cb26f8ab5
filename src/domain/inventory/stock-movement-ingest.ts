import type { StockMovementRecord } from '#src/contract/sync/catalog-records.js';
import type { StockMovementRow } from '#src/db/schema.js';
import { recordConsequences } from '#src/domain/consequences.js';
import { AppError } from '#src/domain/errors.js';
import { toStockMovement } from '#src/domain/inventory/stock-movement.present.js';
import { arrive, byColumns, type Ingest } from '#src/domain/sync/arrival.js';
import { appendMany, type RecordBatch } from '#src/domain/sync/arrival-batch.js';
import { decimals, uuidOrNull } from '#src/domain/sync/record-values.js';
import { stockLevelsRepo } from './stock-levels.repo.js';
import { queueLevelAnnouncements } from './stock-levels.service.js';
import { stockMovementsRepo } from './stock-movements.repo.js';
import { warehousesRepo } from './warehouses.repo.js';

/** A movement's stored columns, as both upload paths write and compare them. */
export function movementForm(record: StockMovementRecord) {
  return {
    id: record.id.toLowerCase(),
    values: {
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
    },
  };
}

type MovementForm = ReturnType<typeof movementForm>;

/**
 * What a new movement announces: `stock_movement.created` with the movement as the API shows
 * it (`visible`) and, for products without variants, the `stock_delta` each other device
 * applies once. Variant stock travels between devices as absolute levels (`variant_stock`
 * records) instead, so a variant's movement is history only: applying it too would count it twice.
 */
const movementConsequences = (row: StockMovementRow, visible: StockMovementRow) => ({
  event: { type: 'stock_movement.created' as const, object: toStockMovement(visible) },
  change:
    row.variant_id === null
      ? [
          {
            entityType: 'stock_movement',
            entityId: row.id,
            operation: 'stock_delta' as const,
            payload: toStockMovement(row),
          },
        ]
      : [],
});

/**
 * Appends a movement to the ledger, which is never edited: a repeat of the same movement is
 * `unchanged`, a different one under a stored id is refused. A new one announces itself
 * (`movementConsequences`). Uploads append movements many at a time through `movementBatch`;
 * this is the path a batch falls back to.
 */
export const upsertStockMovementRecord: Ingest<StockMovementRecord> = async (
  tx,
  tenant,
  deviceId,
  record,
  now,
) => {
  const { id, values } = movementForm(record);
  const { outcome, row } = await arrive(tx, tenant, now, {
    table: 'stock_movements',
    id,
    values,
    deviceId,
    sameness: byColumns(values),
    refuseChange: movementEdited,
  });
  if (outcome === 'unchanged') return { id, outcome };
  const visible = await stockMovementsRepo.findById(tx, tenant, id);
  const { event, change } = movementConsequences(row, visible ?? row);
  const levels = await stockLevelsRepo.addMovements(tx, tenant, [id], now);
  await recordConsequences(tx, tenant, { events: [event], changes: change, originDeviceId: deviceId }, now);
  await queueLevelAnnouncements(tx, tenant, levels);
  return { id, outcome };
};

/**
 * Movements many at a time (`appendMany`): one insert of the new ones, one read of those
 * already stored (each `unchanged`, or refused alone as a lone upload would be), then the new
 * ones' events and feed entries in bulk, in the order the device sent them.
 */
export const movementBatch: RecordBatch<StockMovementRecord, MovementForm> = {
  storedForm: movementForm,
  async store(tx, tenant, deviceId, now, forms) {
    const { outcomes, appended } = await appendMany(tx, tenant, deviceId, now, forms, movementEdited);
    // As the API shows a movement: its warehouse only once that warehouse exists in the tenant.
    const warehouses = await warehousesRepo.existing(tx, tenant, [
      ...new Set([...appended.values()].flatMap((row) => (row.warehouse_id ? [row.warehouse_id] : []))),
    ]);
    const events = [];
    const changes = [];
    for (const form of forms) {
      const row = appended.get(form.id);
      if (!row) continue;
      const visible = {
        ...row,
        warehouse_id: warehouses.has(row.warehouse_id ?? '') ? row.warehouse_id : null,
      };
      const { event, change } = movementConsequences(row, visible);
      events.push(event);
      changes.push(...change);
    }
    const levels = await stockLevelsRepo.addMovements(tx, tenant, [...appended.keys()], now);
    await recordConsequences(tx, tenant, { events, changes, originDeviceId: deviceId }, now);
    await queueLevelAnnouncements(tx, tenant, levels);
    return outcomes;
  },
};

const movementEdited = (id: string) =>
  new AppError('CONFLICT', {
    param: 'id',
    message: `El movimiento ${id} ya está en la nube con otros datos, y los movimientos de inventario no se editan. Para corregirlo, sube un movimiento nuevo (por ejemplo con origin_type reversal).`,
  });
