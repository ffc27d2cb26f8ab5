import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caja, createCaja } from '#src/app.js';
import { openDatabase } from '#src/db/database.js';
import { DeviceClient, registerDevice } from './helpers/device-client.js';
import { expectError } from './helpers/envelope.js';
import { ADMIN_TOKEN, onPostgres, startTestServer, type TestServer } from './helpers/harness.js';
import { ApiClient } from './helpers/http.js';
import { ManualClock } from './helpers/manual-clock.js';
import { inOrder, limitHeaders, outcomes, statuses } from './helpers/rate-limits.js';

const MINUTE = 60_000;
/** Low limits so that a test reaches each of them in a few requests. */
const LIMITS = { RATE_LIMIT_PER_KEY: '6', RATE_LIMIT_PER_ACCOUNT: '10', RATE_LIMIT_WRITES_PER_KEY: '2' };

const stores = onPostgres() ? ['memory', 'postgres'] : ['memory'];

describe.each(stores)('rate limits with the %s store', (store) => {
  const clock = new ManualClock();
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ ...LIMITS, RATE_LIMIT_STORE: store }, { clock });
  });
  afterAll(() => server.close());

  it('puts RateLimit-Limit, -Remaining and -Reset of the tightest limit on every authenticated response', async () => {
    const shop = await server.tenant();
    const read = await shop.live.get('/customers');
    expect(read.status).toBe(200);
    // Per key (6) is tighter than per account (10): 6 a minute is one every 10 s.
    expect(limitHeaders(read)).toEqual({ limit: '6', remaining: '5', reset: '10' });

    const write = await shop.live.post('/customers', { name: 'Ana' });
    expect(write.status).toBe(201);
    // A write also meets the writes limit (2), now the tightest.
    expect(limitHeaders(write)).toEqual({ limit: '2', remaining: '1', reset: '30' });

    const notFound = await shop.live.get('/customers/7d4a8c2e-1111-4222-8333-444455556666');
    expect(notFound.status).toBe(404);
    expect(limitHeaders(notFound)).toMatchObject({ limit: '6', remaining: '3' });
    const invalid = await shop.live.get('/customers', { limit: 0 });
    expect(invalid.status).toBe(400);
    expect(limitHeaders(invalid)).toMatchObject({ limit: '6', remaining: '2' });
  });

  it('answers the request past the limit with 429 RATE_LIMITED, an integer Retry-After and the envelope', async () => {
    const shop = await server.tenant();
    const passed = await inOrder(6, () => shop.live.get('/customers'));
    expect(statuses(passed)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(passed.map((r) => r.headers.get('ratelimit-remaining'))).toEqual(['5', '4', '3', '2', '1', '0']);

    const limited = await shop.live.get('/customers');
    expectError(limited, 429, 'RATE_LIMITED');
    const retryAfter = limited.headers.get('retry-after');
    expect(retryAfter).toMatch(/^\d+$/);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(retryAfter)).toBe(10);
    expect(limitHeaders(limited)).toMatchObject({ limit: '6', remaining: '0' });
  });

  it('counts only POST and PATCH against the writes limit', async () => {
    const shop = await server.tenant();
    expect(statuses(await inOrder(3, () => shop.live.get('/customers')))).toEqual([200, 200, 200]);
    const created = await shop.live.post('/customers', { name: 'Ana' });
    expect(created.status).toBe(201);
    expect((await shop.live.patch(`/customers/${created.body.id}`, { phone: '300' })).status).toBe(200);

    const third = await shop.live.post('/customers', { name: 'Eva' });
    expectError(third, 429, 'RATE_LIMITED');
    expect(limitHeaders(third)).toMatchObject({ limit: '2', remaining: '0' });
    // Reads still pass: the key has used 5 of its 6.
    expect((await shop.live.get('/customers')).status).toBe(200);
  });

  it('shares the per-account limit among the keys of the account and both environments', async () => {
    const shop = await server.tenant();
    const extra = await server.admin.createKey(shop.accountId, { environment: 'test', scopes: ['*'] });
    const third = server.api('test', extra.secret);
    const passed = [
      ...(await inOrder(4, () => shop.live.get('/me'))),
      ...(await inOrder(3, () => shop.test.get('/me'))),
      ...(await inOrder(3, () => third.get('/me'))),
    ];
    expect(statuses(passed)).toEqual(Array(10).fill(200));

    for (const client of [shop.live, shop.test, third]) {
      const limited = await client.get('/me');
      expectError(limited, 429, 'RATE_LIMITED');
      expect(limitHeaders(limited)).toMatchObject({ limit: '10', remaining: '0' });
    }
    // Another account is untouched.
    expect((await (await server.tenant()).live.get('/me')).status).toBe(200);
  });

  it('does not charge the other limits for a rejected request', async () => {
    const shop = await server.tenant();
    expect(statuses(await inOrder(2, () => shop.live.post('/customers', { name: 'Ana' })))).toEqual([
      201, 201,
    ]);
    // Writes are spent; these are rejected and must not use the key's remaining 4.
    const rejected = await inOrder(3, () => shop.live.post('/customers', { name: 'Eva' }));
    expect(statuses(rejected)).toEqual([429, 429, 429]);
    expect(statuses(await inOrder(4, () => shop.live.get('/customers')))).toEqual([200, 200, 200, 200]);
    expectError(await shop.live.get('/customers'), 429, 'RATE_LIMITED');
  });

  it('lets requests through again once Retry-After has passed, and fully after the window', async () => {
    const shop = await server.tenant();
    await inOrder(6, () => shop.live.get('/customers'));
    const limited = await shop.live.get('/customers');
    expect(limited.status).toBe(429);

    clock.advance(Number(limited.headers.get('retry-after')) * 1000);
    expect((await shop.live.get('/customers')).status).toBe(200);
    expect((await shop.live.get('/customers')).status).toBe(429);

    clock.advance(MINUTE);
    const refilled = await inOrder(7, () => shop.live.get('/customers'));
    expect(statuses(refilled)).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });
});

describe.skipIf(!onPostgres())('one limit across processes (PostgreSQL store)', () => {
  let server: TestServer;
  let second: Caja;
  let secondOrigin: string;

  beforeAll(async () => {
    server = await startTestServer({
      RATE_LIMIT_STORE: 'postgres',
      RATE_LIMIT_PER_KEY: '10',
      RATE_LIMIT_PER_ACCOUNT: '100',
      RATE_LIMIT_PER_DEVICE: '10',
    });
    // A second process of the service: its own instance and pool, the same database.
    second = await createCaja(server.config, {
      adminToken: ADMIN_TOKEN,
      database: await openDatabase({ url: server.config.databaseUrl }),
    });
    await second.live.listen({ host: '127.0.0.1', port: 0 });
    secondOrigin = `http://127.0.0.1:${(second.live.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await second?.close();
    await server?.close();
  });

  it('lets exactly 10 of 12 requests through when a limit of 10 is split over two instances', async () => {
    const shop = await server.tenant();
    const onSecond = new ApiClient(`${secondOrigin}/public/v1`, shop.liveKey);
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? shop.live : onSecond).get('/customers')),
    );
    expect(outcomes(responses)).toEqual({ passed: 10, limited: 2 });
  });

  it("lets exactly 10 of 12 sync calls through when a device's limit of 10 is split over two instances", async () => {
    const shop = await server.tenant();
    const device = await registerDevice(server, shop.accountId, { environment: 'live' });
    const onSecond = new DeviceClient(secondOrigin, device.id, device.token);
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? device : onSecond).changes()),
    );
    expect(outcomes(responses)).toEqual({ passed: 10, limited: 2 });
  });
});
