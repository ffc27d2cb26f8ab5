import type { RecordData } from '#src/contract/sync/index.js';
import type { RecordOf, UploadRecord } from './device-client.js';

/**
 * Complete upload records as a register would send them: every field present, null where it has
 * no value, ids the device made up. Tests override the fields their case needs.
 */

export const customer = (data: Partial<RecordData['customer']> = {}): RecordOf<'customer'> => ({
  type: 'customer',
  data: {
    id: crypto.randomUUID(),
    name: 'Ana María',
    last_name: 'Restrepo',
    email: 'ana@example.co',
    phone: '+57 300 123 4567',
    document_number: '1020304050',
    person_type: 'person',
    document_type: 'CC',
    contact_channel: 'store',
    deleted_at: null,
    ...data,
  },
});

export const category = (data: Partial<RecordData['category']> = {}): RecordOf<'category'> => ({
  type: 'category',
  data: {
    id: crypto.randomUUID(),
    name: 'Bebidas',
    description: null,
    image_url: null,
    sort_order: 1,
    deleted_at: null,
    ...data,
  },
});

export const product = (data: Partial<RecordData['product']> = {}): RecordOf<'product'> => ({
  type: 'product',
  data: {
    id: crypto.randomUUID(),
    name: 'Café de origen 500 g',
    description: '',
    description_short: '',
    sku: null,
    category_id: null,
    kind: 'simple',
    sellable: true,
    active: true,
    tax_class: 'standard',
    base_price: 32000,
    final_price: 32000,
    percent_discount: 0,
    base_unit: 'und',
    sold_by_weight: false,
    unit_cost: 18500,
    image_url: null,
    images: [],
    has_variants: false,
    ...data,
  },
});

export const variant = (
  productId: string,
  data: Partial<RecordData['variant']> = {},
): RecordOf<'variant'> => ({
  type: 'variant',
  data: {
    id: crypto.randomUUID(),
    product_id: productId,
    label: 'Talla M',
    sku: null,
    base_price: 45000,
    final_price: 45000,
    percent_discount: 0,
    images: [],
    is_default: false,
    active: true,
    deleted_at: null,
    ...data,
  },
});

export const warehouse = (data: Partial<RecordData['warehouse']> = {}): RecordOf<'warehouse'> => ({
  type: 'warehouse',
  data: { id: crypto.randomUUID(), name: 'Bodega principal', is_default: true, active: true, ...data },
});

export const movement = (
  productId: string,
  data: Partial<RecordData['stock_movement']> = {},
): RecordOf<'stock_movement'> => ({
  type: 'stock_movement',
  data: {
    id: crypto.randomUUID(),
    product_id: productId,
    variant_id: null,
    warehouse_id: null,
    type: 'out',
    quantity: 2,
    reason: 'Venta',
    reference: null,
    unit_cost: 18500,
    origin_type: 'sale',
    sale_id: null,
    ...data,
  },
});

export const variantStock = (
  variantId: string,
  warehouseId: string,
  quantity: number,
): RecordOf<'variant_stock'> => ({
  type: 'variant_stock',
  data: { variant_id: variantId, warehouse_id: warehouseId, quantity },
});

/** The `data.id` of a record (the variant's, for a variant's stock). */
export const idOf = (record: UploadRecord): string =>
  record.type === 'variant_stock' ? record.data.variant_id : record.data.id;

/** The same record with some of its fields changed, as a later edit on a register. */
export const edited = <R extends UploadRecord>(record: R, changes: Partial<R['data']>): R =>
  ({ ...record, data: { ...record.data, ...changes } }) as R;
