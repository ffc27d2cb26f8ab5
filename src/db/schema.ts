import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Environment } from '#src/contract/api.js';
import type { ConsoleTables } from './console-tables.js';
import type {
  InventoryTables,
  StockLevelsTable,
  StockMovementsTable,
  WarehousesTable,
} from './inventory-tables.js';
import type { WebhookTables } from './webhook-tables.js';

/** Kysely's view of the tables. Column names are the SQL ones (snake_case). */

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
  last_used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
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
  /** Every record the register made before this instant (server time) is in the cloud; null: never reported. */
  complete_through: NullableTimestamp;
  /** How many records it said it still held at its last report. */
  pending_records: number | null;
  /** When its last status report arrived. */
  status_reported_at: NullableTimestamp;
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

/** What each API key must see at least when it reads from a replica (migration 0022). */
export interface ReplicaReadPositionsTable {
  api_key_id: string;
  /** A `pg_lsn`, as PostgreSQL writes it (`16/B374D848`). */
  lsn: string;
}

export interface RateLimitsTable {
  key: string;
  /** The theoretical arrival time's whole milliseconds (a row written before 0012: all of it). */
  tat_ms: number;
  /** The fraction of a millisecond past `tat_ms`, in parts of 1/limit ms. */
  tat_fraction: ColumnType<number, number | undefined, number>;
  /** The latest clock reading the key was charged at (0 until then). */
  seen_ms: ColumnType<number, number | undefined, number>;
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

/** Columns of every record a device uploads: its own id, and the uploader of the version stored. */
interface DeviceRecordColumns {
  account_id: string;
  environment: Environment;
  id: string;
  device_id: string;
  /** Fingerprint of the stored version; an identical re-upload matches it and changes nothing. */
  record_hash: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

type NullableJson = ColumnType<unknown, string | null, string | null>;

export interface SalesTable extends DeviceRecordColumns {
  status: string;
  document_kind: 'pos' | 'invoice';
  payment_method: string;
  customer_id: string | null;
  cash_session_id: string | null;
  subtotal: number;
  discount: number;
  discount_percent: number;
  tax: number;
  tip_amount: number;
  total: number;
  tax_breakdown: NullableJson;
  notes: string | null;
  table_label: string | null;
  occurred_at: Timestamp;
}

/** The columns sale and quote lines share. */
interface LineColumns {
  account_id: string;
  environment: Environment;
  id: string;
  position: number;
  product_id: string | null;
  variant_id: string | null;
  item_kind: string;
  description: string | null;
  quantity: number;
  unit_price: number;
  subtotal: number;
  tax_class: string;
  taxes: NullableJson;
}

export interface SaleItemsTable extends LineColumns {
  sale_id: string;
  unit_cost: number | null;
}

export interface InvoicesTable extends DeviceRecordColumns {
  sale_id: string | null;
  customer_id: string | null;
  document_type: string;
  status: string;
  cufe: string | null;
  prefix: string | null;
  number: number;
  subtotal: number;
  tax: number;
  total: number;
  issued_at: NullableTimestamp;
}

export interface QuotesTable extends DeviceRecordColumns {
  number: string | null;
  status: string;
  customer_id: string | null;
  converted_sale_id: string | null;
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
  tax_breakdown: NullableJson;
  notes: string | null;
  payment_link: string | null;
  expires_at: NullableTimestamp;
  sent_at: NullableTimestamp;
}

export interface QuoteItemsTable extends LineColumns {
  quote_id: string;
  note: string | null;
}

export interface CashSessionsTable extends DeviceRecordColumns {
  status: 'open' | 'closed' | 'suspended';
  terminal_name: string;
  opening_cash: number;
  expected_cash: number | null;
  closing_cash: number | null;
  opened_at: Timestamp;
  closed_at: NullableTimestamp;
}

export interface CashMovementsTable {
  account_id: string;
  environment: Environment;
  cash_session_id: string;
  id: string;
  position: number;
  type: 'in' | 'out';
  amount: number;
  reason: string | null;
  occurred_at: Timestamp;
  created_at: Timestamp;
}

/** The daily report's rollup, kept by triggers on `sales` (migration 0010). */
export interface DailySalesTable {
  account_id: string;
  environment: Environment;
  day: ColumnType<string, string, string>;
  sales_count: number;
  subtotal: number;
  discount: number;
  tax: number;
  tip_amount: number;
  total: number;
  /** Transactions that changed the day's figures (0: never changed since it was counted). */
  revision: Generated<number>;
  last_changed_at: Date | null;
  /** The transaction that last raised `revision` (xid8, as text): once per transaction. */
  last_changed_xact: string | null;
}

export interface Database extends WebhookTables, ConsoleTables, InventoryTables {
  categories: CategoriesTable;
  products: ProductsTable;
  product_variants: ProductVariantsTable;
  sku_registry: SkuRegistryTable;
  accounts: AccountsTable;
  api_keys: ApiKeysTable;
  devices: DevicesTable;
  customers: CustomersTable;
  events: EventsTable;
  idempotency_keys: IdempotencyKeysTable;
  change_feed_heads: ChangeFeedHeadsTable;
  change_feed: ChangeFeedTable;
  rate_limits: RateLimitsTable;
  replica_read_positions: ReplicaReadPositionsTable;
  sales: SalesTable;
  sale_items: SaleItemsTable;
  invoices: InvoicesTable;
  quotes: QuotesTable;
  quote_items: QuoteItemsTable;
  cash_sessions: CashSessionsTable;
  cash_movements: CashMovementsTable;
  daily_sales: DailySalesTable;
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
export type StockLevelRow = Selectable<StockLevelsTable>;
export type StockMovementRow = Selectable<StockMovementsTable>;
export type SaleRow = Selectable<SalesTable>;
export type SaleItemRow = Selectable<SaleItemsTable>;
export type InvoiceRow = Selectable<InvoicesTable>;
export type QuoteRow = Selectable<QuotesTable>;
export type QuoteItemRow = Selectable<QuoteItemsTable>;
export type CashSessionRow = Selectable<CashSessionsTable>;
export type CashMovementRow = Selectable<CashMovementsTable>;
