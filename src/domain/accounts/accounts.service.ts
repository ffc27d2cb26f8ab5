import type { Executor } from '#src/db/database.js';
import type { AccountRow } from '#src/db/schema.js';
import { ids } from '#src/domain/clock.js';
import { AppError } from '#src/domain/errors.js';
import { type AccountStatus, accountsRepo, type Plan } from './accounts.repo.js';

export async function createAccount(
  db: Executor,
  input: { name: string; plan?: Plan | undefined; email?: string | undefined },
  now: Date,
): Promise<AccountRow> {
  return accountsRepo.insert(db, {
    id: ids.uuid(),
    name: input.name,
    plan: input.plan ?? 'pro',
    status: 'active',
    owner_email: input.email ?? null,
    currency: 'COP',
    created_at: now,
    updated_at: now,
  });
}

export async function getAccount(db: Executor, id: string): Promise<AccountRow> {
  const account = await accountsRepo.findById(db, id);
  if (!account) throw new AppError('NOT_FOUND', { message: `No existe la cuenta ${id}.` });
  return account;
}

export async function updateAccount(
  db: Executor,
  id: string,
  patch: { plan?: Plan | undefined; status?: AccountStatus | undefined; name?: string | undefined },
  now: Date,
): Promise<AccountRow> {
  const clean = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  const account = await accountsRepo.update(db, id, clean, now);
  if (!account) throw new AppError('NOT_FOUND', { message: `No existe la cuenta ${id}.` });
  return account;
}
