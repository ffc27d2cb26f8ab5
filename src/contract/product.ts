import { type Static, Type } from '@sinclair/typebox';
import type { TimestampsAsText } from '#src/db/prepared.js';
import type { ProductRow, ProductVariantRow } from '#src/db/schema.js';
import { FreeText, MAX_PRICE, Name, OneOf, PercentDiscount, Price, Sku } from './catalog-fields.js';
import { DateTime, isoOf, isoOfOrNull, ListQuery, Nullable, Uuid } from './common.js';
import { MAX_MOVEMENT_QUANTITY } from './stock-movement.js';

export const TAX_CLASSES = [
  'standard',
  'reduced_5',
  'excluded',
  'exempt',
  'service_19',
  'event_package',
  'bag',
  'passthrough',
] as const;
export const BASE_UNITS = ['und', 'g', 'kg', 'lb', 'oz', 'ml', 'l', 'doc'] as const;
/** Product fields that exist but no API write may set (SPEC: edits never touch them). */
export const PRODUCT_FIELDS_NOT_EDITABLE = ['stock', 'base_unit', 'sold_by_weight', 'kind'] as const;

export const ProductVariant = Type.Object(
  {
    object: Type.Literal('product_variant'),
    id: Uuid(),
    product_id: Uuid(),
    label: Type.String({ description: 'Nombre de la variante.' }),
    sku: Nullable(Type.String({ description: 'Único en la cuenta.' })),
    base_price: Type.Integer(),
    final_price: Type.Integer({ description: 'Si es 0, la caja usa el precio del producto.' }),
    percent_discount: Type.Number(),
    images: Type.Array(Type.String()),
    is_default: Type.Boolean(),
    active: Type.Boolean(),
    created_at: DateTime(),
    updated_at: DateTime(),
    deleted_at: Nullable(DateTime()),
  },
  { title: 'ProductVariant', description: 'Las variantes nunca llevan inventario.' },
);
export type ProductVariant = Static<typeof ProductVariant>;

export const Product = Type.Object(
  {
    object: Type.Literal('product'),
    id: Uuid(),
    name: Type.String(),
    description: Type.String(),
    description_short: Type.String(),
    sku: Nullable(Type.String()),
    category_id: Nullable(Uuid()),
    kind: Type.String({ description: '`simple` o `composite` (receta, sin inventario propio).' }),
    sellable: Type.Boolean({ description: 'false = ingrediente que no se vende solo.' }),
    active: Type.Boolean(),
    tax_class: Type.String({ description: `Uno de: ${TAX_CLASSES.join(', ')}.` }),
    base_price: Type.Integer({ description: 'Precio de lista antes del descuento propio del producto.' }),
    final_price: Type.Integer({ description: 'Precio al que vende la caja.' }),
    percent_discount: Type.Number({ description: '0 a 100; puede tener decimales.' }),
    base_unit: Type.String({ description: `Uno de: ${BASE_UNITS.join(', ')}.` }),
    sold_by_weight: Type.Boolean(),
    stock: Nullable(Type.Integer({ description: 'Siempre null por ahora.' })),
    unit_cost: Type.Number({ description: 'Costo promedio ponderado por unidad base (informativo).' }),
    image_url: Nullable(Type.String()),
    images: Type.Array(Type.String()),
    has_variants: Type.Boolean(),
    variants: Type.Array(ProductVariant, { description: 'Variantes vigentes (no eliminadas).' }),
    created_at: DateTime(),
    updated_at: DateTime(),
  },
  {
    title: 'Product',
    examples: [
      {
        object: 'product',
        id: '0f6e5d4c-3b2a-4190-8877-665544332211',
        name: 'Café de origen 500 g',
        description: 'Café tostado en grano, origen Huila.',
        description_short: 'Café en grano',
        sku: 'CAF-500',
        category_id: '3c9d2e1f-8a7b-4c6d-9e0f-1a2b3c4d5e6f',
        kind: 'simple',
        sellable: true,
        active: true,
        tax_class: 'standard',
        base_price: 32000,
        final_price: 28800,
        percent_discount: 10,
        base_unit: 'und',
        sold_by_weight: false,
        stock: null,
        unit_cost: 18500,
        image_url: null,
        images: [],
        has_variants: false,
        variants: [],
        created_at: '2026-11-22T14:03:12.120Z',
        updated_at: '2026-11-22T14:03:12.120Z',
      },
    ],
  },
);
export type Product = Static<typeof Product>;

const editableFields = {
  name: Name('Nombre; no puede estar vacío. Hasta 120 caracteres.'),
  description: FreeText(2000, 'Hasta 2000 caracteres.'),
  description_short: FreeText(250, 'Hasta 250 caracteres.'),
  sku: Sku(),
  tax_class: OneOf(TAX_CLASSES, '`standard` hereda del perfil fiscal del negocio.'),
  base_price: Price('Precio de lista.'),
  final_price: Price('Precio al que vende la caja.'),
  percent_discount: PercentDiscount(),
  sellable: Type.Boolean({ description: 'false = ingrediente que no se vende solo.' }),
  active: Type.Boolean(),
};

export const ProductCreate = Type.Object(
  {
    name: editableFields.name,
    description: Type.Optional(editableFields.description),
    description_short: Type.Optional(editableFields.description_short),
    sku: Type.Optional(editableFields.sku),
    category_id: Type.Optional(Uuid({ description: 'Una categoría de GET /categories.' })),
    tax_class: Type.Optional(editableFields.tax_class),
    base_price: editableFields.base_price,
    final_price: Type.Optional(Price('Por defecto, `base_price`.')),
    percent_discount: Type.Optional(editableFields.percent_discount),
    base_unit: Type.Optional(OneOf(BASE_UNITS, 'Por defecto `und`. No se puede cambiar después.')),
    sold_by_weight: Type.Optional(
      Type.Boolean({ description: 'Por defecto false. No se puede cambiar después.' }),
    ),
    sellable: Type.Optional(editableFields.sellable),
    active: Type.Optional(editableFields.active),
    unit_cost: Type.Optional(
      Type.Number({ minimum: 0, maximum: MAX_PRICE, description: 'Costo por unidad base, 0 o más.' }),
    ),
    initial_stock: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_MOVEMENT_QUANTITY,
        description: 'Entero mayor que cero; registra un movimiento de entrada (`in`).',
      }),
    ),
    warehouse_id: Type.Optional(
      Uuid({
        description: 'Bodega del inventario inicial; por defecto la predeterminada (o la única activa).',
      }),
    ),
  },
  {
    additionalProperties: false,
    examples: [{ name: 'Café de origen 500 g', sku: 'CAF-500', base_price: 32000, initial_stock: 24 }],
  },
);
export type ProductCreate = Static<typeof ProductCreate>;

export const ProductUpdate = Type.Object(
  {
    name: Type.Optional(editableFields.name),
    description: Type.Optional(editableFields.description),
    description_short: Type.Optional(editableFields.description_short),
    sku: Type.Optional(editableFields.sku),
    category_id: Type.Optional(Nullable(Uuid({ description: 'null quita la categoría.' }))),
    tax_class: Type.Optional(editableFields.tax_class),
    base_price: Type.Optional(Price('Sin `final_price`, este también toma el mismo valor.')),
    final_price: Type.Optional(editableFields.final_price),
    percent_discount: Type.Optional(editableFields.percent_discount),
    sellable: Type.Optional(editableFields.sellable),
    active: Type.Optional(editableFields.active),
  },
  { additionalProperties: false, minProperties: 1, examples: [{ base_price: 34000, active: true }] },
);
export type ProductUpdate = Static<typeof ProductUpdate>;

export const VariantUpdate = Type.Object(
  {
    label: Type.Optional(Name('Nombre de la variante; hasta 120 caracteres.')),
    sku: Type.Optional(editableFields.sku),
    base_price: Type.Optional(Price('Sin `final_price`, este también toma el mismo valor.')),
    final_price: Type.Optional(Price('Precio al que vende la caja.')),
    percent_discount: Type.Optional(editableFields.percent_discount),
    active: Type.Optional(editableFields.active),
  },
  { additionalProperties: false, minProperties: 1, examples: [{ label: 'Talla M', base_price: 45000 }] },
);
export type VariantUpdate = Static<typeof VariantUpdate>;

export const ProductListQuery = ListQuery({
  active: Type.Optional(Type.Boolean({ description: 'Solo los activos (true) o los inactivos (false).' })),
});
export type ProductListQuery = Static<typeof ProductListQuery>;

export const VariantParams = Type.Object({ id: Uuid(), variantId: Uuid() }, { additionalProperties: false });

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
