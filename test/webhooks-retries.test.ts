import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETRY_DELAYS_MS } from '#src/domain/webhooks/delivery-rules.js';
import { startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';
import { ManualClock } from './helpers/manual-clock.js';
import { type ReceivedRequest, WebhookReceiver, waitFor } from './helpers/webhook-receiver.js';
import {
  addEndpoint as addTestEndpoint,
  attemptRows,
  deliveryRows,
  settled as settleDue,
} from './helpers/webhooks.js';

/**
 * The retry schedule, proven on the service's clock (a test clock here): the job engine runs
 * attempts by the database's clock, and `releaseDue` lets those due by the service's clock run
 * now, so 28 hours of retries take seconds.
 */

const clock = new ManualClock(new Date('2026-11-20T12:00:00.000Z'));
let server: TestServer;
let shop: TestTenant;
let receiver: WebhookReceiver;
let receiverUrl: string;

beforeAll(async () => {
  server = await startTestServer(
    { WEBHOOK_ALLOW_LOOPBACK: 'true', RATE_LIMIT_PER_KEY: '1000000', RATE_LIMIT_WRITES_PER_KEY: '1000000' },
    { clock },
  );
  receiver = new WebhookReceiver();
  receiverUrl = await receiver.start();
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

const releaseDue = () => server.caja.jobs!.releaseDue();
const onPath = (path: string) => receiver.requests.filter((r) => r.path === path);
const addEndpoint = (tenant: TestTenant, path: string, events = ['*']) =>
  addTestEndpoint(server, tenant, `${receiverUrl}${path}`, { events });
const attemptsOf = (endpointId: string) => attemptRows(server, endpointId);
const deliveriesOf = (endpointId: string) => deliveryRows(server, endpointId);
const settled = (endpointId: string) => settleDue(server, clock, endpointId);

beforeAll(async () => {
  shop = await server.tenant();
});

describe('retry schedule', () => {
  it('retries a failing delivery after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then fails it', async () => {
    receiver.respond = (r) => (r.path === '/siempre-falla' ? 503 : 200);
    const endpoint = await addEndpoint(shop, '/siempre-falla', ['customer.created']);
    const started = clock.now().getTime();
    await shop.test.post('/customers', { name: 'Reintentos' });
    await waitFor(async () => (await attemptsOf(endpoint.id)).length === 1, 'the first attempt');

    let elapsed = 0;
    for (const [index, delay] of RETRY_DELAYS_MS.entries()) {
      // Not before its time: nothing moves while the clock stands still.
      await releaseDue();
      await new Promise((r) => setTimeout(r, 150));
      expect(await attemptsOf(endpoint.id)).toHaveLength(index + 1);
      clock.advance(delay);
      elapsed += delay;
      await releaseDue();
      await waitFor(async () => (await attemptsOf(endpoint.id)).length === index + 2, `attempt ${index + 2}`);
      const attempts = await attemptsOf(endpoint.id);
      expect(attempts.at(-1)!.attempted_at.getTime()).toBe(started + elapsed);
    }

    const attempts = await attemptsOf(endpoint.id);
    expect(attempts.map((a) => a.status_code)).toEqual(Array(8).fill(503));
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: 'failed', attempt_count: 8, next_attempt_at: null });
    // About 28 hours from the first attempt to the last.
    expect(elapsed / 3_600_000).toBeCloseTo(27.6, 1);
    // Every attempt carried the same webhook-id: the event's.
    const sent = onPath('/siempre-falla');
    expect(sent).toHaveLength(8);
    expect(new Set(sent.map((r) => r.headers['webhook-id']))).toEqual(new Set([delivery!.event_id]));

    clock.advance(24 * 3_600_000);
    await releaseDue();
    await new Promise((r) => setTimeout(r, 200));
    expect(onPath('/siempre-falla')).toHaveLength(8);
  });

  it('stops retrying once an attempt succeeds', async () => {
    let failures = 2;
    receiver.respond = (r) => (r.path === '/se-recupera' && failures-- > 0 ? 500 : 200);
    const endpoint = await addEndpoint(shop, '/se-recupera', ['customer.created']);
    await shop.test.post('/customers', { name: 'Se recupera' });
    await waitFor(async () => (await attemptsOf(endpoint.id)).length === 1, 'the first attempt');
    clock.advance(RETRY_DELAYS_MS[0]!);
    await releaseDue();
    await waitFor(async () => (await attemptsOf(endpoint.id)).length === 2, 'the second attempt');
    clock.advance(RETRY_DELAYS_MS[1]!);
    await releaseDue();
    await waitFor(async () => (await deliveriesOf(endpoint.id))[0]?.status === 'succeeded', 'the success');
    expect((await attemptsOf(endpoint.id)).map((a) => a.status_code)).toEqual([500, 500, 200]);
    expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({ attempt_count: 3, next_attempt_at: null });
  });
});

describe('an endpoint that keeps failing', () => {
  it('is disabled after 3 days of failed attempts, and enabling it again starts afresh', async () => {
    const tenant = await server.tenant();
    receiver.respond = (r) => (r.path === '/caido' ? 500 : 200);
    const endpoint = await addEndpoint(tenant, '/caido', ['customer.created']);
    const get = async () => (await server.admin.raw().get(`/webhook-endpoints/${endpoint.id}`)).body;
    const t0 = clock.now().getTime();
    await tenant.test.post('/customers', { name: 'Primero' });
    await settled(endpoint.id);
    expect(await get()).toMatchObject({
      status: 'enabled',
      enabled: true,
      failing_since: clock.now().toISOString(),
    });

    // A day later, another event fails too: the streak goes on, the endpoint stays enabled.
    clock.advance(24 * 3_600_000);
    await tenant.test.post('/customers', { name: 'Segundo' });
    await settled(endpoint.id);
    expect((await get()).status).toBe('enabled');

    // Three days after the first failure, the next failed attempt disables it.
    clock.advance(t0 + 3 * 24 * 3_600_000 - clock.now().getTime());
    await tenant.test.post('/customers', { name: 'Tercero' });
    await settled(endpoint.id);
    expect(await get()).toMatchObject({ status: 'disabled_failing', enabled: false });

    // Disabled: no new deliveries, and the pending ones fail without another attempt. (The
    // engine may fail some of them already, by its own clock, before the lines below run.)
    const attemptsBefore = (await attemptsOf(endpoint.id)).length;
    await tenant.test.post('/customers', { name: 'Cuarto' });
    clock.advance(10 * 3_600_000);
    await releaseDue();
    await waitFor(
      async () => (await deliveriesOf(endpoint.id)).every((d) => d.status !== 'pending'),
      'the pending deliveries to fail',
    );
    const deliveries = await deliveriesOf(endpoint.id);
    expect(deliveries).toHaveLength(3);
    // Each failed with retries still left in its schedule: by the disabling, not by running out.
    for (const delivery of deliveries) {
      expect(delivery).toMatchObject({ status: 'failed', next_attempt_at: null });
      expect(delivery.attempt_count).toBeLessThan(RETRY_DELAYS_MS.length + 1);
    }
    expect(await attemptsOf(endpoint.id)).toHaveLength(attemptsBefore);

    const enabled = await server.admin.raw().patch(`/webhook-endpoints/${endpoint.id}`, { enabled: true });
    expect(enabled.body).toMatchObject({ status: 'enabled', enabled: true, failing_since: null });
    receiver.respond = () => 200;
    await tenant.test.post('/customers', { name: 'Quinto' });
    await waitFor(
      async () => (await deliveriesOf(endpoint.id)).some((d) => d.status === 'succeeded'),
      'a delivery',
    );
  });
});

describe('secret rotation', () => {
  it('signs with the old and the new secret for 24 hours, then only with the new one', async () => {
    receiver.respond = () => 200;
    const tenant = await server.tenant();
    const endpoint = await addEndpoint(tenant, '/rotacion', ['customer.created']);
    const rotated = await server.admin
      .raw()
      .post(`/webhook-endpoints/${endpoint.id}/rotate-secret`, undefined, {
        idempotencyKey: null,
      });
    expect(rotated.status).toBe(200);
    const [oldSecret, newSecret] = [endpoint.secret, rotated.body.secret as string];
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(oldSecret);

    const delivered = async (name: string) => {
      const before = onPath('/rotacion').length;
      await tenant.test.post('/customers', { name });
      return waitFor(() => onPath('/rotacion')[before], `the delivery of ${name}`);
    };
    const verifies = (secret: string, request: ReceivedRequest) => {
      try {
        new Webhook(secret).verify(request.body, request.headers as Record<string, string>);
        return true;
      } catch {
        return false;
      }
    };

    clock.advance(23 * 3_600_000);
    const during = await delivered('Durante la rotación');
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verifies(newSecret, during)).toBe(true);
    expect(verifies(oldSecret, during)).toBe(true);

    clock.advance(3_600_000 + 1000);
    const after = await delivered('Después de la rotación');
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(verifies(newSecret, after)).toBe(true);
    expect(verifies(oldSecret, after)).toBe(false);
  });
});
