import type { InvoiceSummaryRow } from '#src/contract/invoice.js';
import type { Executor } from '#src/db/database.js';
import type { InvoiceRow } from '#src/db/schema.js';
import type { Tenant } from '#src/domain/context.js';
import { fetchPage, type Page, type PageRequest } from '#src/domain/pagination/keyset.js';

export interface InvoiceFilters extends PageRequest {
  document_type?: string | undefined;
  status?: string | undefined;
  sale_id?: string | undefined;
}

const inTenant = (db: Executor, tenant: Tenant) =>
  db
    .selectFrom('invoices as i')
    .where('i.account_id', '=', tenant.accountId)
    .where('i.environment', '=', tenant.environment);

export const invoicesRepo = {
  async list(db: Executor, tenant: Tenant, filters: InvoiceFilters): Promise<Page<InvoiceRow>> {
    let q = inTenant(db, tenant).selectAll('i');
    if (filters.document_type !== undefined) q = q.where('i.document_type', '=', filters.document_type);
    if (filters.status !== undefined) q = q.where('i.status', '=', filters.status);
    if (filters.sale_id !== undefined) q = q.where('i.sale_id', '=', filters.sale_id);
    return fetchPage(q, 'i', 'invoices', filters);
  },

  async findById(db: Executor, tenant: Tenant, id: string): Promise<InvoiceRow | undefined> {
    return inTenant(db, tenant).selectAll('i').where('i.id', '=', id).executeTakeFirst();
  },

  /** The documents of several sales, oldest first within each sale. */
  async summariesOf(db: Executor, tenant: Tenant, saleIds: string[]): Promise<InvoiceSummaryRow[]> {
    if (saleIds.length === 0) return [];
    return inTenant(db, tenant)
      .select(['i.id', 'i.sale_id', 'i.document_type', 'i.status', 'i.cufe', 'i.prefix', 'i.number'])
      .where('i.sale_id', 'in', saleIds)
      .orderBy('i.created_at')
      .orderBy('i.id')
      .execute();
  },
};
