import { sql, type Updateable } from 'kysely';
import { ProductVariant } from '#src/contract/product.js';
import type { Executor } from '#src/db/database.js';
import { jsonTuples } from '#src/db/json-tuples.js';
import type { TimestampsAsText } from '#src/db/prepared.js';
import type { ProductRow, ProductsTable } from '#src/db/schema.js';
import type { ProductColumns, VariantColumns } from '#src/domain/catalog/product.present.js';
import type { Tenant } from '#src/domain/context.js';
import { fetchPage, type Page, type PageRequest } from '#src/domain/pagination/keyset.js';
import { compiledReads, tenantRows, updateTenantRow } from '#src/domain/tenant-rows.repo.js';
import { type NewVariantRow, productVariantsRepo } from './product-variants.repo.js';
import { claimSku } from './sku.js';

export interface ProductFilters extends PageRequest {
  active?: boolean | undefined;
}

export type NewProductRow = Omit<ProductRow, 'account_id' | 'environment'>;

/** A product's columns the API shows, with its current variants (their instants as text). */
export type ProductWithVariantsRow = ProductColumns & { variants: TimestampsAsText<VariantColumns>[] };

const inTenant = tenantRows('products', 'p');

/**
 * Every column the API shows, named: the unfiltered list runs as a prepared statement, and a
 * `p.*` there would fail with "cached plan must not change result type" once a later migration
 * adds a column while this process still runs.
 */
const COLUMNS = [
  'p.id',
  'p.name',
  'p.description',
  'p.description_short',
  'p.sku',
  'p.category_id',
  'p.kind',
  'p.sellable',
  'p.active',
  'p.tax_class',
  'p.base_price',
  'p.final_price',
  'p.percent_discount',
  'p.base_unit',
  'p.sold_by_weight',
  'p.unit_cost',
  'p.image_url',
  'p.images',
  'p.has_variants',
  'p.created_at',
  'p.updated_at',
] as const satisfies readonly `p.${keyof ProductColumns}`[];

/** A product's current variants, built by the database in the same statement as the product. */
const variantTuples = jsonTuples<TimestampsAsText<VariantColumns>>(ProductVariant);
const variants = sql<
  unknown[][]
>`(select coalesce(json_agg(${variantTuples.columns('v')} order by v.created_at, v.id), '[]')
  from product_variants v where v.account_id = p.account_id and v.environment = p.environment
    and v.product_id = p.id and v.deleted_at is null)`;

const withVariants = (db: Executor, tenant: Tenant) =>
  inTenant(db, tenant)
    .clearSelect()
    .select([...COLUMNS, variants.as('variants')]);

/** The list without filters (as clients page through it) and the record by id: compiled once. */
const { pages, record } = compiledReads('p', 'products', withVariants);

/** The page with the variants the database sent as arrays read into objects. */
const readVariants = <Row extends { variants: unknown[][] }>(page: Page<Row>) => ({
  ...page,
  data: page.data.map((row) => ({ ...row, variants: row.variants.map(variantTuples.read) })),
});

export const productsRepo = {
  /**
   * A page of products with their current variants; the unfiltered list's rows carry their
   * timestamps as PostgreSQL's text.
   */
  async list(
    db: Executor,
    tenant: Tenant,
    filters: ProductFilters,
  ): Promise<Page<ProductWithVariantsRow | TimestampsAsText<ProductWithVariantsRow>>> {
    if (pages.covers(filters)) return readVariants(await pages.fetch(db, tenant, filters));
    let q = withVariants(db, tenant);
    if (filters.active !== undefined) q = q.where('p.active', '=', filters.active);
    return readVariants(await fetchPage(q, 'p', 'products', filters));
  },

  /**
   * The product with its current variants as `GET /products/{id}` shows it, in one statement
   * compiled once (`plainRecord`); timestamps as PostgreSQL's text.
   */
  async show(db: Executor, tenant: Tenant, id: string) {
    const row = await record(db, tenant, id);
    return row && { ...row, variants: row.variants.map(variantTuples.read) };
  },

  /**
   * `lock` holds the row until commit, so that two edits of one product run one after the
   * other (each sees the SKU the previous one left).
   */
  async findById(
    db: Executor,
    tenant: Tenant,
    id: string,
    options: { lock?: boolean } = {},
  ): Promise<ProductRow | undefined> {
    const q = inTenant(db, tenant).where('p.id', '=', id);
    return (options.lock ? q.forUpdate() : q).executeTakeFirst();
  },

  async insert(db: Executor, tenant: Tenant, row: NewProductRow): Promise<ProductRow> {
    return db
      .insertInto('products')
      .values({ ...row, account_id: tenant.accountId, environment: tenant.environment })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  update: (db: Executor, tenant: Tenant, id: string, patch: Updateable<ProductsTable>) =>
    updateTenantRow(db, 'products', tenant, id, patch),

  /**
   * Stores a product as a device describes it, variants and recipe kind included, which the
   * API cannot create. It claims every SKU (SKU_ALREADY_EXISTS on a clash) and records no event
   * or change: the caller does, as its interface requires. Run inside a transaction.
   */
  async insertGraph(
    db: Executor,
    tenant: Tenant,
    product: NewProductRow,
    variants: NewVariantRow[],
  ): Promise<ProductRow> {
    if (product.sku !== null)
      await claimSku(db, tenant, product.sku, { productId: product.id, variantId: null });
    for (const variant of variants) {
      if (variant.sku !== null && variant.deleted_at === null) {
        await claimSku(db, tenant, variant.sku, { productId: product.id, variantId: variant.id });
      }
    }
    const row = await this.insert(db, tenant, product);
    await productVariantsRepo.insertMany(db, tenant, variants);
    return row;
  },
};
