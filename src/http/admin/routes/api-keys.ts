import { createApiKey, revokeApiKey } from '#src/domain/api-keys/api-keys.service.js';
import type { Services } from '#src/services.js';
import type { AdminApp } from '../app.js';
import { AccountParams, ApiKeyCreate, adminApiKey } from '../schemas.js';

export function keyRoutes(app: AdminApp, services: Services): void {
  app.post(
    '/accounts/:id/api-keys',
    { schema: { params: AccountParams, body: ApiKeyCreate } },
    async (request, reply) => {
      const { body } = request;
      const { key, secret } = await createApiKey(
        services.db,
        request.params.id,
        {
          environment: body.environment,
          name: body.name ?? `Llave ${body.environment}`,
          scopes: body.scopes,
          expiresAt: body.expires_at ? new Date(body.expires_at) : null,
        },
        services.clock.now(),
      );
      return reply.code(201).send({ ...adminApiKey(key), secret });
    },
  );

  app.post('/api-keys/:id/revoke', { schema: { params: AccountParams } }, async (request) => {
    const key = await revokeApiKey(services.db, request.params.id, services.clock.now());
    services.authenticator.forgetAccount(key.account_id);
    return adminApiKey(key);
  });
}
