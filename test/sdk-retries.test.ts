import { Caja, CajaError, type CajaOptions, type RetryNotice } from '@caja/sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { backoff } from '../sdk/src/transport.js';
import { startTestServer, type TestServer } from './helpers/harness.js';
import { ManualClock } from './helpers/manual-clock.js';
import {
  DroppingProxy,
  envelope,
  recordingFetch,
  type ScriptedAnswer,
  ScriptedApi,
} from './helpers/sdk-network.js';

/**
 * What the SDK sends again, and what it never does: a POST keeps its Idempotency-Key through
 * every retry, so the API writes once; a PATCH (no key) is retried only where the API surely
 * did not apply it.
 */

describe('against a real server behind a proxy that drops answers', () => {
  let server: TestServer;
  let proxy: DroppingProxy;
  let proxyUrl: string;

  beforeAll(async () => {
    server = await startTestServer();
    proxy = new DroppingProxy(server.urls.test);
    proxyUrl = await proxy.start();
  });
  afterAll(async () => {
    await proxy.close();
    await server.close();
  });
  afterEach(() => {
    proxy.requests.length = 0;
    proxy.drop = () => false;
  });

  /** Drops the answer of the first request with this method, and passes every other one. */
  const dropFirst = (method: string) => {
    let dropped = false;
    proxy.drop = (request) => {
      if (dropped || request.method !== method) return false;
      dropped = true;
      return true;
    };
  };

  it('creates exactly one customer when the answer to the POST is lost and the SDK sends it again', async () => {
    const shop = await server.tenant();
    const caja = new Caja({ apiKey: shop.testKey, baseUrl: proxyUrl });
    dropFirst('POST');
    const customer = await caja.customers.create({ name: 'Ana María', document_number: '52123456' });
    expect(customer).toMatchObject({ object: 'customer', name: 'Ana María' });

    const posts = proxy.requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => [r.status, r.dropped])).toEqual([
      [201, true],
      [201, false],
    ]);
    expect(posts[0]!.idempotencyKey).toMatch(/^[A-Za-z0-9_\-:.]{1,255}$/);
    expect(posts[1]!.idempotencyKey).toBe(posts[0]!.idempotencyKey);
    const stored = await shop.test.get('/customers', { document_number: '52123456' });
    expect(stored.body.data.map((c: { id: string }) => c.id)).toEqual([customer.id]);
  });

  it('does not send a PATCH again after its answer is lost: the edit may have been applied', async () => {
    const shop = await server.tenant();
    const caja = new Caja({ apiKey: shop.testKey, baseUrl: proxyUrl });
    const customer = await caja.customers.create({ name: 'Carlos' });
    dropFirst('PATCH');
    const error = await caja.customers
      .update(customer.id, { name: 'Carlos Andrés' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CajaError);
    expect(error).toMatchObject({ code: 'CONNECTION_ERROR', status: null });
    expect(proxy.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
    // It was: the caller reads the resource to know, as the SDK's README says.
    expect((await caja.customers.get(customer.id)).name).toBe('Carlos Andrés');
  });

  it('sends a GET again after its answer is lost', async () => {
    const shop = await server.tenant();
    const caja = new Caja({ apiKey: shop.testKey, baseUrl: proxyUrl });
    dropFirst('GET');
    expect((await caja.me.get()).object).toBe('account');
    expect(proxy.requests.map((r) => r.dropped)).toEqual([true, false]);
  });
});

describe('against a real server with a low rate limit', () => {
  // Stands still, so that the allowance comes back only when the test says the time has passed.
  const clock = new ManualClock();
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_PER_KEY: '60' }, { clock });
  });
  afterAll(() => server.close());

  /** Spends the key's allowance: requests until one is answered 429. */
  async function exhaust(key: string): Promise<void> {
    const api = server.api('test', key);
    for (let i = 0; i < 100; i++) if ((await api.get('/me')).status === 429) return;
    throw new Error('the limit was never reached');
  }

  /** Records each answer's status; on a 429, lets the server's clock pass the Retry-After the SDK waits. */
  const pacedFetch = (statuses: number[], waits: number[]): typeof fetch => {
    const record = recordingFetch(statuses);
    return async (input, init) => {
      const response = await record(input, init);
      if (response.status === 429) {
        const seconds = Number(response.headers.get('retry-after'));
        waits.push(seconds);
        clock.advance(seconds * 1000);
      }
      return response;
    };
  };

  it('waits a 429 out for Retry-After seconds, then gets the answer', async () => {
    const shop = await server.tenant();
    const statuses: number[] = [];
    const waits: number[] = [];
    const caja = new Caja({
      apiKey: shop.testKey,
      baseUrl: server.urls.test,
      fetch: pacedFetch(statuses, waits),
    });
    await exhaust(shop.testKey);
    const started = Date.now();
    const page = await caja.customers.list().page();
    expect(page.object).toBe('list');
    expect(statuses).toEqual([429, 200]);
    expect(waits).toEqual([1]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('waits a 429 out on a POST with the same Idempotency-Key, creating once', async () => {
    const shop = await server.tenant();
    const statuses: number[] = [];
    const caja = new Caja({
      apiKey: shop.testKey,
      baseUrl: server.urls.test,
      fetch: pacedFetch(statuses, []),
    });
    await exhaust(shop.testKey);
    const customer = await caja.customers.create({ name: 'Después de esperar' });
    expect(statuses).toEqual([429, 201]);
    clock.advance(60_000);
    const all = await server.api('test', shop.testKey).get('/customers');
    expect(all.body.data.map((c: { id: string }) => c.id)).toEqual([customer.id]);
  });

  it('gives up with RATE_LIMITED when retries are off', async () => {
    const shop = await server.tenant();
    const caja = new Caja({ apiKey: shop.testKey, baseUrl: server.urls.test, maxRetries: 0 });
    await exhaust(shop.testKey);
    const error = await caja.me.get().catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    expect((error as CajaError).headers?.get('retry-after')).toMatch(/^\d+$/);
    clock.advance(60_000);
  });
});

describe('answers only a stand-in can be made to give', () => {
  let api: ScriptedApi | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  const scripted = async (
    script: ScriptedAnswer[],
    options: Omit<CajaOptions, 'apiKey' | 'baseUrl'> = {},
  ) => {
    api = new ScriptedApi(script);
    const baseUrl = await api.start();
    return { api, caja: new Caja({ apiKey: 'caja_test_abc', baseUrl, ...options }) };
  };
  const customer = { object: 'customer', id: 'c0ffee00-0000-4000-8000-000000000002', name: 'Ana' };

  it('sends a POST again after 409 IDEMPOTENCY_IN_PROGRESS, with the same key and body', async () => {
    const { api, caja } = await scripted([
      { status: 409, body: envelope('IDEMPOTENCY_IN_PROGRESS') },
      { status: 201, body: customer },
    ]);
    expect(await caja.customers.create({ name: 'Ana' }, { idempotencyKey: 'pedido-1001' })).toEqual(customer);
    expect(api.requests.map((r) => r.idempotencyKey)).toEqual(['pedido-1001', 'pedido-1001']);
    expect(api.requests[1]!.body).toBe(api.requests[0]!.body);
  });

  it('sends a POST again after a 5xx, honours Retry-After of a 503, and tells onRetry', async () => {
    const notices: RetryNotice[] = [];
    const { api, caja } = await scripted(
      [
        { status: 502, body: '<html>Bad gateway</html>' },
        { status: 503, body: envelope('SERVICE_UNAVAILABLE'), headers: { 'retry-after': '0' } },
        { status: 201, body: customer },
      ],
      { onRetry: (notice) => notices.push(notice) },
    );
    expect(await caja.customers.create({ name: 'Ana' })).toEqual(customer);
    expect(new Set(api.requests.map((r) => r.idempotencyKey)).size).toBe(1);
    expect(api.requests).toHaveLength(3);
    expect(notices.map((n) => [n.method, n.path, n.retry, n.error.code])).toEqual([
      ['POST', '/customers', 1, 'UNEXPECTED_RESPONSE'],
      ['POST', '/customers', 2, 'SERVICE_UNAVAILABLE'],
    ]);
    expect(notices[0]!.delayMs).toBeGreaterThanOrEqual(250);
    // Retry-After: 0, plus at most 250 ms of spread.
    expect(notices[1]!.delayMs).toBeLessThanOrEqual(250);
  });

  it('does not send a PATCH again after a gateway’s 502, which may follow an applied edit', async () => {
    const { api, caja } = await scripted([{ status: 502, body: '<html>Bad gateway</html>' }]);
    const error = await caja.customers.update(customer.id, { name: 'B' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'UNEXPECTED_RESPONSE', status: 502 });
    expect(api.requests).toHaveLength(1);
  });

  it('sends a PATCH again after Caja’s own 500, which never hides a saved change', async () => {
    const { api, caja } = await scripted([
      { status: 500, body: envelope('INTERNAL_ERROR') },
      { status: 200, body: customer },
    ]);
    expect(await caja.customers.update(customer.id, { name: 'Ana' })).toEqual(customer);
    expect(api.requests.map((r) => r.method)).toEqual(['PATCH', 'PATCH']);
    expect(api.requests[0]!.idempotencyKey).toBeUndefined();
  });

  it('does not send a PATCH again when the connection drops after it was sent', async () => {
    const { api, caja } = await scripted([{ destroy: true }]);
    await expect(caja.customers.update(customer.id, { name: 'B' })).rejects.toMatchObject({
      code: 'CONNECTION_ERROR',
    });
    expect(api.requests).toHaveLength(1);
  });

  it('sends a PATCH again when the connection was refused: it never left', async () => {
    const closed = new ScriptedApi([]);
    const baseUrl = await closed.start();
    await closed.close();
    const attempts: number[] = [];
    const caja = new Caja({
      apiKey: 'caja_test_abc',
      baseUrl,
      maxRetries: 2,
      fetch: (input, init) => {
        attempts.push(Date.now());
        return fetch(input, init);
      },
    });
    const error = await caja.customers.update(customer.id, { name: 'B' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'CONNECTION_ERROR', status: null });
    expect((error as Error).message).toMatch(/ECONNREFUSED/);
    expect(attempts).toHaveLength(3);
  });

  it('stops after maxRetries retries and throws the last error', async () => {
    const { api, caja } = await scripted([{ status: 500, body: envelope('INTERNAL_ERROR', 'req_ultimo') }], {
      maxRetries: 3,
    });
    const error = await caja.sales
      .list()
      .page()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'INTERNAL_ERROR', status: 500, requestId: 'req_ultimo' });
    expect(api.requests).toHaveLength(4);
  });

  it('with maxRetries: Infinity, keeps sending a GET until it is answered, telling onRetry each time', async () => {
    const unavailable = {
      status: 503,
      body: envelope('SERVICE_UNAVAILABLE'),
      headers: { 'retry-after': '0' },
    };
    const page = { object: 'list', data: [], has_more: false, next_cursor: null };
    const notices: RetryNotice[] = [];
    const { api, caja } = await scripted(
      [...Array.from({ length: 5 }, () => unavailable), { status: 200, body: page }],
      { maxRetries: Number.POSITIVE_INFINITY, onRetry: (notice) => notices.push(notice) },
    );
    expect(await caja.events.list().toArray()).toEqual([]);
    expect(api.requests).toHaveLength(6);
    expect(notices.map((n) => n.retry)).toEqual([1, 2, 3, 4, 5]);
  });

  it('never sends again a request the API refused for what it is', async () => {
    for (const [status, code] of [
      [400, 'VALIDATION_ERROR'],
      [401, 'INVALID_API_KEY'],
      [404, 'NOT_FOUND'],
      [409, 'SKU_ALREADY_EXISTS'],
      [422, 'IDEMPOTENCY_KEY_REUSED'],
    ] as const) {
      const { api, caja } = await scripted([{ status, body: envelope(code) }]);
      await expect(caja.products.create({ name: 'X', base_price: 1 })).rejects.toMatchObject({
        code,
        status,
      });
      expect(api.requests, code).toHaveLength(1);
      await api.close();
    }
  });

  it('gives up an attempt after timeoutMs, and the call with TIMEOUT', async () => {
    const { api, caja } = await scripted([{ hang: true }], { timeoutMs: 200, maxRetries: 1 });
    const error = await caja.me.get().catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'TIMEOUT', status: null });
    expect(api.requests).toHaveLength(2);
  });

  it('stops at once when the caller aborts', async () => {
    const { api, caja } = await scripted([{ hang: true }]);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    await expect(caja.me.get({ signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(api.requests).toHaveLength(1);
  });
});

describe('the backoff', () => {
  it('doubles from 0.5 s with jitter, up to 8 s', () => {
    for (let i = 0; i < 50; i++) {
      expect(backoff(0)).toBeGreaterThanOrEqual(250);
      expect(backoff(0)).toBeLessThanOrEqual(500);
      expect(backoff(2)).toBeGreaterThanOrEqual(1000);
      expect(backoff(2)).toBeLessThanOrEqual(2000);
      expect(backoff(20)).toBeLessThanOrEqual(8000);
    }
    const samples = new Set(Array.from({ length: 20 }, () => backoff(1)));
    expect(samples.size).toBeGreaterThan(1);
  });
});
