import { type Static, Type } from '@sinclair/typebox';
import { cashMovementFields, cashSessionFields } from '../cash-session.js';
import { Uuid } from '../common.js';
import { invoiceFields } from '../invoice.js';
import { quoteFields, quoteItemFields } from '../quote.js';
import { OccurredAt, saleFields, saleItemFields } from '../sale.js';
import { MAX_LINES } from '../sale-lines.js';

/**
 * What a device uploads: one record per sale, invoice, quote or cash session, each the whole
 * current state of that record under the id the device gave it. The fields and their bounds
 * are the API's own (a record is what GET shows, without `object` and the cloud's times), and
 * every field is required, null where it has no value: a record never leaves a field to be guessed.
 * The device sync interface validates each record on its own with these schemas, then hands it
 * to the domain's `upsert…` function, which checks what a schema cannot (sums, unique line ids).
 */

const strict = (title: string, description: string) => ({ additionalProperties: false, title, description });

const RecordId = (what: string) => Uuid({ description: `El id que la caja dio a ${what}.` });

export const SaleItemRecord = Type.Object(
  { id: RecordId('la línea'), ...saleItemFields },
  strict('SaleItemRecord', 'Una línea de venta.'),
);

export const SaleRecord = Type.Object(
  {
    id: RecordId('la venta'),
    ...saleFields,
    items: Type.Array(SaleItemRecord, { maxItems: MAX_LINES }),
    occurred_at: OccurredAt,
  },
  strict('SaleRecord', 'Una venta como la sube la caja: `total` = `subtotal` - `discount` + `tip_amount`.'),
);
export type SaleRecord = Static<typeof SaleRecord>;

export const InvoiceRecord = Type.Object(
  { id: RecordId('el documento'), ...invoiceFields },
  strict('InvoiceRecord', 'Un documento (factura, documento equivalente POS, nota) de una venta.'),
);
export type InvoiceRecord = Static<typeof InvoiceRecord>;

export const QuoteItemRecord = Type.Object(
  { id: RecordId('la línea'), ...quoteItemFields },
  strict('QuoteItemRecord', 'Una línea de cotización.'),
);

export const QuoteRecord = Type.Object(
  {
    id: RecordId('la cotización'),
    ...quoteFields,
    items: Type.Array(QuoteItemRecord, { maxItems: MAX_LINES }),
  },
  strict('QuoteRecord', 'Una cotización con su estado guardado en la caja.'),
);
export type QuoteRecord = Static<typeof QuoteRecord>;

export const CashMovementRecord = Type.Object(
  { id: RecordId('el movimiento'), ...cashMovementFields },
  strict('CashMovementRecord', 'Una entrada o salida de efectivo.'),
);

export const CashSessionRecord = Type.Object(
  {
    id: RecordId('la sesión'),
    ...cashSessionFields,
    movements: Type.Array(CashMovementRecord, { maxItems: MAX_LINES }),
  },
  strict('CashSessionRecord', 'Una sesión de caja con todos sus movimientos; cerrada, lleva `closed_at`.'),
);
export type CashSessionRecord = Static<typeof CashSessionRecord>;
