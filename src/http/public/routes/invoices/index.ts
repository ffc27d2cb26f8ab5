import { IdParams, ListEnvelope } from '#src/contract/common.js';
import { Invoice, InvoiceListQuery } from '#src/contract/invoice.js';
import { getInvoice, listInvoices } from '#src/domain/invoices/invoices.service.js';
import type { Services } from '#src/services.js';
import type { PublicApp } from '../../app.js';
import { principalOf } from '../../guard.js';
import { listBody, readResponses } from '../../responses.js';

const tags = ['Documentos'];

export function invoiceRoutes(app: PublicApp, services: Services): void {
  app.get(
    '/invoices',
    {
      config: { scope: 'invoices:read' },
      schema: {
        operationId: 'listInvoices',
        tags,
        summary: 'Lista documentos',
        description:
          'Facturas electrónicas, documentos equivalentes POS y documentos internos, del más reciente en llegar a ' +
          'la nube al más antiguo. `sale_id` da los documentos de una venta.',
        querystring: InvoiceListQuery,
        response: readResponses(ListEnvelope(Invoice, 'InvoiceList')),
      },
    },
    async (request) => listBody(await listInvoices(services.db, principalOf(request).tenant, request.query)),
  );

  app.get(
    '/invoices/:id',
    {
      config: { scope: 'invoices:read' },
      schema: {
        operationId: 'getInvoice',
        tags,
        summary: 'Obtiene un documento',
        description: 'No publica PDF ni XML en esta versión.',
        params: IdParams,
        response: readResponses(Invoice),
      },
    },
    async (request) => getInvoice(services.db, principalOf(request).tenant, request.params.id),
  );
}
