import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance, FastifySchema, RawServerDefault } from 'fastify';
import type { Environment } from '#src/domain/context.js';
import { AppError } from '#src/domain/errors.js';
import { createFastify } from '#src/http/shared/fastify.js';
import type { Services } from '#src/services.js';
import './types.js';
import { publicGuard, requireJsonBody } from './guard.js';
import { customerRoutes } from './routes/customers/index.js';
import { meRoute } from './routes/me.js';

export type PublicApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export const PUBLIC_PREFIX = '/public/v1';

/** The public API of one environment. Live and test are two instances over the same services. */
export async function buildPublicApp(services: Services, environment: Environment): Promise<PublicApp> {
  const app = createFastify(
    services.logger.child({ listener: environment }),
  ).withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', publicGuard(services, environment));
  app.addHook('preValidation', requireJsonBody);

  await app.register(
    async (api) => {
      const v1 = api.withTypeProvider<TypeBoxTypeProvider>();
      // A browser's CORS preflight: refused like any other browser request.
      v1.options('/*', { schema: { hide: true } as FastifySchema }, async () => {
        throw new AppError('BROWSER_REQUESTS_NOT_ALLOWED');
      });
      meRoute(v1, services);
      customerRoutes(v1, services);
    },
    { prefix: PUBLIC_PREFIX },
  );
  return app;
}
