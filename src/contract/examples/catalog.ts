/**
 * The reference's examples of the catalog and its customers, from one business: a coffee shop
 * and store in Bogotá whose times are written in UTC (Bogotá is UTC-5, no daylight saving).
 * The sales examples (sales.ts) sell these products to this customer, with the same ids.
 */

export const CATEGORY_ID = '3c9d2e1f-8a7b-4c6d-9e0f-1a2b3c4d5e6f';
export const PRODUCT_ID = '0f6e5d4c-3b2a-4190-8877-665544332211';
export const AREPA_ID = '4d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a';
export const JUICE_ID = '8e7d6c5b-4a39-4281-9f70-6e5d4c3b2a19';
export const WAREHOUSE_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
export const CUSTOMER_ID = '0b6c1a52-6f0e-4a57-9a7e-3c2d1e0f9a10';

/** 9:03 in Bogotá on Sunday 22 November 2026: when the catalog was set up. */
const SET_UP_AT = '2026-11-22T14:03:12.120Z';

export const CATEGORY_EXAMPLE = {
  object: 'category',
  id: CATEGORY_ID,
  name: 'Café para llevar',
  description: 'Café de origen en grano y molido, empacado en la tienda',
  image_url: 'https://cdn.example.co/categorias/cafe-para-llevar.png',
  sort_order: 2,
  deleted_at: null,
  created_at: SET_UP_AT,
  updated_at: SET_UP_AT,
};

export const PRODUCT_EXAMPLE = {
  object: 'product',
  id: PRODUCT_ID,
  name: 'Café molido 500 g',
  description: 'Café tostado y molido, origen Huila, tueste medio. Bolsa con válvula de 500 g.',
  description_short: 'Café molido Huila',
  sku: 'CAF-MOL-500',
  category_id: CATEGORY_ID,
  kind: 'simple',
  sellable: true,
  active: true,
  tax_class: 'reduced_5',
  base_price: 32000,
  final_price: 28800,
  percent_discount: 10,
  base_unit: 'und',
  sold_by_weight: false,
  stock: null,
  unit_cost: 17500,
  image_url: 'https://cdn.example.co/productos/cafe-molido-500.png',
  images: ['https://cdn.example.co/productos/cafe-molido-500.png'],
  has_variants: false,
  variants: [],
  created_at: SET_UP_AT,
  updated_at: SET_UP_AT,
};

export const PRODUCT_VARIANT_EXAMPLE = {
  object: 'product_variant',
  id: '6c5b4a39-2817-4f06-9e5d-4c3b2a190f8e',
  product_id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d',
  label: 'Grano entero 250 g',
  sku: 'CAF-GRA-250',
  base_price: 17000,
  final_price: 17000,
  percent_discount: 0,
  images: [],
  is_default: true,
  active: true,
  created_at: SET_UP_AT,
  updated_at: SET_UP_AT,
  deleted_at: null,
};

export const WAREHOUSE_EXAMPLE = {
  object: 'warehouse',
  id: WAREHOUSE_ID,
  name: 'Bodega Chapinero',
  is_default: true,
  active: true,
  created_at: '2026-11-02T13:30:00.000Z',
  updated_at: '2026-11-02T13:30:00.000Z',
};

/** 24 bags bought from the roaster at 17 500 pesos each, recorded by the API. */
export const STOCK_MOVEMENT_EXAMPLE = {
  object: 'stock_movement',
  id: '5f1d2c3b-4a59-4687-9a0b-1c2d3e4f5a6b',
  product_id: PRODUCT_ID,
  variant_id: null,
  warehouse_id: WAREHOUSE_ID,
  type: 'in',
  quantity: 24,
  reason: 'Compra a tostador',
  reference: 'OC-2026-118',
  unit_cost: 17500,
  origin_type: 'api',
  sale_id: null,
  created_at: '2026-11-22T14:20:45.310Z',
  updated_at: '2026-11-22T14:20:45.310Z',
};

export const CUSTOMER_EXAMPLE = {
  object: 'customer',
  id: CUSTOMER_ID,
  name: 'Ana María',
  last_name: 'Restrepo Gómez',
  email: 'ana.restrepo@example.co',
  phone: '+57 300 123 4567',
  document_number: '1020304050',
  person_type: 'person',
  document_type: 'CC',
  contact_channel: 'whatsapp',
  deleted_at: null,
  created_at: '2026-11-20T22:41:05.870Z',
  updated_at: '2026-11-20T22:41:05.870Z',
};

export const STOCK_LEVEL_EXAMPLE = {
  object: 'stock_level',
  product_id: PRODUCT_ID,
  variant_id: null,
  warehouse_id: WAREHOUSE_ID,
  on_hand: 42,
  exact: true,
  complete_as_of: '2026-11-22T14:19:58.000Z',
  devices_behind: [
    {
      device_id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
      name: 'Caja 2',
      complete_through: '2026-11-22T11:02:13.000Z',
    },
  ],
  last_movement_at: '2026-11-22T14:20:45.310Z',
  updated_at: '2026-11-22T14:20:45.310Z',
};
