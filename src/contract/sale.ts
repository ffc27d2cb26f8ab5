import { type Static, Type } from '@sinclair/typebox';
import type { TimestampsAsText } from '#src/db/prepared.js';
import type { SaleItemRow, SaleRow } from '#src/db/schema.js';
import { DateTime, DateTimeFilter, isoOf, ListQuery, Nullable, OneOf, Uuid } from './common.js';
import { InvoiceSummary, type InvoiceSummaryRow, toInvoiceSummary } from './invoice.js';
import {
  Label,
  LINE_EXAMPLE,
  lineFields,
  lineTaxFields,
  MAX_MONEY,
  Money,
  OptionalText,
  presentLine,
  presentTaxes,
  TaxBreakdown,
} from './sale-lines.js';

export const DOCUMENT_KINDS = ['pos', 'invoice'] as const;

/** The fields of a sale a device uploads and the API shows, with their bounds. */
export const saleFields = {
  status: Label(
    40,
    'Estado registrado por la caja, por ejemplo `completed`, `cancelled`, `open` o `pending`.',
  ),
  document_kind: OneOf(DOCUMENT_KINDS, 'Documento que pidió la caja al cobrar: `pos` o `invoice`.'),
  payment_method: Label(40, 'Como lo registró la caja, por ejemplo `CASH`, `CARD` o `NEQUI`.'),
  customer_id: Nullable(Uuid()),
  cash_session_id: Nullable(Uuid({ description: 'Sesión de caja en que se cobró.' })),
  subtotal: Money('Suma de las líneas, impuestos incluidos.'),
  discount: Money('Descuento sobre el subtotal.'),
  discount_percent: Type.Number({
    minimum: 0,
    maximum: 100,
    description: 'Porcentaje de descuento, 0 a 100.',
  }),
  tax: Money('Parte del total que es impuesto.'),
  tip_amount: Money('Propina; nunca es base gravable.'),
  total: Money('`subtotal` - `discount` + `tip_amount`.'),
  tax_breakdown: TaxBreakdown,
  notes: OptionalText(2000),
  table_label: OptionalText(60, 'Mesa o referencia del pedido.'),
};

export const OccurredAt = DateTime({
  description:
    'Cuándo se registró la venta en la caja, por el reloj de la caja. Es la fecha de negocio: úsala para reportes.',
});

export const saleItemFields = {
  ...lineFields,
  unit_cost: Nullable(
    Type.Number({ minimum: 0, maximum: MAX_MONEY, description: 'Costo unitario congelado al vender.' }),
  ),
  ...lineTaxFields,
};

export const SaleItem = Type.Object(
  { object: Type.Literal('sale_item'), id: Uuid(), ...saleItemFields },
  { title: 'SaleItem' },
);
export type SaleItem = Static<typeof SaleItem>;

const EXAMPLE = {
  object: 'sale',
  id: '1e2d3c4b-5a69-4788-9766-554433221100',
  status: 'completed',
  document_kind: 'invoice',
  payment_method: 'NEQUI',
  customer_id: '0b6c1a52-6f0e-4a57-9a7e-3c2d1e0f9a10',
  cash_session_id: '7c6b5a49-3827-4160-9f5e-4d3c2b1a0f9e',
  subtotal: 47600,
  discount: 0,
  discount_percent: 0,
  tax: 7600,
  tip_amount: 2000,
  total: 49600,
  tax_breakdown: [{ code: '01', rate: 19, per_unit: null, base: 40000, amount: 7600 }],
  notes: null,
  table_label: 'Mesa 4',
  items: [{ object: 'sale_item', ...LINE_EXAMPLE, unit_cost: 14200.5 }],
  invoices: [
    {
      id: '6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d',
      document_type: 'electronic_invoice',
      status: 'issued',
      cufe: 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9',
      prefix: 'FE',
      number: 1042,
    },
  ],
  occurred_at: '2026-11-22T15:01:37.000Z',
  created_at: '2026-11-22T15:04:12.120Z',
  updated_at: '2026-11-22T15:04:12.120Z',
};

export const Sale = Type.Object(
  {
    object: Type.Literal('sale'),
    id: Uuid(),
    ...saleFields,
    items: Type.Array(SaleItem),
    invoices: Type.Array(InvoiceSummary, { description: 'Documentos emitidos para la venta.' }),
    occurred_at: OccurredAt,
    created_at: DateTime({
      description: 'Cuándo llegó a la nube. Una caja que vendió sin conexión la sube después.',
    }),
    updated_at: DateTime(),
  },
  {
    title: 'Sale',
    description: 'Ingreso neto = `total` - `tax` - `tip_amount`.',
    examples: [EXAMPLE],
  },
);
export type Sale = Static<typeof Sale>;

export const SaleListQuery = ListQuery({
  status: Type.Optional(
    Type.String({ minLength: 1, maxLength: 40, description: 'Estado exacto, por ejemplo `completed`.' }),
  ),
  customer_id: Type.Optional(Uuid({ description: 'Ventas de ese cliente.' })),
  document_kind: Type.Optional(OneOf(DOCUMENT_KINDS, '`pos` o `invoice`.')),
  occurred_since: Type.Optional(
    DateTimeFilter('Ventas registradas en la caja desde este instante (incluido), por `occurred_at`.'),
  ),
  occurred_until: Type.Optional(
    DateTimeFilter('Ventas registradas en la caja antes de este instante (excluido), por `occurred_at`.'),
  ),
});
export type SaleListQuery = Static<typeof SaleListQuery>;

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
