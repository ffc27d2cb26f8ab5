import type { Customer } from '#src/contract/customer.js';
import { isoOf, isoOfOrNull } from '#src/db/instants.js';
import type { TimestampsAsText } from '#src/db/prepared.js';
import type { CustomerRow } from '#src/db/schema.js';

/** The contract's customer, from a row read with Dates or with timestamps as text. */
export function toCustomer(row: CustomerRow | TimestampsAsText<CustomerRow>): Customer {
  return {
    object: 'customer',
    id: row.id,
    name: row.name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    document_number: row.document_number,
    person_type: row.person_type,
    document_type: row.document_type,
    contact_channel: row.contact_channel,
    deleted_at: isoOfOrNull(row.deleted_at),
    created_at: isoOf(row.created_at),
    updated_at: isoOf(row.updated_at),
  };
}
