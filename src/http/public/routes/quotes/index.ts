import { Quote, QuoteListQuery } from '#src/contract/quote.js';
import { getQuote, listQuotes } from '#src/domain/quotes/quotes.service.js';
import type { Services } from '#src/services.js';
import type { PublicApp } from '../../public-app.js';
import { readRoutes } from '../../read-routes.js';

export function quoteRoutes(app: PublicApp, services: Services): void {
  readRoutes(app, services, {
    path: '/quotes',
    scope: 'quotes:read',
    tags: ['Cotizaciones'],
    resource: Quote,
    listTitle: 'QuoteList',
    list: {
      operationId: 'listQuotes',
      summary: 'Lista cotizaciones',
      description:
        'De la más reciente en llegar a la nube a la más antigua. Una cotización en `draft` o `sent` cuyo ' +
        '`expires_at` ya pasó se muestra como `expired`, y el filtro `status` la encuentra así.',
      query: QuoteListQuery,
      run: (db, tenant, query) => listQuotes(db, tenant, query, services.clock.now()),
    },
    get: {
      operationId: 'getQuote',
      summary: 'Obtiene una cotización',
      description: 'Con sus líneas. El vencimiento se aplica al leer, comparando con `expires_at`.',
      run: (db, tenant, id) => getQuote(db, tenant, id, services.clock.now()),
    },
  });
}
