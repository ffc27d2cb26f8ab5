import type { Caja } from '#src/app.js';
import type { AdminClient } from '#src/clients/admin-client.js';
import { accountsRepo } from '#src/domain/accounts/accounts.repo.js';
import { createAccount } from '#src/domain/accounts/accounts.service.js';
import { createApiKey } from '#src/domain/api-keys/api-keys.service.js';
import { type BusinessSummary, simulate } from '#src/simulator/simulate.js';

export interface Demo {
  accountId: string;
  testKey: string;
  /** The owner's e-mail, to enter the console with. */
  email: string;
}

export const DEMO_EMAIL = 'dueno@tienda-demo.localhost';

/**
 * On an empty database: a demo business on plan pro and a test key with every scope. The key
 * is created like any other, so its owner is e-mailed the notice SPEC asks for each time a key
 * is created: without SMTP_URL it waits in the outbox beside the sign-in code, and shows the
 * person trying Caja what the notice looks like. Sparing the demo would need a way around the
 * one path every key takes.
 */
export async function seedDemoIfEmpty(caja: Caja): Promise<Demo | null> {
  const { db, clock } = caja.services;
  if ((await accountsRepo.count(db)) > 0) return null;
  const now = clock.now();
  const account = await createAccount(db, { name: 'Tienda Demo', plan: 'pro', email: DEMO_EMAIL }, now);
  const { secret } = await createApiKey(
    db,
    account.id,
    { environment: 'test', name: 'Llave de demostración', scopes: ['*'] },
    now,
    { who: 'Caja (demostración)', ip: null },
  );
  return { accountId: account.id, testKey: secret, email: DEMO_EMAIL };
}

/**
 * The demo business's last seven days in its test environment: three registers of a
 * minimarket selling, going offline and syncing through the device sync interface at
 * `testUrl`, as `caja simulate` does, so that every read endpoint has something to show.
 * The week is ready a few seconds after the key is printed because its registers sync every
 * three hours rather than every hour, and send what waited table by table: a third of the
 * uploads and downloads, each upload storing its sales, documents and movements a run at a
 * time. What the API shows afterwards is the same kind of week, checked the same way.
 */
export async function simulateDemoWeek(
  admin: AdminClient,
  testUrl: string,
  demo: Pick<Demo, 'accountId' | 'testKey'>,
): Promise<BusinessSummary> {
  const [summary] = await simulate(
    {
      businesses: 1,
      devices: 3,
      days: 7,
      salesPerDay: 40,
      syncEveryMinutes: 180,
      seed: 'demo',
      environment: 'test',
      accountId: demo.accountId,
      apiKey: demo.testKey,
      kinds: ['minimarket'],
      uploads: { byTable: true, batchRecords: 500 },
    },
    { admin, listenerUrl: testUrl },
  );
  if (!summary) throw new Error('the demo simulation returned no business');
  return summary;
}

/** The operator interface called in-process, for the demo's registers. */
export const inProcessAdmin = (caja: Caja, token: string): AdminClient => ({
  async call(method, path, body) {
    const response = await caja.admin.inject({
      method: method as 'POST',
      url: `/admin/v1${path}`,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { payload: JSON.stringify(body) } : {}),
    });
    if (response.statusCode >= 300) throw new Error(`admin ${method} ${path}: ${response.body}`);
    return response.json();
  },
});
