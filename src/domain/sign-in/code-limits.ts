import type { Limit, RateLimitStore } from '#src/domain/rate-limit/gcra.js';

/**
 * How many codes the console may be asked for, and tried, through the same rate limit store as
 * the API: enough for a person who mistypes, too few to send mail in bulk or to guess codes.
 */

const PERIOD_MS = 15 * 60_000;

/** Sign-in codes one e-mail, and one client address, may ask for per 15 minutes. */
export function signInCodeLimits(email: string, ip: string): Limit[] {
  return [
    { key: `console:code:email:${email.toLowerCase()}`, limit: 5, periodMs: PERIOD_MS },
    { key: `console:code:ip:${ip}`, limit: 20, periodMs: PERIOD_MS },
  ];
}

/**
 * Codes one client address may try per 15 minutes, whatever the e-mail: with five tries per
 * code, this bounds how fast one address can guess across many codes and e-mails.
 */
export function codeTryLimits(ip: string): Limit[] {
  return [{ key: `console:code-try:ip:${ip}`, limit: 30, periodMs: PERIOD_MS }];
}

/** Key-creation codes one account may ask for per 15 minutes. */
export const keyCodeLimits = (accountId: string): Limit[] => [
  { key: `console:key-code:${accountId}`, limit: 10, periodMs: PERIOD_MS },
];

/** Too many codes asked for, or tried: the request is refused and nothing else happens. */
export interface TooMany<Reason extends 'too_many_codes' | 'too_many_tries'> {
  refused: Reason;
  /** How long until the same request would pass. */
  retryAfterMs: number;
}

/** Charges `limits`; null when they admit the request, else how long until they would. */
export async function chargeLimits(
  store: RateLimitStore,
  limits: Limit[],
  now: Date,
): Promise<number | null> {
  const decision = await store.consume(limits, now.getTime());
  if (decision.allowed) return null;
  return Math.max(...decision.outcomes.map((outcome) => outcome.retryAfterMs));
}
