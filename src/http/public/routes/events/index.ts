import { Event, EventListQuery } from '#src/contract/event.js';
import { getEvent, listEvents } from '#src/domain/events/events.service.js';
import type { Services } from '#src/services.js';
import type { PublicApp } from '../../public-app.js';
import { readRoutes } from '../../read-routes.js';

export function eventRoutes(app: PublicApp, services: Services): void {
  readRoutes(app, services, {
    path: '/events',
    scope: 'events:read',
    tags: ['Eventos'],
    resource: Event,
    listTitle: 'EventList',
    list: {
      operationId: 'listEvents',
      summary: 'Lista eventos',
      description:
        'Los eventos de la cuenta en este ambiente, del más reciente al más antiguo: los mismos que se envían por ' +
        'webhooks. Sirve para conciliar entregas perdidas; `type` filtra por tipo.',
      query: EventListQuery,
      run: (db, tenant, query) => listEvents(db, tenant, query),
    },
    get: {
      operationId: 'getEvent',
      summary: 'Obtiene un evento',
      description: 'El cuerpo es, byte a byte, el que llevó cada entrega de webhook del evento.',
      run: (db, tenant, id) => getEvent(db, tenant, id),
    },
  });
}
