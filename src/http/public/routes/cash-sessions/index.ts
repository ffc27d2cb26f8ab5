import { CashSession, CashSessionListQuery } from '#src/contract/cash-session.js';
import { getCashSession, listCashSessions } from '#src/domain/cash/cash-sessions.service.js';
import type { Services } from '#src/services.js';
import type { PublicApp } from '../../public-app.js';
import { readRoutes } from '../../read-routes.js';

export function cashSessionRoutes(app: PublicApp, services: Services): void {
  readRoutes(app, services, {
    path: '/cash-sessions',
    scope: 'cash:read',
    tags: ['Sesiones de caja'],
    resource: CashSession,
    listTitle: 'CashSessionList',
    list: {
      operationId: 'listCashSessions',
      summary: 'Lista sesiones de caja',
      description:
        'Con sus movimientos de efectivo, de la más reciente en llegar a la nube a la más antigua.',
      query: CashSessionListQuery,
      run: (db, tenant, query) => listCashSessions(db, tenant, query),
    },
    get: {
      operationId: 'getCashSession',
      summary: 'Obtiene una sesión de caja',
      description: 'Con sus movimientos de efectivo.',
      run: (db, tenant, id) => getCashSession(db, tenant, id),
    },
  });
}
