import type { Product, ProductCreate, ProductUpdate } from '#src/contract/product.js';
import type { Executor, Tx } from '#src/db/database.js';
import type { ProductRow } from '#src/db/schema.js';
import { toProduct } from '#src/domain/catalog/product.present.js';
import { ids } from '#src/domain/clock.js';
import { recordConsequences } from '#src/domain/consequences.js';
import type { Tenant } from '#src/domain/context.js';
import { assertEditsSupported } from '#src/domain/devices/edit-compatibility.js';
import { AppError, validationError } from '#src/domain/errors.js';
import { recordInitialStock } from '#src/domain/inventory/stock-movements.service.js';
import type { Page } from '#src/domain/pagination/keyset.js';
import { assertCategoryAssignable } from './categories.service.js';
import { withFinalPrice } from './pricing.js';
import { presentProduct, productChanged } from './product-graph.js';
import { type ProductFilters, productsRepo } from './products.repo.js';
import { changeSku, claimSku } from './sku.js';

/** What an edit needs besides its input: the instant, and the app version devices must run. */
export interface EditContext {
  now: Date;
  minAppVersion: string;
}

export async function listProducts(
  db: Executor,
  tenant: Tenant,
  filters: ProductFilters,
): Promise<Page<Product>> {
  const page = await productsRepo.list(db, tenant, filters);
  return { ...page, data: page.data.map((row) => toProduct(row, row.variants)) };
}

export async function getProduct(db: Executor, tenant: Tenant, id: string): Promise<Product> {
  const row = await productsRepo.show(db, tenant, id);
  if (!row) throw productNotFound(id);
  return toProduct(row, row.variants);
}

/**
 * Creates a simple product (the API makes no recipes and no variants), its `product.created`
 * event and change, then the `in` movement of `initial_stock`, if any. Run inside a transaction.
 */
export async function createProduct(
  tx: Tx,
  tenant: Tenant,
  input: ProductCreate,
  now: Date,
): Promise<Product> {
  if (input.warehouse_id !== undefined && input.initial_stock === undefined) {
    throw validationError(
      'warehouse_id',
      '`warehouse_id` indica la bodega del inventario inicial: envíalo junto con `initial_stock`, o quítalo.',
    );
  }
  if (input.category_id !== undefined) await assertCategoryAssignable(tx, tenant, input.category_id);
  const id = ids.uuid();
  if (input.sku !== undefined) await claimSku(tx, tenant, input.sku, { productId: id, variantId: null });
  const row = await productsRepo.insert(tx, tenant, {
    id,
    name: input.name,
    description: input.description ?? '',
    description_short: input.description_short ?? '',
    sku: input.sku ?? null,
    category_id: input.category_id ?? null,
    kind: 'simple',
    sellable: input.sellable ?? true,
    active: input.active ?? true,
    tax_class: input.tax_class ?? 'standard',
    base_price: input.base_price,
    final_price: input.final_price ?? input.base_price,
    percent_discount: input.percent_discount ?? 0,
    base_unit: input.base_unit ?? 'und',
    sold_by_weight: input.sold_by_weight ?? false,
    unit_cost: input.unit_cost ?? 0,
    image_url: null,
    images: [],
    has_variants: false,
    created_at: now,
    updated_at: now,
  });
  const product = await presentProduct(tx, tenant, row);
  await recordConsequences(tx, tenant, productChanged('product.created', product), now);
  if (input.initial_stock !== undefined) {
    await recordInitialStock(tx, tenant, {
      productId: id,
      quantity: input.initial_stock,
      warehouseId: input.warehouse_id,
      now,
    });
  }
  return product;
}

/**
 * Applies a partial edit of the product's own fields; never its stock, unit, weight flag or
 * kind. The last write to arrive wins. Run inside a transaction.
 */
export async function updateProduct(
  tx: Executor,
  tenant: Tenant,
  id: string,
  patch: ProductUpdate,
  edit: EditContext,
): Promise<Product> {
  const existing = await lockProductForEdit(tx, tenant, id);
  await assertEditsSupported(tx, tenant, edit.minAppVersion);
  if (patch.category_id) await assertCategoryAssignable(tx, tenant, patch.category_id);
  await changeSku(tx, tenant, { productId: id, variantId: null }, existing.sku, patch.sku);
  const row = await productsRepo.update(tx, tenant, id, { ...withFinalPrice(patch), updated_at: edit.now });
  if (!row) throw productNotFound(id);
  const product = await presentProduct(tx, tenant, row);
  await recordConsequences(tx, tenant, productChanged('product.updated', product), edit.now);
  return product;
}

/**
 * The product an edit of it or of its variants starts from, locked until commit so that
 * concurrent edits of one product (and of its SKUs) run one after the other.
 */
export async function lockProductForEdit(tx: Executor, tenant: Tenant, id: string): Promise<ProductRow> {
  const existing = await productsRepo.findById(tx, tenant, id, { lock: true });
  if (!existing) throw productNotFound(id);
  return existing;
}

export const productNotFound = (id: string) =>
  new AppError('NOT_FOUND', {
    message: `No existe un producto con id ${id} en esta cuenta y ambiente. Búscalo con GET /products.`,
  });
