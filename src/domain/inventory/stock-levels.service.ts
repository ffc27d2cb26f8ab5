import type { StockLevel } from '#src/contract/stock-level.js';
import type { Db, Executor } from '#src/db/database.js';
import { recordConsequences } from '#src/domain/consequences.js';
import type { Tenant } from '#src/domain/context.js';
import {
  type Completeness,
  completenessFrom,
  completenessOf,
  type DeviceCompleteness,
  devicesBehind,
} from '#src/domain/devices/completeness.js';
import type { Page } from '#src/domain/pagination/keyset.js';
import { levelCompleteness, toStockLevel } from './stock-level.present.js';
import { type LevelFilters, stockLevelsRepo } from './stock-levels.repo.js';

/** `GET /inventory/levels`: a page, each level with the environment's completeness at `now`. */
export async function listStockLevels(
  db: Executor,
  tenant: Tenant,
  filters: LevelFilters,
  now: Date,
): Promise<Page<StockLevel>> {
  const { page, watermarks } = await stockLevelsRepo.list(db, tenant, filters);
  if (page.data.length === 0) return { ...page, data: [] };
  const completeness = levelCompleteness(completenessFrom(watermarks, now), now);
  return { ...page, data: page.data.map((row) => toStockLevel(row, completeness)) };
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
  const completeness = levelCompleteness(await completenessOf(db, tenant, now), now);
  const events = rows.map((row) => ({
    type: 'stock_level.updated' as const,
    object: toStockLevel(row, completeness),
  }));
  await recordConsequences(db, tenant, { events, changes: [] }, now);
}

/**
 * Keeps the levels an upload changed for one announcement at its end (`announceUploadedLevels`):
 * an upload is many transactions (a run of movements, a variant level, a warehouse), and the
 * contract is one `stock_level.updated` per level it changed. The mark commits with the change,
 * so a process that dies before the end leaves it for the tenant's next upload to announce.
 */
export async function queueLevelAnnouncements(
  db: Executor,
  tenant: Tenant,
  levelIds: string[],
): Promise<void> {
  await stockLevelsRepo.markAnnouncement(db, tenant, [...new Set(levelIds)]);
}

/** Announces, once each, every level of the tenant an upload changed and has not announced. Run in a transaction. */
export async function announceUploadedLevels(db: Executor, tenant: Tenant, now: Date): Promise<void> {
  await announceLevels(db, tenant, await stockLevelsRepo.takeAnnouncements(db, tenant), now);
}

/**
 * How long a level may stay marked for announcement before housekeeping announces it: an upload
 * announces what it marked at its end, seconds later; a mark this old is one whose upload's
 * process died before its end.
 */
export const FORGOTTEN_MARK_MS = 10 * 60 * 1000;

/**
 * Housekeeping: announces the levels uploads marked and never announced (their process died),
 * once each, tenant by tenant, each tenant in a transaction of its own. Returns how many. Without
 * it, such a level waits for its tenant's next upload that moves stock.
 */
export async function announceForgottenLevels(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - FORGOTTEN_MARK_MS);
  let announced = 0;
  for (const tenant of await stockLevelsRepo.tenantsWithMarksBefore(db, cutoff)) {
    announced += await db.transaction().execute(async (tx) => {
      const ids = await stockLevelsRepo.takeAnnouncements(tx, tenant, cutoff);
      await announceLevels(tx, tenant, ids, now);
      return ids.length;
    });
  }
  return announced;
}

/** A level with the names a person reads it by. */
export interface NamedLevel {
  level: StockLevel;
  product: string;
  variant: string | null;
  warehouse: string;
}

export interface InventoryOverview {
  completeness: Completeness;
  /** The registers that hold completeness back, as `devices_behind` names them. */
  behind: DeviceCompleteness[];
  levels: NamedLevel[];
  nextCursor: string | null;
}

/** The console's Inventario page: a page of levels by name, and who holds their completeness back. */
export async function inventoryOverview(
  db: Executor,
  tenant: Tenant,
  page: { startingAfter?: string | undefined; limit: number },
  now: Date,
): Promise<InventoryOverview> {
  const { page: rows, watermarks } = await stockLevelsRepo.list(db, tenant, {
    limit: page.limit,
    starting_after: page.startingAfter,
  });
  const completeness = completenessFrom(watermarks, now);
  const names = await stockLevelsRepo.namesOf(db, tenant, rows.data);
  const shown = levelCompleteness(completeness, now);
  return {
    completeness,
    behind: devicesBehind(completeness, now),
    levels: rows.data.map((row) => ({
      level: toStockLevel(row, shown),
      product: names.get(row.product_id) ?? 'Producto sin nombre',
      variant: row.variant_id === null ? null : (names.get(row.variant_id) ?? 'Variante'),
      warehouse: names.get(row.warehouse_id) ?? 'Bodega',
    })),
    nextCursor: rows.nextCursor,
  };
}
