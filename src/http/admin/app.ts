import { timingSafeEqual } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { bearerToken } from '#src/domain/api-keys/authenticate.js';
import { AppError } from '#src/domain/errors.js';
import { createFastify } from '#src/http/shared/fastify.js';
import { requireJsonBody } from '#src/http/shared/json-body.js';
import { refuseUndeclaredQuery } from '#src/http/shared/validation.js';
import type { Services } from '#src/services.js';
import type { AdminApp, AdminRoutes } from './admin-app.js';
import { accountRoutes } from './routes/accounts.js';
import { keyRoutes } from './routes/api-keys.js';
import { deviceRoutes } from './routes/devices.js';
import { warehouseRoutes } from './routes/warehouses.js';
import { webhookEndpointRoutes } from './routes/webhook-endpoints.js';

/**
 * The operators' interface: accounts, keys and devices, for the `caja` CLI, scripts and tests,
 * and `GET /metrics` for Prometheus.
 * It listens apart from the public API (127.0.0.1 by default) and every call carries the
 * operator token.
 */
export async function buildAdminApp(
  services: Services,
  adminToken: string,
  extra: AdminRoutes[] = [],
): Promise<AdminApp> {
  const app = createFastify(services.logger.child({ listener: 'admin' }), {
    http: services.config.http,
    listener: 'admin',
    metrics: services.metrics,
    lifecycle: services.lifecycle,
  }).withTypeProvider<TypeBoxTypeProvider>();
  const expected = Buffer.from(adminToken);
  app.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config.open) return;
    const token = bearerToken(request.headers.authorization);
    if (token === null) {
      throw new AppError('UNAUTHENTICATED', {
        message: 'Falta el token de operador. Envía Authorization: Bearer <CAJA_ADMIN_TOKEN>.',
      });
    }
    const given = Buffer.from(token);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new AppError('INVALID_API_KEY', {
        message:
          'El token de operador no es válido. Usa el valor de CAJA_ADMIN_TOKEN o el guardado en el directorio de datos.',
      });
    }
  });
  app.addHook('preValidation', requireJsonBody);
  // As on the public API: a route without query parameters refuses any, naming it.
  app.addHook('onRoute', refuseUndeclaredQuery);
  // Prometheus's scrape, with the operator token like every other call here.
  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    const { contentType, body } = await services.metrics.scrape();
    return reply.type(contentType).header('Cache-Control', 'no-store').send(body);
  });
  await app.register(
    async (admin) => {
      const v1 = admin.withTypeProvider<TypeBoxTypeProvider>();
      accountRoutes(v1, services);
      keyRoutes(v1, services);
      deviceRoutes(v1, services);
      warehouseRoutes(v1, services);
      webhookEndpointRoutes(v1, services);
      for (const routes of extra) routes(v1, services);
    },
    { prefix: '/admin/v1' },
  );
  return app;
}
