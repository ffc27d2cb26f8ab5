import type { StockLevel } from '#src/contract/stock-level.js';
import type { Executor } from '#src/db/database.js';
import { recordConsequences } from '#src/domain/consequences.js';
import type { Tenant } from '#src/domain/context.js';
import { completenessOf } from '#src/domain/devices/completeness.js';
import type { Page } from '#src/domain/pagination/keyset.js';
import { toStockLevel } from './stock-level.present.js';
import { type LevelFilters, stockLevelsRepo } from './stock-levels.repo.js';

/** `GET /inventory/levels`: a page, each level with the environment's completeness at `now`. */
export async function listStockLevels(
  db: Executor,
  tenant: Tenant,
  filters: LevelFilters,
  now: Date,
): Promise<Page<StockLevel>> {
  const page = await stockLevelsRepo.list(db, tenant, filters);
  if (page.data.length === 0) return { ...page, data: [] };
  const completeness = await completenessOf(db, tenant, now);
  return { ...page, data: page.data.map((row) => toStockLevel(row, completeness, now)) };
}

/**
 * Records `stock_level.updated` for the levels `levelIds` a write changed (one per level, as
 * `GET /inventory/levels` shows it at `now`); levels the API does not show (unknown warehouse,
 * composite product) announce nothing. Call it last in the write's transaction.
 */
export async function announceLevels(
  db: Executor,
  tenant: Tenant,
  levelIds: string[],
  now: Date,
): Promise<void> {
  const rows = await stockLevelsRepo.visibleByIds(db, tenant, [...new Set(levelIds)]);
  if (rows.length === 0) return;
  const completeness = await completenessOf(db, tenant, now);
  const events = rows.map((row) => ({
    type: 'stock_level.updated' as const,
    object: toStockLevel(row, completeness, now),
  }));
  await recordConsequences(db, tenant, { events, changes: [] }, now);
}
