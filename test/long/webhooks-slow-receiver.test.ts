import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/harness.js';
import { WebhookReceiver, waitFor } from '../helpers/webhook-receiver.js';
import { addEndpoint, listDeliveries } from '../helpers/webhooks.js';

/** A receiver that takes 20 s: failed at 15 s, and never in the way of other endpoints. */
let server: TestServer;
let receiver: WebhookReceiver;
let receiverUrl: string;

beforeAll(async () => {
  // Four deliveries at once, two per endpoint: few enough that a slow receiver could take them all.
  server = await startTestServer({ WEBHOOK_ALLOW_LOOPBACK: 'true', WEBHOOK_CONCURRENCY: '4' });
  receiver = new WebhookReceiver();
  receiverUrl = await receiver.start();
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

const deliveries = (endpointId: string) => listDeliveries(server, endpointId);

describe('a slow receiver', () => {
  it('fails at 15 s and does not hold up the deliveries to other endpoints', async () => {
    const shop = await server.tenant();
    const slow = new WebhookReceiver();
    slow.delayMs = 20_000;
    const slowUrl = await slow.start();
    const events = ['customer.created'];
    const slowId = (await addEndpoint(server, shop, `${slowUrl}/lento`, { events })).id;
    const fastId = (await addEndpoint(server, shop, `${receiverUrl}/rapido`, { events })).id;
    receiver.respond = () => 200;
    const started = Date.now();
    // More slow deliveries than the worker has slots.
    for (let i = 0; i < 5; i++) await shop.test.post('/customers', { name: `Cliente ${i}` });

    await waitFor(
      async () => (await deliveries(fastId)).filter((d) => d.status === 'succeeded').length === 5,
      'the fast endpoint to get all five',
      { timeoutMs: 5000 },
    );
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await deliveries(slowId)).every((d) => d.attempts.length === 0)).toBe(true);

    const attempt = await waitFor(
      async () => (await deliveries(slowId)).find((d) => d.attempts.length > 0)?.attempts[0],
      'the first slow attempt',
      { timeoutMs: 25_000 },
    );
    expect(attempt.status_code).toBeNull();
    expect(attempt.error).toMatch(/15 s/);
    expect(attempt.duration_ms).toBeGreaterThanOrEqual(15_000);
    expect(attempt.duration_ms).toBeLessThan(17_000);
    await slow.close();
  }, 40_000);
});
