import type { Product, VariantUpdate } from '#src/contract/product.js';
import type { Executor } from '#src/db/database.js';
import { toVariant } from '#src/domain/catalog/product.present.js';
import { recordConsequences } from '#src/domain/consequences.js';
import type { Tenant } from '#src/domain/context.js';
import { assertEditsSupported } from '#src/domain/devices/edit-compatibility.js';
import { AppError } from '#src/domain/errors.js';
import { withFinalPrice } from './pricing.js';
import { presentProduct, productChanged } from './product-graph.js';
import { productVariantsRepo } from './product-variants.repo.js';
import { productsRepo } from './products.repo.js';
import { type EditContext, lockProductForEdit, productNotFound } from './products.service.js';
import { changeSku } from './sku.js';

/**
 * Edits one current variant; never stock, which variants do not carry. The product's
 * `updated_at` moves too, since the product (with its variants) is what the API returns and
 * `product.updated` announces. Run inside a transaction.
 */
export async function updateVariant(
  tx: Executor,
  tenant: Tenant,
  productId: string,
  variantId: string,
  patch: VariantUpdate,
  edit: EditContext,
): Promise<Product> {
  await lockProductForEdit(tx, tenant, productId);
  const existing = await productVariantsRepo.findCurrent(tx, tenant, productId, variantId);
  if (!existing) {
    throw new AppError('NOT_FOUND', {
      param: 'variantId',
      message: `El producto ${productId} no tiene una variante vigente con id ${variantId}. Consulta sus variantes con GET /products/${productId}.`,
    });
  }
  await assertEditsSupported(tx, tenant, edit.minAppVersion);
  await changeSku(tx, tenant, { productId, variantId }, existing.sku, patch.sku);
  const variant = await productVariantsRepo.update(tx, tenant, variantId, {
    ...withFinalPrice(patch),
    updated_at: edit.now,
  });
  const row = await productsRepo.update(tx, tenant, productId, { updated_at: edit.now });
  if (!variant || !row) throw productNotFound(productId);
  const product = await presentProduct(tx, tenant, row);
  await recordConsequences(
    tx,
    tenant,
    productChanged('product.updated', product, [toVariant(variant)]),
    edit.now,
  );
  return product;
}
