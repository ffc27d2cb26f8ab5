import type { Sale } from '#src/contract/sale.js';
import type { Executor } from '#src/db/database.js';
import type { TimestampsAsText } from '#src/db/prepared.js';
import type { SaleItemRow, SaleRow } from '#src/db/schema.js';
import type { Tenant } from '#src/domain/context.js';
import { AppError } from '#src/domain/errors.js';
import { groupBy } from '#src/domain/group-by.js';
import { invoicesRepo } from '#src/domain/invoices/invoices.repo.js';
import type { Page } from '#src/domain/pagination/keyset.js';
import { presentSale, toSale } from '#src/domain/sales/sale.present.js';
import { type SaleFilters, type SaleWithLinesRow, salesRepo } from './sales.repo.js';

export async function listSales(db: Executor, tenant: Tenant, filters: SaleFilters): Promise<Page<Sale>> {
  const page = await salesRepo.list(db, tenant, filters);
  return { ...page, data: page.data.map(saleOf) };
}

export async function getSale(db: Executor, tenant: Tenant, id: string): Promise<Sale> {
  const row = await salesRepo.show(db, tenant, id);
  if (!row) {
    throw new AppError('NOT_FOUND', {
      message: `No existe una venta con id ${id} en esta cuenta y ambiente. Si la caja vendió sin conexión, aparecerá cuando sincronice; búscala con GET /sales.`,
    });
  }
  return saleOf(row);
}

/**
 * Sales the caller already holds the rows of, with their lines and documents: one query each
 * for the whole batch, not one per sale, and none for the lines when the caller holds them too
 * (every line of these sales, ordered by position). The reads above get the same sales in one
 * statement.
 */
export async function presentSales(
  db: Executor,
  tenant: Tenant,
  rows: SaleRow[],
  lines?: SaleItemRow[],
): Promise<Sale[]> {
  const ids = rows.map((row) => row.id);
  const items = groupBy(lines ?? (await salesRepo.itemsOf(db, tenant, ids)), (item) => item.sale_id);
  const invoices = groupBy(await invoicesRepo.summariesOf(db, tenant, ids), (invoice) => invoice.sale_id!);
  return rows.map((row) => toSale(row, items.get(row.id) ?? [], invoices.get(row.id) ?? []));
}

/** A sale as the reads get it, its lines and documents already in the API's shape. */
const saleOf = (row: SaleWithLinesRow | TimestampsAsText<SaleWithLinesRow>) =>
  presentSale(row, row.items, row.invoices);
