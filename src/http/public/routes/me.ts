import { Account } from '#src/contract/account.js';
import { toAccount } from '#src/domain/accounts/account.present.js';
import { completenessOf } from '#src/domain/devices/completeness.js';
import type { Services } from '#src/services.js';
import { principalOf } from '../guard.js';
import type { PublicApp } from '../public-app.js';
import { readOn } from '../replica-reads.js';
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
          '`data_freshness` dice hasta cuándo subió datos cada dispositivo y hasta qué instante está completa la copia en la nube (`complete_through`).',
        response: readResponses(Account),
      },
    },
    async (request) => {
      const { account, key, tenant } = principalOf(request);
      const now = services.clock.now();
      return toAccount(
        account,
        key,
        await readOn(services, request, (db) => completenessOf(db, tenant, now)),
      );
    },
  );
}
