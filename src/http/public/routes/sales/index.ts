import { Sale, SaleListQuery } from '#src/contract/sale.js';
import { getSale, listSales } from '#src/domain/sales/sales.service.js';
import type { Services } from '#src/services.js';
import type { PublicApp } from '../../public-app.js';
import { readRoutes } from '../../read-routes.js';

export function saleRoutes(app: PublicApp, services: Services): void {
  readRoutes(app, services, {
    path: '/sales',
    scope: 'sales:read',
    tags: ['Ventas'],
    resource: Sale,
    listTitle: 'SaleList',
    list: {
      operationId: 'listSales',
      summary: 'Lista ventas',
      description:
        'Solo las ventas que las cajas ya subieron, de la más reciente en llegar a la nube a la más antigua. ' +
        'Para sincronizar usa `created_since` y `updated_since`: una venta hecha sin conexión llega después, con ' +
        '`created_at` reciente. Para reportes usa `occurred_since` y `occurred_until`, que filtran por la hora de ' +
        'la caja (`occurred_at`).',
      query: SaleListQuery,
      run: (db, tenant, query) => listSales(db, tenant, query),
    },
    get: {
      operationId: 'getSale',
      summary: 'Obtiene una venta',
      description: 'Con sus líneas, impuestos, totales por impuesto y el resumen de sus documentos.',
      run: (db, tenant, id) => getSale(db, tenant, id),
    },
  });
}
