import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { UnavailableError } from '#src/db/unavailable.js';
import type { Decision, Limit, RateLimitStore } from './gcra.js';

/**
 * The GCRA of `gcra.ts` over N keys, all or nothing, in one atomic step, in the same integer
 * arithmetic (Lua's numbers are doubles, exact for the integers `gcra.ts` bounds). KEYS[i] holds
 * a limit's TAT and the latest clock reading it was charged at, as "tat seen" (a bare TAT, as
 * written before, reads as seen 0); ARGV[1] is the caller's clock in whole milliseconds and
 * ARGV[2i], ARGV[2i+1] the limit and period of KEYS[i]. The TAT is written as its whole
 * milliseconds and 15 decimals of the fraction past them ("1800000008571.428571428571429"),
 * which give the parts of 1/N ms back exactly, while a script of the previous version, still
 * running in a process not yet upgraded, reads the same text as the nearest double, as it
 * always did. A TAT written by that script (`%.17g`) reads to the nearest 1/N ms. A key
 * expires when its TAT has passed, so idle keys leave by themselves. Replies
 * `{allowed, remaining₁, reset₁, retry₁, …}`.
 */
const CONSUME_LUA = `
local now = tonumber(ARGV[1])

local function read_tat(text)
  local whole, decimals = string.match(text, '^(%d+)(%.?%d*)$')
  if whole then return tonumber(whole), tonumber('0' .. decimals) end
  local value = tonumber(text) or 0
  return math.floor(value), value - math.floor(value)
end

local function write_tat(whole, parts, n)
  local text = string.format('%.0f', whole)
  if parts == 0 then return text end
  return text .. (string.gsub(string.sub(string.format('%.15f', parts / n), 2), '0+$', ''))
end

local aheads, arrivals, ns, ps = {}, {}, {}, {}
local all_ok = true
for i = 1, #KEYS do
  local n, p = tonumber(ARGV[2 * i]), tonumber(ARGV[2 * i + 1])
  local stored = redis.call('GET', KEYS[i]) or '0'
  local space = string.find(stored, ' ', 1, true)
  local tat_text, seen = stored, 0
  if space then
    tat_text = string.sub(stored, 1, space - 1)
    seen = math.floor(tonumber(string.sub(stored, space + 1)))
  end
  local whole, fraction = read_tat(tat_text)
  local parts = math.floor(fraction * n + 0.5)
  local arrival = math.max(now, seen)
  local ahead = 0
  if whole + math.floor(parts / n) >= arrival then ahead = (whole - arrival) * n + parts end
  aheads[i], arrivals[i], ns[i], ps[i] = ahead, arrival, n, p
  if ahead + p > p * n then all_ok = false end
end
local reply = { all_ok and 1 or 0 }
for i = 1, #KEYS do
  local ahead, arrival, n, p = aheads[i], arrivals[i], ns[i], ps[i]
  local after = ahead
  if all_ok then
    after = ahead + p
    local whole, parts = arrival + math.floor(after / n), after % n
    local expires_in = whole - now
    if parts > 0 then expires_in = expires_in + 1 end
    local value = write_tat(whole, parts, n) .. ' ' .. string.format('%.0f', arrival)
    redis.call('SET', KEYS[i], value, 'PX', expires_in)
  end
  local retry_after = 0
  if ahead + p > p * n then retry_after = math.ceil((ahead + p - p * n) / n) end
  reply[#reply + 1] = math.max(0, math.floor((p * n - after) / p))
  reply[#reply + 1] = math.ceil(after / n)
  reply[#reply + 1] = retry_after
end
return reply
`;

/** How long a request may wait on Redis before it is answered 503: a limit check must be cheap. */
const TIMEOUT_MS = 500;
/** Reconnection attempts while Redis is away, forever: the next request after it returns passes. */
const RECONNECT_EVERY_MS = 250;
/** A Redis that is down reports an error per attempt; the log gets one line per this period. */
const WARN_EVERY_MS = 10_000;

type ScriptedRedis = Redis & { cajaConsume(numKeys: number, ...args: string[]): Promise<number[]> };

export interface RedisStoreOptions {
  /** Put before every key; tests give each store a prefix of its own. */
  keyPrefix?: string;
}

/**
 * Limits shared by every server process that uses the same Redis, without a database write per
 * request. Fails fast: a Redis that is away or slow makes `consume` throw `UnavailableError`
 * (503 with Retry-After), never queue. The connection opens on the first request, so a process
 * that never checks limits (the webhook worker) never connects.
 */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly client: ScriptedRedis;
  private readonly keyPrefix: string;
  private lastWarnAt = Number.NEGATIVE_INFINITY;
  private heldBack = 0;
  /** The connection attempt that callers are waiting on, if any. */
  private attempt: Promise<void> | undefined;

  constructor(
    url: string,
    private readonly logger: Logger,
    options: RedisStoreOptions = {},
  ) {
    this.keyPrefix = options.keyPrefix ?? 'caja:rl:';
    this.client = new Redis(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      commandTimeout: TIMEOUT_MS,
      connectTimeout: TIMEOUT_MS,
      maxRetriesPerRequest: 0,
      // A script whose reply was lost may have charged: sending it again would charge twice.
      autoResendUnfulfilledCommands: false,
      retryStrategy: () => RECONNECT_EVERY_MS,
    }) as ScriptedRedis;
    this.client.defineCommand('cajaConsume', { lua: CONSUME_LUA });
    // Without a listener, an unreachable Redis would crash the process with an unhandled 'error'.
    this.client.on('error', (error) => this.warn(error));
  }

  async consume(limits: Limit[], nowMs: number): Promise<Decision> {
    let reply: number[];
    try {
      await this.connected();
      reply = await this.client.cajaConsume(
        limits.length,
        ...limits.map((l) => this.keyPrefix + l.key),
        String(Math.floor(nowMs)),
        ...limits.flatMap((l) => [String(l.limit), String(l.periodMs)]),
      );
    } catch (error) {
      throw new UnavailableError('the Redis rate limit store did not answer', { cause: error });
    }
    return {
      allowed: reply[0] === 1,
      outcomes: limits.map((l, i) => ({
        limit: l.limit,
        remaining: reply[1 + 3 * i]!,
        resetMs: reply[2 + 3 * i]!,
        retryAfterMs: reply[3 + 3 * i]!,
      })),
    };
  }

  async close(): Promise<void> {
    if (this.client.status === 'ready') await this.client.quit().catch(() => this.client.disconnect());
    else this.client.disconnect();
  }

  /**
   * Resolves once the connection is ready. Opens it on the first call, and waits (at most
   * TIMEOUT_MS) for an attempt under way, all callers on one promise; between attempts, while
   * Redis is away, fails at once.
   */
  private connected(): Promise<void> {
    const client = this.client;
    if (client.status === 'ready') return Promise.resolve();
    if (client.status === 'wait') client.connect().catch(() => undefined);
    if (client.status !== 'connecting' && client.status !== 'connect') {
      return Promise.reject(new Error(`Redis connection is ${client.status}`));
    }
    this.attempt ??= new Promise<void>((resolve, reject) => {
      const settle = (error?: Error) => {
        clearTimeout(timer);
        client.off('ready', onReady).off('close', onClose).off('end', onClose);
        if (error) reject(error);
        else resolve();
      };
      const onReady = () => settle();
      const onClose = () => settle(new Error('Redis connection closed'));
      const timer = setTimeout(() => settle(new Error('Redis connection timed out')), TIMEOUT_MS);
      client.once('ready', onReady).once('close', onClose).once('end', onClose);
    }).finally(() => {
      this.attempt = undefined;
    });
    return this.attempt;
  }

  private warn(error: Error): void {
    const now = Date.now();
    if (now - this.lastWarnAt < WARN_EVERY_MS) {
      this.heldBack++;
      return;
    }
    this.logger.warn({ err: error, heldBack: this.heldBack }, 'rate limit store (Redis) unreachable');
    this.lastWarnAt = now;
    this.heldBack = 0;
  }
}
