import { IdParams, ListEnvelope } from '#src/contract/common.js';
import { Sale, SaleListQuery } from '#src/contract/sale.js';
import { getSale, listSales } from '#src/domain/sales/sales.service.js';
import type { Services } from '#src/services.js';
import type { PublicApp } from '../../app.js';
import { principalOf } from '../../guard.js';
import { listBody, readResponses } from '../../responses.js';

const tags = ['Ventas'];

export function saleRoutes(app: PublicApp, services: Services): void {
  app.get(
    '/sales',
    {
      config: { scope: 'sales:read' },
      schema: {
        operationId: 'listSales',
        tags,
        summary: 'Lista ventas',
        description:
          'Solo las ventas que las cajas ya subieron, de la más reciente en llegar a la nube a la más antigua. ' +
          'Para sincronizar usa `created_since` y `updated_since`: una venta hecha sin conexión llega después, con ' +
          '`created_at` reciente. Para reportes usa `occurred_since` y `occurred_until`, que filtran por la hora de ' +
          'la caja (`occurred_at`).',
        querystring: SaleListQuery,
        response: readResponses(ListEnvelope(Sale, 'SaleList')),
      },
    },
    async (request) => listBody(await listSales(services.db, principalOf(request).tenant, request.query)),
  );

  app.get(
    '/sales/:id',
    {
      config: { scope: 'sales:read' },
      schema: {
        operationId: 'getSale',
        tags,
        summary: 'Obtiene una venta',
        description: 'Con sus líneas, impuestos, totales por impuesto y el resumen de sus documentos.',
        params: IdParams,
        response: readResponses(Sale),
      },
    },
    async (request) => getSale(services.db, principalOf(request).tenant, request.params.id),
  );
}
