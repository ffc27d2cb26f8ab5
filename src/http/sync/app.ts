import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Environment } from '#src/contract/api.js';
import type { PublicApp } from '#src/http/public/public-app.js';
import { refuseUndeclaredQuery } from '#src/http/shared/validation.js';
import type { Services } from '#src/services.js';
import { deviceGuard } from './guard.js';
import { syncRoutes } from './routes.js';
import { SYNC_PREFIX } from './schemas.js';

/**
 * The device sync interface: how registers upload what they recorded offline and download what
 * changed elsewhere. It is served on each API listener (a device syncs with the listener of its
 * environment) under its own prefix, with its own authentication (the device token) and its own
 * rate limit per device; it is not part of the public API nor of its OpenAPI document.
 */
export async function registerDeviceSync(
  app: PublicApp,
  services: Services,
  environment: Environment,
): Promise<void> {
  await app.register(
    async (scope) => {
      const sync = scope.withTypeProvider<TypeBoxTypeProvider>();
      sync.addHook('onRequest', deviceGuard(services, environment));
      sync.addHook('onRoute', refuseUndeclaredQuery);
      syncRoutes(sync, services);
    },
    { prefix: SYNC_PREFIX },
  );
}
