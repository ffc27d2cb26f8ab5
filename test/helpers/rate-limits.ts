import { expect } from 'vitest';
import type { Limit, LimitOutcome, RateLimitStore } from '#src/domain/rate-limit/gcra.js';
import { expectError } from './envelope.js';
import type { ApiResponse } from './http.js';

/** What the rate limit tests read of answers (the RateLimit-* headers, statuses, outcomes), and bursts. */

export const limitHeaders = (res: ApiResponse) => ({
  limit: res.headers.get('ratelimit-limit'),
  remaining: res.headers.get('ratelimit-remaining'),
  reset: res.headers.get('ratelimit-reset'),
});

export const statuses = (responses: ApiResponse[]) => responses.map((r) => r.status);

/** Sends `count` requests one after the other. */
export async function inOrder(count: number, send: () => Promise<ApiResponse>): Promise<ApiResponse[]> {
  const responses: ApiResponse[] = [];
  for (let i = 0; i < count; i++) responses.push(await send());
  return responses;
}

/** How many answers passed and how many were 429 RATE_LIMITED (anything else fails the test). */
export function outcomes(responses: ApiResponse[]): { passed: number; limited: number } {
  const counts = { passed: 0, limited: 0 };
  for (const res of responses) {
    if (res.status === 200) counts.passed++;
    else {
      expectError(res, 429, 'RATE_LIMITED');
      counts.limited++;
    }
  }
  expect(counts.passed + counts.limited).toBe(responses.length);
  return counts;
}

/** A limit that broke the contract of a burst at one instant, and how. */
export interface BurstProblem {
  limit: number;
  periodMs: number;
  what: string;
}

type Expected = Pick<LimitOutcome, 'remaining' | 'resetMs' | 'retryAfterMs'>;

/**
 * Sends every limit of `limits` its burst at one instant, `now`, all limits together: the jth
 * call charges the jth request of each limit whose burst is not over, so limits of 1 to 1,000
 * take 1,000 calls instead of half a million. A limit of N must let N through, with remaining
 * N-1 … 0 and the time until its whole allowance is back, and refuse the N+1th with the wait of
 * one emission interval. A call is all or nothing, so a limit that refuses too early is left
 * out of the following calls, and the others go on. Returns the first thing that went wrong
 * with each limit.
 */
export async function burstsAtOnce(
  store: RateLimitStore,
  limits: Limit[],
  now: number,
): Promise<BurstProblem[]> {
  const problems: BurstProblem[] = [];
  const failed = new Set<Limit>();
  // The first problem of each limit is enough to see what went wrong.
  const problem = (l: Limit, what: string) => {
    if (!failed.has(l)) problems.push({ limit: l.limit, periodMs: l.periodMs, what });
    failed.add(l);
  };
  const check = (l: Limit, request: number, got: LimitOutcome, expected: Expected) => {
    const seen = { remaining: got.remaining, resetMs: got.resetMs, retryAfterMs: got.retryAfterMs };
    const keys = ['remaining', 'resetMs', 'retryAfterMs'] as const;
    if (keys.every((k) => seen[k] === expected[k])) return;
    problem(l, `request ${request}: ${JSON.stringify(seen)}, expected ${JSON.stringify(expected)}`);
  };
  let going = limits;
  for (let j = 1; going.some((l) => l.limit >= j); j++) {
    let due = going.filter((l) => l.limit >= j);
    let decision = await store.consume(due, now);
    while (!decision.allowed) {
      const refusing = new Set(due.filter((_, i) => decision.outcomes[i]!.retryAfterMs > 0));
      if (refusing.size === 0) throw new Error(`call ${j} was refused, but no limit says it refused`);
      for (const l of refusing) problem(l, `request ${j} refused`);
      going = going.filter((l) => !refusing.has(l));
      due = due.filter((l) => !refusing.has(l));
      if (due.length === 0) break;
      decision = await store.consume(due, now);
    }
    if (!decision.allowed) continue;
    due.forEach((l, i) => {
      const resetMs = Math.ceil((j * l.periodMs) / l.limit);
      check(l, j, decision.outcomes[i]!, { remaining: l.limit - j, resetMs, retryAfterMs: 0 });
    });
  }
  if (going.length === 0) return problems;
  const past = await store.consume(going, now);
  if (past.allowed) throw new Error('the requests past every burst were let through together');
  going.forEach((l, i) => {
    const retryAfterMs = Math.ceil(l.periodMs / l.limit);
    check(l, l.limit + 1, past.outcomes[i]!, { remaining: 0, resetMs: l.periodMs, retryAfterMs });
  });
  return problems;
}
