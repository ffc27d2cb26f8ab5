import type { Executor } from '#src/db/database.js';
import type { TimestampsAsText } from '#src/db/prepared.js';
import type { InvoiceRow } from '#src/db/schema.js';
import type { Tenant } from '#src/domain/context.js';
import type { InvoiceColumns, InvoiceSummaryRow } from '#src/domain/invoices/invoice.present.js';
import { fetchPage, type Page, type PageRequest } from '#src/domain/pagination/keyset.js';
import { compiledReads, tenantRows } from '#src/domain/tenant-rows.repo.js';

export interface InvoiceFilters extends PageRequest {
  document_type?: string | undefined;
  status?: string | undefined;
  sale_id?: string | undefined;
}

const inTenant = tenantRows('invoices', 'i');

/** The columns the API shows, named, as `plainPages` needs them. */
const COLUMNS = [
  'i.id',
  'i.sale_id',
  'i.customer_id',
  'i.document_type',
  'i.status',
  'i.cufe',
  'i.prefix',
  'i.number',
  'i.subtotal',
  'i.tax',
  'i.total',
  'i.issued_at',
  'i.created_at',
  'i.updated_at',
] as const satisfies readonly `i.${keyof InvoiceColumns}`[];

/** The tenant's documents with the columns the API shows. */
const shown = (db: Executor, tenant: Tenant) => inTenant(db, tenant).clearSelect().select(COLUMNS);

/** The list without filters (as clients page through it) and the record by id: compiled once. */
const { pages, record } = compiledReads('i', 'invoices', shown);

export const invoicesRepo = {
  /** A page of documents; the unfiltered list's rows carry their timestamps as PostgreSQL's text. */
  async list(
    db: Executor,
    tenant: Tenant,
    filters: InvoiceFilters,
  ): Promise<Page<InvoiceRow | TimestampsAsText<InvoiceColumns>>> {
    if (pages.covers(filters)) return pages.fetch(db, tenant, filters);
    let q = inTenant(db, tenant);
    if (filters.document_type !== undefined) q = q.where('i.document_type', '=', filters.document_type);
    if (filters.status !== undefined) q = q.where('i.status', '=', filters.status);
    if (filters.sale_id !== undefined) q = q.where('i.sale_id', '=', filters.sale_id);
    return fetchPage(q, 'i', 'invoices', filters);
  },

  /** The row as `GET …/{id}` shows it: compiled once (`plainRecord`), timestamps as PostgreSQL's text. */
  show: record,

  /** The documents of several sales, oldest first within each sale. */
  async summariesOf(db: Executor, tenant: Tenant, saleIds: string[]): Promise<InvoiceSummaryRow[]> {
    if (saleIds.length === 0) return [];
    return inTenant(db, tenant)
      .clearSelect()
      .select(['i.id', 'i.sale_id', 'i.document_type', 'i.status', 'i.cufe', 'i.prefix', 'i.number'])
      .where('i.sale_id', 'in', saleIds)
      .orderBy('i.created_at')
      .orderBy('i.id')
      .execute();
  },
};
