import { sql } from 'kysely';
import type { Executor } from '#src/db/database.js';
import type { TimestampsAsText } from '#src/db/prepared.js';
import type { QuoteItemRow, QuoteRow } from '#src/db/schema.js';
import type { Tenant } from '#src/domain/context.js';
import { documentLinesRepo } from '#src/domain/document-lines.repo.js';
import { fetchPage, type Page, type PageRequest } from '#src/domain/pagination/keyset.js';
import { compiledReads } from '#src/domain/tenant-rows.repo.js';

export interface QuoteFilters extends PageRequest {
  status?: string | undefined;
  customer_id?: string | undefined;
}

/**
 * The status a quote shows at `now`: a draft or sent quote whose `expires_at` has come is
 * `expired`. Computed on every read and never written back, and the same expression serves the
 * `status` filter, so that what a filter finds is what the list shows.
 */
const shownStatus = (now: Date) =>
  sql<string>`case when q.status in ('draft', 'sent') and q.expires_at <= ${now} then 'expired' else q.status end`;

const STORED_COLUMNS = [
  'q.account_id',
  'q.environment',
  'q.id',
  'q.device_id',
  'q.record_hash',
  'q.number',
  'q.customer_id',
  'q.converted_sale_id',
  'q.subtotal',
  'q.discount',
  'q.tax',
  'q.total',
  'q.tax_breakdown',
  'q.notes',
  'q.payment_link',
  'q.expires_at',
  'q.sent_at',
  'q.created_at',
  'q.updated_at',
] as const;

const asShownAt = (db: Executor, tenant: Tenant, now: Date) =>
  db
    .selectFrom('quotes as q')
    .select([...STORED_COLUMNS, shownStatus(now).as('status')])
    .where('q.account_id', '=', tenant.accountId)
    .where('q.environment', '=', tenant.environment);

/** The list without filters (as clients page through it) and the record by id: compiled once, `now` bound per call. */
const { pages, record } = compiledReads('q', 'quotes', asShownAt);

export const quotesRepo = {
  /** Newest first, as shown at `now`; the unfiltered list's timestamps are PostgreSQL's text. */
  async list(
    db: Executor,
    tenant: Tenant,
    filters: QuoteFilters,
    now: Date,
  ): Promise<Page<QuoteRow | TimestampsAsText<QuoteRow>>> {
    if (pages.covers(filters)) return pages.fetch(db, tenant, filters, now);
    let q = asShownAt(db, tenant, now);
    if (filters.status !== undefined) q = q.where(shownStatus(now), '=', filters.status);
    if (filters.customer_id !== undefined) q = q.where('q.customer_id', '=', filters.customer_id);
    return fetchPage(q, 'q', 'quotes', filters);
  },

  /**
   * The quote as `GET /quotes/{id}` shows it at `now`: compiled once (`plainRecord`), `now`
   * bound per call, timestamps as PostgreSQL's text.
   */
  show: (db: Executor, tenant: Tenant, id: string, now: Date) => record(db, tenant, id, now),

  async itemsOf(db: Executor, tenant: Tenant, quoteIds: string[]): Promise<QuoteItemRow[]> {
    return documentLinesRepo.of(db, 'quote_items', tenant, quoteIds);
  },
};
