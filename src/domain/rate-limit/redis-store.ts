import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { UnavailableError } from '#src/db/unavailable.js';
import type { Decision, Limit, RateLimitStore } from './gcra.js';

/**
 * The GCRA of `gcra.ts` over N keys, all or nothing, in one atomic step. KEYS[i] holds a limit's
 * TAT and the latest clock reading it was charged at, as "tat seen" (a bare TAT, as written
 * before, reads as seen 0); ARGV[1] is the caller's clock and ARGV[2i], ARGV[2i+1] the limit and
 * period of KEYS[i]. Numbers are written with `%.17g` (Lua's own tostring keeps 14 digits and
 * would round a TAT) and a key expires when its TAT has passed, so idle keys leave by themselves.
 * Replies `{allowed, remaining₁, reset₁, retry₁, …}` with the same formulas and epsilon as the
 * other stores.
 */
const CONSUME_LUA = `
local now = tonumber(ARGV[1])
local epsilon = 0.000001
local tats, arrivals, intervals, periods = {}, {}, {}, {}
local all_ok = true
for i = 1, #KEYS do
  local period = tonumber(ARGV[2 * i + 1])
  local interval = period / tonumber(ARGV[2 * i])
  local stored = redis.call('GET', KEYS[i]) or '0'
  local space = string.find(stored, ' ', 1, true)
  local stored_tat, seen = tonumber(stored), 0
  if space then
    stored_tat = tonumber(string.sub(stored, 1, space - 1))
    seen = tonumber(string.sub(stored, space + 1))
  end
  local arrival = math.max(now, seen)
  local tat = math.max(stored_tat, arrival)
  tats[i], arrivals[i], intervals[i], periods[i] = tat, arrival, interval, period
  if tat + interval - arrival > period + epsilon then all_ok = false end
end
local reply = { all_ok and 1 or 0 }
for i = 1, #KEYS do
  local tat, arrival, interval, period = tats[i], arrivals[i], intervals[i], periods[i]
  local new_tat = tat
  if all_ok then
    new_tat = tat + interval
    local value = string.format('%.17g %.17g', new_tat, arrival)
    redis.call('SET', KEYS[i], value, 'PX', math.ceil(new_tat - now))
  end
  local retry_after = 0
  if tat + interval - arrival > period + epsilon then retry_after = math.ceil(tat + interval - arrival - period) end
  reply[#reply + 1] = math.max(0, math.floor((period - (new_tat - arrival)) / interval + epsilon))
  reply[#reply + 1] = math.ceil(math.max(0, new_tat - arrival))
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
        String(nowMs),
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
