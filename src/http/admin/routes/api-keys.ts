import { getAccount } from '#src/domain/accounts/accounts.service.js';
import { byOperator } from '#src/domain/activity/activity.service.js';
import { createApiKey, listApiKeys, revokeApiKey } from '#src/domain/api-keys/api-keys.service.js';
import { listBody } from '#src/http/shared/list-body.js';
import type { Services } from '#src/services.js';
import type { AdminApp } from '../admin-app.js';
import { AccountParams, ApiKeyCreate, adminApiKey, EnvironmentQuery, environmentsOf } from '../schemas.js';

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
        byOperator(request.ip),
      );
      return reply.code(201).send({ ...adminApiKey(key), secret });
    },
  );

  app.get(
    '/accounts/:id/api-keys',
    { schema: { params: AccountParams, querystring: EnvironmentQuery } },
    async (request) => {
      const account = await getAccount(services.db, request.params.id);
      const keys = await Promise.all(
        environmentsOf(request.query).map((env) => listApiKeys(services.db, account.id, env)),
      );
      return listBody({ data: keys.flat().map(adminApiKey), hasMore: false, nextCursor: null });
    },
  );

  app.post('/api-keys/:id/revoke', { schema: { params: AccountParams } }, async (request) => {
    const { db, clock, authenticator } = services;
    const by = byOperator(request.ip);
    return adminApiKey(await revokeApiKey(db, { id: request.params.id }, clock.now(), by, authenticator));
  });
}
