import type { Task } from 'graphile-worker';
import type { Logger } from 'pino';
import type { Clock } from '#src/domain/clock.js';
import { type MailJob, SEND_MAIL_TASK } from '#src/domain/notifications/mail-jobs.js';
import type { RenderedMessage } from './layout.js';
import type { Mailer } from './mailer.js';
import { keyCodeMessage, keyCreatedMessage, signInCodeMessage, signInGuessingMessage } from './messages.js';

export interface MailTaskDeps {
  mailer: Mailer;
  logger: Logger;
  /** Whose clock says when a code has expired: the one that issued it. */
  clock: Clock;
  /** Where the console is reached, for the links in the messages (CONSOLE_URL). */
  consoleUrl: string;
}

/** The text of a queued message, in Spanish, with the console's address. */
function render(job: Exclude<MailJob, { to: null }>, consoleUrl: string): RenderedMessage | null {
  switch (job.message) {
    case 'sign_in_code':
      return job.data ? signInCodeMessage({ ...job.data, consoleUrl }) : null;
    case 'key_code':
      return keyCodeMessage({ ...job.data, consoleUrl });
    case 'sign_in_guessing':
      return signInGuessingMessage({
        ...job.data,
        blockedUntil: job.data.blockedUntil === null ? null : new Date(job.data.blockedUntil),
        consoleUrl,
      });
    case 'key_created':
      return keyCreatedMessage({
        ...job.data,
        expiresAt: job.data.expiresAt === null ? null : new Date(job.data.expiresAt),
        consoleUrl,
      });
  }
}

/**
 * The job engine's `send_mail` task: renders the message a job names and hands it to the mailer
 * (SMTP_URL, or the outbox). A failure throws, and the engine retries the job with its backoff
 * up to the job's attempts; the error it records and logs never holds the message (see
 * `mailer.ts`). A message whose code has expired is dropped instead: nobody can use it.
 */
export function mailTasks(deps: MailTaskDeps): Record<typeof SEND_MAIL_TASK, Task> {
  const { mailer, logger, clock, consoleUrl } = deps;
  return {
    [SEND_MAIL_TASK]: async (payload, helpers) => {
      const job = payload as MailJob;
      const fields = { message: job.message, job: helpers.job.id, attempt: helpers.job.attempts };
      // Someone asked for a sign-in code for an e-mail that owns no account.
      if (job.to === null) return;
      if ('expires_at' in job && Date.parse(job.expires_at) <= clock.now().getTime()) {
        logger.warn(fields, 'e-mail dropped: its code expired before it could be sent');
        return;
      }
      const message = render(job, consoleUrl);
      if (message === null) return;
      await mailer.send({ to: job.to, ...message });
    },
  };
}
