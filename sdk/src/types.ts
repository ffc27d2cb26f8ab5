import type { components, operations } from './generated/openapi.js';

/**
 * Friendly names over the generated types. Everything here is derived from
 * `generated/openapi.ts`; nothing describes a shape the OpenAPI document does not.
 */

export type Schemas = components['schemas'];

export type Account = Schemas['Account'];
export type Customer = Schemas['Customer'];
export type Category = Schemas['Category'];
export type Product = Schemas['Product'];
export type ProductVariant = Schemas['ProductVariant'];
export type Warehouse = Schemas['Warehouse'];
export type StockMovement = Schemas['StockMovement'];
export type StockLevel = Schemas['StockLevel'];
export type Sale = Schemas['Sale'];
export type SaleItem = Schemas['SaleItem'];
export type Invoice = Schemas['Invoice'];
export type Quote = Schemas['Quote'];
export type CashSession = Schemas['CashSession'];
export type DailySalesReport = Schemas['DailySalesReport'];
export type EventType = Schemas['Event']['type'];

/** Every operation of the API, by its `operationId`. */
export type OperationId = keyof operations;

type OperationParameters<K extends OperationId> = operations[K]['parameters'];

/** The query parameters of an operation (never when it takes none). */
export type QueryOf<K extends OperationId> =
  OperationParameters<K> extends { query?: infer Q }
    ? [Q] extends [never | undefined]
      ? never
      : NonNullable<Q>
    : never;

/** The path parameters of an operation. */
export type PathOf<K extends OperationId> =
  OperationParameters<K> extends { path: infer P } ? ([P] extends [never | undefined] ? never : P) : never;

/** The JSON body of an operation. */
export type BodyOf<K extends OperationId> = operations[K] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;

type Json<R> = R extends { content: { 'application/json': infer T } } ? T : never;

/** What an operation answers on success (its 200 or 201). */
export type ResultOf<K extends OperationId> = operations[K]['responses'] extends { 200: infer R }
  ? Json<R>
  : operations[K]['responses'] extends { 201: infer R }
    ? Json<R>
    : never;

/**
 * Time filters (`*_since`, `*_until`) also take a `Date`, sent as its ISO 8601 form; every other
 * parameter keeps the document's type.
 */
export type WithDates<Q> = {
  [P in keyof Q]: P extends `${string}_since` | `${string}_until` ? Q[P] | Date : Q[P];
};

/** The parameters of a list operation, as its method takes them. */
export type ListParams<K extends OperationId> = WithDates<QueryOf<K>>;

/** One page of a list: the API's list envelope. */
export type Page<Item> = {
  object: 'list';
  data: Item[];
  has_more: boolean;
  next_cursor: string | null;
};

export type CustomerListParams = ListParams<'listCustomers'>;
export type CustomerCreateParams = BodyOf<'createCustomer'>;
export type CustomerUpdateParams = BodyOf<'updateCustomer'>;
export type CategoryListParams = ListParams<'listCategories'>;
export type CategoryCreateParams = BodyOf<'createCategory'>;
export type CategoryUpdateParams = BodyOf<'updateCategory'>;
export type ProductListParams = ListParams<'listProducts'>;
export type ProductCreateParams = BodyOf<'createProduct'>;
export type ProductUpdateParams = BodyOf<'updateProduct'>;
export type VariantUpdateParams = BodyOf<'updateProductVariant'>;
export type WarehouseListParams = ListParams<'listWarehouses'>;
export type StockMovementListParams = ListParams<'listStockMovements'>;
export type StockLevelListParams = ListParams<'listStockLevels'>;
export type StockMovementCreateParams = BodyOf<'createStockMovement'>;
export type SaleListParams = ListParams<'listSales'>;
export type InvoiceListParams = ListParams<'listInvoices'>;
export type QuoteListParams = ListParams<'listQuotes'>;
export type CashSessionListParams = ListParams<'listCashSessions'>;
export type DailySalesParams = QueryOf<'getDailySalesReport'>;
export type EventListParams = ListParams<'listEvents'>;

/** The resource an event type carries in `data.object`, from the type's prefix. */
export type EventObject<T extends EventType> = T extends `customer.${string}`
  ? Customer
  : T extends `category.${string}`
    ? Category
    : T extends `product.${string}`
      ? Product
      : T extends `stock_movement.${string}`
        ? StockMovement
        : T extends `stock_level.${string}`
          ? StockLevel
          : T extends `sale.${string}`
            ? Sale
            : T extends `invoice.${string}`
              ? Invoice
              : T extends `cash_session.${string}`
                ? CashSession
                : unknown;

/**
 * An event, as `GET /events` lists it and as a webhook delivers it: narrowing on `type` types
 * `data.object` (`if (event.type === 'sale.created') event.data.object.total`).
 */
export type CajaEvent = {
  [T in EventType]: Omit<Schemas['Event'], 'type' | 'data'> & { type: T; data: { object: EventObject<T> } };
}[EventType];

/** A device that blocks product and variant edits, as `DEVICES_OUTDATED` lists it. */
export interface OutdatedDevice {
  name: string | null;
  kind: 'primary' | 'satellite' | 'kitchen';
  platform: string | null;
  app_version: string | null;
  /** Null if the device never reported. */
  last_seen_at: string | null;
}
