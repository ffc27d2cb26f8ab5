import type { QuoteRecord } from '#src/contract/sync/records.js';
import { documentLinesRepo } from '#src/domain/document-lines.repo.js';
import { announceRecord } from '#src/domain/sync/announce.js';
import { arrive, byFingerprint, type Ingest } from '#src/domain/sync/arrival.js';
import {
  instantOrNull,
  lineColumns,
  requireUniqueIds,
  taxBreakdownJson,
} from '#src/domain/sync/record-values.js';
import { getQuote } from './quotes.service.js';

/**
 * Stores a quote a device uploaded, with its lines (first arrival inserts, a different later
 * one replaces it whole, an identical one changes nothing). The status is stored as the device
 * sent it; expiry is applied on read. Quotes have no event type: a change only reaches the
 * business's other devices.
 */
export const upsertQuote: Ingest<QuoteRecord> = async (tx, tenant, deviceId, record, now) => {
  requireUniqueIds(record.items, 'items');
  const id = record.id.toLowerCase();
  const items = record.items.map((line, position) => ({
    ...lineColumns(line, position, 'items'),
    note: line.note,
  }));
  const values = {
    number: record.number,
    status: record.status,
    customer_id: record.customer_id,
    converted_sale_id: record.converted_sale_id,
    subtotal: record.subtotal,
    discount: record.discount,
    tax: record.tax,
    total: record.total,
    tax_breakdown: taxBreakdownJson(record.tax_breakdown, 'tax_breakdown'),
    notes: record.notes,
    payment_link: record.payment_link,
    expires_at: instantOrNull(record.expires_at, 'expires_at'),
    sent_at: instantOrNull(record.sent_at, 'sent_at'),
  };
  const { outcome } = await arrive(tx, tenant, now, {
    table: 'quotes',
    id,
    values,
    deviceId,
    sameness: byFingerprint(values, items),
    writeChildren: (db) => documentLinesRepo.replace(db, 'quote_items', tenant, id, items),
  });
  if (outcome !== 'unchanged') {
    await announceRecord(tx, tenant, deviceId, now, {
      entityType: 'quote',
      event: null,
      object: await getQuote(tx, tenant, id, now),
    });
  }
  return { id, outcome };
};
