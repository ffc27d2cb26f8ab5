import { toStockMovement } from '#src/contract/stock-movement.js';
import type {
  StockMovementRecord,
  VariantStockRecord,
  WarehouseRecord,
} from '#src/contract/sync/catalog-records.js';
import { toWarehouse, type Warehouse } from '#src/contract/warehouse.js';
import type { Tx } from '#src/db/database.js';
import type { StockMovementRow } from '#src/db/schema.js';
import { recordConsequences } from '#src/domain/consequences.js';
import type { Tenant } from '#src/domain/context.js';
import { AppError } from '#src/domain/errors.js';
import { stockMovementsRepo } from '#src/domain/inventory/stock-movements.repo.js';
import { warehousesRepo } from '#src/domain/inventory/warehouses.repo.js';
import type { UpsertOutcome, UpsertResult } from '#src/domain/sales/device-upsert.js';
import { changeFeedRepo } from './change-feed.repo.js';
import type { RecordBatch } from './record-batches.js';
import { decimals, uuidOrNull } from './record-values.js';
import { idTaken, sameValues, storeSyncedRow } from './synced-row.js';
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

/** The answer for a stored movement that is not this one: its id is another account's, or it differs. */
const repeatOutcome = (form: MovementForm, stored: StockMovementRow | undefined): UpsertOutcome => {
  if (!stored) throw idTaken(form.id);
  if (!sameValues(form.values, stored)) throw movementEdited(form.id);
  return 'unchanged';
};

/**
 * Appends a movement to the ledger, which is never edited: a repeat of the same movement is
 * `unchanged`, a different one under a stored id is refused. A new one announces itself
 * (`movementConsequences`). Uploads append movements many at a time through `movementBatch`;
 * this is the path a batch falls back to.
 */
export async function upsertStockMovementRecord(
  tx: Tx,
  tenant: Tenant,
  deviceId: string,
  record: StockMovementRecord,
  now: Date,
): Promise<UpsertResult> {
  const form = movementForm(record);
  const { id } = form;
  const row = await syncedRowsRepo.insertMovementIfNew(tx, {
    ...form.values,
    id,
    account_id: tenant.accountId,
    environment: tenant.environment,
    device_id: deviceId,
    created_at: now,
    updated_at: now,
  });
  if (!row) return { id, outcome: repeatOutcome(form, await syncedRowsRepo.findMovement(tx, tenant, id)) };
  const visible = await stockMovementsRepo.findById(tx, tenant, id);
  const { event, change } = movementConsequences(row, visible ?? row);
  await recordConsequences(tx, tenant, { events: [event], changes: change, originDeviceId: deviceId }, now);
  return { id, outcome: 'created' };
}

/**
 * Movements many at a time: one insert of the new ones, one read of those already stored
 * (each `unchanged`, or refused alone as a lone upload would be), then the new ones' events
 * and feed entries in bulk, in the order the device sent them.
 */
export const movementBatch: RecordBatch<StockMovementRecord, MovementForm> = {
  storedForm: movementForm,
  async store(tx, tenant, deviceId, now, forms) {
    const inserted = await syncedRowsRepo.insertMovements(tx, tenant, deviceId, now, forms);
    const fresh = new Map(inserted.map((row) => [row.id, row]));
    const repeats = forms.filter((form) => !fresh.has(form.id));
    const stored = new Map(
      (
        await syncedRowsRepo.findMovements(
          tx,
          tenant,
          repeats.map((form) => form.id),
        )
      ).map((row) => [row.id, row]),
    );
    const outcomes = new Map<string, UpsertOutcome | AppError>();
    for (const form of repeats) {
      try {
        outcomes.set(form.id, repeatOutcome(form, stored.get(form.id)));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        outcomes.set(form.id, error);
      }
    }
    // As the API shows a movement: its warehouse only once that warehouse exists in the tenant.
    const warehouses = await warehousesRepo.existing(tx, tenant, [
      ...new Set(inserted.flatMap((row) => (row.warehouse_id ? [row.warehouse_id] : []))),
    ]);
    const events = [];
    const changes = [];
    for (const form of forms) {
      const row = fresh.get(form.id);
      if (!row) continue;
      outcomes.set(form.id, 'created');
      const visible = {
        ...row,
        warehouse_id: warehouses.has(row.warehouse_id ?? '') ? row.warehouse_id : null,
      };
      const { event, change } = movementConsequences(row, visible);
      events.push(event);
      changes.push(...change);
    }
    await recordConsequences(tx, tenant, { events, changes, originDeviceId: deviceId }, now);
    return outcomes;
  },
};

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
