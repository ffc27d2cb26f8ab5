import { getAccount } from '#src/domain/accounts/accounts.service.js';
import { byOperator } from '#src/domain/activity/activity.service.js';
import { addDevice, listDevices, revokeDevice } from '#src/domain/devices/devices.service.js';
import { listBody } from '#src/http/shared/list-body.js';
import type { Services } from '#src/services.js';
import type { AdminApp } from '../admin-app.js';
import { AccountParams, adminDevice, DeviceCreate, EnvironmentQuery, environmentsOf } from '../schemas.js';

export function deviceRoutes(app: AdminApp, services: Services): void {
  app.post(
    '/accounts/:id/devices',
    { schema: { params: AccountParams, body: DeviceCreate } },
    async (request, reply) => {
      const { body } = request;
      const { device, token } = await addDevice(
        services.db,
        request.params.id,
        {
          environment: body.environment,
          name: body.name,
          kind: body.kind ?? 'primary',
          platform: body.platform,
          appVersion: body.app_version,
        },
        services.clock.now(),
      );
      return reply.code(201).send({ ...adminDevice(device), token });
    },
  );

  app.get(
    '/accounts/:id/devices',
    { schema: { params: AccountParams, querystring: EnvironmentQuery } },
    async (request) => {
      const account = await getAccount(services.db, request.params.id);
      const devices = await Promise.all(
        environmentsOf(request.query).map((environment) =>
          listDevices(services.db, { accountId: account.id, environment }),
        ),
      );
      return listBody({ data: devices.flat().map(adminDevice), hasMore: false, nextCursor: null });
    },
  );

  app.post('/devices/:id/revoke', { schema: { params: AccountParams } }, async (request) => {
    const by = byOperator(request.ip);
    return adminDevice(await revokeDevice(services.db, { id: request.params.id }, services.clock.now(), by));
  });
}
