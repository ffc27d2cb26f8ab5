import { type Static, Type } from '@sinclair/typebox';
import { ArrivedAt, DateTime, ListQuery, Nullable, ObjectName, OneOf, UpdatedAt, Uuid } from './common.js';
import { INVOICE_EXAMPLE, SALE_EXAMPLE } from './examples/sales.js';
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
  sale_id: Nullable(
    Uuid({ description: 'Venta del documento; detalle en GET /sales/{id}. Null si no viene de una venta.' }),
  ),
  customer_id: Nullable(Uuid({ description: 'Cliente (adquiriente) del documento; null si no tiene.' })),
  document_type: OneOf(
    DOCUMENT_TYPES,
    '`electronic_invoice` (factura electrónica, tipo 1, CUFE), `pos_document` (documento equivalente POS, tipo 15, CUDE), ' +
      '`pos_adjustment_note` (nota de ajuste, tipo 26), `internal_invoice` (no electrónica) u `other`.',
  ),
  status: OneOf(INVOICE_STATUSES, 'Estado ante la autoridad tributaria.'),
  cufe: Nullable(
    Type.String({
      maxLength: 200,
      description: 'CUFE o CUDE del documento electrónico; null en los internos o mientras no se emite.',
    }),
  ),
  prefix: Nullable(
    Type.String({
      maxLength: 20,
      description: 'Prefijo de la numeración, por ejemplo `FE`; null si no tiene.',
    }),
  ),
  number: Type.Integer({
    minimum: 0,
    maximum: 1_000_000_000_000,
    description: 'Consecutivo dentro de la numeración del prefijo.',
  }),
  subtotal: Money('Valor antes de impuestos.'),
  tax: Money('Impuestos del documento.'),
  total: Money('Valor total del documento.'),
  issued_at: Nullable(
    DateTime({ description: 'Cuándo se emitió, en UTC; null mientras no se haya emitido.' }),
  ),
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
  {
    title: 'InvoiceSummary',
    description: 'Un documento de la venta, en resumen.',
    examples: [SALE_EXAMPLE.invoices[0]],
  },
);
export type InvoiceSummary = Static<typeof InvoiceSummary>;

export const Invoice = Type.Object(
  {
    object: ObjectName('invoice'),
    id: Uuid({ description: 'Id del documento.' }),
    ...invoiceFields,
    created_at: ArrivedAt,
    updated_at: UpdatedAt,
  },
  {
    title: 'Invoice',
    description: 'Factura electrónica, documento equivalente POS o documento interno. No publica PDF ni XML.',
    examples: [INVOICE_EXAMPLE],
  },
);
export type Invoice = Static<typeof Invoice>;

export const InvoiceListQuery = ListQuery({
  document_type: Type.Optional(invoiceFields.document_type),
  status: Type.Optional(invoiceFields.status),
  sale_id: Type.Optional(Uuid({ description: 'Documentos de esa venta.' })),
});
export type InvoiceListQuery = Static<typeof InvoiceListQuery>;
