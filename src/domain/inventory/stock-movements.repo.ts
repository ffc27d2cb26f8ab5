import { sql } from 'kysely';
import type { Executor } from '#src/db/database.js';
import type { TimestampsAsText } from '#src/db/prepared.js';
import type { StockMovementRow } from '#src/db/schema.js';
import type { Tenant } from '#src/domain/context.js';
import { fetchPage, type Page, type PageRequest } from '#src/domain/pagination/keyset.js';
import { compiledReads } from '#src/domain/tenant-rows.repo.js';

export interface MovementFilters extends PageRequest {
  product_id?: string | undefined;
  warehouse_id?: string | undefined;
  type?: string | undefined;
  origin_type?: string | undefined;
}

/** What the stock rules need to know about a product. */
export interface StockProduct {
  id: string;
  kind: 'simple' | 'composite';
  hasVariants: boolean;
  unitCost: number;
}

/**
 * Every column, named: the unfiltered list runs as a prepared statement, and a `m.*` there
 * would fail with "cached plan must not change result type" once a later migration adds a
 * column while this process still runs.
 */
const MOVEMENT_COLUMNS = [
  'm.id',
  'm.account_id',
  'm.environment',
  'm.product_id',
  'm.variant_id',
  'm.type',
  'm.quantity',
  'm.reason',
  'm.reference',
  'm.unit_cost',
  'm.origin_type',
  'm.sale_id',
  'm.device_id',
  'm.created_at',
  'm.updated_at',
] as const satisfies readonly `m.${Exclude<keyof StockMovementRow, 'warehouse_id'>}`[];

/**
 * Movements as the API shows them: `warehouse_id` is the stored one only once that warehouse
 * exists in the tenant (a device may upload a movement before its warehouse).
 */
const visible = (db: Executor, tenant: Tenant) =>
  db
    .selectFrom('stock_movements as m')
    .leftJoin('warehouses as w', (join) =>
      join
        .onRef('w.id', '=', 'm.warehouse_id')
        .onRef('w.account_id', '=', 'm.account_id')
        .onRef('w.environment', '=', 'm.environment'),
    )
    .select([...MOVEMENT_COLUMNS, 'w.id as warehouse_id'])
    .where('m.account_id', '=', tenant.accountId)
    .where('m.environment', '=', tenant.environment);

/** The list without filters (as clients page through it) and the record by id: compiled once. */
const { pages, record } = compiledReads('m', 'stock_movements', visible);

export const stockMovementsRepo = {
  /** A page of movements; the unfiltered list's rows carry their timestamps as PostgreSQL's text. */
  async list(
    db: Executor,
    tenant: Tenant,
    filters: MovementFilters,
  ): Promise<Page<StockMovementRow | TimestampsAsText<StockMovementRow>>> {
    if (pages.covers(filters)) return pages.fetch(db, tenant, filters);
    let q = visible(db, tenant);
    if (filters.product_id !== undefined) q = q.where('m.product_id', '=', filters.product_id);
    if (filters.warehouse_id !== undefined) q = q.where('w.id', '=', filters.warehouse_id);
    if (filters.type !== undefined) q = q.where('m.type', '=', filters.type);
    if (filters.origin_type !== undefined) q = q.where('m.origin_type', '=', filters.origin_type);
    return fetchPage(q, 'm', 'stock_movements', filters);
  },

  /** The row as `GET …/{id}` shows it: compiled once (`plainRecord`), timestamps as PostgreSQL's text. */
  show: record,

  async findById(db: Executor, tenant: Tenant, id: string): Promise<StockMovementRow | undefined> {
    return visible(db, tenant).where('m.id', '=', id).executeTakeFirst();
  },

  async insert(
    db: Executor,
    tenant: Tenant,
    row: Omit<StockMovementRow, 'account_id' | 'environment'>,
  ): Promise<StockMovementRow> {
    return db
      .insertInto('stock_movements')
      .values({ ...row, account_id: tenant.accountId, environment: tenant.environment })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  /** A product counts as having variants by its flag or by any variant row not deleted. */
  async findProduct(db: Executor, tenant: Tenant, id: string): Promise<StockProduct | undefined> {
    const row = await db
      .selectFrom('products as p')
      .select([
        'p.id',
        'p.kind',
        'p.unit_cost',
        sql<boolean>`p.has_variants or exists (
          select 1 from product_variants v
          where v.product_id = p.id and v.account_id = p.account_id
            and v.environment = p.environment and v.deleted_at is null
        )`.as('has_variants'),
      ])
      .where('p.account_id', '=', tenant.accountId)
      .where('p.environment', '=', tenant.environment)
      .where('p.id', '=', id)
      .executeTakeFirst();
    return (
      row && { id: row.id, kind: row.kind, hasVariants: row.has_variants, unitCost: Number(row.unit_cost) }
    );
  },
};
