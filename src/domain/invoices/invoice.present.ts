import type { Invoice, InvoiceSummary } from '#src/contract/invoice.js';
import { isoOf, isoOfOrNull } from '#src/db/instants.js';
import type { TimestampsAsText } from '#src/db/prepared.js';
import type { InvoiceRow } from '#src/db/schema.js';

export type InvoiceSummaryRow = Pick<
  InvoiceRow,
  'id' | 'sale_id' | 'document_type' | 'status' | 'cufe' | 'prefix' | 'number'
>;

export const toInvoiceSummary = (row: InvoiceSummaryRow): InvoiceSummary => ({
  id: row.id,
  document_type: row.document_type as InvoiceSummary['document_type'],
  status: row.status as InvoiceSummary['status'],
  cufe: row.cufe,
  prefix: row.prefix,
  number: row.number,
});

/** An invoice's columns the API shows (the rest are bookkeeping: tenant, device, fingerprint). */
export type InvoiceColumns = Omit<InvoiceRow, 'account_id' | 'environment' | 'device_id' | 'record_hash'>;

/** The contract's invoice, from a row read with Dates or with timestamps as text. */
export function toInvoice(row: InvoiceColumns | TimestampsAsText<InvoiceColumns>): Invoice {
  const { id, ...summary } = toInvoiceSummary(row);
  return {
    object: 'invoice',
    id,
    sale_id: row.sale_id,
    customer_id: row.customer_id,
    ...summary,
    subtotal: row.subtotal,
    tax: row.tax,
    total: row.total,
    issued_at: isoOfOrNull(row.issued_at),
    created_at: isoOf(row.created_at),
    updated_at: isoOf(row.updated_at),
  };
}
