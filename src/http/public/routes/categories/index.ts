import { Category, CategoryCreate, CategoryListQuery, CategoryUpdate } from '#src/contract/category.js';
import { IdParams, ListEnvelope } from '#src/contract/common.js';
import {
  createCategory,
  getCategory,
  listCategories,
  updateCategory,
} from '#src/domain/catalog/categories.service.js';
import type { Services } from '#src/services.js';
import type { PublicApp } from '../../app.js';
import { principalOf } from '../../guard.js';
import { idempotentWrite } from '../../idempotent-write.js';
import {
  createdResponses,
  IdempotencyHeaders,
  listBody,
  readResponses,
  updatedResponses,
} from '../../responses.js';

const tags = ['Categorías'];

export function categoryRoutes(app: PublicApp, services: Services): void {
  app.get(
    '/categories',
    {
      config: { scope: 'products:read' },
      schema: {
        operationId: 'listCategories',
        tags,
        summary: 'Lista categorías',
        description:
          'De la más reciente a la más antigua. Las eliminadas solo aparecen con `include_deleted=true`.',
        querystring: CategoryListQuery,
        response: readResponses(ListEnvelope(Category, 'CategoryList')),
      },
    },
    async (request) =>
      listBody(await listCategories(services.db, principalOf(request).tenant, request.query)),
  );

  app.get(
    '/categories/:id',
    {
      config: { scope: 'products:read' },
      schema: {
        operationId: 'getCategory',
        tags,
        summary: 'Obtiene una categoría',
        params: IdParams,
        response: readResponses(Category),
      },
    },
    async (request) => getCategory(services.db, principalOf(request).tenant, request.params.id),
  );

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
