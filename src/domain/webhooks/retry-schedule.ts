/**
 * When a failed delivery is tried again: after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h
 * (about 28 hours in all), then it is failed. Eight attempts in all.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const RETRY_DELAYS_MS = [
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  10 * HOUR,
];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** How long after failed attempt `number` (1-based) the next one runs; null after the last. */
export function retryDelayAfter(number: number): number | null {
  return RETRY_DELAYS_MS[number - 1] ?? null;
}

/** A 2xx answer in time is the only success. */
export const isSuccess = (statusCode: number | null): boolean =>
  statusCode !== null && statusCode >= 200 && statusCode < 300;

/** An endpoint whose attempts have all failed for this long is disabled. */
export const FAILING_LIMIT_MS = 3 * 24 * HOUR;
