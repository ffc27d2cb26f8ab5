import { type Static, Type } from '@sinclair/typebox';
import type { QuoteItemRow, QuoteRow } from '#src/db/schema.js';
import { DateTime, iso, isoOrNull, ListQuery, Nullable, OneOf, Uuid } from './common.js';
import {
  LINE_EXAMPLE,
  lineFields,
  lineTaxFields,
  Money,
  OptionalText,
  presentLine,
  presentTaxes,
  TaxBreakdown,
} from './sale-lines.js';

export const QUOTE_STATUSES = ['draft', 'sent', 'accepted', 'rejected', 'expired', 'converted'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** The fields of a quote a device uploads and the API shows, with their bounds. */
export const quoteFields = {
  number: OptionalText(40, 'Número de la cotización en la caja.'),
  status: OneOf(
    QUOTE_STATUSES,
    '`draft`, `sent`, `accepted`, `rejected`, `expired` o `converted`. Una cotización en `draft` o `sent` ' +
      'cuyo `expires_at` ya pasó se muestra como `expired`.',
  ),
  customer_id: Nullable(Uuid()),
  converted_sale_id: Nullable(Uuid({ description: 'Venta en que se convirtió.' })),
  subtotal: Money('Suma de las líneas, impuestos incluidos.'),
  discount: Money(),
  tax: Money('Parte del total que es impuesto.'),
  total: Money(),
  tax_breakdown: TaxBreakdown,
  notes: OptionalText(2000),
  payment_link: OptionalText(2048, 'Enlace de pago enviado al cliente.'),
  expires_at: Nullable(DateTime({ description: 'Desde este instante la cotización vence.' })),
  sent_at: Nullable(DateTime()),
};

export const quoteItemFields = { ...lineFields, ...lineTaxFields, note: OptionalText(500) };

export const QuoteItem = Type.Object(
  { object: Type.Literal('quote_item'), id: Uuid(), ...quoteItemFields },
  { title: 'QuoteItem' },
);
export type QuoteItem = Static<typeof QuoteItem>;

const EXAMPLE = {
  object: 'quote',
  id: '2b3c4d5e-6f70-4819-8a2b-3c4d5e6f7081',
  number: 'COT-0087',
  status: 'sent',
  customer_id: '0b6c1a52-6f0e-4a57-9a7e-3c2d1e0f9a10',
  converted_sale_id: null,
  subtotal: 47600,
  discount: 0,
  tax: 7600,
  total: 47600,
  tax_breakdown: [{ code: '01', rate: 19, per_unit: null, base: 40000, amount: 7600 }],
  notes: 'Entrega en 3 días hábiles',
  payment_link: null,
  expires_at: '2026-12-01T05:00:00.000Z',
  sent_at: '2026-11-22T16:00:00.000Z',
  items: [{ object: 'quote_item', ...LINE_EXAMPLE, note: null }],
  created_at: '2026-11-22T16:00:03.120Z',
  updated_at: '2026-11-22T16:00:03.120Z',
};

export const Quote = Type.Object(
  {
    object: Type.Literal('quote'),
    id: Uuid(),
    ...quoteFields,
    items: Type.Array(QuoteItem),
    created_at: DateTime({ description: 'Cuándo llegó a la nube.' }),
    updated_at: DateTime(),
  },
  { title: 'Quote', examples: [EXAMPLE] },
);
export type Quote = Static<typeof Quote>;

export const QuoteListQuery = ListQuery({
  status: Type.Optional(
    OneOf(QUOTE_STATUSES, 'Estado como se muestra: `expired` incluye las vencidas por `expires_at`.'),
  ),
  customer_id: Type.Optional(Uuid({ description: 'Cotizaciones de ese cliente.' })),
});
export type QuoteListQuery = Static<typeof QuoteListQuery>;

export const toQuoteItem = (row: QuoteItemRow): QuoteItem => ({
  object: 'quote_item',
  ...presentLine(row),
  ...presentTaxes(row),
  note: row.note,
});

/** `row.status` must already be the status as shown (expiry applied on read). */
export function toQuote(row: QuoteRow, items: QuoteItemRow[]): Quote {
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
    expires_at: isoOrNull(row.expires_at),
    sent_at: isoOrNull(row.sent_at),
    items: items.map(toQuoteItem),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
