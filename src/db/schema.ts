import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

/** Kysely's view of the tables. Column names are the SQL ones (snake_case). */
export type Environment = 'live' | 'test';
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;
type Json = ColumnType<unknown, string, string>;

export interface AccountsTable {
  id: string;
  name: string;
  plan: 'free' | 'plus' | 'pro';
  status: 'active' | 'inactive';
  owner_email: string | null;
  currency: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ApiKeysTable {
  id: string;
  account_id: string;
  environment: Environment;
  name: string;
  scopes: string[];
  fingerprint: string;
  last4: string;
  expires_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface DevicesTable {
  id: string;
  account_id: string;
  environment: Environment;
  name: string | null;
  kind: 'primary' | 'satellite' | 'kitchen';
  platform: string | null;
  app_version: string | null;
  token_fingerprint: string;
  last_seen_at: NullableTimestamp;
  last_sync_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CustomersTable {
  id: string;
  account_id: string;
  environment: Environment;
  name: string;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  document_number: string | null;
  person_type: string;
  document_type: string;
  contact_channel: string | null;
  deleted_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface EventsTable {
  id: string;
  account_id: string;
  environment: Environment;
  type: string;
  api_version: string;
  data: Json;
  created_at: Timestamp;
}

export interface IdempotencyKeysTable {
  api_key_id: string;
  key: string;
  request_hash: string;
  state: 'running' | 'done';
  response_status: number | null;
  response_body: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface ChangeFeedHeadsTable {
  account_id: string;
  environment: Environment;
  last_position: number;
}

export interface ChangeFeedTable {
  account_id: string;
  environment: Environment;
  position: number;
  entity_type: string;
  entity_id: string;
  operation: string;
  payload: Json;
  origin_device_id: string | null;
  created_at: Timestamp;
}

export interface RateLimitsTable {
  key: string;
  tat_ms: number;
}

export interface CategoriesTable {
  id: string;
  account_id: string;
  environment: Environment;
  name: string;
  description: string | null;
  image_url: string | null;
  sort_order: number;
  deleted_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProductsTable {
  id: string;
  account_id: string;
  environment: Environment;
  name: string;
  description: string;
  description_short: string;
  sku: string | null;
  category_id: string | null;
  kind: 'simple' | 'composite';
  sellable: boolean;
  active: boolean;
  tax_class: string;
  base_price: number;
  final_price: number;
  percent_discount: number;
  base_unit: string;
  sold_by_weight: boolean;
  unit_cost: number;
  image_url: string | null;
  images: string[];
  has_variants: boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProductVariantsTable {
  id: string;
  account_id: string;
  environment: Environment;
  product_id: string;
  label: string;
  sku: string | null;
  base_price: number;
  final_price: number;
  percent_discount: number;
  images: string[];
  is_default: boolean;
  active: boolean;
  deleted_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SkuRegistryTable {
  account_id: string;
  environment: Environment;
  sku: string;
  product_id: string;
  variant_id: string | null;
}

export interface WarehousesTable {
  id: string;
  account_id: string;
  environment: Environment;
  name: string;
  is_default: boolean;
  active: boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface StockMovementsTable {
  id: string;
  account_id: string;
  environment: Environment;
  product_id: string;
  variant_id: string | null;
  warehouse_id: string | null;
  type: string;
  quantity: number;
  reason: string | null;
  reference: string | null;
  unit_cost: number | null;
  origin_type: string | null;
  sale_id: string | null;
  device_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface Database {
  categories: CategoriesTable;
  products: ProductsTable;
  product_variants: ProductVariantsTable;
  sku_registry: SkuRegistryTable;
  warehouses: WarehousesTable;
  stock_movements: StockMovementsTable;
  accounts: AccountsTable;
  api_keys: ApiKeysTable;
  devices: DevicesTable;
  customers: CustomersTable;
  events: EventsTable;
  idempotency_keys: IdempotencyKeysTable;
  change_feed_heads: ChangeFeedHeadsTable;
  change_feed: ChangeFeedTable;
  rate_limits: RateLimitsTable;
}

export type AccountRow = Selectable<AccountsTable>;
export type ApiKeyRow = Selectable<ApiKeysTable>;
export type DeviceRow = Selectable<DevicesTable>;
export type CustomerRow = Selectable<CustomersTable>;
export type NewCustomerRow = Insertable<CustomersTable>;
export type CustomerPatch = Updateable<CustomersTable>;
export type EventRow = Selectable<EventsTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type ProductRow = Selectable<ProductsTable>;
export type ProductVariantRow = Selectable<ProductVariantsTable>;
export type WarehouseRow = Selectable<WarehousesTable>;
export type StockMovementRow = Selectable<StockMovementsTable>;
