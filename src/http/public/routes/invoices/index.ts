import { Invoice, InvoiceListQuery } from '#src/contract/invoice.js';
import { getInvoice, listInvoices } from '#src/domain/invoices/invoices.service.js';
import type { Services } from '#src/services.js';
import type { PublicApp } from '../../public-app.js';
import { readRoutes } from '../../read-routes.js';

export function invoiceRoutes(app: PublicApp, services: Services): void {
  readRoutes(app, services, {
    path: '/invoices',
    scope: 'invoices:read',
    tags: ['Documentos'],
    resource: Invoice,
    listTitle: 'InvoiceList',
    list: {
      operationId: 'listInvoices',
      summary: 'Lista documentos',
      description:
        'Facturas electrónicas, documentos equivalentes POS y documentos internos, del más reciente en llegar a ' +
        'la nube al más antiguo. `sale_id` da los documentos de una venta.',
      query: InvoiceListQuery,
      run: (db, tenant, query) => listInvoices(db, tenant, query),
    },
    get: {
      operationId: 'getInvoice',
      summary: 'Obtiene un documento',
      description: 'No publica PDF ni XML en esta versión.',
      run: (db, tenant, id) => getInvoice(db, tenant, id),
    },
  });
}
