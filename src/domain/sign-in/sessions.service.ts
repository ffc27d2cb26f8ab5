import { createHash, randomBytes } from 'node:crypto';
import type { ConsoleSessionRow } from '#src/db/console-tables.js';
import type { Executor } from '#src/db/database.js';
import type { AccountRow } from '#src/db/schema.js';
import { accountsRepo } from '#src/domain/accounts/accounts.repo.js';
import { ids } from '#src/domain/clock.js';
import { AppError } from '#src/domain/errors.js';
import { codesRepo } from './codes.repo.js';
import { flashesRepo } from './flashes.repo.js';
import { sessionsRepo } from './sessions.repo.js';

/** Twelve hours without a request end a session. */
export const SESSION_IDLE_MS = 12 * 60 * 60_000;
/** Activity is written at most once a minute per session. */
const TOUCH_EVERY_MS = 60_000;

export interface SignedIn {
  session: ConsoleSessionRow;
  account: AccountRow;
}

/** Opens a session and returns its token, the cookie's value; only its hash is kept. */
export async function startSession(
  db: Executor,
  input: { email: string; accountId: string; ip: string | null; userAgent: string | null },
  now: Date,
): Promise<{ token: string; session: ConsoleSessionRow }> {
  const token = randomBytes(32).toString('base64url');
  const session: ConsoleSessionRow = {
    id: ids.uuid(),
    token_hash: tokenHash(token),
    email: input.email.toLowerCase(),
    account_id: input.accountId,
    ip: input.ip,
    user_agent: input.userAgent?.slice(0, 300) ?? null,
    created_at: now,
    last_seen_at: now,
    ended_at: null,
  };
  await sessionsRepo.insert(db, session);
  return { token, session };
}

/**
 * The session a cookie names, if it is still good: not ended, used within the last 12 hours,
 * on an active account that the session's e-mail still owns.
 */
export async function findSession(db: Executor, token: string, now: Date): Promise<SignedIn | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const found = await sessionsRepo.findOpen(db, tokenHash(token));
  if (!found) return null;
  const { session, account } = found;
  const idle = now.getTime() - session.last_seen_at.getTime();
  const owner = account.owner_email?.toLowerCase() === session.email;
  if (idle >= SESSION_IDLE_MS || account.status !== 'active' || !owner) return null;
  if (idle >= TOUCH_EVERY_MS) await sessionsRepo.touch(db, session.id, now);
  return found;
}

export async function endSession(db: Executor, sessionId: string, now: Date): Promise<void> {
  await sessionsRepo.end(db, sessionId, now);
}

export async function endAccountSessions(db: Executor, accountId: string, now: Date): Promise<void> {
  await sessionsRepo.endForAccount(db, accountId, now);
}

/** The active accounts a person may switch between: those their e-mail owns. */
export async function accountsOf(db: Executor, email: string): Promise<AccountRow[]> {
  return (await accountsRepo.ownedBy(db, email)).filter((a) => a.status === 'active');
}

/** Moves a session to another account of the same owner. */
export async function switchAccount(
  db: Executor,
  signedIn: SignedIn,
  accountId: string,
): Promise<AccountRow> {
  const account = (await accountsOf(db, signedIn.session.email)).find((a) => a.id === accountId);
  if (!account) throw new AppError('NOT_FOUND', { message: `No existe la cuenta ${accountId}.` });
  await sessionsRepo.moveTo(db, signedIn.session.id, account.id);
  return account;
}

const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Housekeeping: codes a day after they were sent (ten minutes made them useless), secrets
 * waiting to be shown once their five minutes are over, and sessions a week after their last
 * request (twelve hours ended them; the activity log keeps sign-ins).
 */
export async function purgeSignInLeftovers(db: Executor, now: Date): Promise<number> {
  const codes = await codesRepo.deleteCreatedBefore(db, new Date(now.getTime() - 86_400_000));
  const flashes = await flashesRepo.deleteExpired(db, now);
  const sessions = await sessionsRepo.deleteIdleSince(db, new Date(now.getTime() - 7 * 86_400_000));
  return codes + flashes + sessions;
}
