import type { Config } from '#src/config.js';
import type { Principal } from '#src/domain/api-keys/authenticate.js';
import { AppError } from '#src/domain/errors.js';
import type { Limit, LimitOutcome, RateLimitStore } from './gcra.js';

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
  return charge(store, wanted, nowMs);
}

/**
 * The device sync limit: requests per minute per device, with the whole minute's allowance as
 * its burst, so that a register catching up after hours offline can send its backlog at once.
 * A device belongs to one account and one environment, so its id alone keys it; it shares
 * nothing with the API keys' limits. Returns the headers, or throws RATE_LIMITED with a
 * message that tells the register how long to wait.
 */
export async function enforceDeviceRateLimit(
  store: RateLimitStore,
  limits: Config['rateLimit'],
  deviceId: string,
  nowMs: number,
): Promise<RateLimitHeaders> {
  const wanted = [{ key: `d:${deviceId}`, limit: limits.perDevicePerMinute, periodMs: MINUTE }];
  return charge(
    store,
    wanted,
    nowMs,
    (retryAfter) =>
      `La caja superó su límite de ${limits.perDevicePerMinute} solicitudes de sincronización por minuto. Espera ${retryAfter} segundos y reintenta: esta solicitud no se procesó y sus registros no se guardaron.`,
  );
}

/**
 * Charges the limits together and returns the headers of the tightest one. When one refuses,
 * throws RATE_LIMITED with those headers and `Retry-After` in whole seconds; `message` may
 * replace the standard text with one that names the wait.
 */
async function charge(
  store: RateLimitStore,
  wanted: Limit[],
  nowMs: number,
  message?: (retryAfterSeconds: number) => string,
): Promise<RateLimitHeaders> {
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
    throw new AppError('RATE_LIMITED', {
      ...(message ? { message: message(retryAfter) } : {}),
      headers: { ...headers, 'Retry-After': String(retryAfter) },
    });
  }
  return headers;
}

const tighter = (a: LimitOutcome, b: LimitOutcome) =>
  a.remaining < b.remaining || (a.remaining === b.remaining && a.limit < b.limit);
