import { sql } from 'kysely';
import type { Executor } from '#src/db/database.js';
import type { SaleItemRow, SaleRow } from '#src/db/schema.js';
import type { Tenant } from '#src/domain/context.js';
import { fetchPage, type Page, type PageRequest } from '#src/domain/pagination/keyset.js';
import { deviceRecordsRepo } from './device-records.repo.js';

export interface SaleFilters extends PageRequest {
  status?: string | undefined;
  customer_id?: string | undefined;
  document_kind?: string | undefined;
  occurred_since?: string | undefined;
  occurred_until?: string | undefined;
}

const inTenant = (db: Executor, tenant: Tenant) =>
  db
    .selectFrom('sales as s')
    .selectAll('s')
    .where('s.account_id', '=', tenant.accountId)
    .where('s.environment', '=', tenant.environment);

export const salesRepo = {
  /** Newest arrival first; `occurred_*` filter by the device's time of sale. */
  async list(db: Executor, tenant: Tenant, filters: SaleFilters): Promise<Page<SaleRow>> {
    let q = inTenant(db, tenant);
    if (filters.status !== undefined) q = q.where('s.status', '=', filters.status);
    if (filters.customer_id !== undefined) q = q.where('s.customer_id', '=', filters.customer_id);
    if (filters.document_kind !== undefined)
      q = q.where('s.document_kind', '=', filters.document_kind as SaleRow['document_kind']);
    if (filters.occurred_since !== undefined)
      q = q.where(sql<boolean>`s.occurred_at >= ${new Date(filters.occurred_since)}`);
    if (filters.occurred_until !== undefined)
      q = q.where(sql<boolean>`s.occurred_at < ${new Date(filters.occurred_until)}`);
    return fetchPage(q, 's', 'sales', filters);
  },

  async findById(db: Executor, tenant: Tenant, id: string): Promise<SaleRow | undefined> {
    return inTenant(db, tenant).where('s.id', '=', id).executeTakeFirst();
  },

  async itemsOf(db: Executor, tenant: Tenant, saleIds: string[]): Promise<SaleItemRow[]> {
    return deviceRecordsRepo.linesOf(db, 'sale_items', tenant, 'sale_id', saleIds);
  },
};
