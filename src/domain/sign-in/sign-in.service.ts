import type { Db, Executor } from '#src/db/database.js';
import type { AccountRow } from '#src/db/schema.js';
import { recordActivity } from '#src/domain/activity/activity.service.js';
import type { Limit } from '#src/domain/rate-limit/gcra.js';
import { issueCode, withConfirmedCode } from './codes.service.js';
import { accountsOf, startSession } from './sessions.service.js';

const CODE_REQUEST_PERIOD_MS = 15 * 60_000;

/** Sign-in codes one e-mail, and one client address, may ask for per 15 minutes. */
export function signInCodeLimits(email: string, ip: string): Limit[] {
  return [
    { key: `console:code:email:${email.toLowerCase()}`, limit: 5, periodMs: CODE_REQUEST_PERIOD_MS },
    { key: `console:code:ip:${ip}`, limit: 20, periodMs: CODE_REQUEST_PERIOD_MS },
  ];
}

/**
 * Codes one client address may try per 15 minutes, whatever the e-mail: with five tries per
 * code, this bounds how fast one address can guess across many codes and e-mails.
 */
export function codeTryLimits(ip: string): Limit[] {
  return [{ key: `console:code-try:ip:${ip}`, limit: 30, periodMs: CODE_REQUEST_PERIOD_MS }];
}

export interface SignInChallenge {
  /** Identifies the code to the page that asks for it. */
  challengeId: string;
  /** What to send, or null when the e-mail owns no active account (nothing is sent). */
  delivery: { to: string; code: string } | null;
}

/**
 * Starts a sign-in for an e-mail. Whether the e-mail owns an account changes only whether a
 * message is sent: the challenge is made the same way, so no answer tells the two apart.
 */
export async function requestSignIn(db: Executor, email: string, now: Date): Promise<SignInChallenge> {
  const owner = (await accountsOf(db, email))[0] ?? null;
  const { id, code } = await issueCode(db, { purpose: 'sign_in', email, accountId: owner?.id ?? null }, now);
  return { challengeId: id, delivery: owner ? { to: owner.owner_email!, code } : null };
}

/**
 * Ends a sign-in: the code for the challenge, then a session on the oldest active account the
 * e-mail owns, with the sign-in in that account's activity log.
 */
export async function completeSignIn(
  db: Db,
  input: { challengeId: string; code: string; ip: string | null; userAgent: string | null },
  now: Date,
): Promise<{ token: string; account: AccountRow } | null> {
  return withConfirmedCode(
    db,
    { id: input.challengeId, purpose: 'sign_in' },
    input.code,
    now,
    async (tx, code) => {
      const account = (await accountsOf(tx, code.email))[0];
      // Deactivated, or given another owner, since the code was sent.
      if (!account) return null;
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
      return { token, account };
    },
  );
}
