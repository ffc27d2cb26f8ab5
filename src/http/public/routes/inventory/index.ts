import { ListEnvelope } from '#src/contract/common.js';
import { StockLevel, StockLevelListQuery } from '#src/contract/stock-level.js';
import { StockMovement, StockMovementCreate, StockMovementListQuery } from '#src/contract/stock-movement.js';
import { listStockLevels } from '#src/domain/inventory/stock-levels.service.js';
import {
  getStockMovement,
  listStockMovements,
  recordStockMovement,
} from '#src/domain/inventory/stock-movements.service.js';
import { listBody } from '#src/http/shared/list-body.js';
import type { Services } from '#src/services.js';
import { principalOf } from '../../guard.js';
import { idempotentWrite } from '../../idempotent-write.js';
import type { PublicApp } from '../../public-app.js';
import { readRoutes } from '../../read-routes.js';
import { readOn } from '../../replica-reads.js';
import { createdResponses, IdempotencyHeaders, readResponses } from '../../responses.js';

const tags = ['Inventario'];

export function inventoryRoutes(app: PublicApp, services: Services): void {
  readRoutes(app, services, {
    path: '/inventory/movements',
    scope: 'inventory:read',
    tags,
    resource: StockMovement,
    listTitle: 'StockMovementList',
    list: {
      operationId: 'listStockMovements',
      summary: 'Lista movimientos de inventario',
      description:
        'Historial para conciliar, del más reciente al más antiguo. No calcules el inventario sumando ' +
        'movimientos: los dispositivos suben los suyos cuando se conectan.',
      query: StockMovementListQuery,
      run: (db, tenant, query) => listStockMovements(db, tenant, query),
    },
    get: {
      operationId: 'getStockMovement',
      summary: 'Obtiene un movimiento de inventario',
      description:
        'Por su id; un movimiento no cambia después de registrado. 404 `NOT_FOUND` si no existe en el ambiente de la llave.',
      run: (db, tenant, id) => getStockMovement(db, tenant, id),
    },
  });

  app.get(
    '/inventory/levels',
    {
      config: { scope: 'inventory:read' },
      schema: {
        operationId: 'listStockLevels',
        tags,
        summary: 'Lista el inventario por producto y bodega',
        description:
          'Un nivel por producto (o variante) y bodega con algún movimiento contado o nivel informado, ' +
          'del cambiado más recientemente al más antiguo. Cada nivel dice hasta cuándo está completo ' +
          '(`complete_as_of`) y qué cajas lo retrasan (`devices_behind`): lo que una caja vendió sin ' +
          'conexión y aún no sube no está contado. No admite `created_since` ni `created_until`: un nivel ' +
          'no tiene fecha de creación; usa `updated_since`.',
        querystring: StockLevelListQuery,
        response: readResponses(ListEnvelope(StockLevel, 'StockLevelList')),
      },
    },
    async (request) =>
      listBody(
        await readOn(services, request, (db) =>
          listStockLevels(db, principalOf(request).tenant, request.query, services.clock.now()),
        ),
      ),
  );

  app.post(
    '/inventory/movements',
    {
      config: { scope: 'inventory:write' },
      schema: {
        operationId: 'createStockMovement',
        tags,
        summary: 'Registra un movimiento de inventario',
        description:
          'Una diferencia, nunca un valor absoluto: cada dispositivo la aplica una sola vez aunque haya ' +
          'vendido sin conexión. `quantity` es siempre positiva y `type` da la dirección. No se verifica ' +
          'el inventario disponible en `out`. No admite productos con variantes ni compuestos. ' +
          'Con `expected_on_hand`, solo se registra si el inventario es exactamente ese (si no, `409 ' +
          'STOCK_CHANGED`). Emite `stock_movement.created` y `stock_level.updated`.',
        headers: IdempotencyHeaders,
        body: StockMovementCreate,
        response: createdResponses(StockMovement),
      },
    },
    async (request, reply) =>
      idempotentWrite(services, request, reply, 201, (tx, now) => {
        const { body } = request;
        return recordStockMovement(
          tx,
          principalOf(request).tenant,
          {
            productId: body.product_id,
            type: body.type,
            quantity: body.quantity,
            warehouseId: body.warehouse_id,
            reason: body.reason,
            reference: body.reference,
            expectedOnHand: body.expected_on_hand,
          },
          now,
        );
      }),
  );
}
