import { DailySalesQuery, DailySalesReport } from '#src/contract/daily-report.js';
import { dailySalesReport } from '#src/domain/reports/daily-sales.service.js';
import type { Services } from '#src/services.js';
import { principalOf } from '../../guard.js';
import type { PublicApp } from '../../public-app.js';
import { readOn } from '../../replica-reads.js';
import { readResponses } from '../../responses.js';

export function reportRoutes(app: PublicApp, services: Services): void {
  app.get(
    '/reports/daily-sales',
    {
      config: { scope: 'reports:read' },
      schema: {
        operationId: 'getDailySalesReport',
        tags: ['Reportes'],
        summary: 'Ventas por día',
        description:
          'Suma las ventas con estado `completed` de cada día calendario en America/Bogota, según `occurred_at` ' +
          '(la hora de la caja). Trae un elemento por cada día del rango, también los días en cero, del más antiguo ' +
          'al más reciente; el rango es de hasta 92 días. Un día pasado puede cambiar cuando una caja que vendió sin ' +
          'conexión sincroniza. `net_income` = `total` - `tax` - `tip_amount`.',
        querystring: DailySalesQuery,
        response: readResponses(DailySalesReport),
      },
    },
    async (request) =>
      readOn(services, request, (db) =>
        dailySalesReport(db, principalOf(request).tenant, request.query, services.clock.now()),
      ),
  );
}
