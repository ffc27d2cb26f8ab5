import type { OperationId } from './types.js';

export type HttpMethod = 'GET' | 'POST' | 'PATCH';

export interface OperationRoute {
  method: HttpMethod;
  /** Relative to `/public/v1`, with `{name}` for each path parameter. */
  path: string;
  /**
   * For writes: the GET that reads the resource again when the answer carries only `object`
   * and `id` (SPEC: the change was saved but could not be re-read at that instant).
   */
  reread?: OperationId;
}

/**
 * Where each operation of the API lives. `satisfies` makes the type check fail when the
 * generated types gain an operation this table (and so the client) does not cover, and
 * test/sdk-types.test.ts checks each method and path against the server's document.
 */
export const OPERATIONS = {
  getMe: { method: 'GET', path: '/me' },
  listCustomers: { method: 'GET', path: '/customers' },
  createCustomer: { method: 'POST', path: '/customers', reread: 'getCustomer' },
  getCustomer: { method: 'GET', path: '/customers/{id}' },
  updateCustomer: { method: 'PATCH', path: '/customers/{id}', reread: 'getCustomer' },
  listCategories: { method: 'GET', path: '/categories' },
  createCategory: { method: 'POST', path: '/categories', reread: 'getCategory' },
  getCategory: { method: 'GET', path: '/categories/{id}' },
  updateCategory: { method: 'PATCH', path: '/categories/{id}', reread: 'getCategory' },
  listProducts: { method: 'GET', path: '/products' },
  createProduct: { method: 'POST', path: '/products', reread: 'getProduct' },
  getProduct: { method: 'GET', path: '/products/{id}' },
  updateProduct: { method: 'PATCH', path: '/products/{id}', reread: 'getProduct' },
  // Answers the whole product, so its id is the product's.
  updateProductVariant: {
    method: 'PATCH',
    path: '/products/{id}/variants/{variantId}',
    reread: 'getProduct',
  },
  listWarehouses: { method: 'GET', path: '/warehouses' },
  getWarehouse: { method: 'GET', path: '/warehouses/{id}' },
  listStockMovements: { method: 'GET', path: '/inventory/movements' },
  listStockLevels: { method: 'GET', path: '/inventory/levels' },
  createStockMovement: { method: 'POST', path: '/inventory/movements', reread: 'getStockMovement' },
  getStockMovement: { method: 'GET', path: '/inventory/movements/{id}' },
  listSales: { method: 'GET', path: '/sales' },
  getSale: { method: 'GET', path: '/sales/{id}' },
  listInvoices: { method: 'GET', path: '/invoices' },
  getInvoice: { method: 'GET', path: '/invoices/{id}' },
  listQuotes: { method: 'GET', path: '/quotes' },
  getQuote: { method: 'GET', path: '/quotes/{id}' },
  listCashSessions: { method: 'GET', path: '/cash-sessions' },
  getCashSession: { method: 'GET', path: '/cash-sessions/{id}' },
  getDailySalesReport: { method: 'GET', path: '/reports/daily-sales' },
  listEvents: { method: 'GET', path: '/events' },
  getEvent: { method: 'GET', path: '/events/{id}' },
} as const satisfies Record<OperationId, OperationRoute>;
