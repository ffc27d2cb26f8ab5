import type { VariantStockRecord } from '#src/contract/sync/catalog-records.js';
import { recordConsequences } from '#src/domain/consequences.js';
import type { Ingest } from '#src/domain/sync/arrival.js';
import { changeFeedRepo } from '#src/domain/sync/change-feed.repo.js';
import { decimals } from '#src/domain/sync/record-values.js';
import { stockLevelsRepo } from './stock-levels.repo.js';
import { queueLevelAnnouncements } from './stock-levels.service.js';

/**
 * A variant's stock in a warehouse as an absolute level, passed on to the other devices
 * (last level to reach the cloud wins). A level equal to the latest one known changes nothing.
 * The feed entry carries it to the devices; the variant's stock level (`GET /inventory/levels`)
 * takes it too, and announces itself when it changed. The result's id is the variant's.
 */
export const upsertVariantStockRecord: Ingest<VariantStockRecord> = async (
  tx,
  tenant,
  deviceId,
  record,
  now,
) => {
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
  const levels = await stockLevelsRepo.setVariantLevel(
    tx,
    tenant,
    { variantId, warehouseId, onHand: quantity },
    now,
  );
  await queueLevelAnnouncements(tx, tenant, levels);
  return { id: variantId, outcome: latest ? 'updated' : 'created' };
};
