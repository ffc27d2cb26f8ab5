import type { InvoiceRecord } from '#src/contract/sync/records.js';
import { toInvoice } from '#src/domain/invoices/invoice.present.js';
import { announceArrival } from '#src/domain/sync/announce.js';
import { arrive, byFingerprint, type Ingest } from '#src/domain/sync/arrival.js';
import { type StoredForm, wholeRecordBatch } from '#src/domain/sync/arrival-batch.js';
import { instantOrNull } from '#src/domain/sync/record-values.js';
import { getInvoice } from './invoices.service.js';

/** An invoice's stored form. Throws VALIDATION_ERROR as an upload answers it. */
export function invoiceForm(record: InvoiceRecord) {
  return {
    id: record.id.toLowerCase(),
    values: {
      sale_id: record.sale_id,
      customer_id: record.customer_id,
      document_type: record.document_type,
      status: record.status,
      cufe: record.cufe,
      prefix: record.prefix,
      number: record.number,
      subtotal: record.subtotal,
      tax: record.tax,
      total: record.total,
      issued_at: instantOrNull(record.issued_at, 'issued_at'),
    },
    lines: [],
  } satisfies StoredForm<'invoices'>;
}

/** Invoices many at a time (`arriveMany`), with `invoice.created` or `invoice.updated` for each change. */
export const invoiceBatch = wholeRecordBatch<InvoiceRecord, 'invoices'>({
  table: 'invoices',
  lines: null,
  jsonColumns: new Set(),
  entityType: 'invoice',
  events: { created: 'invoice.created', updated: 'invoice.updated' },
  storedForm: invoiceForm,
  present: async (_tx, _tenant, rows) => rows.map(toInvoice),
});

/**
 * Stores one invoice a device uploaded (first arrival inserts, a different later one replaces
 * it, an identical one changes nothing) and, when it changed, emits `invoice.created` or
 * `invoice.updated` in the same transaction. Its sale may arrive before or after it. Uploads
 * store invoices many at a time through `invoiceBatch`; this is the path a batch falls back to.
 */
export const upsertInvoice: Ingest<InvoiceRecord> = async (tx, tenant, deviceId, record, now) => {
  const { id, values, lines } = invoiceForm(record);
  const { outcome } = await arrive(tx, tenant, now, {
    table: 'invoices',
    id,
    values,
    deviceId,
    sameness: byFingerprint(values, lines),
  });
  await announceArrival(tx, tenant, deviceId, now, { entityType: 'invoice', outcome }, () =>
    getInvoice(tx, tenant, id),
  );
  return { id, outcome };
};
