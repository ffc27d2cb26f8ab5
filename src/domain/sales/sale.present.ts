import type { InvoiceSummary } from '#src/contract/invoice.js';
import type { Sale, SaleItem } from '#src/contract/sale.js';
import { isoOf } from '#src/db/instants.js';
import type { TimestampsAsText } from '#src/db/prepared.js';
import type { SaleItemRow, SaleRow } from '#src/db/schema.js';
import { type InvoiceSummaryRow, toInvoiceSummary } from '#src/domain/invoices/invoice.present.js';
import { presentLine, presentTaxes } from '#src/domain/sales/sale-lines.present.js';

export const toSaleItem = (row: SaleItemRow): SaleItem => ({
  object: 'sale_item',
  ...presentLine(row),
  unit_cost: row.unit_cost,
  ...presentTaxes(row),
});

/** The columns of a sale the API shows (the rest are bookkeeping: tenant, device, fingerprint). */
export type SaleColumns = Pick<
  SaleRow,
  | 'id'
  | 'status'
  | 'document_kind'
  | 'payment_method'
  | 'customer_id'
  | 'cash_session_id'
  | 'subtotal'
  | 'discount'
  | 'discount_percent'
  | 'tax'
  | 'tip_amount'
  | 'total'
  | 'tax_breakdown'
  | 'notes'
  | 'table_label'
  | 'occurred_at'
  | 'created_at'
  | 'updated_at'
>;

export function toSale(row: SaleRow, items: SaleItemRow[], invoices: InvoiceSummaryRow[]): Sale {
  return presentSale(row, items.map(toSaleItem), invoices.map(toInvoiceSummary));
}

/**
 * The contract's sale from its columns (read with Dates or with timestamps as text) and its
 * lines and documents already in the API's shape, as the database builds them for the reads.
 */
export function presentSale(
  row: SaleColumns | TimestampsAsText<SaleColumns>,
  items: SaleItem[],
  invoices: InvoiceSummary[],
): Sale {
  return {
    object: 'sale',
    id: row.id,
    status: row.status,
    document_kind: row.document_kind,
    payment_method: row.payment_method,
    customer_id: row.customer_id,
    cash_session_id: row.cash_session_id,
    subtotal: row.subtotal,
    discount: row.discount,
    discount_percent: row.discount_percent,
    tax: row.tax,
    tip_amount: row.tip_amount,
    total: row.total,
    tax_breakdown: row.tax_breakdown as Sale['tax_breakdown'],
    notes: row.notes,
    table_label: row.table_label,
    items,
    invoices,
    occurred_at: isoOf(row.occurred_at),
    created_at: isoOf(row.created_at),
    updated_at: isoOf(row.updated_at),
  };
}
