import { Type } from '@sinclair/typebox';
import { createWarehouse } from '#src/domain/inventory/warehouses.service.js';
import type { Services } from '#src/services.js';
import type { AdminApp } from '../admin-app.js';
import { AccountParams, EnvironmentField } from '../schemas.js';

const WarehouseCreate = Type.Object(
  {
    environment: EnvironmentField,
    name: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
    is_default: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);

/** Warehouses are created by devices; operators create one the same way (it reaches the devices too). */
export function warehouseRoutes(app: AdminApp, services: Services): void {
  app.post(
    '/accounts/:id/warehouses',
    { schema: { params: AccountParams, body: WarehouseCreate } },
    async (request, reply) => {
      const { body } = request;
      const tenant = { accountId: request.params.id, environment: body.environment };
      const warehouse = await services.db
        .transaction()
        .execute((tx) =>
          createWarehouse(
            tx,
            tenant,
            { name: body.name, isDefault: body.is_default ?? false },
            services.clock.now(),
          ),
        );
      return reply.code(201).send(warehouse);
    },
  );
}
