import type { EventType } from '#src/contract/event-types.js';
import type { DeviceClient, UploadRecord } from './device-client.js';
import * as make from './device-records.js';
import type { TestTenant } from './harness.js';
import type { ApiResponse } from './http.js';
import { simpleProduct } from './inventory-fixtures.js';
import { cashSessionRecord, invoiceRecord, saleRecord } from './sales-fixtures.js';

/** One way an event type arises: its type, how, and the write, which answers its resource's API path. */
export type EventSource = [type: EventType, how: string, write: () => Promise<string>];

async function idOf(response: Promise<ApiResponse>): Promise<string> {
  const res = await response;
  if (res.status >= 300) throw new Error(`setup write answered ${res.status}: ${res.text}`);
  return res.body.id;
}

/**
 * A write for every way each of the 12 event types arises, through the API or a register's
 * upload (the shop needs a default warehouse). `context` is read when a write runs, so the list
 * can be declared before the shop exists.
 */
export function eventSources(context: () => { shop: TestTenant; device: DeviceClient }): EventSource[] {
  const shop = {
    get test() {
      return context().shop.test;
    },
  };
  const device = { uploadOk: (records: UploadRecord[]) => context().device.uploadOk(records) };
  /** Creates a resource through the API and returns its path. */
  const post = async (path: string, body: object) => `${path}/${await idOf(shop.test.post(path, body))}`;
  /** Creates a resource, then edits it; returns its path. */
  const postThenPatch = async (path: string, body: object, patch: object) => {
    const at = await post(path, body);
    await idOf(shop.test.patch(at, patch));
    return at;
  };
  /** Uploads records as the register would, one by one, and returns the API path of the last. */
  const upload = async (path: string, ...records: UploadRecord[]) => {
    for (const record of records) await device.uploadOk([record]);
    return `${path}/${make.idOf(records.at(-1)!)}`;
  };
  const sale = saleRecord();
  const invoice = invoiceRecord(sale);
  const session = cashSessionRecord();
  const closed = cashSessionRecord({
    ...session,
    status: 'closed',
    closed_at: session.opened_at,
    closing_cash: 350000,
  });

  return [
    ['customer.created', 'POST /customers', () => post('/customers', { name: 'Ana María' })],
    ['customer.created', 'a register upload', () => upload('/customers', make.customer())],
    [
      'customer.updated',
      'PATCH /customers/{id}',
      () => postThenPatch('/customers', { name: 'Carlos' }, { phone: '+57 301 222 3344' }),
    ],
    ['category.created', 'POST /categories', () => post('/categories', { name: 'Bebidas' })],
    [
      'category.updated',
      'PATCH /categories/{id}',
      () => postThenPatch('/categories', { name: 'Lácteos' }, { sort_order: 3 }),
    ],
    ['product.created', 'POST /products', () => post('/products', { name: 'Café 500 g', base_price: 32000 })],
    [
      'product.updated',
      'PATCH /products/{id}',
      () => postThenPatch('/products', { name: 'Pan tajado', base_price: 5000 }, { base_price: 5200 }),
    ],
    [
      'stock_movement.created',
      'POST /inventory/movements',
      async () =>
        post('/inventory/movements', {
          product_id: await simpleProduct(shop.test),
          type: 'in',
          quantity: 12,
        }),
    ],
    ['sale.created', 'a register upload', () => upload('/sales', { type: 'sale', data: sale })],
    [
      'sale.updated',
      'a register upload of the same sale, changed',
      () => upload('/sales', { type: 'sale', data: { ...sale, status: 'cancelled' } }),
    ],
    ['invoice.created', 'a register upload', () => upload('/invoices', { type: 'invoice', data: invoice })],
    [
      'invoice.updated',
      'a register upload of the same document, changed',
      () => upload('/invoices', { type: 'invoice', data: { ...invoice, status: 'annulled' } }),
    ],
    [
      'cash_session.closed',
      'a register upload closing an open session',
      () =>
        upload(
          '/cash-sessions',
          { type: 'cash_session', data: session },
          { type: 'cash_session', data: closed },
        ),
    ],
  ];
}
