/**
 * Generic cell rate algorithm: a limit of N per period lets N requests through at once and
 * then one every period/N. The state of a key is one number, its theoretical arrival time (TAT).
 * The PostgreSQL function `caja_rate_limit` applies the same formula for the shared store.
 *
 * Every store also keeps, per key, the latest clock reading it was charged at, and counts a
 * request as arriving at that reading when its own is earlier. A request reads the clock before
 * it reaches a shared store, so requests can be charged in another order than their readings;
 * without this, the later-charged one would seem to come before allowance already granted and
 * lose the difference (12 at once against a limit of 10 let only 9 through).
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

/** Tolerance for the floating-point sums of intervals that do not divide the period evenly. */
const EPSILON_MS = 1e-6;

/** The GCRA step for one key, given its stored TAT; shared by the in-memory store and tests. */
export function gcra(storedTat: number, limit: Limit, nowMs: number, charge: boolean) {
  const interval = limit.periodMs / limit.limit;
  const tat = Math.max(storedTat, nowMs);
  const fits = tat + interval - nowMs <= limit.periodMs + EPSILON_MS;
  const newTat = charge && fits ? tat + interval : tat;
  return {
    fits,
    newTat,
    outcome: {
      limit: limit.limit,
      remaining: Math.max(0, Math.floor((limit.periodMs - (newTat - nowMs)) / interval + EPSILON_MS)),
      resetMs: Math.ceil(Math.max(0, newTat - nowMs)),
      retryAfterMs: fits ? 0 : Math.ceil(tat + interval - nowMs - limit.periodMs),
    },
  };
}
