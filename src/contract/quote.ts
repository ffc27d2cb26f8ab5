import { type Static, Type } from '@sinclair/typebox';
import { ArrivedAt, DateTime, ListQuery, Nullable, ObjectName, OneOf, UpdatedAt, Uuid } from './common.js';
import { QUOTE_EXAMPLE } from './examples/sales.js';
import { lineFields, lineTaxFields, Money, OptionalText, TaxBreakdown } from './sale-lines.js';

export const QUOTE_STATUSES = ['draft', 'sent', 'accepted', 'rejected', 'expired', 'converted'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** The fields of a quote a device uploads and the API shows, with their bounds. */
export const quoteFields = {
  number: OptionalText(40, 'Número de la cotización en la caja; null si no tiene.'),
  status: OneOf(
    QUOTE_STATUSES,
    '`draft`, `sent`, `accepted`, `rejected`, `expired` o `converted`. Una cotización en `draft` o `sent` ' +
      'cuyo `expires_at` ya pasó se muestra como `expired`.',
  ),
  customer_id: Nullable(Uuid({ description: 'Cliente de la cotización; null si no tiene.' })),
  converted_sale_id: Nullable(
    Uuid({ description: 'Venta en que se convirtió; null mientras no se haya convertido.' }),
  ),
  subtotal: Money('Suma de las líneas, impuestos incluidos.'),
  discount: Money('Descuento sobre el subtotal.'),
  tax: Money('Parte del total que es impuesto.'),
  total: Money('Valor total de la cotización, impuestos incluidos.'),
  tax_breakdown: TaxBreakdown,
  notes: OptionalText(2000, 'Nota para el cliente; null si no hay.'),
  payment_link: OptionalText(2048, 'Enlace de pago enviado al cliente; null si no se envió.'),
  expires_at: Nullable(
    DateTime({ description: 'Desde este instante (UTC) la cotización vence; null si no vence.' }),
  ),
  sent_at: Nullable(
    DateTime({ description: 'Cuándo se envió al cliente, en UTC; null si no se ha enviado.' }),
  ),
};

export const quoteItemFields = {
  ...lineFields,
  ...lineTaxFields,
  note: OptionalText(500, 'Nota de la línea para el cliente; null si no hay.'),
};

export const QuoteItem = Type.Object(
  { object: ObjectName('quote_item'), id: Uuid({ description: 'Id de la línea.' }), ...quoteItemFields },
  { title: 'QuoteItem', examples: [QUOTE_EXAMPLE.items[0]] },
);
export type QuoteItem = Static<typeof QuoteItem>;

export const Quote = Type.Object(
  {
    object: ObjectName('quote'),
    id: Uuid({ description: 'Id de la cotización.' }),
    ...quoteFields,
    items: Type.Array(QuoteItem, { description: 'Las líneas de la cotización, en el orden de la caja.' }),
    created_at: ArrivedAt,
    updated_at: UpdatedAt,
  },
  { title: 'Quote', examples: [QUOTE_EXAMPLE] },
);
export type Quote = Static<typeof Quote>;

export const QuoteListQuery = ListQuery({
  status: Type.Optional(
    OneOf(QUOTE_STATUSES, 'Estado como se muestra: `expired` incluye las vencidas por `expires_at`.'),
  ),
  customer_id: Type.Optional(Uuid({ description: 'Cotizaciones de ese cliente.' })),
});
export type QuoteListQuery = Static<typeof QuoteListQuery>;
