import { getDevice, listDevices, revokeDevice } from '#src/domain/devices/devices.service.js';
import { meetsMinimumVersion } from '#src/domain/devices/edit-compatibility.js';
import { type ConsoleDeps, type ConsoleRoutes, changedBy, sendPage, sessionOf } from '../context.js';
import { pageEnvironment } from '../environment.js';
import { IdParams, PageQuery } from '../schemas.js';
import { devicesPage, revokeDevicePage } from '../views/devices.js';

export function deviceRoutes(app: ConsoleRoutes, deps: ConsoleDeps): void {
  const { db, clock, config } = deps.services;
  const view = (environment: 'live' | 'test') => ({
    title: 'Dispositivos',
    section: 'dispositivos' as const,
    environment,
  });

  app.get('/dispositivos', { schema: { querystring: PageQuery } }, async (request, reply) => {
    const environment = await pageEnvironment(deps, request, request.query);
    const devices = await listDevices(db, { accountId: sessionOf(request).account.id, environment });
    const lines = devices.map((device) => ({
      device,
      outdated: !meetsMinimumVersion(device.app_version, config.editsMinAppVersion),
    }));
    const done = request.query.hecho === 'revocado' ? 'El dispositivo quedó revocado.' : undefined;
    return sendPage(deps, request, reply, view(environment), () =>
      devicesPage({
        environment,
        devices: lines,
        minAppVersion: config.editsMinAppVersion,
        now: clock.now(),
        ...(done ? { done } : {}),
      }),
    );
  });

  app.get('/dispositivos/:id/revocar', { schema: { params: IdParams } }, async (request, reply) => {
    const device = await getDevice(db, { id: request.params.id, accountId: sessionOf(request).account.id });
    return sendPage(deps, request, reply, view(device.environment), (csrf) => revokeDevicePage(csrf, device));
  });

  app.post('/dispositivos/:id/revocar', { schema: { params: IdParams } }, async (request, reply) => {
    const ref = { id: request.params.id, accountId: sessionOf(request).account.id };
    const device = await revokeDevice(db, ref, clock.now(), changedBy(request));
    return reply.redirect(`/dispositivos?ambiente=${device.environment}&hecho=revocado`, 303);
  });
}
