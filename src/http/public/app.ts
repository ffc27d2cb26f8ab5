import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifySchema } from 'fastify';
import type { Environment } from '#src/contract/api.js';
import { AppError } from '#src/domain/errors.js';
import { createFastify } from '#src/http/shared/fastify.js';
import { requireJsonBody } from '#src/http/shared/json-body.js';
import { refuseUndeclaredQuery } from '#src/http/shared/validation.js';
import type { Services } from '#src/services.js';
import './types.js';
import { docsRoutes } from './docs/index.js';
import { publicGuard } from './guard.js';
import { registerOpenApi } from './openapi/index.js';
import { PUBLIC_PREFIX, type PublicApp } from './public-app.js';
import { rememberWrites } from './replica-reads.js';
import { cashSessionRoutes } from './routes/cash-sessions/index.js';
import { categoryRoutes } from './routes/categories/index.js';
import { customerRoutes } from './routes/customers/index.js';
import { eventRoutes } from './routes/events/index.js';
import { inventoryRoutes } from './routes/inventory/index.js';
import { invoiceRoutes } from './routes/invoices/index.js';
import { meRoute } from './routes/me.js';
import { productRoutes } from './routes/products/index.js';
import { quoteRoutes } from './routes/quotes/index.js';
import { reportRoutes } from './routes/reports/index.js';
import { saleRoutes } from './routes/sales/index.js';
import { warehouseRoutes } from './routes/warehouses/index.js';

/** The public API of one environment. Live and test are two instances over the same services. */
export async function buildPublicApp(services: Services, environment: Environment): Promise<PublicApp> {
  const app = createFastify(services.logger.child({ listener: environment }), {
    http: services.config.http,
    listener: environment,
    metrics: services.metrics,
    lifecycle: services.lifecycle,
  }).withTypeProvider<TypeBoxTypeProvider>();
  // First, so that it sees every route. The open ones (documents, probes) take any query; the
  // device sync routes are open here and refuse unknown parameters in their own scope.
  app.addHook('onRoute', (route) => {
    if (!route.config?.open) refuseUndeclaredQuery(route);
  });
  app.addHook('onRequest', publicGuard(services, environment));
  app.addHook('preValidation', requireJsonBody);
  // Only with replicas: without them a write costs nothing more than before.
  if (services.reads) app.addHook('onSend', rememberWrites(services));
  // Before the routes: the document is collected from each route as it is added.
  await registerOpenApi(app, services.config, environment);
  docsRoutes(app, services.config, environment);

  await app.register(
    async (api) => {
      const v1 = api.withTypeProvider<TypeBoxTypeProvider>();
      // A browser's CORS preflight: refused like any other browser request.
      v1.options('/*', { schema: { hide: true } as FastifySchema }, async () => {
        throw new AppError('BROWSER_REQUESTS_NOT_ALLOWED');
      });
      meRoute(v1, services);
      customerRoutes(v1, services);
      categoryRoutes(v1, services);
      productRoutes(v1, services);
      warehouseRoutes(v1, services);
      inventoryRoutes(v1, services);
      saleRoutes(v1, services);
      invoiceRoutes(v1, services);
      quoteRoutes(v1, services);
      cashSessionRoutes(v1, services);
      reportRoutes(v1, services);
      eventRoutes(v1, services);
    },
    { prefix: PUBLIC_PREFIX },
  );
  return app;
}
