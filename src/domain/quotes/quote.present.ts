import type { Quote, QuoteItem, QuoteStatus } from '#src/contract/quote.js';
import { isoOf, isoOfOrNull } from '#src/db/instants.js';
import type { TimestampsAsText } from '#src/db/prepared.js';
import type { QuoteItemRow, QuoteRow } from '#src/db/schema.js';
import { presentLine, presentTaxes } from '#src/domain/sales/sale-lines.present.js';

export const toQuoteItem = (row: QuoteItemRow): QuoteItem => ({
  object: 'quote_item',
  ...presentLine(row),
  ...presentTaxes(row),
  note: row.note,
});

/** `row.status` must already be the status as shown (expiry applied on read). */
export function toQuote(row: QuoteRow | TimestampsAsText<QuoteRow>, items: QuoteItemRow[]): Quote {
  return {
    object: 'quote',
    id: row.id,
    number: row.number,
    status: row.status as QuoteStatus,
    customer_id: row.customer_id,
    converted_sale_id: row.converted_sale_id,
    subtotal: row.subtotal,
    discount: row.discount,
    tax: row.tax,
    total: row.total,
    tax_breakdown: row.tax_breakdown as Quote['tax_breakdown'],
    notes: row.notes,
    payment_link: row.payment_link,
    expires_at: isoOfOrNull(row.expires_at),
    sent_at: isoOfOrNull(row.sent_at),
    items: items.map(toQuoteItem),
    created_at: isoOf(row.created_at),
    updated_at: isoOf(row.updated_at),
  };
}
