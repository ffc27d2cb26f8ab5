import type { SaleRecord } from '#src/contract/sync/records.js';
import type { SaleItemRow } from '#src/db/schema.js';
import { documentLinesRepo } from '#src/domain/document-lines.repo.js';
import { validationError } from '#src/domain/errors.js';
import { announceArrival } from '#src/domain/sync/announce.js';
import { arrive, byFingerprint, type Ingest } from '#src/domain/sync/arrival.js';
import { type StoredForm, wholeRecordBatch } from '#src/domain/sync/arrival-batch.js';
import {
  decimals,
  instant,
  lineColumns,
  requireUniqueIds,
  taxBreakdownJson,
} from '#src/domain/sync/record-values.js';
import { getSale, presentSales } from './sales.service.js';

const RESEND = 'Corrige la venta en la caja y vuelve a sincronizarla.';

/**
 * The money rules of a sale (SPEC: `subtotal` is the sum of the lines, `total` = `subtotal` -
 * `discount` + `tip_amount`, and `tax` is a portion of what is left once the tip is out).
 * Throws VALIDATION_ERROR naming the first field that does not add up.
 */
export function checkSaleRecord(record: SaleRecord): void {
  requireUniqueIds(record.items, 'items');
  const lines = record.items.reduce((sum, item) => sum + item.subtotal, 0);
  if (record.subtotal !== lines) {
    throw validationError(
      'subtotal',
      `\`subtotal\` (${record.subtotal}) debe ser la suma de los \`subtotal\` de las líneas (${lines}). ${RESEND}`,
    );
  }
  const total = record.subtotal - record.discount + record.tip_amount;
  if (record.total !== total) {
    throw validationError(
      'total',
      `\`total\` (${record.total}) debe ser \`subtotal\` - \`discount\` + \`tip_amount\` = ${total}. ${RESEND}`,
    );
  }
  if (record.tax > record.total - record.tip_amount) {
    throw validationError(
      'tax',
      `\`tax\` (${record.tax}) es la parte del total que es impuesto y no puede superar \`total\` - \`tip_amount\` (${record.total - record.tip_amount}). ${RESEND}`,
    );
  }
}

/** A sale's stored form: its columns and its lines. Throws VALIDATION_ERROR as an upload answers it. */
export function saleForm(record: SaleRecord) {
  checkSaleRecord(record);
  const lines = record.items.map((line, position) => ({
    ...lineColumns(line, position, 'items'),
    unit_cost: line.unit_cost === null ? null : decimals(line.unit_cost, 6),
  }));
  return {
    id: record.id.toLowerCase(),
    values: {
      status: record.status,
      document_kind: record.document_kind,
      payment_method: record.payment_method,
      customer_id: record.customer_id,
      cash_session_id: record.cash_session_id,
      subtotal: record.subtotal,
      discount: record.discount,
      discount_percent: decimals(record.discount_percent, 4),
      tax: record.tax,
      tip_amount: record.tip_amount,
      total: record.total,
      tax_breakdown: taxBreakdownJson(record.tax_breakdown, 'tax_breakdown'),
      notes: record.notes,
      table_label: record.table_label,
      occurred_at: instant(record.occurred_at, 'occurred_at'),
    },
    lines,
  } satisfies StoredForm<'sales'>;
}

/** Sales many at a time (`arriveMany`), with `sale.created` or `sale.updated` for each change. */
export const saleBatch = wholeRecordBatch<SaleRecord, 'sales'>({
  table: 'sales',
  lines: 'sale_items',
  jsonColumns: new Set(['tax_breakdown', 'taxes']),
  entityType: 'sale',
  events: { created: 'sale.created', updated: 'sale.updated' },
  storedForm: saleForm,
  present: (tx, tenant, rows, lines) => presentSales(tx, tenant, rows, lines as SaleItemRow[]),
});

/**
 * Stores one sale a device uploaded (see `arrive` for the arrival rules) and, when it
 * changed, emits `sale.created` or `sale.updated` in the same transaction. The record must have
 * passed the `SaleRecord` schema; what the schema cannot check is refused here with
 * VALIDATION_ERROR before anything is written. Uploads store sales many at a time through
 * `saleBatch`; this is the path a batch falls back to, record by record.
 */
export const upsertSale: Ingest<SaleRecord> = async (tx, tenant, deviceId, record, now) => {
  const { id, values, lines } = saleForm(record);
  const { outcome } = await arrive(tx, tenant, now, {
    table: 'sales',
    id,
    values,
    deviceId,
    sameness: byFingerprint(values, lines),
    writeChildren: (db) => documentLinesRepo.replace(db, 'sale_items', tenant, id, lines),
  });
  await announceArrival(tx, tenant, deviceId, now, { entityType: 'sale', outcome }, () =>
    getSale(tx, tenant, id),
  );
  return { id, outcome };
};
