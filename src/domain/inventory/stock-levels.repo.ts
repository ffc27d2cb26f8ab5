import { sql } from 'kysely';
import { DEFAULT_PAGE_LIMIT } from '#src/contract/common.js';
import type { Executor } from '#src/db/database.js';
import type { TimestampsAsText } from '#src/db/prepared.js';
import type { StockLevelRow } from '#src/db/schema.js';
import type { Tenant } from '#src/domain/context.js';
import { type DeviceWatermark, devicesRepo, parseWatermarks } from '#src/domain/devices/devices.repo.js';
import { decodeCursor, encodeCursor } from '#src/domain/pagination/cursor.js';
import { type Page, plainPages } from '#src/domain/pagination/keyset.js';
import { tenantRows } from '#src/domain/tenant-rows.repo.js';

export interface LevelFilters {
  product_id?: string | undefined;
  warehouse_id?: string | undefined;
  updated_since?: string | undefined;
  limit?: number | undefined;
  starting_after?: string | undefined;
}

/** The cursor's kind: a cursor of another list is refused. */
const LIST = 'stock_levels';

const inTenant = tenantRows('stock_levels', 'l');

/**
 * Levels as the API shows them: only once their warehouse is known in the tenant, and never for
 * a composite product (its stock is its ingredients'). The database keeps that on each level
 * (`listed`, migration 0017), so a page is one range of the partial index `stock_levels_page`
 * (written as the bare column, which the index's predicate matches, and no value to bind).
 */
const visible = (db: Executor, tenant: Tenant) => inTenant(db, tenant).where(sql<boolean>`l.listed`);

/**
 * Every column the API needs, named: the unfiltered pages run as prepared statements, and an
 * `l.*` there would fail with "cached plan must not change result type" once a later migration
 * adds a column.
 */
const LEVEL_COLUMNS = [
  'l.id',
  'l.account_id',
  'l.environment',
  'l.product_id',
  'l.variant_id',
  'l.warehouse_id',
  'l.on_hand',
  'l.last_movement_at',
  'l.updated_at',
] as const satisfies readonly `l.${keyof StockLevelRow}`[];

/** What a level is known by: its product (or variant) and warehouse. */
type LevelKey = Pick<StockLevelRow, 'product_id' | 'variant_id' | 'warehouse_id'>;

/** A level as the API reads it: the columns `LEVEL_COLUMNS` names. */
export type ShownLevel = Omit<StockLevelRow, 'announce_pending' | 'listed'>;

/**
 * The unfiltered pages, as clients walk the whole list, most recently changed first: compiled
 * once and prepared as `stock_levels_list_first` and `stock_levels_list_after`, like every
 * other list's, with the devices in use beside the page (every level says how complete it is),
 * so that a page is one round trip.
 */
const plain = plainPages<ShownLevel>(
  'l',
  LIST,
  (db, tenant) => visible(db, tenant).clearSelect().select(LEVEL_COLUMNS),
  { order: 'updated_at', beside: devicesRepo.watermarksJson },
);

export const stockLevelsRepo = {
  /** The statement of a page of `list` (one row past the limit, to know whether more follow). */
  pageQuery(db: Executor, tenant: Tenant, filters: LevelFilters) {
    let q = visible(db, tenant).clearSelect().select(LEVEL_COLUMNS);
    if (filters.product_id !== undefined) q = q.where('l.product_id', '=', filters.product_id);
    if (filters.warehouse_id !== undefined) q = q.where('l.warehouse_id', '=', filters.warehouse_id);
    if (filters.updated_since !== undefined)
      q = q.where('l.updated_at', '>=', new Date(filters.updated_since));
    if (filters.starting_after !== undefined) {
      const after = decodeCursor(LIST, filters.starting_after);
      q = q.where(sql<boolean>`(l.updated_at, l.id) < (${after.createdAt}, ${after.id})`);
    }
    return q
      .orderBy('l.updated_at', 'desc')
      .orderBy('l.id', 'desc')
      .limit((filters.limit ?? DEFAULT_PAGE_LIMIT) + 1);
  },

  /**
   * A page, most recently changed first: `(updated_at, id)` descending, the cursor that
   * position, with the tenant's devices in use (`watermarks`, which every level's completeness
   * needs): an unfiltered page reads them in its own statement, a filtered one in a second one
   * (none when the page is empty).
   */
  async list(
    db: Executor,
    tenant: Tenant,
    filters: LevelFilters,
  ): Promise<{ page: Page<ShownLevel | TimestampsAsText<ShownLevel>>; watermarks: DeviceWatermark[] }> {
    if (plain.covers(filters)) {
      const { beside, ...page } = await plain.fetch(db, tenant, filters);
      return { page, watermarks: parseWatermarks(beside!) };
    }
    const limit = filters.limit ?? DEFAULT_PAGE_LIMIT;
    const rows = await stockLevelsRepo.pageQuery(db, tenant, filters).execute();
    const hasMore = rows.length > limit;
    const data = hasMore ? rows.slice(0, limit) : rows;
    const last = data.at(-1);
    const nextCursor = hasMore && last ? encodeCursor(LIST, last.updated_at.toISOString(), last.id) : null;
    const watermarks = data.length > 0 ? await devicesRepo.watermarks(db, tenant) : [];
    return { page: { data, hasMore, nextCursor }, watermarks };
  },

  /** What the console names a page of levels by: its products', variants' and warehouses' names, by id. */
  async namesOf(db: Executor, tenant: Tenant, rows: readonly LevelKey[]): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    if (rows.length === 0) return names;
    const ids = (pick: (row: LevelKey) => string | null) => [
      ...new Set(rows.map(pick).filter((id): id is string => id !== null)),
    ];
    const { rows: found } = await sql<{ id: string; name: string }>`
      select id, name from products
      where account_id = ${tenant.accountId} and environment = ${tenant.environment}
        and id = any(${ids((row) => row.product_id)}::uuid[])
      union all
      select id, label from product_variants
      where account_id = ${tenant.accountId} and environment = ${tenant.environment}
        and id = any(${ids((row) => row.variant_id)}::uuid[])
      union all
      select id, name from warehouses
      where account_id = ${tenant.accountId} and environment = ${tenant.environment}
        and id = any(${ids((row) => row.warehouse_id)}::uuid[])
    `.execute(db);
    for (const { id, name } of found) names.set(id, name);
    return names;
  },

  /** Marks levels an upload changed, for `takeAnnouncements` at its end. */
  async markAnnouncement(db: Executor, tenant: Tenant, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await sql`
      update stock_levels set announce_pending = true
      where account_id = ${tenant.accountId} and environment = ${tenant.environment}
        and id = any(${ids}::uuid[]) and not announce_pending
    `.execute(db);
  },

  /**
   * Unmarks and returns the ids of the tenant's levels waiting for their announcement (only
   * those changed before `changedBefore`, when given: a level is marked as it changes). A level
   * another transaction is announcing is skipped: it announces it.
   */
  async takeAnnouncements(db: Executor, tenant: Tenant, changedBefore?: Date): Promise<string[]> {
    const { rows } = await sql<{ id: string }>`
      update stock_levels set announce_pending = false
      where id in (
        select id from stock_levels
        where account_id = ${tenant.accountId} and environment = ${tenant.environment} and announce_pending
          ${changedBefore === undefined ? sql`` : sql`and updated_at < ${changedBefore}`}
        order by id
        for update skip locked
      )
      returning id
    `.execute(db);
    return rows.map((row) => row.id);
  },

  /** The tenants with a level marked for announcement that last changed before `changedBefore`. */
  async tenantsWithMarksBefore(db: Executor, changedBefore: Date): Promise<Tenant[]> {
    const { rows } = await sql<{ account_id: string; environment: Tenant['environment'] }>`
      select distinct account_id, environment from stock_levels
      where announce_pending and updated_at < ${changedBefore}
    `.execute(db);
    return rows.map((row) => ({ accountId: row.account_id, environment: row.environment }));
  },

  /** The levels of `ids` that the API shows, in the order of their keys. */
  async visibleByIds(db: Executor, tenant: Tenant, ids: string[]): Promise<StockLevelRow[]> {
    if (ids.length === 0) return [];
    return visible(db, tenant)
      .where('l.id', 'in', ids)
      .orderBy('l.product_id')
      .orderBy('l.variant_id')
      .orderBy('l.warehouse_id')
      .execute();
  },

  /**
   * Adds the movements `movementIds` (already in the ledger) to their levels: per product and
   * warehouse, `in` minus `out`, other types and movements with a variant left out. One net
   * change per level, applied in key order so that two writers lock shared levels in the same
   * order. Returns the ids of the levels whose `on_hand` changed or that appeared.
   */
  async addMovements(db: Executor, tenant: Tenant, movementIds: string[], now: Date): Promise<string[]> {
    if (movementIds.length === 0) return [];
    const { rows } = await sql<{ id: string }>`
      insert into stock_levels as l
        (id, account_id, environment, product_id, variant_id, warehouse_id, on_hand, last_movement_at, updated_at)
      select gen_random_uuid(), m.account_id, m.environment, m.product_id, null, m.warehouse_id,
        sum(case m.type when 'in' then m.quantity else -m.quantity end), max(m.created_at), ${now}
      from stock_movements m
      where m.account_id = ${tenant.accountId} and m.environment = ${tenant.environment}
        and m.id = any(${movementIds}::uuid[])
        and m.variant_id is null and m.warehouse_id is not null and m.type in ('in', 'out')
      group by m.account_id, m.environment, m.product_id, m.warehouse_id
      order by m.product_id, m.warehouse_id
      on conflict (account_id, environment, product_id, warehouse_id) where variant_id is null do update set
        on_hand = l.on_hand + excluded.on_hand,
        last_movement_at = greatest(l.last_movement_at, excluded.last_movement_at),
        updated_at = case when excluded.on_hand <> 0 then excluded.updated_at else l.updated_at end
      returning l.id, l.updated_at = ${now} as changed
    `.execute(db);
    return (rows as Array<{ id: string; changed: boolean }>)
      .filter((row) => row.changed)
      .map((row) => row.id);
  },

  /**
   * A variant's level as a register reported it (absolute: the latest report wins). Nothing is
   * stored for a variant the cloud does not know yet: `variantArrived` takes it from the feed. Returns the level's id when its
   * `on_hand` changed or it appeared.
   */
  async setVariantLevel(
    db: Executor,
    tenant: Tenant,
    level: { variantId: string; warehouseId: string; onHand: number },
    now: Date,
  ): Promise<string[]> {
    const { rows } = await sql<{ id: string; changed: boolean }>`
      insert into stock_levels as l
        (id, account_id, environment, product_id, variant_id, warehouse_id, on_hand, last_movement_at, updated_at)
      select gen_random_uuid(), v.account_id, v.environment, v.product_id, v.id, ${level.warehouseId}::uuid,
        ${level.onHand}, null, ${now}
      from product_variants v
      where v.account_id = ${tenant.accountId} and v.environment = ${tenant.environment}
        and v.id = ${level.variantId}
      on conflict (account_id, environment, variant_id, warehouse_id) where variant_id is not null do update set
        on_hand = excluded.on_hand,
        updated_at = case when l.on_hand <> excluded.on_hand then excluded.updated_at else l.updated_at end
      returning l.id, l.updated_at = ${now} as changed
    `.execute(db);
    return rows.filter((row) => row.changed).map((row) => row.id);
  },

  /**
   * A variant has just arrived: the latest level registers reported for it in each warehouse
   * before (kept only in the change feed until now) becomes its level. Returns their ids.
   */
  async variantArrived(db: Executor, tenant: Tenant, variantId: string, now: Date): Promise<string[]> {
    const { rows } = await sql<{ id: string }>`
      insert into stock_levels as l
        (id, account_id, environment, product_id, variant_id, warehouse_id, on_hand, last_movement_at, updated_at)
      select gen_random_uuid(), v.account_id, v.environment, v.product_id, v.id, latest.warehouse_id,
        latest.quantity, null, ${now}
      from product_variants v
      join (
        select distinct on (payload ->> 'warehouse_id')
          (payload ->> 'warehouse_id')::uuid as warehouse_id, (payload ->> 'quantity')::numeric as quantity
        from change_feed
        where account_id = ${tenant.accountId} and environment = ${tenant.environment}
          and entity_type = 'variant_stock' and entity_id = ${variantId} and operation = 'stock_level'
        order by payload ->> 'warehouse_id', position desc
      ) latest on true
      where v.account_id = ${tenant.accountId} and v.environment = ${tenant.environment} and v.id = ${variantId}
      order by latest.warehouse_id
      on conflict (account_id, environment, variant_id, warehouse_id) where variant_id is not null do nothing
      returning l.id
    `.execute(db);
    return rows.map((row) => row.id);
  },

  /**
   * A warehouse has just arrived: the levels recorded for it before (from movements and reports
   * that named it early) appear now. Locked in key order. Returns their ids.
   */
  async warehouseArrived(db: Executor, tenant: Tenant, warehouseId: string, now: Date): Promise<string[]> {
    const { rows } = await sql<{ id: string }>`
      update stock_levels l set updated_at = ${now}
      from (
        select id from stock_levels
        where account_id = ${tenant.accountId} and environment = ${tenant.environment}
          and warehouse_id = ${warehouseId}
        order by product_id, variant_id, warehouse_id
        for update
      ) arrived
      where l.account_id = ${tenant.accountId} and l.environment = ${tenant.environment} and l.id = arrived.id
      returning l.id
    `.execute(db);
    return rows.map((row) => row.id);
  },

  /**
   * Locks the level of a product in a warehouse for a compare-and-swap, creating it at 0 when
   * there is none (so that concurrent writers wait on the same row; the caller's transaction
   * rolls it back when the comparison fails). Returns the level as the API shows it before this
   * call: undefined when there was none.
   */
  async lockProductLevel(
    db: Executor,
    tenant: Tenant,
    productId: string,
    warehouseId: string,
    now: Date,
  ): Promise<StockLevelRow | undefined> {
    const created = await sql<{ id: string }>`
      insert into stock_levels as l
        (id, account_id, environment, product_id, variant_id, warehouse_id, on_hand, last_movement_at, updated_at)
      values (gen_random_uuid(), ${tenant.accountId}, ${tenant.environment}, ${productId}, null, ${warehouseId}, 0, null, ${now})
      on conflict (account_id, environment, product_id, warehouse_id) where variant_id is null do nothing
      returning l.id
    `.execute(db);
    const row = await visible(db, tenant)
      .where('l.product_id', '=', productId)
      .where('l.warehouse_id', '=', warehouseId)
      .where('l.variant_id', 'is', null)
      .forUpdate('l')
      .executeTakeFirst();
    return created.rows.length > 0 ? undefined : row;
  },
};
