import type { Static } from '@sinclair/typebox';
import {
  CategoryRecord,
  CustomerRecord,
  ProductRecord,
  StockMovementRecord,
  VariantRecord,
  VariantStockRecord,
  WarehouseRecord,
} from './catalog-records.js';
import { CashSessionRecord, InvoiceRecord, QuoteRecord, SaleRecord } from './records.js';

/**
 * Every record type a device uploads, with the schema its `data` must pass. The order is the
 * one a device should follow inside a batch when records refer to each other (a product
 * before its variants, a sale before its invoices), though each record is applied on its own.
 */
export const RECORD_SCHEMAS = {
  customer: CustomerRecord,
  category: CategoryRecord,
  product: ProductRecord,
  variant: VariantRecord,
  warehouse: WarehouseRecord,
  stock_movement: StockMovementRecord,
  variant_stock: VariantStockRecord,
  sale: SaleRecord,
  invoice: InvoiceRecord,
  quote: QuoteRecord,
  cash_session: CashSessionRecord,
} as const;

export type RecordType = keyof typeof RECORD_SCHEMAS;
export const RECORD_TYPES = Object.keys(RECORD_SCHEMAS) as RecordType[];

export const isRecordType = (value: unknown): value is RecordType =>
  typeof value === 'string' && Object.hasOwn(RECORD_SCHEMAS, value);

export type RecordData = { [K in RecordType]: Static<(typeof RECORD_SCHEMAS)[K]> };

/** One uploaded record whose `data` passed its schema. */
export type SyncRecord = { [K in RecordType]: { type: K; data: RecordData[K] } }[RecordType];

export * from './catalog-records.js';
export * from './records.js';
