import { CashSession, CashSessionListQuery } from '#src/contract/cash-session.js';
import { IdParams, ListEnvelope } from '#src/contract/common.js';
import { getCashSession, listCashSessions } from '#src/domain/cash/cash-sessions.service.js';
import type { Services } from '#src/services.js';
import type { PublicApp } from '../../app.js';
import { principalOf } from '../../guard.js';
import { listBody, readResponses } from '../../responses.js';

const tags = ['Sesiones de caja'];

export function cashSessionRoutes(app: PublicApp, services: Services): void {
  app.get(
    '/cash-sessions',
    {
      config: { scope: 'cash:read' },
      schema: {
        operationId: 'listCashSessions',
        tags,
        summary: 'Lista sesiones de caja',
        description:
          'Con sus movimientos de efectivo, de la más reciente en llegar a la nube a la más antigua.',
        querystring: CashSessionListQuery,
        response: readResponses(ListEnvelope(CashSession, 'CashSessionList')),
      },
    },
    async (request) =>
      listBody(await listCashSessions(services.db, principalOf(request).tenant, request.query)),
  );

  app.get(
    '/cash-sessions/:id',
    {
      config: { scope: 'cash:read' },
      schema: {
        operationId: 'getCashSession',
        tags,
        summary: 'Obtiene una sesión de caja',
        description: 'Con sus movimientos de efectivo.',
        params: IdParams,
        response: readResponses(CashSession),
      },
    },
    async (request) => getCashSession(services.db, principalOf(request).tenant, request.params.id),
  );
}
