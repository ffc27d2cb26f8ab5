import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '#src/domain/customers/customers.service.js';
import { registerDevice } from './helpers/device-client.js';
import { customer } from './helpers/device-records.js';
import { startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';
import { WebhookReceiver, waitFor } from './helpers/webhook-receiver.js';
import { addEndpoint as addTestEndpoint, listDeliveries } from './helpers/webhooks.js';

/**
 * How deliveries behave on the wire: what a failed attempt records (status, excerpt, refused
 * connection, TLS), and that a rolled-back write sends nothing. (A slow receiver is in
 * test/long/webhooks-slow-receiver.test.ts: it takes 15 s.)
 */

let server: TestServer;
let receiver: WebhookReceiver;
let receiverUrl: string;

beforeAll(async () => {
  server = await startTestServer({ WEBHOOK_ALLOW_LOOPBACK: 'true' });
  receiver = new WebhookReceiver();
  receiverUrl = await receiver.start();
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

const addEndpoint = async (tenant: TestTenant, url: string) =>
  (await addTestEndpoint(server, tenant, url, { events: ['customer.created'] })).id;
const deliveries = (endpointId: string) => listDeliveries(server, endpointId);
const firstAttempt = (endpointId: string) =>
  waitFor(async () => (await deliveries(endpointId))[0]?.attempts[0], 'the first attempt', {
    timeoutMs: 30_000,
  });

/** A TCP listener that counts connections and closes them at once. */
async function tcpListener(): Promise<{ port: number; connections: () => number; server: Server }> {
  let count = 0;
  const tcp = createServer((socket) => {
    count++;
    socket.end('HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n');
  });
  await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
  return { port: (tcp.address() as AddressInfo).port, connections: () => count, server: tcp };
}

describe('a failed attempt', () => {
  it('records the status, the duration and the first KiB of the answer, and schedules the retry 5 s later', async () => {
    const shop = await server.tenant();
    receiver.respond = (r) => (r.path === '/error' ? 500 : 200);
    const endpointId = await addEndpoint(shop, `${receiverUrl}/error`);
    await shop.test.post('/customers', { name: 'Con error' });
    const attempt = await firstAttempt(endpointId);
    const [delivery] = await deliveries(endpointId);
    expect(attempt).toMatchObject({ status_code: 500, error: null, response_excerpt: 'ok' });
    expect(attempt.duration_ms).toBeGreaterThanOrEqual(0);
    expect(delivery!.status).toBe('pending');
    const attemptedAt = Date.parse(
      (delivery!.attempts[0] as unknown as { attempted_at: string }).attempted_at,
    );
    expect(Date.parse(delivery!.next_attempt_at!) - attemptedAt).toBe(5000);
  });

  it('keeps at most 1 KiB of a long answer', async () => {
    const shop = await server.tenant();
    const long = await import('node:http').then(
      ({ createServer: http }) =>
        new Promise<{ url: string; close: () => void }>((resolve) => {
          const s = http((_, res) => res.writeHead(502).end('é'.repeat(4000)));
          s.listen(0, '127.0.0.1', () =>
            resolve({
              url: `http://127.0.0.1:${(s.address() as AddressInfo).port}/`,
              close: () => s.close(),
            }),
          );
        }),
    );
    const endpointId = await addEndpoint(shop, long.url);
    await shop.test.post('/customers', { name: 'Respuesta larga' });
    const attempt = await firstAttempt(endpointId);
    long.close();
    expect(attempt.status_code).toBe(502);
    expect(Buffer.byteLength(attempt.response_excerpt!)).toBeLessThanOrEqual(1024);
    expect(attempt.response_excerpt!.length).toBe(512);
  });

  it('names a refused connection', async () => {
    const shop = await server.tenant();
    const closed = await tcpListener();
    closed.server.close();
    const endpointId = await addEndpoint(shop, `http://127.0.0.1:${closed.port}/nadie`);
    await shop.test.post('/customers', { name: 'Sin receptor' });
    const attempt = await firstAttempt(endpointId);
    expect(attempt.status_code).toBeNull();
    expect(attempt.error).toMatch(/Conexión rechazada.*ECONNREFUSED/);
  });

  it('names a TLS failure', async () => {
    const shop = await server.tenant();
    // An https endpoint whose server does not speak TLS.
    const plain = await tcpListener();
    const endpointId = await addEndpoint(shop, `https://127.0.0.1:${plain.port}/tls`);
    await shop.test.post('/customers', { name: 'TLS roto' });
    const attempt = await firstAttempt(endpointId);
    plain.server.close();
    expect(attempt.status_code).toBeNull();
    expect(attempt.error).toMatch(/TLS|SSL/);
  });
});

describe('a kept-alive connection the receiver drops', () => {
  it('is not a failed attempt: the request goes again on a new connection', async () => {
    const shop = await server.tenant();
    const { createServer: http } = await import('node:http');
    // Answers the first request of each connection and drops the connection at the second,
    // as a receiver does when it closes an idle connection just as it is reused.
    const served = new WeakMap<object, number>();
    const requests: string[] = [];
    const dropping = http((req, res) => {
      const n = (served.get(req.socket) ?? 0) + 1;
      served.set(req.socket, n);
      requests.push(String(req.headers['webhook-id']));
      req.resume();
      if (n > 1) req.socket.destroy();
      else req.on('end', () => res.end('ok'));
    });
    await new Promise<void>((resolve) => dropping.listen(0, '127.0.0.1', resolve));
    const endpointId = await addEndpoint(
      shop,
      `http://127.0.0.1:${(dropping.address() as AddressInfo).port}/`,
    );
    await shop.test.post('/customers', { name: 'Primero' });
    await waitFor(
      async () => (await deliveries(endpointId))[0]?.status === 'succeeded',
      'the first delivery',
    );
    await shop.test.post('/customers', { name: 'Segundo' });
    await waitFor(
      async () => (await deliveries(endpointId)).every((d) => d.status === 'succeeded'),
      'the second delivery',
    );
    dropping.close();
    const [second] = await deliveries(endpointId);
    expect(second!.attempts).toHaveLength(1);
    expect(second!.attempts[0]!.status_code).toBe(200);
    // The receiver saw the second event twice: once on the dropped connection, once more.
    expect(requests.filter((id) => id === second!.event_id)).toHaveLength(2);
  });
});

describe('an account whose plan lacks the API', () => {
  it('sends nothing while on that plan, and sends again once back on pro', async () => {
    const shop = await server.tenant();
    const endpointId = await addEndpoint(shop, `${receiverUrl}/plan`);
    const device = await registerDevice(server, shop.accountId);
    const upload = (name: string) => device.uploadOk([customer({ name })]);

    await server.admin.updateAccount(shop.accountId, { plan: 'plus' });
    await upload('Con plan plus');
    expect(await deliveries(endpointId)).toHaveLength(0);

    await server.admin.updateAccount(shop.accountId, { plan: 'pro' });
    await upload('De nuevo en pro');
    await waitFor(async () => (await deliveries(endpointId))[0]?.status === 'succeeded', 'the delivery');
    expect(await deliveries(endpointId)).toHaveLength(1);
  });
});

describe('a write that rolls back', () => {
  it('enqueues nothing and sends nothing', async () => {
    const shop = await server.tenant();
    const endpointId = await addEndpoint(shop, `${receiverUrl}/rollback`);
    const { db, clock } = server.caja.services;
    const tenant = { accountId: shop.accountId, environment: 'test' as const };
    const jobs = async () =>
      Number(
        (
          await db
            .selectFrom('graphile_worker._private_jobs' as never)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const jobsBefore = await jobs();
    let customerId = '';
    await expect(
      db.transaction().execute(async (tx) => {
        customerId = (await createCustomer(tx, tenant, { name: 'Nunca existió' }, clock.now())).id;
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(customerId).not.toBe('');
    await new Promise((r) => setTimeout(r, 500));
    expect(await deliveries(endpointId)).toHaveLength(0);
    expect(await jobs()).toBe(jobsBefore);
    expect(receiver.requests.filter((r) => r.path === '/rollback')).toHaveLength(0);

    // The same write committed is delivered.
    await shop.test.post('/customers', { name: 'Sí existió' });
    await waitFor(() => receiver.requests.some((r) => r.path === '/rollback'), 'the committed write');
  });
});
