import { type Static, Type } from '@sinclair/typebox';
import { FreeText, MAX_PRICE, Name, OneOf, PercentDiscount, Price, Sku } from '../catalog-fields.js';
import { DateTime, Nullable, Uuid } from '../common.js';
import { CONTACT_CHANNELS, DOCUMENT_TYPES, PERSON_TYPES } from '../customer.js';
import { BASE_UNITS, TAX_CLASSES } from '../product.js';
import { Label, OptionalText } from '../sale-lines.js';
import { MAX_MOVEMENT_QUANTITY, MOVEMENT_ORIGINS } from '../stock-movement.js';

/**
 * What a device uploads of its catalog, customers and inventory. As with sales (records.ts),
 * each record is the whole current state of one thing under the id the device gave it, and
 * every field is required, null where it has no value. Texts a device already holds are taken
 * as they are (an empty `last_name`, an e-mail without a perfect shape): an offline register
 * cannot be asked to retype them, and refusing them would lose its data.
 */

const strict = (title: string, description: string) => ({ additionalProperties: false, title, description });
const RecordId = (what: string) => Uuid({ description: `El id que la caja dio a ${what}.` });
const DeletedAt = Nullable(DateTime({ description: 'Cuándo se eliminó en la caja; null si está vigente.' }));
const ImageUrl = Nullable(Type.String({ format: 'uri', maxLength: 2048 }));
const Images = Type.Array(Type.String({ format: 'uri', maxLength: 2048 }), { maxItems: 20 });
const INT4 = { minimum: -2_147_483_648, maximum: 2_147_483_647 };
/** One of `values`, or null (`enum` must list null too, or a null would fail it). */
const OneOfOrNull = <T extends string>(values: readonly T[], description: string) =>
  Type.Unsafe<T | null>({ type: ['string', 'null'], enum: [...values, null], description });

export const CustomerRecord = Type.Object(
  {
    id: RecordId('el cliente'),
    name: Name('Nombre; no puede estar vacío.'),
    last_name: OptionalText(120),
    email: OptionalText(200),
    phone: OptionalText(30),
    document_number: OptionalText(30),
    person_type: OneOf(PERSON_TYPES, '`person` o `company`.'),
    document_type: OneOf(DOCUMENT_TYPES, '`CC`, `TI`, `NIT`, `CE` o `PASAPORTE`.'),
    contact_channel: OneOfOrNull(CONTACT_CHANNELS, 'Canal por el que llegó el cliente.'),
    deleted_at: DeletedAt,
  },
  strict('CustomerRecord', 'Un cliente como lo guarda la caja.'),
);
export type CustomerRecord = Static<typeof CustomerRecord>;

export const CategoryRecord = Type.Object(
  {
    id: RecordId('la categoría'),
    name: Name('Nombre; no puede estar vacío.'),
    description: Nullable(FreeText(500, 'Hasta 500 caracteres.')),
    image_url: ImageUrl,
    sort_order: Type.Integer({ ...INT4, description: 'Orden en la caja (menor primero).' }),
    deleted_at: DeletedAt,
  },
  strict('CategoryRecord', 'Una categoría de productos.'),
);
export type CategoryRecord = Static<typeof CategoryRecord>;

export const ProductRecord = Type.Object(
  {
    id: RecordId('el producto'),
    name: Name('Nombre; no puede estar vacío.'),
    description: FreeText(2000, 'Hasta 2000 caracteres; vacío si no tiene.'),
    description_short: FreeText(250, 'Hasta 250 caracteres; vacío si no tiene.'),
    sku: Nullable(Sku()),
    category_id: Nullable(Uuid()),
    kind: OneOf(['simple', 'composite'] as const, '`composite` es una receta, sin inventario propio.'),
    sellable: Type.Boolean(),
    active: Type.Boolean(),
    tax_class: OneOf(TAX_CLASSES, 'Clase de impuesto.'),
    base_price: Price('Precio de lista.'),
    final_price: Price('Precio al que vende la caja.'),
    percent_discount: PercentDiscount(),
    base_unit: OneOf(BASE_UNITS, 'Unidad base del inventario y del costo.'),
    sold_by_weight: Type.Boolean(),
    unit_cost: Type.Number({ minimum: 0, maximum: MAX_PRICE, description: 'Costo por unidad base.' }),
    image_url: ImageUrl,
    images: Images,
    has_variants: Type.Boolean({ description: 'Sus variantes llegan como registros `variant`.' }),
  },
  strict('ProductRecord', 'Un producto, sin inventario ni variantes (cada variante es su propio registro).'),
);
export type ProductRecord = Static<typeof ProductRecord>;

export const VariantRecord = Type.Object(
  {
    id: RecordId('la variante'),
    product_id: Uuid({ description: 'Producto de la variante; debe haber llegado antes.' }),
    label: Name('Nombre de la variante.'),
    sku: Nullable(Sku()),
    base_price: Price('Precio de lista.'),
    final_price: Price('Si es 0, la caja usa el precio del producto.'),
    percent_discount: PercentDiscount(),
    images: Images,
    is_default: Type.Boolean(),
    active: Type.Boolean(),
    deleted_at: DeletedAt,
  },
  strict('VariantRecord', 'Una variante de un producto, sin inventario.'),
);
export type VariantRecord = Static<typeof VariantRecord>;

export const WarehouseRecord = Type.Object(
  {
    id: RecordId('la bodega'),
    name: Name('Nombre de la bodega.'),
    is_default: Type.Boolean({ description: 'true deja de ser predeterminada cualquier otra.' }),
    active: Type.Boolean(),
  },
  strict('WarehouseRecord', 'Una bodega.'),
);
export type WarehouseRecord = Static<typeof WarehouseRecord>;

export const StockMovementRecord = Type.Object(
  {
    id: RecordId('el movimiento'),
    product_id: Uuid(),
    variant_id: Nullable(Uuid()),
    warehouse_id: Nullable(Uuid()),
    type: Label(40, 'Tipo registrado por la caja, por ejemplo `in` (entra) u `out` (sale).'),
    quantity: Type.Number({
      exclusiveMinimum: 0,
      maximum: MAX_MOVEMENT_QUANTITY,
      description: 'Siempre positiva, en la unidad base; la dirección la da `type`.',
    }),
    reason: OptionalText(200),
    reference: OptionalText(100),
    unit_cost: Nullable(Type.Number({ minimum: 0, maximum: MAX_PRICE })),
    origin_type: OneOfOrNull(MOVEMENT_ORIGINS, 'Qué causó el movimiento.'),
    sale_id: Nullable(Uuid({ description: 'Venta que causó el movimiento.' })),
  },
  strict('StockMovementRecord', 'Un movimiento del libro de inventario; nunca se edita.'),
);
export type StockMovementRecord = Static<typeof StockMovementRecord>;

export const VariantStockRecord = Type.Object(
  {
    variant_id: Uuid(),
    warehouse_id: Uuid(),
    quantity: Type.Number({
      minimum: -MAX_MOVEMENT_QUANTITY,
      maximum: MAX_MOVEMENT_QUANTITY,
      description: 'Inventario absoluto de la variante en la bodega, según la caja.',
    }),
  },
  strict(
    'VariantStockRecord',
    'El inventario de una variante en una bodega, como valor absoluto: así viaja entre cajas.',
  ),
);
export type VariantStockRecord = Static<typeof VariantStockRecord>;
