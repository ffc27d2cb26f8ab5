import type { RecordData, RecordType, SyncRecord } from '#src/contract/sync/index.js';
import type { Tx } from '#src/db/database.js';
import { upsertCashSession } from '#src/domain/cash/cash-session-ingest.js';
import type { Tenant } from '#src/domain/context.js';
import { upsertInvoice } from '#src/domain/invoices/invoice-ingest.js';
import { upsertQuote } from '#src/domain/quotes/quote-ingest.js';
import type { UpsertResult } from '#src/domain/sales/device-upsert.js';
import { upsertSale } from '#src/domain/sales/sale-ingest.js';
import { upsertCategoryRecord, upsertCustomerRecord } from './ingest-customers-categories.js';
import {
  upsertStockMovementRecord,
  upsertVariantStockRecord,
  upsertWarehouseRecord,
} from './ingest-inventory.js';
import { upsertProductRecord, upsertVariantRecord } from './ingest-products.js';

type Ingest<K extends RecordType> = (
  tx: Tx,
  tenant: Tenant,
  deviceId: string,
  record: RecordData[K],
  now: Date,
) => Promise<UpsertResult>;

/** The domain function that stores each record type a device uploads, with its events and feed entries. */
const INGESTERS: { [K in RecordType]: Ingest<K> } = {
  customer: upsertCustomerRecord,
  category: upsertCategoryRecord,
  product: upsertProductRecord,
  variant: upsertVariantRecord,
  warehouse: upsertWarehouseRecord,
  stock_movement: upsertStockMovementRecord,
  variant_stock: upsertVariantStockRecord,
  sale: upsertSale,
  invoice: upsertInvoice,
  quote: upsertQuote,
  cash_session: upsertCashSession,
};

/** Stores one uploaded record that passed its schema. Run inside the record's own transaction. */
export function ingestRecord(
  tx: Tx,
  tenant: Tenant,
  deviceId: string,
  record: SyncRecord,
  now: Date,
): Promise<UpsertResult> {
  // TypeScript cannot correlate `type` with `data` through the lookup; the union guarantees it.
  const ingest = INGESTERS[record.type] as Ingest<RecordType>;
  return ingest(tx, tenant, deviceId, record.data as never, now);
}
