import type { Category } from '#src/contract/category.js';
import { isoOf, isoOfOrNull } from '#src/db/instants.js';
import type { TimestampsAsText } from '#src/db/prepared.js';
import type { CategoryRow } from '#src/db/schema.js';

/** A category's columns the API shows. */
export type CategoryColumns = Omit<CategoryRow, 'account_id' | 'environment'>;

/** The contract's category, from a row read with Dates or with timestamps as text. */
export function toCategory(row: CategoryColumns | TimestampsAsText<CategoryColumns>): Category {
  return {
    object: 'category',
    id: row.id,
    name: row.name,
    description: row.description,
    image_url: row.image_url,
    sort_order: row.sort_order,
    deleted_at: isoOfOrNull(row.deleted_at),
    created_at: isoOf(row.created_at),
    updated_at: isoOf(row.updated_at),
  };
}
