import type { Quote } from '#src/contract/quote.js';
import type { Executor } from '#src/db/database.js';
import type { TimestampsAsText } from '#src/db/prepared.js';
import type { QuoteRow } from '#src/db/schema.js';
import type { Tenant } from '#src/domain/context.js';
import { AppError } from '#src/domain/errors.js';
import { groupBy } from '#src/domain/group-by.js';
import type { Page } from '#src/domain/pagination/keyset.js';
import { toQuote } from '#src/domain/quotes/quote.present.js';
import { type QuoteFilters, quotesRepo } from './quotes.repo.js';

/** Quotes as they stand at `now`: expiry is applied on read (SPEC), never stored. */
export async function listQuotes(
  db: Executor,
  tenant: Tenant,
  filters: QuoteFilters,
  now: Date,
): Promise<Page<Quote>> {
  const page = await quotesRepo.list(db, tenant, filters, now);
  return { ...page, data: await present(db, tenant, page.data) };
}

export async function getQuote(db: Executor, tenant: Tenant, id: string, now: Date): Promise<Quote> {
  const row = await quotesRepo.show(db, tenant, id, now);
  if (!row) {
    throw new AppError('NOT_FOUND', {
      message: `No existe una cotización con id ${id} en esta cuenta y ambiente. Búscala con GET /quotes.`,
    });
  }
  const [quote] = await present(db, tenant, [row]);
  return quote!;
}

async function present(
  db: Executor,
  tenant: Tenant,
  rows: (QuoteRow | TimestampsAsText<QuoteRow>)[],
): Promise<Quote[]> {
  const items = groupBy(
    await quotesRepo.itemsOf(
      db,
      tenant,
      rows.map((row) => row.id),
    ),
    (item) => item.quote_id,
  );
  return rows.map((row) => toQuote(row, items.get(row.id) ?? []));
}
