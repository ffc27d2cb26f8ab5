import type { Db } from '#src/db/database.js';
import type { AccountRow } from '#src/db/schema.js';
import { recordActivity } from '#src/domain/activity/activity.service.js';
import { queueMail } from '#src/domain/notifications/mail-jobs.js';
import type { RateLimitStore } from '#src/domain/rate-limit/gcra.js';
import { chargeLimits, codeTryLimits, signInCodeLimits, type TooMany } from './code-limits.js';
import { codesRepo } from './codes.repo.js';
import { type CodeRefused, confirmCode, issueCode, pendingCode } from './codes.service.js';
import { type TooManyWrong, warnOwnerOfGuessing, wrongCodesBlock } from './guessing.js';
import { accountsOf, startSession } from './sessions.service.js';

/** How e-mails are compared: case and surrounding spaces aside. */
const normalEmail = (email: string): string => email.trim().toLowerCase();

/**
 * Starts a sign-in for an e-mail: a code, and the job that mails it, in one transaction.
 * Whether the e-mail owns an account changes only whether that job sends anything: the
 * challenge and the job are made the same way, so no answer (nor its time) tells the two apart.
 */
export async function requestSignIn(
  db: Db,
  limits: RateLimitStore,
  input: { email: string; ip: string },
  now: Date,
): Promise<{ challengeId: string } | TooMany<'too_many_codes'> | TooManyWrong> {
  const email = normalEmail(input.email);
  const wait = await chargeLimits(limits, signInCodeLimits(email, input.ip), now);
  if (wait !== null) return { refused: 'too_many_codes', retryAfterMs: wait };
  return db.transaction().execute(async (tx) => {
    // Known e-mail or not, past the day's wrong tries no code is sent: the same answer for both.
    const blocked = await wrongCodesBlock(tx, email, now);
    if (blocked) return blocked;
    const owner = (await accountsOf(tx, email))[0] ?? null;
    const issued = await issueCode(tx, { purpose: 'sign_in', email, accountId: owner?.id ?? null }, now);
    await queueMail(
      tx,
      issued.id,
      {
        message: 'sign_in_code',
        to: owner?.owner_email ?? null,
        expires_at: issued.expiresAt.toISOString(),
        data: owner ? { code: issued.code, ip: input.ip } : null,
      },
      now,
    );
    return { challengeId: issued.id };
  });
}

/** The e-mail a sign-in code was asked for, while the code is waiting to be typed. */
export async function pendingSignIn(db: Db, challengeId: string): Promise<{ email: string } | null> {
  const code = await pendingCode(db, { id: challengeId, purpose: 'sign_in' });
  return code ? { email: code.email } : null;
}

export type SignInOutcome =
  | { signedIn: { token: string; account: AccountRow } }
  | TooMany<'too_many_tries'>
  | TooManyWrong
  | CodeRefused
  /** The right code, for an e-mail whose account was deactivated (or given another owner) since. */
  | { refused: 'account_inactive' };

/**
 * Ends a sign-in: the code for the challenge, then a session on the oldest active account the
 * e-mail owns, with the sign-in in that account's activity log. Each try counts against the
 * client address's tries, whatever the code; a wrong one also against the e-mail's day, past
 * which nothing is checked for it (`guessing.ts`).
 */
export async function completeSignIn(
  db: Db,
  limits: RateLimitStore,
  input: { challengeId: string; code: string; ip: string; userAgent: string | null },
  now: Date,
): Promise<SignInOutcome> {
  const wait = await chargeLimits(limits, codeTryLimits(input.ip), now);
  if (wait !== null) return { refused: 'too_many_tries', retryAfterMs: wait };
  const outcome = await db.transaction().execute(async (tx) => {
    const email = (await pendingCode(tx, { id: input.challengeId, purpose: 'sign_in' }))?.email;
    if (email !== undefined) {
      // One e-mail's tries take turns, so that the day's bound holds however many arrive at once.
      await codesRepo.lockEmail(tx, email);
      const blocked = await wrongCodesBlock(tx, email, now);
      if (blocked) return blocked;
    }
    const code = await confirmCode(tx, { id: input.challengeId, purpose: 'sign_in' }, input.code, now);
    if ('refused' in code) {
      if (email === undefined || (code.problem !== 'wrong' && code.problem !== 'exhausted')) return code;
      await warnOwnerOfGuessing(tx, { email, ip: input.ip }, now);
      return (await wrongCodesBlock(tx, email, now)) ?? code;
    }
    const account = (await accountsOf(tx, code.email))[0];
    if (!account) return { done: null };
    const { token } = await startSession(
      tx,
      { email: code.email, accountId: account.id, ip: input.ip, userAgent: input.userAgent },
      now,
    );
    await recordActivity(
      tx,
      { accountId: account.id, environment: null, action: 'sign_in' },
      { who: code.email, ip: input.ip },
      now,
    );
    return { done: { token, account } };
  });
  if ('refused' in outcome) return outcome;
  return outcome.done ? { signedIn: outcome.done } : { refused: 'account_inactive' };
}
