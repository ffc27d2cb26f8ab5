import type { Caja } from '#src/app.js';
import { accountsRepo } from '#src/domain/accounts/accounts.repo.js';
import { createAccount } from '#src/domain/accounts/accounts.service.js';
import { createApiKey } from '#src/domain/api-keys/api-keys.service.js';

export interface Demo {
  accountId: string;
  testKey: string;
}

/** On an empty database: a demo business on plan pro and a test key with every scope. */
export async function seedDemoIfEmpty(caja: Caja): Promise<Demo | null> {
  const { db, clock } = caja.services;
  if ((await accountsRepo.count(db)) > 0) return null;
  const now = clock.now();
  const account = await createAccount(db, { name: 'Tienda Demo', plan: 'pro' }, now);
  const { secret } = await createApiKey(
    db,
    account.id,
    { environment: 'test', name: 'Llave de demostración', scopes: ['*'] },
    now,
  );
  return { accountId: account.id, testKey: secret };
}
