import { type Static, Type } from '@sinclair/typebox';
import type { InvoiceRow } from '#src/db/schema.js';
import { DateTime, iso, isoOrNull, ListQuery, Nullable, OneOf, Uuid } from './common.js';
import { Money } from './sale-lines.js';

export const DOCUMENT_TYPES = [
  'electronic_invoice',
  'pos_document',
  'pos_adjustment_note',
  'internal_invoice',
  'other',
] as const;
export const INVOICE_STATUSES = ['pending', 'issued', 'rejected', 'emission_failed', 'annulled'] as const;

/** The fields a device uploads and the API shows, with their bounds. */
export const invoiceFields = {
  sale_id: Nullable(Uuid({ description: 'Venta del documento; detalle en GET /sales/{id}.' })),
  customer_id: Nullable(Uuid()),
  document_type: OneOf(
    DOCUMENT_TYPES,
    '`electronic_invoice` (factura electrónica, tipo 1, CUFE), `pos_document` (documento equivalente POS, tipo 15, CUDE), ' +
      '`pos_adjustment_note` (nota de ajuste, tipo 26), `internal_invoice` (no electrónica) u `other`.',
  ),
  status: OneOf(INVOICE_STATUSES, 'Estado ante la autoridad tributaria.'),
  cufe: Nullable(Type.String({ maxLength: 200, description: 'CUFE o CUDE del documento electrónico.' })),
  prefix: Nullable(Type.String({ maxLength: 20, description: 'Prefijo de la numeración.' })),
  number: Type.Integer({ minimum: 0, maximum: 1_000_000_000_000, description: 'Consecutivo.' }),
  subtotal: Money('Valor antes de impuestos.'),
  tax: Money('Impuestos del documento.'),
  total: Money('Valor total del documento.'),
  issued_at: Nullable(DateTime({ description: 'Cuándo se emitió; null mientras no se haya emitido.' })),
};

export const InvoiceSummary = Type.Object(
  {
    id: Uuid({ description: 'Detalle en GET /invoices/{id}.' }),
    document_type: invoiceFields.document_type,
    status: invoiceFields.status,
    cufe: invoiceFields.cufe,
    prefix: invoiceFields.prefix,
    number: invoiceFields.number,
  },
  { title: 'InvoiceSummary', description: 'Un documento de la venta, en resumen.' },
);
export type InvoiceSummary = Static<typeof InvoiceSummary>;

const EXAMPLE = {
  object: 'invoice',
  id: '6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d',
  sale_id: '1e2d3c4b-5a69-4788-9766-554433221100',
  customer_id: '0b6c1a52-6f0e-4a57-9a7e-3c2d1e0f9a10',
  document_type: 'electronic_invoice',
  status: 'issued',
  cufe: 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9',
  prefix: 'FE',
  number: 1042,
  subtotal: 40000,
  tax: 7600,
  total: 47600,
  issued_at: '2026-11-22T15:04:10.000Z',
  created_at: '2026-11-22T15:04:12.120Z',
  updated_at: '2026-11-22T15:04:12.120Z',
} as const;

export const Invoice = Type.Object(
  {
    object: Type.Literal('invoice'),
    id: Uuid(),
    ...invoiceFields,
    created_at: DateTime({ description: 'Cuándo llegó a la nube.' }),
    updated_at: DateTime(),
  },
  {
    title: 'Invoice',
    description: 'Factura electrónica, documento equivalente POS o documento interno. No publica PDF ni XML.',
    examples: [EXAMPLE],
  },
);
export type Invoice = Static<typeof Invoice>;

export const InvoiceListQuery = ListQuery({
  document_type: Type.Optional(invoiceFields.document_type),
  status: Type.Optional(invoiceFields.status),
  sale_id: Type.Optional(Uuid({ description: 'Documentos de esa venta.' })),
});
export type InvoiceListQuery = Static<typeof InvoiceListQuery>;

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

export function toInvoice(row: InvoiceRow): Invoice {
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
    issued_at: isoOrNull(row.issued_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
