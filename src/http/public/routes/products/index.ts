import { IdParams } from '#src/contract/common.js';
import {
  PRODUCT_FIELDS_NOT_EDITABLE,
  Product,
  ProductCreate,
  ProductListQuery,
  ProductUpdate,
} from '#src/contract/product.js';
import {
  createProduct,
  getProduct,
  listProducts,
  updateProduct,
} from '#src/domain/catalog/products.service.js';
import type { Services } from '#src/services.js';
import { principalOf } from '../../guard.js';
import { idempotentWrite } from '../../idempotent-write.js';
import type { PublicApp } from '../../public-app.js';
import { readRoutes } from '../../read-routes.js';
import { createdResponses, IdempotencyHeaders, updatedResponses } from '../../responses.js';
import { refuseNonEditable } from './non-editable-fields.js';
import { variantRoutes } from './variants.js';

const tags = ['Productos'];

export function productRoutes(app: PublicApp, services: Services): void {
  readRoutes(app, services, {
    path: '/products',
    scope: 'products:read',
    tags,
    resource: Product,
    listTitle: 'ProductList',
    list: {
      operationId: 'listProducts',
      summary: 'Lista productos',
      description:
        'Del más reciente al más antiguo, cada uno con sus variantes vigentes. `stock` es siempre null.',
      query: ProductListQuery,
      run: (db, tenant, query) => listProducts(db, tenant, query),
    },
    get: {
      operationId: 'getProduct',
      summary: 'Obtiene un producto',
      description: 'Con sus variantes vigentes. 404 `NOT_FOUND` si no existe en el ambiente de la llave.',
      run: (db, tenant, id) => getProduct(db, tenant, id),
    },
  });

  app.post(
    '/products',
    {
      config: { scope: 'products:write' },
      schema: {
        operationId: 'createProduct',
        tags,
        summary: 'Crea un producto',
        description:
          'Crea productos simples, sin variantes (la API no crea recetas ni variantes). Con `initial_stock` ' +
          'registra además un movimiento de entrada. Funciona aunque haya cajas desactualizadas. Emite `product.created`.',
        headers: IdempotencyHeaders,
        body: ProductCreate,
        response: createdResponses(Product),
      },
    },
    async (request, reply) =>
      idempotentWrite(services, request, reply, 201, (tx, now) =>
        createProduct(tx, principalOf(request).tenant, request.body, now),
      ),
  );

  app.patch(
    '/products/:id',
    {
      config: { scope: 'products:write' },
      preValidation: refuseNonEditable(PRODUCT_FIELDS_NOT_EDITABLE),
      schema: {
        operationId: 'updateProduct',
        tags,
        summary: 'Edita un producto',
        description:
          'Envía solo los campos a cambiar. Nunca cambia inventario, `base_unit`, `sold_by_weight` ni `kind`. ' +
          '`base_price` sin `final_price` cambia los dos; `category_id: null` quita la categoría. ' +
          '`409 DEVICES_OUTDATED` si alguna caja no admite ediciones (nada cambia). Emite `product.updated`.',
        params: IdParams,
        body: ProductUpdate,
        response: updatedResponses(Product),
      },
    },
    async (request) =>
      services.db.transaction().execute((tx) =>
        updateProduct(tx, principalOf(request).tenant, request.params.id, request.body, {
          now: services.clock.now(),
          minAppVersion: services.config.editsMinAppVersion,
        }),
      ),
  );

  variantRoutes(app, services, tags);
}
