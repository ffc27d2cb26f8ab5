import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A new signing secret in the Standard Webhooks form: `whsec_` and 32 random bytes in base64. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** The three Standard Webhooks headers of one message. */
export interface SignatureHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/**
 * Signs `body` under each of `secrets` (two while a rotated secret still signs) with the
 * `standardwebhooks` package: `webhook-signature` lists one `v1,<base64>` per secret, separated
 * by spaces, and a receiver accepts the message if any of them verifies with its secret.
 */
export function signatureHeaders(
  secrets: readonly string[],
  messageId: string,
  sentAt: Date,
  body: string,
): SignatureHeaders {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(messageId, sentAt, body)).join(' '),
  };
}
