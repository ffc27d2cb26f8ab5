import type { CustomerRecord } from '#src/contract/sync/catalog-records.js';
import { toCustomer } from '#src/domain/customers/customer.present.js';
import { announceArrival } from '#src/domain/sync/announce.js';
import { arrive, byColumns, type Ingest } from '#src/domain/sync/arrival.js';
import { instantOrNull } from '#src/domain/sync/record-values.js';

/**
 * Stores a customer a device uploaded, as the API shows it, and announces it with the events of
 * API writes (`customer.created` on first arrival, `customer.updated` after) plus the upsert the
 * business's other devices download. Deletion is a device's to make: `deleted_at` set.
 */
export const upsertCustomerRecord: Ingest<CustomerRecord> = async (tx, tenant, deviceId, record, now) => {
  const id = record.id.toLowerCase();
  const values = {
    name: record.name,
    last_name: record.last_name,
    email: record.email,
    phone: record.phone,
    document_number: record.document_number,
    person_type: record.person_type,
    document_type: record.document_type,
    contact_channel: record.contact_channel,
    deleted_at: instantOrNull(record.deleted_at, 'deleted_at'),
  };
  const { outcome, row } = await arrive(tx, tenant, now, {
    table: 'customers',
    id,
    values,
    sameness: byColumns(values),
  });
  await announceArrival(tx, tenant, deviceId, now, { entityType: 'customer', outcome }, () =>
    toCustomer(row),
  );
  return { id, outcome };
};
