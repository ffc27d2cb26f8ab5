import { Warehouse, WarehouseListQuery } from '#src/contract/warehouse.js';
import { getWarehouse, listWarehouses } from '#src/domain/inventory/warehouses.service.js';
import type { Services } from '#src/services.js';
import type { PublicApp } from '../../public-app.js';
import { readRoutes } from '../../read-routes.js';

export function warehouseRoutes(app: PublicApp, services: Services): void {
  readRoutes(app, services, {
    path: '/warehouses',
    scope: 'inventory:read',
    tags: ['Inventario'],
    resource: Warehouse,
    listTitle: 'WarehouseList',
    list: {
      operationId: 'listWarehouses',
      summary: 'Lista bodegas',
      description:
        'Las bodegas que conocen los dispositivos, de la más reciente a la más antigua. ' +
        'Un movimiento sin `warehouse_id` va a la predeterminada (o a la única activa).',
      query: WarehouseListQuery,
      run: (db, tenant, query) => listWarehouses(db, tenant, query),
    },
    get: {
      operationId: 'getWarehouse',
      summary: 'Obtiene una bodega',
      description: 'Por su id. 404 `NOT_FOUND` si no existe en el ambiente de la llave.',
      run: (db, tenant, id) => getWarehouse(db, tenant, id),
    },
  });
}
