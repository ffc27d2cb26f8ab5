import type { RecordData, RecordType } from '#src/contract/sync/index.js';
import { upsertCashSession } from '#src/domain/cash/cash-session-ingest.js';
import { upsertCategoryRecord } from '#src/domain/catalog/category-ingest.js';
import { upsertProductRecord, upsertVariantRecord } from '#src/domain/catalog/product-ingest.js';
import { upsertCustomerRecord } from '#src/domain/customers/customer-ingest.js';
import { movementBatch, upsertStockMovementRecord } from '#src/domain/inventory/stock-movement-ingest.js';
import { upsertVariantStockRecord } from '#src/domain/inventory/variant-stock-ingest.js';
import { upsertWarehouseRecord } from '#src/domain/inventory/warehouse-ingest.js';
import { invoiceBatch, upsertInvoice } from '#src/domain/invoices/invoice-ingest.js';
import { upsertQuote } from '#src/domain/quotes/quote-ingest.js';
import { saleBatch, upsertSale } from '#src/domain/sales/sale-ingest.js';
import type { Ingest } from './arrival.js';
import type { RecordBatch } from './arrival-batch.js';

/** How an upload stores one type of record. */
export interface RecordKind<R> {
  /** One record in the caller's transaction, with its events and feed entries. */
  ingest: Ingest<R>;
  /** Many consecutive records at once; a type without it is stored one record at a time. */
  batch?: RecordBatch<R, { id: string }>;
  /**
   * Its arrival can change a stock level: the upload then announces the levels its records
   * marked, once each, when it ends (`announceUploadedLevels`).
   */
  movesStock?: true;
}

/** Every record type a device uploads, and the file where its own rule lives. */
const RECORD_KINDS: { [K in RecordType]: RecordKind<RecordData[K]> } = {
  customer: { ingest: upsertCustomerRecord },
  category: { ingest: upsertCategoryRecord },
  product: { ingest: upsertProductRecord },
  variant: { ingest: upsertVariantRecord, movesStock: true },
  warehouse: { ingest: upsertWarehouseRecord, movesStock: true },
  stock_movement: { ingest: upsertStockMovementRecord, batch: movementBatch, movesStock: true },
  variant_stock: { ingest: upsertVariantStockRecord, movesStock: true },
  sale: { ingest: upsertSale, batch: saleBatch },
  invoice: { ingest: upsertInvoice, batch: invoiceBatch },
  quote: { ingest: upsertQuote },
  cash_session: { ingest: upsertCashSession },
};

/**
 * The kind of a record type, its record's type left open: TypeScript cannot correlate a
 * record's `type` with its `data` through the lookup; the union of records guarantees it.
 */
export const recordKind = (type: RecordType): RecordKind<never> => RECORD_KINDS[type];
