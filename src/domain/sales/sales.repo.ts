import { sql } from 'kysely';
import { InvoiceSummary } from '#src/contract/invoice.js';
import { SaleItem } from '#src/contract/sale.js';
import type { Executor } from '#src/db/database.js';
import { jsonTuples } from '#src/db/json-tuples.js';
import type { TimestampsAsText } from '#src/db/prepared.js';
import type { SaleItemRow, SaleRow } from '#src/db/schema.js';
import type { Tenant } from '#src/domain/context.js';
import { documentLinesRepo } from '#src/domain/document-lines.repo.js';
import { fetchPage, type Page, type PageRequest } from '#src/domain/pagination/keyset.js';
import type { SaleColumns } from '#src/domain/sales/sale.present.js';
import { compiledReads, tenantRows } from '#src/domain/tenant-rows.repo.js';

export interface SaleFilters extends PageRequest {
  status?: string | undefined;
  customer_id?: string | undefined;
  document_kind?: string | undefined;
  occurred_since?: string | undefined;
  occurred_until?: string | undefined;
}

/** A sale's columns the API shows, with its lines and documents as the API shows them. */
export type SaleWithLinesRow = SaleColumns & { items: SaleItem[]; invoices: InvoiceSummary[] };

/**
 * Every column the API shows, named: the reads run as prepared statements, and a `s.*` there
 * would fail with "cached plan must not change result type" once a later migration adds a
 * column while this process still runs.
 */
const COLUMNS = [
  's.id',
  's.status',
  's.document_kind',
  's.payment_method',
  's.customer_id',
  's.cash_session_id',
  's.subtotal',
  's.discount',
  's.discount_percent',
  's.tax',
  's.tip_amount',
  's.total',
  's.tax_breakdown',
  's.notes',
  's.table_label',
  's.occurred_at',
  's.created_at',
  's.updated_at',
] as const satisfies readonly `s.${keyof SaleColumns}`[];

/** A sale's lines and documents, built by the database in the same statement as the sale. */
const lines = jsonTuples<SaleItem>(SaleItem);
const documents = jsonTuples<InvoiceSummary>(InvoiceSummary);
const items = sql<unknown[][]>`(select coalesce(json_agg(${lines.columns('i')} order by i.position), '[]')
  from sale_items i where i.account_id = s.account_id and i.environment = s.environment and i.sale_id = s.id)`;
const invoices = sql<
  unknown[][]
>`(select coalesce(json_agg(${documents.columns('v')} order by v.created_at, v.id), '[]')
  from invoices v where v.account_id = s.account_id and v.environment = s.environment and v.sale_id = s.id)`;

const inTenant = (db: Executor, tenant: Tenant) =>
  tenantRows('sales', 's')(db, tenant)
    .clearSelect()
    .select([...COLUMNS, items.as('items'), invoices.as('invoices')]);

/** The list without filters (as clients page through it) and the record by id: compiled once. */
const { pages, record } = compiledReads('s', 'sales', inTenant);

type StoredRow = SaleColumns & { items: unknown[][]; invoices: unknown[][] };
type TextRow = TimestampsAsText<SaleWithLinesRow>;

/** The sale with the lines and documents the database sent as arrays read into objects. */
const withObjects = <Row extends StoredRow | TimestampsAsText<StoredRow>>(row: Row) => ({
  ...row,
  items: row.items.map(lines.read),
  invoices: row.invoices.map(documents.read),
});

const readPage = <Row extends StoredRow | TimestampsAsText<StoredRow>>(page: Page<Row>) => ({
  ...page,
  data: page.data.map(withObjects),
});

export const salesRepo = {
  /**
   * Newest arrival first; `occurred_*` filter by the device's time of sale. The unfiltered
   * list's rows carry their timestamps as PostgreSQL's text.
   */
  async list(db: Executor, tenant: Tenant, filters: SaleFilters): Promise<Page<SaleWithLinesRow | TextRow>> {
    if (pages.covers(filters)) return readPage(await pages.fetch(db, tenant, filters));
    let q = inTenant(db, tenant);
    if (filters.status !== undefined) q = q.where('s.status', '=', filters.status);
    if (filters.customer_id !== undefined) q = q.where('s.customer_id', '=', filters.customer_id);
    if (filters.document_kind !== undefined)
      q = q.where('s.document_kind', '=', filters.document_kind as SaleRow['document_kind']);
    if (filters.occurred_since !== undefined)
      q = q.where(sql<boolean>`s.occurred_at >= ${new Date(filters.occurred_since)}`);
    if (filters.occurred_until !== undefined)
      q = q.where(sql<boolean>`s.occurred_at < ${new Date(filters.occurred_until)}`);
    return readPage(await fetchPage(q, 's', 'sales', filters));
  },

  /** The sale with its lines and documents as `GET /sales/{id}` shows it, timestamps as PostgreSQL's text. */
  async show(db: Executor, tenant: Tenant, id: string): Promise<TextRow | undefined> {
    const row = await record(db, tenant, id);
    return row && withObjects(row);
  },

  /** The lines of sales already read, for a caller that holds their rows (`presentSales`). */
  async itemsOf(db: Executor, tenant: Tenant, saleIds: string[]): Promise<SaleItemRow[]> {
    return documentLinesRepo.of(db, 'sale_items', tenant, saleIds);
  },
};
