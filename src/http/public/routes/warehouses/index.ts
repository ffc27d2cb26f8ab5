import { IdParams, ListEnvelope } from '#src/contract/common.js';
import { Warehouse, WarehouseListQuery } from '#src/contract/warehouse.js';
import { getWarehouse, listWarehouses } from '#src/domain/inventory/warehouses.service.js';
import type { Services } from '#src/services.js';
import type { PublicApp } from '../../app.js';
import { principalOf } from '../../guard.js';
import { listBody, readResponses } from '../../responses.js';

const tags = ['Inventario'];

export function warehouseRoutes(app: PublicApp, services: Services): void {
  app.get(
    '/warehouses',
    {
      config: { scope: 'inventory:read' },
      schema: {
        operationId: 'listWarehouses',
        tags,
        summary: 'Lista bodegas',
        description:
          'Las bodegas que conocen los dispositivos, de la más reciente a la más antigua. ' +
          'Un movimiento sin `warehouse_id` va a la predeterminada (o a la única activa).',
        querystring: WarehouseListQuery,
        response: readResponses(ListEnvelope(Warehouse, 'WarehouseList')),
      },
    },
    async (request) =>
      listBody(await listWarehouses(services.db, principalOf(request).tenant, request.query)),
  );

  app.get(
    '/warehouses/:id',
    {
      config: { scope: 'inventory:read' },
      schema: {
        operationId: 'getWarehouse',
        tags,
        summary: 'Obtiene una bodega',
        params: IdParams,
        response: readResponses(Warehouse),
      },
    },
    async (request) => getWarehouse(services.db, principalOf(request).tenant, request.params.id),
  );
}
