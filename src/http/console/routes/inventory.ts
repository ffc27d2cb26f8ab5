import { inventoryOverview } from '#src/domain/inventory/stock-levels.service.js';
import { type ConsoleDeps, type ConsoleRoutes, sendPage, sessionOf } from '../context.js';
import { pageEnvironment } from '../environment.js';
import { InventoryQuery } from '../schemas.js';
import { inventoryPage } from '../views/inventory.js';

/** Levels shown a page at a time. */
const PAGE = 50;

export function inventoryRoutes(app: ConsoleRoutes, deps: ConsoleDeps): void {
  const { db, clock } = deps.services;

  app.get('/inventario', { schema: { querystring: InventoryQuery } }, async (request, reply) => {
    const environment = await pageEnvironment(deps, request, request.query);
    const tenant = { accountId: sessionOf(request).account.id, environment };
    const now = clock.now();
    const overview = await inventoryOverview(
      db,
      tenant,
      { startingAfter: request.query.despues, limit: PAGE },
      now,
    );
    const next = overview.nextCursor
      ? `/inventario?ambiente=${environment}&despues=${encodeURIComponent(overview.nextCursor)}`
      : null;
    return sendPage(deps, request, reply, { title: 'Inventario', section: 'inventario', environment }, () =>
      inventoryPage({ environment, overview, now, next }),
    );
  });
}
