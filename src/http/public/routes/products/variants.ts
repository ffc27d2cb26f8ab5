import { Product, VariantParams, VariantUpdate } from '#src/contract/product.js';
import { updateVariant } from '#src/domain/catalog/product-variants.service.js';
import type { Services } from '#src/services.js';
import { principalOf } from '../../guard.js';
import type { PublicApp } from '../../public-app.js';
import { updatedResponses } from '../../responses.js';
import { refuseNonEditable } from './non-editable-fields.js';

export function variantRoutes(app: PublicApp, services: Services, tags: string[]): void {
  app.patch(
    '/products/:id/variants/:variantId',
    {
      config: { scope: 'products:write' },
      preValidation: refuseNonEditable(['stock']),
      schema: {
        operationId: 'updateProductVariant',
        tags,
        summary: 'Edita una variante',
        description:
          'Envía al menos un campo. `base_price` sin `final_price` cambia los dos. Nunca toca el inventario. ' +
          'Responde el producto completo con todas sus variantes. `409 DEVICES_OUTDATED` si alguna caja no admite ' +
          'ediciones (nada cambia). Emite `product.updated`.',
        params: VariantParams,
        body: VariantUpdate,
        response: updatedResponses(Product),
      },
    },
    async (request) =>
      services.db.transaction().execute((tx) =>
        updateVariant(
          tx,
          principalOf(request).tenant,
          request.params.id,
          request.params.variantId,
          request.body,
          {
            now: services.clock.now(),
            minAppVersion: services.config.editsMinAppVersion,
          },
        ),
      ),
  );
}
