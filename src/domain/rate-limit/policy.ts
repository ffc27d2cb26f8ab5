import type { Config } from '#src/config.js';
import type { Principal } from '#src/domain/api-keys/authenticate.js';
import { AppError } from '#src/domain/errors.js';
import type { LimitOutcome, RateLimitStore } from './gcra.js';

const MINUTE = 60_000;

export type RateLimitHeaders = Record<'RateLimit-Limit' | 'RateLimit-Remaining' | 'RateLimit-Reset', string> &
  Record<string, string>;

/**
 * The three limits of the contract: requests per key, requests per account (both environments
 * together) and writes per key. Returns the headers of the tightest one, or throws RATE_LIMITED.
 */
export async function enforceRateLimits(
  store: RateLimitStore,
  limits: Config['rateLimit'],
  principal: Principal,
  isWrite: boolean,
  nowMs: number,
): Promise<RateLimitHeaders> {
  const wanted = [
    { key: `k:${principal.key.id}`, limit: limits.perKeyPerMinute, periodMs: MINUTE },
    { key: `a:${principal.account.id}`, limit: limits.perAccountPerMinute, periodMs: MINUTE },
  ];
  if (isWrite)
    wanted.push({ key: `w:${principal.key.id}`, limit: limits.writesPerKeyPerMinute, periodMs: MINUTE });
  const decision = await store.consume(wanted, nowMs);
  const tightest = decision.outcomes.reduce((a, b) => (tighter(b, a) ? b : a));
  const headers = {
    'RateLimit-Limit': String(tightest.limit),
    'RateLimit-Remaining': String(tightest.remaining),
    'RateLimit-Reset': String(Math.ceil(tightest.resetMs / 1000)),
  };
  if (!decision.allowed) {
    const retryAfter = Math.max(
      1,
      Math.ceil(Math.max(...decision.outcomes.map((o) => o.retryAfterMs)) / 1000),
    );
    throw new AppError('RATE_LIMITED', { headers: { ...headers, 'Retry-After': String(retryAfter) } });
  }
  return headers;
}

const tighter = (a: LimitOutcome, b: LimitOutcome) =>
  a.remaining < b.remaining || (a.remaining === b.remaining && a.limit < b.limit);
