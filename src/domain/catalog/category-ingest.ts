import type { CategoryRecord } from '#src/contract/sync/catalog-records.js';
import { toCategory } from '#src/domain/catalog/category.present.js';
import { announceArrival } from '#src/domain/sync/announce.js';
import { arrive, byColumns, type Ingest } from '#src/domain/sync/arrival.js';
import { instantOrNull } from '#src/domain/sync/record-values.js';

/**
 * Stores a category a device uploaded, as the API shows it, and announces it with the events of
 * API writes (`category.created` on first arrival, `category.updated` after) plus the upsert the
 * business's other devices download. Deletion is a device's to make: `deleted_at` set.
 */
export const upsertCategoryRecord: Ingest<CategoryRecord> = async (tx, tenant, deviceId, record, now) => {
  const id = record.id.toLowerCase();
  const values = {
    name: record.name,
    description: record.description,
    image_url: record.image_url,
    sort_order: record.sort_order,
    deleted_at: instantOrNull(record.deleted_at, 'deleted_at'),
  };
  const { outcome, row } = await arrive(tx, tenant, now, {
    table: 'categories',
    id,
    values,
    sameness: byColumns(values),
  });
  await announceArrival(tx, tenant, deviceId, now, { entityType: 'category', outcome }, () =>
    toCategory(row),
  );
  return { id, outcome };
};
