import type { ProductRecord, VariantRecord } from '#src/contract/sync/catalog-records.js';
import type { Tx } from '#src/db/database.js';
import { toVariant } from '#src/domain/catalog/product.present.js';
import { recordConsequences } from '#src/domain/consequences.js';
import type { Tenant } from '#src/domain/context.js';
import { AppError } from '#src/domain/errors.js';
import { stockLevelsRepo } from '#src/domain/inventory/stock-levels.repo.js';
import { queueLevelAnnouncements } from '#src/domain/inventory/stock-levels.service.js';
import { arrive, byColumns, type Ingest } from '#src/domain/sync/arrival.js';
import { decimals, instantOrNull, uuidOrNull } from '#src/domain/sync/record-values.js';
import { presentProduct, productChanged } from './product-graph.js';
import { productsRepo } from './products.repo.js';
import { type SkuOwner, skuRegistryRepo } from './sku-registry.repo.js';

/**
 * Stores a product a device uploaded (any kind, with or without variants: devices make what the
 * API cannot) and announces it like an API write: `product.created` or `product.updated`, and
 * the product without stock for the other devices. Its category may arrive later.
 */
export const upsertProductRecord: Ingest<ProductRecord> = async (tx, tenant, deviceId, record, now) => {
  const id = record.id.toLowerCase();
  const values = {
    name: record.name,
    description: record.description,
    description_short: record.description_short,
    sku: record.sku,
    category_id: uuidOrNull(record.category_id),
    kind: record.kind,
    sellable: record.sellable,
    active: record.active,
    tax_class: record.tax_class,
    base_price: record.base_price,
    final_price: record.final_price,
    percent_discount: decimals(record.percent_discount, 4),
    base_unit: record.base_unit,
    sold_by_weight: record.sold_by_weight,
    unit_cost: decimals(record.unit_cost, 6),
    image_url: record.image_url,
    images: record.images,
    has_variants: record.has_variants,
  };
  const { outcome, row, previous } = await arrive(tx, tenant, now, {
    table: 'products',
    id,
    values,
    sameness: byColumns(values),
  });
  if (outcome === 'unchanged') return { id, outcome };
  await moveSkuClaim(tx, tenant, { productId: id, variantId: null }, previous?.sku ?? null, row.sku);
  const product = await presentProduct(tx, tenant, row);
  const type = outcome === 'created' ? 'product.created' : 'product.updated';
  await recordConsequences(tx, tenant, { ...productChanged(type, product), originDeviceId: deviceId }, now);
  return { id, outcome };
};

/**
 * Stores a variant of a product already in the cloud. As with an API variant edit, the
 * product's `updated_at` moves and `product.updated` announces the whole product; devices
 * receive the product and the variant, neither with stock. A variant never changes product.
 */
export const upsertVariantRecord: Ingest<VariantRecord> = async (tx, tenant, deviceId, record, now) => {
  const id = record.id.toLowerCase();
  const productId = record.product_id.toLowerCase();
  if (!(await productsRepo.findById(tx, tenant, productId, { lock: true }))) {
    throw new AppError('NOT_FOUND', {
      param: 'product_id',
      message: `El producto ${productId} de la variante no ha llegado a la nube. Sube primero el producto (en este lote o en uno anterior) y luego sus variantes.`,
    });
  }
  const values = {
    product_id: productId,
    label: record.label,
    sku: record.sku,
    base_price: record.base_price,
    final_price: record.final_price,
    percent_discount: decimals(record.percent_discount, 4),
    images: record.images,
    is_default: record.is_default,
    active: record.active,
    deleted_at: instantOrNull(record.deleted_at, 'deleted_at'),
  };
  const { outcome, row, previous } = await arrive(tx, tenant, now, {
    table: 'product_variants',
    id,
    values,
    sameness: byColumns(values),
  });
  if (previous && previous.product_id !== productId) {
    // Thrown after the write on purpose: the transaction rolls back, so nothing of it stays.
    throw new AppError('CONFLICT', {
      param: 'product_id',
      message: `La variante ${id} pertenece al producto ${previous.product_id} y no puede pasar a otro. Crea una variante nueva con otro id.`,
    });
  }
  if (outcome === 'unchanged') return { id, outcome };
  const skuHeld = (v: typeof row | undefined) => (v && v.deleted_at === null ? v.sku : null);
  await moveSkuClaim(tx, tenant, { productId, variantId: id }, skuHeld(previous), skuHeld(row));
  const productRow = await productsRepo.update(tx, tenant, productId, { updated_at: now });
  const product = await presentProduct(tx, tenant, productRow!);
  await recordConsequences(
    tx,
    tenant,
    { ...productChanged('product.updated', product, [toVariant(row)]), originDeviceId: deviceId },
    now,
  );
  // Levels registers reported for the variant before it arrived count from now on.
  if (outcome === 'created') {
    await queueLevelAnnouncements(tx, tenant, await stockLevelsRepo.variantArrived(tx, tenant, id, now));
  }
  return { id, outcome };
};

/**
 * Keeps the SKU registry in step with what a device stored. Devices sell offline, so two of
 * them may give one SKU to different items before either uploads: the record is kept as the
 * device sent it (its data is never dropped), and the registry keeps pointing at the SKU's
 * first owner, so the API's uniqueness check still sees the SKU as taken.
 */
async function moveSkuClaim(
  tx: Tx,
  tenant: Tenant,
  owner: SkuOwner,
  before: string | null,
  after: string | null,
): Promise<void> {
  if (before === after) return;
  if (before !== null) await skuRegistryRepo.release(tx, tenant, before, owner);
  if (after !== null) await skuRegistryRepo.claim(tx, tenant, after, owner);
}
