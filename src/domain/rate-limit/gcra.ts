/**
 * Generic cell rate algorithm: a limit of N per period lets N requests through at once and
 * then one every period/N. The state of a key is its theoretical arrival time (TAT). The
 * PostgreSQL function `caja_rate_limit` and the Redis script of `redis-store.ts` apply the same
 * arithmetic for the shared stores.
 *
 * Every store also keeps, per key, the latest clock reading it was charged at, and counts a
 * request as arriving at that reading when its own is earlier. A request reads the clock before
 * it reaches a shared store, so requests can be charged in another order than their readings;
 * without this, the later-charged one would seem to come before allowance already granted and
 * lose the difference (12 at once against a limit of 10 let only 9 through).
 *
 * The arithmetic is exact. A clock reading in 2026 (1.8e12 ms) leaves doubles 0.00024 ms apart,
 * so a TAT kept as one double drifts with every interval added to it (60000/7 ms …), and about
 * half the limits lost a request of their burst; a tolerance wide enough for that drift would
 * have to grow with the clock and the limit, and would let requests through that much early.
 * Instead, every decision works in units of 1/N ms on how far the TAT is ahead of the arrival,
 * which are integers: a charge adds the period P, and the burst fits while that stays within
 * P·N. The product of a clock reading and N would not stay exact (1.8e12 × 10,000,000 is past
 * 2^53, and past a PostgreSQL bigint), so only that distance, at most P·N + N + P, is ever
 * multiplied; every number stays an exact integer below 2^53 as long as P·N < 2^51. Limits are
 * configured up to 10,000,000 a period and periods are at most 15 minutes here, so
 * P·N ≤ 9e12, about a thousandth of 2^53.
 */
export interface Limit {
  key: string;
  limit: number;
  periodMs: number;
}

export interface LimitOutcome {
  limit: number;
  remaining: number;
  /** Milliseconds until the whole allowance is back. */
  resetMs: number;
  /** Milliseconds until one more request would pass (0 when this limit allowed it). */
  retryAfterMs: number;
}

export interface Decision {
  allowed: boolean;
  outcomes: LimitOutcome[];
}

export interface RateLimitStore {
  /** Charges every limit if all of them admit the request, none otherwise. */
  consume(limits: Limit[], nowMs: number): Promise<Decision>;
  close?(): Promise<void>;
}

/**
 * A TAT as the stores keep it: whole milliseconds, and the fraction of a millisecond past them,
 * which is always some parts of 1/N ms (parts / N as a double, exact enough to read the parts
 * back: its error times N stays below 1e-6 for any N a PostgreSQL integer holds). A TAT written as
 * one double before (`ms` with a fraction of its own, `fraction` 0) reads by the same rule, to
 * the nearest 1/N ms.
 */
export interface Tat {
  ms: number;
  fraction: number;
}

/**
 * The GCRA step for one key, given its stored TAT (a plain number reads as a TAT written as one
 * double) and the arrival, a clock reading in whole milliseconds (a fraction is dropped). `next`
 * is the TAT to keep, `newTat` the same as one number, for reading.
 */
export function gcra(stored: number | Tat, limit: Limit, nowMs: number, charge: boolean) {
  const n = limit.limit;
  const p = limit.periodMs;
  const arrival = Math.floor(nowMs);
  const ahead = aheadOf(typeof stored === 'number' ? { ms: stored, fraction: 0 } : stored, n, arrival);
  const fits = ahead + p <= p * n;
  const after = charge && fits ? ahead + p : ahead;
  const next: Tat = { ms: arrival + Math.floor(after / n), fraction: (after % n) / n };
  return {
    fits,
    next,
    newTat: next.ms + next.fraction,
    outcome: {
      limit: n,
      remaining: Math.max(0, Math.floor((p * n - after) / p)),
      resetMs: Math.ceil(after / n),
      retryAfterMs: fits ? 0 : Math.ceil((ahead + p - p * n) / n),
    },
  };
}

/**
 * How far the TAT is ahead of the arrival, in units of 1/n ms; 0 when it has passed. The parts
 * are rounded to the nearest unit, which reads a TAT written as one double as well as it can be.
 */
function aheadOf(tat: Tat, n: number, arrival: number): number {
  const whole = Math.floor(tat.ms);
  const parts = Math.floor((tat.ms - whole + tat.fraction) * n + 0.5);
  return whole + Math.floor(parts / n) < arrival ? 0 : (whole - arrival) * n + parts;
}
