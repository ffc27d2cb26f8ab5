import { Account } from '#src/contract/account.js';
import { toAccount } from '#src/domain/accounts/account.present.js';
import { devicesRepo } from '#src/domain/devices/devices.repo.js';
import type { Services } from '#src/services.js';
import { principalOf } from '../guard.js';
import type { PublicApp } from '../public-app.js';
import { readResponses } from '../responses.js';

export function meRoute(app: PublicApp, services: Services): void {
  app.get(
    '/me',
    {
      config: { anyPlan: true },
      schema: {
        operationId: 'getMe',
        tags: ['Cuenta'],
        summary: 'Cuenta, llave y frescura de los datos',
        description:
          'Responde a cualquier llave válida, tenga o no permisos y aunque el plan no incluya la API. ' +
          '`data_freshness` dice hasta cuándo subió datos cada dispositivo.',
        response: readResponses(Account),
      },
    },
    async (request) => {
      const { account, key, tenant } = principalOf(request);
      return toAccount(account, key, await devicesRepo.listActive(services.db, tenant));
    },
  );
}
