import type { WarehouseRecord } from '#src/contract/sync/catalog-records.js';
import type { Warehouse } from '#src/contract/warehouse.js';
import { recordConsequences } from '#src/domain/consequences.js';
import { toWarehouse } from '#src/domain/inventory/warehouse.present.js';
import { arrive, byColumns, type Ingest } from '#src/domain/sync/arrival.js';
import { stockLevelsRepo } from './stock-levels.repo.js';
import { queueLevelAnnouncements } from './stock-levels.service.js';
import { warehousesRepo } from './warehouses.repo.js';

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
export const upsertWarehouseRecord: Ingest<WarehouseRecord> = async (tx, tenant, deviceId, record, now) => {
  const id = record.id.toLowerCase();
  await warehousesRepo.lockAccount(tx, tenant);
  const values = { name: record.name, is_default: record.is_default, active: record.active };
  const { outcome, row } = await arrive(tx, tenant, now, {
    table: 'warehouses',
    id,
    values,
    sameness: byColumns(values),
  });
  if (outcome === 'unchanged') return { id, outcome };
  const demoted = row.is_default ? await warehousesRepo.clearDefault(tx, tenant, now, id) : [];
  const demotions = demoted.map((w) => warehouseChange(toWarehouse(w)));
  await recordConsequences(tx, tenant, { events: [], changes: demotions, originDeviceId: null }, now);
  const changes = [warehouseChange(toWarehouse(row))];
  await recordConsequences(tx, tenant, { events: [], changes, originDeviceId: deviceId }, now);
  // Movements and variant levels that named this warehouse before it arrived count from now on.
  if (outcome === 'created') {
    await queueLevelAnnouncements(tx, tenant, await stockLevelsRepo.warehouseArrived(tx, tenant, id, now));
  }
  return { id, outcome };
};
