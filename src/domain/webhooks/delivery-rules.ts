/**
 * The timing rules of webhook deliveries, in one place for the worker, the domain and the
 * reference page: a 2xx within 15 s is the only success; a failed delivery is tried again after
 * 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (about 28 hours, eight attempts in all), then it
 * is failed; an endpoint whose attempts all failed for 3 days is disabled; a rotated secret
 * keeps signing for 24 hours.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const DELIVERY_TIMEOUT_MS = 15 * SECOND;
export const RETRY_DELAYS_MS = [
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  10 * HOUR,
];
export const FAILING_LIMIT_MS = 3 * 24 * HOUR;
export const ROTATION_OVERLAP_MS = 24 * HOUR;

/** How long after failed attempt `number` (1-based) the next one runs; null after the last. */
export function retryDelayAfter(number: number): number | null {
  return RETRY_DELAYS_MS[number - 1] ?? null;
}

/** A 2xx answer in time is the only success. */
export const isSuccess = (statusCode: number | null): boolean =>
  statusCode !== null && statusCode >= 200 && statusCode < 300;

/** A duration as the reference writes it: `5 s`, `30 min`, `10 h`, `3 días`. */
export function spokenDuration(ms: number): string {
  if (ms >= 48 * HOUR) return `${ms / (24 * HOUR)} días`;
  if (ms >= HOUR) return `${ms / HOUR} h`;
  if (ms >= MINUTE) return `${ms / MINUTE} min`;
  return `${ms / SECOND} s`;
}
