import { OPERATIONS } from './operations.js';
import { List } from './pagination.js';
import {
  type RequestOptions,
  type ResponseInfo,
  type RetryNotice,
  send,
  type TransportOptions,
  type WithResponse,
  type WriteOptions,
} from './transport.js';
import type {
  BodyOf,
  CajaEvent,
  CashSessionListParams,
  CategoryCreateParams,
  CategoryListParams,
  CategoryUpdateParams,
  CustomerCreateParams,
  CustomerListParams,
  CustomerUpdateParams,
  DailySalesParams,
  EventListParams,
  InvoiceListParams,
  OperationId,
  Page,
  PathOf,
  ProductCreateParams,
  ProductListParams,
  ProductUpdateParams,
  QueryOf,
  QuoteListParams,
  ResultOf,
  SaleListParams,
  StockLevelListParams,
  StockMovementCreateParams,
  StockMovementListParams,
  VariantUpdateParams,
  WarehouseListParams,
} from './types.js';
import { webhooks } from './webhooks.js';

/** The listeners of a local Caja (`npm start`): live on 3000, test on 3001. */
export const DEFAULT_BASE_URLS = {
  live: 'http://127.0.0.1:3000',
  test: 'http://127.0.0.1:3001',
} as const;

const API_PREFIX = '/public/v1';

export interface CajaOptions {
  /** `caja_test_…` or `caja_live_…`, from the console (Desarrolladores). */
  apiKey: string;
  /**
   * The listener of the key's environment (`https://api-pruebas.mi-caja.co`), with or without
   * `/public/v1`. Default: the environment variable `CAJA_API_URL` when set, else the local
   * listener of the key's prefix, see DEFAULT_BASE_URLS.
   */
  baseUrl?: string;
  /**
   * Retries after the first attempt of a call (default 2). 0 turns retries off; `Infinity` waits
   * until an answer that is not worth retrying, for a process that follows the API (`caja listen`).
   */
  maxRetries?: number;
  /** Longest one attempt may take, in milliseconds (default 30 000). */
  timeoutMs?: number;
  /** The `fetch` to use (default: the global one), e.g. to trace requests. */
  fetch?: typeof fetch;
  /** Told before each retry (to log it): which request, why, and how long the wait. */
  onRetry?: (notice: RetryNotice) => void;
}

/** The environment a key belongs to, from its prefix; undefined for anything else. */
export function keyEnvironment(apiKey: string): 'live' | 'test' | undefined {
  if (apiKey.startsWith('caja_live_')) return 'live';
  if (apiKey.startsWith('caja_test_')) return 'test';
  return undefined;
}

/** `CAJA_API_URL` of the process, where there is one (not in a browser or most edge runtimes). */
function baseUrlFromEnvironment(): string | undefined {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  const value = env?.['CAJA_API_URL']?.trim();
  return value ? value : undefined;
}

/**
 * The API's root for a key: `baseUrl` if given, else `CAJA_API_URL` (either with `/public/v1`
 * added when missing), else the local default of the key's prefix.
 */
export function apiRoot(apiKey: string, givenBaseUrl?: string): string {
  const baseUrl = givenBaseUrl ?? baseUrlFromEnvironment();
  if (baseUrl === undefined) {
    const environment = keyEnvironment(apiKey);
    if (!environment) {
      throw new TypeError(
        'apiKey debe empezar por caja_test_ o caja_live_ (cópiala completa desde la consola), o indica baseUrl.',
      );
    }
    return DEFAULT_BASE_URLS[environment] + API_PREFIX;
  }
  const trimmed = baseUrl.replace(/\/+$/, '');
  return trimmed.endsWith(API_PREFIX) ? trimmed : trimmed + API_PREFIX;
}

type CallInput<K extends OperationId> = {
  path?: PathOf<K>;
  query?: QueryOf<K> | Record<string, unknown> | undefined;
  body?: BodyOf<K>;
};

/** What every resource calls: one operation of the table, typed by its id. */
class Operations {
  constructor(private readonly transport: TransportOptions) {}

  async call<K extends OperationId>(
    id: K,
    input: CallInput<K>,
    options?: WriteOptions,
  ): Promise<WithResponse<ResultOf<K>>> {
    const route: { method: 'GET' | 'POST' | 'PATCH'; path: string; reread?: OperationId } = OPERATIONS[id];
    const path = fillPath(route.path, input.path as Record<string, string> | undefined);
    const { body, response } = await send(
      this.transport,
      { method: route.method, path, query: input.query, body: input.body },
      options,
    );
    let result = body;
    if (route.reread && isBare(body)) {
      const { idempotencyKey: _, ...readOptions } = options ?? {};
      result = await this.call(route.reread, { path: { id: body.id } as never }, readOptions);
    }
    // The write's answer, also when the object was read again: it tells whether it was replayed.
    return withResponse(result, response) as WithResponse<ResultOf<K>>;
  }

  list<K extends OperationId, Item>(id: K, params: object | undefined, options?: RequestOptions): List<Item> {
    const { starting_after: startingAfter, ...query } = (params ?? {}) as { starting_after?: string };
    return new List<Item>(
      (cursor) =>
        this.call(id, { query: cursor ? { ...query, starting_after: cursor } : query }, options) as Promise<
          Page<Item>
        >,
      startingAfter,
    );
  }
}

/** Adds `lastResponse` to an object result, not enumerable so that it never shows in its JSON. */
function withResponse(result: unknown, response: ResponseInfo): unknown {
  if (result !== null && typeof result === 'object') {
    Object.defineProperty(result, 'lastResponse', { value: response, enumerable: false, configurable: true });
  }
  return result;
}

function fillPath(template: string, params: Record<string, string> | undefined): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (typeof value !== 'string' || value === '') throw new TypeError(`Falta el parámetro de ruta ${name}.`);
    return encodeURIComponent(value);
  });
}

/** SPEC: exceptionally a write answers only `object` and `id`; the SDK then reads the resource. */
function isBare(value: unknown): value is { object: string; id: string } {
  if (!value || typeof value !== 'object') return false;
  const keys = Object.keys(value);
  return keys.length === 2 && typeof (value as { id?: unknown }).id === 'string' && 'object' in value;
}

type Item<K extends OperationId> = ResultOf<K> extends Page<infer T> ? T : never;

class Me {
  constructor(private readonly ops: Operations) {}
  /** The account, the key and how fresh each device's data is (any valid key). */
  get(options?: RequestOptions) {
    return this.ops.call('getMe', {}, options);
  }
}

class Customers {
  constructor(private readonly ops: Operations) {}
  list(params?: CustomerListParams, options?: RequestOptions) {
    return this.ops.list<'listCustomers', Item<'listCustomers'>>('listCustomers', params, options);
  }
  get(id: string, options?: RequestOptions) {
    return this.ops.call('getCustomer', { path: { id } }, options);
  }
  create(params: CustomerCreateParams, options?: WriteOptions) {
    return this.ops.call('createCustomer', { body: params }, options);
  }
  /** The last write wins, as on the devices. */
  update(id: string, params: CustomerUpdateParams, options?: RequestOptions) {
    return this.ops.call('updateCustomer', { path: { id }, body: params }, options);
  }
}

class Categories {
  constructor(private readonly ops: Operations) {}
  list(params?: CategoryListParams, options?: RequestOptions) {
    return this.ops.list<'listCategories', Item<'listCategories'>>('listCategories', params, options);
  }
  get(id: string, options?: RequestOptions) {
    return this.ops.call('getCategory', { path: { id } }, options);
  }
  create(params: CategoryCreateParams, options?: WriteOptions) {
    return this.ops.call('createCategory', { body: params }, options);
  }
  update(id: string, params: CategoryUpdateParams, options?: RequestOptions) {
    return this.ops.call('updateCategory', { path: { id }, body: params }, options);
  }
}

class Products {
  constructor(private readonly ops: Operations) {}
  list(params?: ProductListParams, options?: RequestOptions) {
    return this.ops.list<'listProducts', Item<'listProducts'>>('listProducts', params, options);
  }
  get(id: string, options?: RequestOptions) {
    return this.ops.call('getProduct', { path: { id } }, options);
  }
  create(params: ProductCreateParams, options?: WriteOptions) {
    return this.ops.call('createProduct', { body: params }, options);
  }
  /** Never changes stock; 409 DEVICES_OUTDATED while a device runs an app that cannot apply it. */
  update(id: string, params: ProductUpdateParams, options?: RequestOptions) {
    return this.ops.call('updateProduct', { path: { id }, body: params }, options);
  }
}

class Variants {
  constructor(private readonly ops: Operations) {}
  /** Edits one variant; answers the whole product, with all its variants. */
  update(productId: string, variantId: string, params: VariantUpdateParams, options?: RequestOptions) {
    return this.ops.call(
      'updateProductVariant',
      { path: { id: productId, variantId }, body: params },
      options,
    );
  }
}

class Warehouses {
  constructor(private readonly ops: Operations) {}
  list(params?: WarehouseListParams, options?: RequestOptions) {
    return this.ops.list<'listWarehouses', Item<'listWarehouses'>>('listWarehouses', params, options);
  }
  get(id: string, options?: RequestOptions) {
    return this.ops.call('getWarehouse', { path: { id } }, options);
  }
}

class StockMovements {
  constructor(private readonly ops: Operations) {}
  list(params?: StockMovementListParams, options?: RequestOptions) {
    return this.ops.list<'listStockMovements', Item<'listStockMovements'>>(
      'listStockMovements',
      params,
      options,
    );
  }
  get(id: string, options?: RequestOptions) {
    return this.ops.call('getStockMovement', { path: { id } }, options);
  }
  /** A difference (`in` adds, `out` subtracts), applied once by each device. */
  create(params: StockMovementCreateParams, options?: WriteOptions) {
    return this.ops.call('createStockMovement', { body: params }, options);
  }
}

class StockLevels {
  constructor(private readonly ops: Operations) {}
  /** On hand per product (or variant) and warehouse, most recently changed first, with how complete it is. */
  list(params?: StockLevelListParams, options?: RequestOptions) {
    return this.ops.list<'listStockLevels', Item<'listStockLevels'>>('listStockLevels', params, options);
  }
}

/** The stock: its ledger of movements and the levels it adds up to. */
class Inventory {
  readonly movements: StockMovements;
  readonly levels: StockLevels;
  constructor(ops: Operations) {
    this.movements = new StockMovements(ops);
    this.levels = new StockLevels(ops);
  }
}

class Sales {
  constructor(private readonly ops: Operations) {}
  list(params?: SaleListParams, options?: RequestOptions) {
    return this.ops.list<'listSales', Item<'listSales'>>('listSales', params, options);
  }
  get(id: string, options?: RequestOptions) {
    return this.ops.call('getSale', { path: { id } }, options);
  }
}

class Invoices {
  constructor(private readonly ops: Operations) {}
  list(params?: InvoiceListParams, options?: RequestOptions) {
    return this.ops.list<'listInvoices', Item<'listInvoices'>>('listInvoices', params, options);
  }
  get(id: string, options?: RequestOptions) {
    return this.ops.call('getInvoice', { path: { id } }, options);
  }
}

class Quotes {
  constructor(private readonly ops: Operations) {}
  list(params?: QuoteListParams, options?: RequestOptions) {
    return this.ops.list<'listQuotes', Item<'listQuotes'>>('listQuotes', params, options);
  }
  get(id: string, options?: RequestOptions) {
    return this.ops.call('getQuote', { path: { id } }, options);
  }
}

class CashSessions {
  constructor(private readonly ops: Operations) {}
  list(params?: CashSessionListParams, options?: RequestOptions) {
    return this.ops.list<'listCashSessions', Item<'listCashSessions'>>('listCashSessions', params, options);
  }
  get(id: string, options?: RequestOptions) {
    return this.ops.call('getCashSession', { path: { id } }, options);
  }
}

class Reports {
  constructor(private readonly ops: Operations) {}
  /** Completed sales per calendar day in America/Bogota, by `occurred_at` (at most 92 days). */
  dailySales(params?: DailySalesParams, options?: RequestOptions) {
    return this.ops.call('getDailySalesReport', { query: params }, options);
  }
}

class Events {
  constructor(private readonly ops: Operations) {}
  /** The event log (kept at least 30 days): what webhooks deliver, to reconcile them. */
  list(params?: EventListParams, options?: RequestOptions): List<CajaEvent> {
    return this.ops.list<'listEvents', CajaEvent>('listEvents', params, options);
  }
  async get(id: string, options?: RequestOptions): Promise<WithResponse<CajaEvent>> {
    return (await this.ops.call('getEvent', { path: { id } }, options)) as WithResponse<CajaEvent>;
  }
}

/**
 * A client of Caja's public API for one key.
 *
 *   const caja = new Caja({ apiKey: process.env.CAJA_API_KEY! });
 *   for await (const sale of caja.sales.list({ status: 'completed' })) console.log(sale.total);
 */
export class Caja {
  /** Webhooks need no key: `Caja.webhooks.verify(body, headers, secret)`, `Caja.webhooks.sign(…)`. */
  static readonly webhooks = webhooks;
  readonly webhooks = webhooks;

  readonly me: Me;
  readonly customers: Customers;
  readonly categories: Categories;
  readonly products: Products;
  readonly variants: Variants;
  readonly warehouses: Warehouses;
  readonly inventory: Inventory;
  /** The same as `inventory.movements`, under its earlier name. */
  readonly stockMovements: StockMovements;
  readonly sales: Sales;
  readonly invoices: Invoices;
  readonly quotes: Quotes;
  readonly cashSessions: CashSessions;
  readonly reports: Reports;
  readonly events: Events;

  constructor(options: CajaOptions) {
    if (typeof options?.apiKey !== 'string' || options.apiKey === '') {
      throw new TypeError('Falta apiKey: la llave caja_test_… o caja_live_… de la consola.');
    }
    const ops = new Operations({
      apiKey: options.apiKey,
      apiUrl: apiRoot(options.apiKey, options.baseUrl),
      maxRetries: options.maxRetries ?? 2,
      timeoutMs: options.timeoutMs ?? 30_000,
      fetch: options.fetch ?? ((input, init) => fetch(input, init)),
      onRetry: options.onRetry,
    });
    this.me = new Me(ops);
    this.customers = new Customers(ops);
    this.categories = new Categories(ops);
    this.products = new Products(ops);
    this.variants = new Variants(ops);
    this.warehouses = new Warehouses(ops);
    this.inventory = new Inventory(ops);
    this.stockMovements = this.inventory.movements;
    this.sales = new Sales(ops);
    this.invoices = new Invoices(ops);
    this.quotes = new Quotes(ops);
    this.cashSessions = new CashSessions(ops);
    this.reports = new Reports(ops);
    this.events = new Events(ops);
  }
}
