/** How `@caja/sdk` exposes an operation: `caja.<resource>.<method>(…)`, and what a sample calls its result. */
export interface SdkCall {
  /** The path from the client to the method's object: `sales`, `inventory.levels`. */
  resource: string;
  method: string;
  result: string;
}

/** The operations whose SDK name does not follow `<verb><Resource>` (sdk/src/client.ts). */
const IRREGULAR: Record<string, SdkCall> = {
  getMe: { resource: 'me', method: 'get', result: 'account' },
  updateProductVariant: { resource: 'variants', method: 'update', result: 'product' },
  getDailySalesReport: { resource: 'reports', method: 'dailySales', result: 'report' },
  listStockMovements: { resource: 'inventory.movements', method: 'list', result: 'stockMovement' },
  getStockMovement: { resource: 'inventory.movements', method: 'get', result: 'stockMovement' },
  createStockMovement: { resource: 'inventory.movements', method: 'create', result: 'stockMovement' },
  listStockLevels: { resource: 'inventory.levels', method: 'list', result: 'stockLevel' },
};

const camel = (value: string) => value.charAt(0).toLowerCase() + value.slice(1);
const plural = (noun: string) => (noun.endsWith('y') ? `${noun.slice(0, -1)}ies` : `${noun}s`);
const singular = (noun: string) => (noun.endsWith('ies') ? `${noun.slice(0, -3)}y` : noun.replace(/s$/, ''));

/**
 * The SDK method of an operation: `listSales` → `caja.sales.list`, `createCustomer` →
 * `caja.customers.create`. test/docs.test.ts checks each one exists on a client.
 */
export function sdkCall(operationId: string): SdkCall | undefined {
  const irregular = IRREGULAR[operationId];
  if (irregular) return irregular;
  const match = /^(list|get|create|update)([A-Z]\w*)$/.exec(operationId);
  if (!match) return undefined;
  const [, verb, noun] = match as unknown as [string, string, string];
  const one = verb === 'list' ? singular(noun) : noun;
  return { resource: camel(plural(one)), method: verb, result: camel(one) };
}
