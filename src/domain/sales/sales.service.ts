import { type Sale, toSale } from '#src/contract/sale.js';
import type { Executor } from '#src/db/database.js';
import type { SaleRow } from '#src/db/schema.js';
import type { Tenant } from '#src/domain/context.js';
import { AppError } from '#src/domain/errors.js';
import { invoicesRepo } from '#src/domain/invoices/invoices.repo.js';
import type { Page } from '#src/domain/pagination/keyset.js';
import { groupBy } from './device-records.repo.js';
import { type SaleFilters, salesRepo } from './sales.repo.js';

export async function listSales(db: Executor, tenant: Tenant, filters: SaleFilters): Promise<Page<Sale>> {
  const page = await salesRepo.list(db, tenant, filters);
  return { ...page, data: await presentSales(db, tenant, page.data) };
}

export async function getSale(db: Executor, tenant: Tenant, id: string): Promise<Sale> {
  const row = await salesRepo.findById(db, tenant, id);
  if (!row) {
    throw new AppError('NOT_FOUND', {
      message: `No existe una venta con id ${id} en esta cuenta y ambiente. Si la caja vendió sin conexión, aparecerá cuando sincronice; búscala con GET /sales.`,
    });
  }
  const [sale] = await presentSales(db, tenant, [row]);
  return sale!;
}

/** Sales with their lines and documents: one query each for the whole page, not one per sale. */
export async function presentSales(db: Executor, tenant: Tenant, rows: SaleRow[]): Promise<Sale[]> {
  const ids = rows.map((row) => row.id);
  const items = groupBy(await salesRepo.itemsOf(db, tenant, ids), (item) => item.sale_id);
  const invoices = groupBy(await invoicesRepo.summariesOf(db, tenant, ids), (invoice) => invoice.sale_id!);
  return rows.map((row) => toSale(row, items.get(row.id) ?? [], invoices.get(row.id) ?? []));
}
