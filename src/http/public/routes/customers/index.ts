import { IdParams } from '#src/contract/common.js';
import { Customer, CustomerCreate, CustomerListQuery, CustomerUpdate } from '#src/contract/customer.js';
import {
  createCustomer,
  getCustomer,
  listCustomers,
  updateCustomer,
} from '#src/domain/customers/customers.service.js';
import type { Services } from '#src/services.js';
import { principalOf } from '../../guard.js';
import { idempotentWrite } from '../../idempotent-write.js';
import type { PublicApp } from '../../public-app.js';
import { readRoutes } from '../../read-routes.js';
import { createdResponses, IdempotencyHeaders, updatedResponses } from '../../responses.js';

const tags = ['Clientes'];

export function customerRoutes(app: PublicApp, services: Services): void {
  readRoutes(app, services, {
    path: '/customers',
    scope: 'customers:read',
    tags,
    resource: Customer,
    listTitle: 'CustomerList',
    list: {
      operationId: 'listCustomers',
      summary: 'Lista clientes',
      description:
        'Del más reciente al más antiguo. Los eliminados solo aparecen con `include_deleted=true`.',
      query: CustomerListQuery,
      run: (db, tenant, query) => listCustomers(db, tenant, query),
    },
    get: {
      operationId: 'getCustomer',
      summary: 'Obtiene un cliente',
      description: 'Por su id. 404 `NOT_FOUND` si no existe en el ambiente de la llave.',
      run: (db, tenant, id) => getCustomer(db, tenant, id),
    },
  });

  app.post(
    '/customers',
    {
      config: { scope: 'customers:write' },
      schema: {
        operationId: 'createCustomer',
        tags,
        summary: 'Crea un cliente',
        description: 'Llega a los dispositivos en su próxima sincronización. Emite `customer.created`.',
        headers: IdempotencyHeaders,
        body: CustomerCreate,
        response: createdResponses(Customer),
      },
    },
    async (request, reply) =>
      idempotentWrite(services, request, reply, 201, (tx, now) =>
        createCustomer(tx, principalOf(request).tenant, request.body, now),
      ),
  );

  app.patch(
    '/customers/:id',
    {
      config: { scope: 'customers:write' },
      schema: {
        operationId: 'updateCustomer',
        tags,
        summary: 'Edita un cliente',
        description:
          'Envía solo los campos a cambiar. Gana el cambio más reciente: si alguien edita el mismo cliente ' +
          'desde una caja entre dos intentos, la escritura posterior sobrescribe la anterior. Emite `customer.updated`.',
        params: IdParams,
        body: CustomerUpdate,
        response: updatedResponses(Customer),
      },
    },
    async (request) =>
      services.db
        .transaction()
        .execute((tx) =>
          updateCustomer(
            tx,
            principalOf(request).tenant,
            request.params.id,
            request.body,
            services.clock.now(),
          ),
        ),
  );
}
