import type { Db, Executor } from '#src/db/database.js';
import type { AccountRow } from '#src/db/schema.js';
import type { AuthCache } from '#src/domain/api-keys/authenticate.js';
import { ids } from '#src/domain/clock.js';
import { AppError } from '#src/domain/errors.js';
import type { Page, PageRequest } from '#src/domain/pagination/keyset.js';
import { endAccountSessions } from '#src/domain/sign-in/sessions.service.js';
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

export interface AccountPatch {
  plan?: Plan | undefined;
  status?: AccountStatus | undefined;
  name?: string | undefined;
  /** The owner's e-mail, with which the console is entered; null removes it. */
  email?: string | null | undefined;
}

/**
 * Changes an account. Deactivating it, or giving it another owner e-mail, ends every console
 * session open on it: whoever was signed in no longer may be. Its plan and status decide what
 * its keys may do, so once the change commits this process forgets the account's cached keys.
 */
export async function updateAccount(
  db: Db,
  id: string,
  patch: AccountPatch,
  now: Date,
  authCache: AuthCache,
): Promise<AccountRow> {
  const { email, ...rest } = patch;
  const clean = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  // Its own transaction (a caller's would commit after the forgetting below).
  const account = await db.transaction().execute(async (tx) => {
    const before = await accountsRepo.findById(tx, id);
    if (!before) throw new AppError('NOT_FOUND', { message: `No existe la cuenta ${id}.` });
    const ownerChanged =
      email !== undefined && (email?.toLowerCase() ?? null) !== (before.owner_email?.toLowerCase() ?? null);
    const updated = (await accountsRepo.update(
      tx,
      id,
      email !== undefined ? { ...clean, owner_email: email } : clean,
      now,
    ))!;
    if (updated.status === 'inactive' || ownerChanged) await endAccountSessions(tx, id, now);
    return updated;
  });
  authCache.forgetAccount(account.id);
  return account;
}

/** Operators find accounts by name or owner e-mail (`q`, 2 to 100 characters), newest first. */
export function searchAccounts(
  db: Executor,
  q: string | undefined,
  page: PageRequest,
): Promise<Page<AccountRow>> {
  return accountsRepo.search(db, q, page);
}
