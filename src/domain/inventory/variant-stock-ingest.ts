import type { VariantStockRecord } from '#src/contract/sync/catalog-records.js';
import { recordConsequences } from '#src/domain/consequences.js';
import type { Ingest } from '#src/domain/sync/arrival.js';
import { changeFeedRepo } from '#src/domain/sync/change-feed.repo.js';
import { decimals } from '#src/domain/sync/record-values.js';

/**
 * A variant's stock in a warehouse as an absolute level, passed on to the other devices
 * (last level to reach the cloud wins). A level equal to the latest one known changes nothing.
 * Nothing is stored but the feed entry: the feed is where the latest level is known. The
 * result's id is the variant's.
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
  return { id: variantId, outcome: latest ? 'updated' : 'created' };
};
