import type { Executor } from '#src/db/database.js';
import { activityRepo } from '#src/domain/activity/activity.repo.js';
import { recordActivity } from '#src/domain/activity/activity.service.js';
import { queueMail } from '#src/domain/notifications/mail-jobs.js';
import { codesRepo } from './codes.repo.js';
import { accountsOf } from './sessions.service.js';

/**
 * The daily bound on wrong sign-in codes per e-mail. The limits per 15 minutes (5 codes per
 * e-mail, 5 tries per code, 30 tries per client address) let a patient attacker make about 100
 * checked guesses an hour at one account, about 7 % a month against a 6-digit code. Counting
 * wrong tries per e-mail over 24 hours, whatever the address they come from, caps that:
 *
 *   10 wrong tries per 24 h → at most 10 × 31 = 310 guesses in a month of 31 days, each right
 *   with probability 1 in 1,000,000: a chance of 310 / 1,000,000 ≈ 0.03 % a month (≈ 0.4 % a
 *   year), against 7 % before.
 *
 * Ten is two codes mistyped to the end, more than a person makes in a day. Past the bound, no
 * code for the e-mail is checked and none is sent until the oldest wrong tries are 24 hours
 * old; the refusal says when. The owner is told by e-mail once the tries go past what one code
 * explains (6 wrong), at most once per 24 hours.
 */
export const WRONG_CODES_PER_DAY = 10;
export const WARN_OWNER_AFTER = 6;
const DAY_MS = 24 * 60 * 60_000;

/** Tried too often today: nothing is checked or sent for the e-mail until `retryAt`. */
export interface TooManyWrong {
  refused: 'too_many_wrong_codes';
  retryAt: Date;
}

/**
 * Whether the e-mail's wrong tries of the last 24 hours reached the bound, and until when. A
 * code's tries all fall in its 10 minutes, so counting by the codes' creation bounds every
 * window of 24 hours and 10 minutes.
 */
export async function wrongCodesBlock(db: Executor, email: string, now: Date): Promise<TooManyWrong | null> {
  const missed = await codesRepo.missedSince(db, email, new Date(now.getTime() - DAY_MS));
  let left = missed.reduce((sum, code) => sum + code.attempts, 0);
  if (left < WRONG_CODES_PER_DAY) return null;
  for (const code of missed) {
    left -= code.attempts;
    if (left < WRONG_CODES_PER_DAY) {
      return { refused: 'too_many_wrong_codes', retryAt: new Date(code.created_at.getTime() + DAY_MS) };
    }
  }
  return { refused: 'too_many_wrong_codes', retryAt: new Date(now.getTime() + DAY_MS) };
}

/**
 * After a wrong try: tells the owner of the e-mail, once per 24 hours, that its codes are
 * being guessed, through the mail jobs and with an entry in the account's activity. Runs in
 * the try's transaction, under the e-mail's lock.
 */
export async function warnOwnerOfGuessing(
  db: Executor,
  input: { email: string; ip: string },
  now: Date,
): Promise<void> {
  const missed = await codesRepo.missedSince(db, input.email, new Date(now.getTime() - DAY_MS));
  const wrong = missed.reduce((sum, code) => sum + code.attempts, 0);
  if (wrong < WARN_OWNER_AFTER) return;
  const account = (await accountsOf(db, input.email))[0];
  if (!account?.owner_email) return;
  const since = new Date(now.getTime() - DAY_MS);
  if (await activityRepo.lastSince(db, account.id, 'sign_in.guessed', since)) return;
  await recordActivity(
    db,
    { accountId: account.id, environment: null, action: 'sign_in.guessed' },
    { who: input.email, ip: input.ip },
    now,
  );
  const block = await wrongCodesBlock(db, input.email, now);
  await queueMail(
    db,
    `guessing:${account.id}:${now.getTime()}`,
    {
      message: 'sign_in_guessing',
      to: account.owner_email,
      data: {
        wrongTries: wrong,
        ip: input.ip,
        perDay: WRONG_CODES_PER_DAY,
        blockedUntil: block ? block.retryAt.toISOString() : null,
      },
    },
    now,
  );
}
