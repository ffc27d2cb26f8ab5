import { type Static, Type } from '@sinclair/typebox';
import { FreeText, MAX_PRICE, Name, OneOf, PercentDiscount, Price, Sku } from './catalog-fields.js';
import {
  CreatedAt,
  DateTime,
  ListQuery,
  Nullable,
  ObjectName,
  OneOfShown,
  UpdatedAt,
  Uuid,
} from './common.js';
import { CATEGORY_ID, PRODUCT_EXAMPLE, PRODUCT_VARIANT_EXAMPLE } from './examples/catalog.js';
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

/** A price as the API shows it: whole pesos, as the business enters them. */
const PriceShown = (description: string) =>
  Type.Integer({ description: `${description} En pesos colombianos (COP), sin decimales.` });

export const ProductVariant = Type.Object(
  {
    object: ObjectName('product_variant'),
    id: Uuid({ description: 'Id de la variante.' }),
    product_id: Uuid({ description: 'Producto al que pertenece.' }),
    label: Type.String({ description: 'Nombre de la variante.' }),
    sku: Nullable(Type.String({ description: 'Único en la cuenta; null si no tiene.' })),
    base_price: PriceShown('Precio de lista de la variante, antes de su descuento.'),
    final_price: PriceShown('Precio al que vende la caja; si es 0, la caja usa el del producto.'),
    percent_discount: Type.Number({
      description: 'Descuento propio de la variante, 0 a 100; admite decimales.',
    }),
    images: Type.Array(Type.String(), {
      description: 'URL de las imágenes de la variante; puede estar vacía.',
    }),
    is_default: Type.Boolean({ description: 'true en la variante que la caja elige por defecto.' }),
    active: Type.Boolean({ description: 'false si la caja ya no la ofrece.' }),
    created_at: CreatedAt,
    updated_at: UpdatedAt,
    deleted_at: Nullable(
      DateTime({
        description: 'Cuándo se eliminó, en UTC; null en las vigentes (las únicas que se listan).',
      }),
    ),
  },
  {
    title: 'ProductVariant',
    description: 'Las variantes nunca llevan inventario.',
    examples: [PRODUCT_VARIANT_EXAMPLE],
  },
);
export type ProductVariant = Static<typeof ProductVariant>;

export const Product = Type.Object(
  {
    object: ObjectName('product'),
    id: Uuid({ description: 'Id del producto.' }),
    name: Type.String({ description: 'Nombre que muestra la caja.' }),
    description: Type.String({ description: 'Descripción larga; texto vacío si no tiene.' }),
    description_short: Type.String({ description: 'Descripción corta; texto vacío si no tiene.' }),
    sku: Nullable(
      Type.String({
        description: 'Código propio, único en la cuenta entre productos y variantes; null si no tiene.',
      }),
    ),
    category_id: Nullable(Uuid({ description: 'Categoría (GET /categories/{id}); null si no tiene.' })),
    kind: OneOfShown(
      ['simple', 'composite'] as const,
      '`simple` o `composite` (receta, sin inventario propio).',
    ),
    sellable: Type.Boolean({ description: 'false = ingrediente que no se vende solo.' }),
    active: Type.Boolean({ description: 'false si la caja ya no lo ofrece.' }),
    tax_class: Type.String({
      description: `Clase de impuesto, una de: ${TAX_CLASSES.join(', ')}; \`standard\` sigue el perfil fiscal del negocio.`,
    }),
    base_price: PriceShown('Precio de lista antes del descuento propio del producto.'),
    final_price: PriceShown('Precio al que vende la caja; igual a `base_price` si no hay descuento.'),
    percent_discount: Type.Number({
      description: 'Descuento propio del producto, 0 a 100; admite decimales.',
    }),
    base_unit: Type.String({
      description: `Unidad en que se expresan cantidades, inventario y costo; una de: ${BASE_UNITS.join(', ')}.`,
    }),
    sold_by_weight: Type.Boolean({
      description: 'true si la cantidad de cada línea es un peso en `base_unit`.',
    }),
    stock: Nullable(Type.Integer({ description: 'Siempre null por ahora: la API no publica existencias.' })),
    unit_cost: Type.Number({
      description: 'Costo promedio ponderado por unidad base, en pesos (COP; admite decimales). Informativo.',
    }),
    image_url: Nullable(Type.String({ description: 'Imagen principal; null si no tiene.' })),
    images: Type.Array(Type.String(), { description: 'URL de todas las imágenes; puede estar vacía.' }),
    has_variants: Type.Boolean({ description: 'true si se vende por variantes (tallas, presentaciones…).' }),
    variants: Type.Array(ProductVariant, { description: 'Variantes vigentes (no eliminadas).' }),
    created_at: CreatedAt,
    updated_at: UpdatedAt,
  },
  { title: 'Product', examples: [PRODUCT_EXAMPLE] },
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
  active: Type.Boolean({ description: 'false retira el producto de la venta en las cajas.' }),
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
    // Stated for readers and tools; the service refuses it with its own message (the validator
    // ignores this keyword).
    dependentRequired: { warehouse_id: ['initial_stock'] },
    examples: [
      {
        name: 'Café molido 500 g',
        description_short: 'Café molido Huila',
        sku: 'CAF-MOL-500',
        category_id: CATEGORY_ID,
        tax_class: 'reduced_5',
        base_price: 32000,
        percent_discount: 10,
        final_price: 28800,
        unit_cost: 17500,
        initial_stock: 24,
      },
    ],
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
  { additionalProperties: false, minProperties: 1, examples: [{ base_price: 34000, final_price: 30600 }] },
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
  {
    additionalProperties: false,
    minProperties: 1,
    examples: [{ label: 'Grano entero 250 g', base_price: 17500 }],
  },
);
export type VariantUpdate = Static<typeof VariantUpdate>;

export const ProductListQuery = ListQuery({
  active: Type.Optional(Type.Boolean({ description: 'Solo los activos (true) o los inactivos (false).' })),
});
export type ProductListQuery = Static<typeof ProductListQuery>;

export const VariantParams = Type.Object(
  {
    id: Uuid({ description: 'Id del producto.' }),
    variantId: Uuid({ description: 'Id de la variante, de `variants` del producto.' }),
  },
  { additionalProperties: false },
);
