import type { Logger } from 'pino';
import type { ApiKeyRow } from '#src/db/schema.js';
import { maskedKey } from '#src/domain/api-keys/secret.js';
import type { Mailer, MailMessage } from './mailer.js';
import { keyCreatedMessage } from './messages.js';

/**
 * Sends a message after the response: how long an SMTP server takes must not show in a
 * request's timing (the sign-in page must not tell whether an e-mail has an account). A failure
 * is logged, never the message: it may hold a code.
 */
export function sendLater(mailer: Mailer, logger: Logger, message: MailMessage, purpose: string): void {
  setImmediate(() => {
    mailer.send(message).catch((error: unknown) => {
      logger.error({ err: error, purpose }, 'could not send e-mail');
    });
  });
}

/**
 * SPEC: an e-mail to the account goes out each time a key is created, whoever created it
 * (the owner in the console, or an operator); an account without an owner e-mail gets none.
 */
export function notifyKeyCreated(
  outgoing: { mailer: Mailer; logger: Logger; consoleUrl: string },
  account: { name: string; owner_email: string | null },
  key: ApiKeyRow,
  by: { who: string; ip: string | null },
): void {
  if (!account.owner_email) return;
  const message = keyCreatedMessage({
    accountName: account.name,
    keyName: key.name,
    environment: key.environment,
    scopes: key.scopes,
    prefixAndLast4: maskedKey(key),
    expiresAt: key.expires_at,
    createdBy: by.who,
    ip: by.ip,
    consoleUrl: outgoing.consoleUrl,
  });
  sendLater(outgoing.mailer, outgoing.logger, { to: account.owner_email, ...message }, 'api_key_created');
}
