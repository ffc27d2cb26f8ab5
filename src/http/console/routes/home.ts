import { listDevices } from '#src/domain/devices/devices.service.js';
import { meetsMinimumVersion } from '#src/domain/devices/edit-compatibility.js';
import { dailySalesReport, lastDays } from '#src/domain/reports/daily-sales.service.js';
import { type ConsoleDeps, type ConsoleRoutes, sendPage, sessionOf } from '../context.js';
import { pageEnvironment } from '../environment.js';
import { PageQuery } from '../schemas.js';
import { homePage } from '../views/home.js';

export function homeRoutes(app: ConsoleRoutes, deps: ConsoleDeps): void {
  const { db, clock, config } = deps.services;

  app.get('/inicio', { schema: { querystring: PageQuery } }, async (request, reply) => {
    const environment = await pageEnvironment(deps, request, request.query);
    const tenant = { accountId: sessionOf(request).account.id, environment };
    const now = clock.now();
    const [report, devices] = await Promise.all([
      dailySalesReport(db, tenant, lastDays(now, 30), now),
      listDevices(db, tenant),
    ]);
    const inUse = devices
      .filter((device) => device.revoked_at === null)
      .map((device) => ({
        device,
        outdated: !meetsMinimumVersion(device.app_version, config.editsMinAppVersion),
      }));
    return sendPage(deps, request, reply, { title: 'Inicio', section: 'inicio', environment }, () =>
      homePage({
        environment,
        days: report.days,
        devices: inUse,
        minAppVersion: config.editsMinAppVersion,
        now,
      }),
    );
  });
}
