import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { type AddressInfo, createServer } from 'node:net';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUnavailable, UnavailableError } from '#src/db/unavailable.js';
import type { Limit } from '#src/domain/rate-limit/gcra.js';
import { RedisRateLimitStore } from '#src/domain/rate-limit/redis-store.js';
import { expectError } from './helpers/envelope.js';
import { ADMIN_TOKEN, startTestServer, type TestServer } from './helpers/harness.js';
import { machineClockEnv } from './helpers/machine-clock.js';
import { inOrder, limitHeaders, statuses } from './helpers/rate-limits.js';
import { redisAnswers } from './helpers/redis.js';

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const silent = pino({ level: 'silent' });

/** A store over its own keys, so that parallel files and earlier runs share nothing. */
const storeAt = (url: string, keyPrefix = `caja:test:${crypto.randomUUID()}:`) =>
  new RedisRateLimitStore(url, silent, { keyPrefix });

/** A TCP port nothing listens on (free a moment ago). */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

const redisUp = await redisAnswers(REDIS_URL);
const hasRedisServer = (() => {
  try {
    execFileSync('which', ['redis-server'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const T0 = 1_800_000_000_000;
const elapsed = async <T>(work: () => Promise<T>) => {
  const start = performance.now();
  const result = await work().catch((error: unknown) => error);
  return { result, ms: performance.now() - start };
};

describe.runIf(redisUp)('the Redis store shared by several processes', () => {
  const prefix = `caja:test:${crypto.randomUUID()}:`;
  const stores = [storeAt(REDIS_URL, prefix), storeAt(REDIS_URL, prefix)];
  const redis = new Redis(REDIS_URL);
  afterAll(async () => {
    await Promise.all(stores.map((s) => s.close()));
    await redis.quit();
  });

  it('admits exactly the limit when two processes charge one key at once (2 × 200 against 300)', async () => {
    const limit: Limit = { key: 'shared', limit: 300, periodMs: 60_000 };
    const decisions = await Promise.all(
      stores.flatMap((store) => Array.from({ length: 200 }, () => store.consume([limit], T0))),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(300);
    // One process sees what the other spent.
    expect(await stores[0]!.consume([limit], T0)).toMatchObject({
      allowed: false,
      outcomes: [{ remaining: 0, retryAfterMs: 200 }],
    });
  });

  it('stores each TAT with an expiry at the moment it stops mattering, and not past it', async () => {
    const limit: Limit = { key: 'expiring', limit: 6, periodMs: 60_000 };
    await stores[0]!.consume([limit], T0);
    await stores[1]!.consume([limit], T0);
    const ttl = await redis.pttl(`${prefix}expiring`);
    // Two charges of 10 s each: the TAT is 20 s ahead of the caller's clock.
    expect(ttl).toBeGreaterThan(19_000);
    expect(ttl).toBeLessThanOrEqual(20_000);
    // The TAT, then the latest clock reading the key was charged at.
    expect(await redis.get(`${prefix}expiring`)).toBe(`${T0 + 20_000} ${T0}`);

    // A short limit's key leaves Redis by itself once its TAT (here 1 s ahead) has passed.
    await stores[0]!.consume([{ key: 'brief', limit: 2, periodMs: 2_000 }], Date.now());
    expect(await redis.exists(`${prefix}brief`)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await redis.exists(`${prefix}brief`)).toBe(0);
  });

  it('reads a key written as a bare TAT, before keys kept their latest clock reading', async () => {
    // Four of six already spent at T0, as the earlier script wrote it.
    await redis.set(`${prefix}bare`, String(T0 + 40_000), 'PX', 60_000);
    const limit: Limit = { key: 'bare', limit: 6, periodMs: 60_000 };
    const decisions = [];
    for (let i = 0; i < 3; i++) decisions.push(await stores[0]!.consume([limit], T0));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, false]);
    expect(decisions.map((d) => d.outcomes[0]!.remaining)).toEqual([1, 0, 0]);
    expect(await redis.get(`${prefix}bare`)).toBe(`${T0 + 60_000} ${T0}`);
  });

  it('writes a TAT between whole milliseconds with the decimals that give its sevenths back', async () => {
    const limit: Limit = { key: 'sevenths', limit: 7, periodMs: 60_000 };
    await stores[0]!.consume([limit], T0);
    // 60000/7 = 8571 and 3/7 ms.
    expect(await redis.get(`${prefix}sevenths`)).toBe(`${T0 + 8_571}.428571428571429 ${T0}`);
    const decisions = [];
    for (let i = 0; i < 7; i++) decisions.push(await stores[1]!.consume([limit], T0));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, true, true, true, false]);
    expect(await redis.get(`${prefix}sevenths`)).toBe(`${T0 + 60_000} ${T0}`);
  });

  it('reads a TAT the earlier script wrote as one double to the nearest 1/N ms', async () => {
    // Four of seven spent at T0, written with 17 significant digits.
    await redis.set(`${prefix}double`, `${(T0 + 240_000 / 7).toPrecision(17)} ${T0}`, 'PX', 60_000);
    const limit: Limit = { key: 'double', limit: 7, periodMs: 60_000 };
    const decisions = [];
    for (let i = 0; i < 4; i++) decisions.push(await stores[0]!.consume([limit], T0));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(decisions.map((d) => d.outcomes[0]!.remaining)).toEqual([2, 1, 0, 0]);
  });

  it('does not extend the expiry of a limit that refused the request', async () => {
    const limit: Limit = { key: 'refusing', limit: 1, periodMs: 60_000 };
    await stores[0]!.consume([limit], T0);
    const before = await redis.pttl(`${prefix}refusing`);
    expect((await stores[1]!.consume([limit], T0)).allowed).toBe(false);
    expect(await redis.pttl(`${prefix}refusing`)).toBeLessThanOrEqual(before);
  });
});

describe('the Redis store when Redis is away', () => {
  it('rejects with UnavailableError within a second when nothing listens', async () => {
    const store = storeAt(`redis://127.0.0.1:${await freePort()}`);
    try {
      for (let i = 0; i < 3; i++) {
        const { result, ms } = await elapsed(() =>
          store.consume([{ key: 'k', limit: 5, periodMs: 1_000 }], T0),
        );
        expect(result).toBeInstanceOf(UnavailableError);
        expect(isUnavailable(result)).toBe(true);
        expect((result as UnavailableError).cause).toBeInstanceOf(Error);
        expect(ms).toBeLessThan(1_000);
      }
    } finally {
      await store.close();
    }
  });

  it('logs an unreachable Redis once, not once per reconnection attempt', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
    const store = new RedisRateLimitStore(`redis://127.0.0.1:${await freePort()}`, logger);
    try {
      await store.consume([{ key: 'k', limit: 5, periodMs: 1_000 }], T0).catch(() => undefined);
      // Long enough for several reconnection attempts, each of which fails.
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!)).toMatchObject({ level: 40, msg: 'rate limit store (Redis) unreachable' });
    } finally {
      await store.close();
    }
  });

  describe.runIf(hasRedisServer)('and comes back', () => {
    let port: number;
    let child: ChildProcess | undefined;
    const url = () => `redis://127.0.0.1:${port}`;
    const startRedis = async () => {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        // redis-server does not start with libfaketime preloaded (a run on a moved clock).
        { stdio: 'ignore', env: machineClockEnv() },
      );
      for (let i = 0; i < 100 && !(await redisAnswers(url())); i++)
        await new Promise((r) => setTimeout(r, 50));
    };
    const stopRedis = async () => {
      if (!child || child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    };
    beforeAll(async () => {
      port = await freePort();
    });
    afterAll(stopRedis);

    it('fails fast while Redis is down and passes again within a second of its return', async () => {
      await startRedis();
      const store = storeAt(url());
      const limit: Limit = { key: 'outage', limit: 100, periodMs: 60_000 };
      try {
        expect((await store.consume([limit], T0)).allowed).toBe(true);

        await stopRedis();
        for (let i = 0; i < 3; i++) {
          const { result, ms } = await elapsed(() => store.consume([limit], T0));
          expect(result).toBeInstanceOf(UnavailableError);
          expect(ms).toBeLessThan(1_000);
        }

        await startRedis();
        const back = performance.now();
        let decision = await store.consume([limit], T0).catch(() => null);
        while (!decision && performance.now() - back < 2_000) {
          await new Promise((r) => setTimeout(r, 20));
          decision = await store.consume([limit], T0).catch(() => null);
        }
        expect(performance.now() - back).toBeLessThan(1_000);
        expect(decision?.allowed).toBe(true);
      } finally {
        await store.close();
      }
    });
  });
});

describe.runIf(redisUp)('the public API with RATE_LIMIT_STORE=redis', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_STORE: 'redis', REDIS_URL, RATE_LIMIT_PER_KEY: '3' });
  });
  afterAll(() => server.close());

  it('puts the RateLimit headers on every answer and refuses the request past the limit with 429', async () => {
    const shop = await server.tenant();
    const passed = await inOrder(3, () => shop.live.get('/customers'));
    expect(statuses(passed)).toEqual([200, 200, 200]);
    expect(passed.map((r) => limitHeaders(r))).toEqual([
      { limit: '3', remaining: '2', reset: '20' },
      { limit: '3', remaining: '1', reset: '40' },
      { limit: '3', remaining: '0', reset: '60' },
    ]);
    const limited = await shop.live.get('/customers');
    expectError(limited, 429, 'RATE_LIMITED');
    expect(limited.headers.get('retry-after')).toBe('20');
  });
});

describe('the public API with RATE_LIMIT_STORE=redis and Redis away', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      RATE_LIMIT_STORE: 'redis',
      REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
    });
  });
  afterAll(() => server.close());

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After at once, in the envelope', async () => {
    const shop = await server.tenant();
    for (let i = 0; i < 2; i++) {
      const start = performance.now();
      const res = await shop.live.get('/customers');
      expect(performance.now() - start).toBeLessThan(1_000);
      expectError(res, 503, 'SERVICE_UNAVAILABLE');
      expect(res.headers.get('retry-after')).toBe('1');
    }
    // The operator's metrics say why: the limit store, not the database.
    const metrics = await fetch(`${server.urls.admin}/metrics`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(await metrics.text()).toMatch(/^caja_unavailable_responses_total\{cause="limit_store"\} 2$/m);
  });
});
