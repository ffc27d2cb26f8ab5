import type { Invoice } from '#src/contract/invoice.js';
import type { Executor } from '#src/db/database.js';
import type { Tenant } from '#src/domain/context.js';
import { AppError } from '#src/domain/errors.js';
import { toInvoice } from '#src/domain/invoices/invoice.present.js';
import type { Page } from '#src/domain/pagination/keyset.js';
import { type InvoiceFilters, invoicesRepo } from './invoices.repo.js';

export async function listInvoices(
  db: Executor,
  tenant: Tenant,
  filters: InvoiceFilters,
): Promise<Page<Invoice>> {
  const page = await invoicesRepo.list(db, tenant, filters);
  return { ...page, data: page.data.map(toInvoice) };
}

export async function getInvoice(db: Executor, tenant: Tenant, id: string): Promise<Invoice> {
  const row = await invoicesRepo.show(db, tenant, id);
  if (!row) {
    throw new AppError('NOT_FOUND', {
      message: `No existe un documento con id ${id} en esta cuenta y ambiente. Búscalo con GET /invoices o en \`invoices\` de su venta.`,
    });
  }
  return toInvoice(row);
}
