import { IdParams, ListEnvelope } from '#src/contract/common.js';
import { Quote, QuoteListQuery } from '#src/contract/quote.js';
import { getQuote, listQuotes } from '#src/domain/quotes/quotes.service.js';
import type { Services } from '#src/services.js';
import type { PublicApp } from '../../app.js';
import { principalOf } from '../../guard.js';
import { listBody, readResponses } from '../../responses.js';

const tags = ['Cotizaciones'];

export function quoteRoutes(app: PublicApp, services: Services): void {
  app.get(
    '/quotes',
    {
      config: { scope: 'quotes:read' },
      schema: {
        operationId: 'listQuotes',
        tags,
        summary: 'Lista cotizaciones',
        description:
          'De la más reciente en llegar a la nube a la más antigua. Una cotización en `draft` o `sent` cuyo ' +
          '`expires_at` ya pasó se muestra como `expired`, y el filtro `status` la encuentra así.',
        querystring: QuoteListQuery,
        response: readResponses(ListEnvelope(Quote, 'QuoteList')),
      },
    },
    async (request) =>
      listBody(
        await listQuotes(services.db, principalOf(request).tenant, request.query, services.clock.now()),
      ),
  );

  app.get(
    '/quotes/:id',
    {
      config: { scope: 'quotes:read' },
      schema: {
        operationId: 'getQuote',
        tags,
        summary: 'Obtiene una cotización',
        description: 'Con sus líneas. El vencimiento se aplica al leer, comparando con `expires_at`.',
        params: IdParams,
        response: readResponses(Quote),
      },
    },
    async (request) =>
      getQuote(services.db, principalOf(request).tenant, request.params.id, services.clock.now()),
  );
}
