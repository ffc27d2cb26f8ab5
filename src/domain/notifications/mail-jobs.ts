import type { Environment } from '#src/contract/api.js';
import type { Executor } from '#src/db/database.js';
import { type JobSpec, jobQueue } from '#src/jobs/job-queue.js';

/**
 * The e-mails the domain sends, as jobs: each is added in the transaction of the change it
 * announces (a code issued, a key created), so a rolled-back change sends nothing and a
 * committed one is never lost to a process that stops. The payload names the message and
 * carries the data its text needs; `mail/mail-tasks.ts` renders and sends it.
 */

/** The engine's task that renders and sends one e-mail. */
export const SEND_MAIL_TASK = 'send_mail';

export type MailJob = SignInCodeMail | KeyCodeMail | KeyCreatedMail | SignInGuessingMail;

/** A message with a code in it: worth sending only until the code expires. */
interface CodeMail {
  /** When the code stops working (ISO); the message is dropped from then on. */
  expires_at: string;
}

export interface SignInCodeMail extends CodeMail {
  message: 'sign_in_code';
  /**
   * Null when the e-mail owns no account. The job is added all the same, with the same
   * statements, so that the time of the answer does not tell the two apart; it sends nothing.
   */
  to: string | null;
  data: { code: string; ip: string } | null;
}

export interface KeyCodeMail extends CodeMail {
  message: 'key_code';
  to: string;
  data: { code: string; accountName: string; keyName: string; environment: Environment; scopes: string[] };
}

export interface KeyCreatedMail {
  message: 'key_created';
  to: string;
  data: {
    accountName: string;
    keyName: string;
    environment: Environment;
    scopes: string[];
    /** The key's prefix and last four characters: never its value. */
    prefixAndLast4: string;
    /** ISO, or null for a key that does not expire. */
    expiresAt: string | null;
    createdBy: string;
    ip: string | null;
  };
}

/** Wrong sign-in codes for the owner's e-mail: someone may be guessing (`sign-in/guessing.ts`). */
export interface SignInGuessingMail {
  message: 'sign_in_guessing';
  to: string;
  data: {
    /** Wrong tries in the last 24 hours. */
    wrongTries: number;
    /** The address of the last one. */
    ip: string;
    /** The bound per 24 hours past which no code is checked. */
    perDay: number;
    /** ISO, when the bound is reached: until when no code is checked. */
    blockedUntil: string | null;
  };
}

/**
 * A code is worth sending only while it works (10 minutes): six attempts, the last about four
 * minutes after the first (the engine waits 3 s, 7 s, 20 s, 55 s and 2.5 min between them); a
 * seventh would come after the code expired. Whatever became of it, the job's row is deleted
 * when the code expires: no row keeps a code that works, nor one that no longer does.
 */
const CODE_ATTEMPTS = 6;
/**
 * A notice has no deadline: 14 attempts span about 28 hours (the engine's waits grow to 6.1 h),
 * as the webhook retries do, through an SMTP server's outage of a day. Then the job stays as
 * failed, which holds no secret, for an operator to find.
 */
const NOTICE_ATTEMPTS = 14;

/**
 * Adds the job that sends `mail`, under `ref` (the id of what it announces: one message per
 * code, one per key), in the caller's transaction.
 */
export async function queueMail(db: Executor, ref: string, mail: MailJob, now: Date): Promise<void> {
  const job: JobSpec = { task: SEND_MAIL_TASK, payload: mail, key: `mail:${ref}` };
  if (mail.message === 'key_created' || mail.message === 'sign_in_guessing') {
    await jobQueue.enqueue(db, [{ ...job, maxAttempts: NOTICE_ATTEMPTS }]);
    return;
  }
  const expiresInMs = Math.max(0, Date.parse(mail.expires_at) - now.getTime());
  await jobQueue.enqueue(db, [{ ...job, maxAttempts: CODE_ATTEMPTS, expiresInMs }]);
}
