import { toCategory } from '#src/contract/category.js';
import { toCustomer } from '#src/contract/customer.js';
import type { CategoryRecord, CustomerRecord } from '#src/contract/sync/catalog-records.js';
import type { Tx } from '#src/db/database.js';
import type { Tenant } from '#src/domain/context.js';
import type { EventType } from '#src/domain/events/event-types.js';
import { announceRecord, type UpsertResult } from '#src/domain/sales/device-upsert.js';
import { instantOrNull } from './record-values.js';
import { type Stored, storeSyncedRow } from './synced-row.js';
import type { SyncedTable } from './synced-rows.repo.js';

/**
 * Customers and categories from devices: stored as the API shows them, and announced with the
 * same events as API writes (`….created` on first arrival, `….updated` after) plus the upsert
 * the business's other devices download. Deletion is a device's to make: `deleted_at` set.
 */

export async function upsertCustomerRecord(
  tx: Tx,
  tenant: Tenant,
  deviceId: string,
  record: CustomerRecord,
  now: Date,
): Promise<UpsertResult> {
  const id = record.id.toLowerCase();
  const stored = await storeSyncedRow(
    tx,
    tenant,
    'customers',
    id,
    {
      name: record.name,
      last_name: record.last_name,
      email: record.email,
      phone: record.phone,
      document_number: record.document_number,
      person_type: record.person_type,
      document_type: record.document_type,
      contact_channel: record.contact_channel,
      deleted_at: instantOrNull(record.deleted_at, 'deleted_at'),
    },
    now,
  );
  await announce(tx, tenant, deviceId, now, stored, 'customer', toCustomer);
  return { id, outcome: stored.outcome };
}

export async function upsertCategoryRecord(
  tx: Tx,
  tenant: Tenant,
  deviceId: string,
  record: CategoryRecord,
  now: Date,
): Promise<UpsertResult> {
  const id = record.id.toLowerCase();
  const stored = await storeSyncedRow(
    tx,
    tenant,
    'categories',
    id,
    {
      name: record.name,
      description: record.description,
      image_url: record.image_url,
      sort_order: record.sort_order,
      deleted_at: instantOrNull(record.deleted_at, 'deleted_at'),
    },
    now,
  );
  await announce(tx, tenant, deviceId, now, stored, 'category', toCategory);
  return { id, outcome: stored.outcome };
}

async function announce<T extends SyncedTable>(
  tx: Tx,
  tenant: Tenant,
  deviceId: string,
  now: Date,
  stored: Stored<T>,
  entityType: 'customer' | 'category',
  present: (row: Stored<T>['row']) => { id: string },
): Promise<void> {
  if (stored.outcome === 'unchanged') return;
  const event: EventType = `${entityType}.${stored.outcome}`;
  await announceRecord(tx, tenant, deviceId, now, { entityType, event, object: present(stored.row) });
}
