import { Category, CategoryCreate, CategoryListQuery, CategoryUpdate } from '#src/contract/category.js';
import { IdParams } from '#src/contract/common.js';
import {
  createCategory,
  getCategory,
  listCategories,
  updateCategory,
} from '#src/domain/catalog/categories.service.js';
import type { Services } from '#src/services.js';
import { principalOf } from '../../guard.js';
import { idempotentWrite } from '../../idempotent-write.js';
import type { PublicApp } from '../../public-app.js';
import { readRoutes } from '../../read-routes.js';
import { createdResponses, IdempotencyHeaders, updatedResponses } from '../../responses.js';

const tags = ['Categorías'];

export function categoryRoutes(app: PublicApp, services: Services): void {
  readRoutes(app, services, {
    path: '/categories',
    scope: 'products:read',
    tags,
    resource: Category,
    listTitle: 'CategoryList',
    list: {
      operationId: 'listCategories',
      summary: 'Lista categorías',
      description:
        'De la más reciente a la más antigua. Las eliminadas solo aparecen con `include_deleted=true`.',
      query: CategoryListQuery,
      run: (db, tenant, query) => listCategories(db, tenant, query),
    },
    get: {
      operationId: 'getCategory',
      summary: 'Obtiene una categoría',
      description: 'Por su id. 404 `NOT_FOUND` si no existe en el ambiente de la llave.',
      run: (db, tenant, id) => getCategory(db, tenant, id),
    },
  });

  app.post(
    '/categories',
    {
      config: { scope: 'products:write' },
      schema: {
        operationId: 'createCategory',
        tags,
        summary: 'Crea una categoría',
        description: 'Llega a los dispositivos en su próxima sincronización. Emite `category.created`.',
        headers: IdempotencyHeaders,
        body: CategoryCreate,
        response: createdResponses(Category),
      },
    },
    async (request, reply) =>
      idempotentWrite(services, request, reply, 201, (tx, now) =>
        createCategory(tx, principalOf(request).tenant, request.body, now),
      ),
  );

  app.patch(
    '/categories/:id',
    {
      config: { scope: 'products:write' },
      schema: {
        operationId: 'updateCategory',
        tags,
        summary: 'Edita una categoría',
        description:
          'Envía solo los campos a cambiar; gana el cambio más reciente. Una categoría eliminada no se edita ' +
          '(`CONFLICT`). Emite `category.updated`.',
        params: IdParams,
        body: CategoryUpdate,
        response: updatedResponses(Category),
      },
    },
    async (request) =>
      services.db
        .transaction()
        .execute((tx) =>
          updateCategory(
            tx,
            principalOf(request).tenant,
            request.params.id,
            request.body,
            services.clock.now(),
          ),
        ),
  );
}
