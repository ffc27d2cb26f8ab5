import { addDevice, revokeDevice } from '#src/domain/devices/devices.service.js';
import type { Services } from '#src/services.js';
import type { AdminApp } from '../app.js';
import { AccountParams, adminDevice, DeviceCreate } from '../schemas.js';

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

  app.post('/devices/:id/revoke', { schema: { params: AccountParams } }, async (request) =>
    adminDevice(await revokeDevice(services.db, request.params.id, services.clock.now())),
  );
}
