import type { Product, ProductVariant } from '#src/contract/product.js';
import { isoOf, isoOfOrNull } from '#src/db/instants.js';
import type { TimestampsAsText } from '#src/db/prepared.js';
import type { ProductRow, ProductVariantRow } from '#src/db/schema.js';

/** The columns of a product and of a variant the API shows: all but the tenant's. */
export type ProductColumns = Omit<ProductRow, 'account_id' | 'environment'>;
export type VariantColumns = Omit<ProductVariantRow, 'account_id' | 'environment'>;

/** The contract's variant, from a row read with Dates or with timestamps as text. */
export function toVariant(row: VariantColumns | TimestampsAsText<VariantColumns>): ProductVariant {
  return {
    object: 'product_variant',
    id: row.id,
    product_id: row.product_id,
    label: row.label,
    sku: row.sku,
    base_price: Number(row.base_price),
    final_price: Number(row.final_price),
    percent_discount: Number(row.percent_discount),
    images: row.images,
    is_default: row.is_default,
    active: row.active,
    created_at: isoOf(row.created_at),
    updated_at: isoOf(row.updated_at),
    deleted_at: isoOfOrNull(row.deleted_at),
  };
}

/** `variants` are the product's current (non-deleted) variant rows. */
export function toProduct(
  row: ProductColumns | TimestampsAsText<ProductColumns>,
  variants: (VariantColumns | TimestampsAsText<VariantColumns>)[],
): Product {
  return {
    object: 'product',
    id: row.id,
    name: row.name,
    description: row.description,
    description_short: row.description_short,
    sku: row.sku,
    category_id: row.category_id,
    kind: row.kind,
    sellable: row.sellable,
    active: row.active,
    tax_class: row.tax_class,
    base_price: Number(row.base_price),
    final_price: Number(row.final_price),
    percent_discount: Number(row.percent_discount),
    base_unit: row.base_unit,
    sold_by_weight: row.sold_by_weight,
    stock: null,
    unit_cost: Number(row.unit_cost),
    image_url: row.image_url,
    images: row.images,
    has_variants: row.has_variants,
    variants: variants.map(toVariant),
    created_at: isoOf(row.created_at),
    updated_at: isoOf(row.updated_at),
  };
}
