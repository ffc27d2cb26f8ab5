import type { InvoiceRecord } from '#src/contract/sync/records.js';
import type { Tx } from '#src/db/database.js';
import type { Tenant } from '#src/domain/context.js';
import { announceRecord, storeDeviceRecord, type UpsertResult } from '#src/domain/sales/device-upsert.js';
import { instantOrNull } from '#src/domain/sales/record-values.js';
import { getInvoice } from './invoices.service.js';

/**
 * Stores an invoice a device uploaded (first arrival inserts, a different later one replaces
 * it, an identical one changes nothing) and, when it changed, emits `invoice.created` or
 * `invoice.updated` in the same transaction. Its sale may arrive before or after it.
 */
export async function upsertInvoice(
  tx: Tx,
  tenant: Tenant,
  deviceId: string,
  record: InvoiceRecord,
  now: Date,
): Promise<UpsertResult> {
  const id = record.id.toLowerCase();
  const { outcome } = await storeDeviceRecord(tx, tenant, deviceId, now, {
    table: 'invoices',
    id,
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
    children: [],
    writeChildren: async () => undefined,
  });
  if (outcome !== 'unchanged') {
    await announceRecord(tx, tenant, deviceId, now, {
      entityType: 'invoice',
      event: outcome === 'created' ? 'invoice.created' : 'invoice.updated',
      object: await getInvoice(tx, tenant, id),
    });
  }
  return { id, outcome };
}
