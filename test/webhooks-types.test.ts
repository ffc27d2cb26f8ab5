import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '#src/contract/event-types.js';
import { GENEROUS_RATE_LIMITS } from './helpers/catalog-fixtures.js';
import { type DeviceClient, registerDevice } from './helpers/device-client.js';
import { eventSources } from './helpers/event-sources.js';
import { startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';
import { addWarehouse } from './helpers/inventory-fixtures.js';
import { WebhookReceiver, waitFor } from './helpers/webhook-receiver.js';
import { addEndpoint, type TestEndpoint } from './helpers/webhooks.js';

/**
 * Every one of the 12 event types reaches a subscribed endpoint over real HTTP, signed so that
 * the `standardwebhooks` verifier accepts it, with the resource as GET showed it right after the
 * write; an endpoint that takes some types gets only those.
 */
let server: TestServer;
let receiver: WebhookReceiver;
let shop: TestTenant;
let device: DeviceClient;
let all: TestEndpoint;
let some: TestEndpoint;
const SOME = ['customer.created', 'sale.created'];

beforeAll(async () => {
  server = await startTestServer({ ...GENEROUS_RATE_LIMITS, WEBHOOK_ALLOW_LOOPBACK: 'true' });
  receiver = new WebhookReceiver();
  const url = await receiver.start();
  shop = await server.tenant();
  await addWarehouse(server, shop.accountId, { is_default: true });
  device = await registerDevice(server, shop.accountId);
  all = await addEndpoint(server, shop, `${url}/todos`);
  some = await addEndpoint(server, shop, `${url}/algunos`, { events: SOME });
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

const sources = eventSources(() => ({ shop, device }));
const delivered: string[] = [];

describe('each of the 12 types', () => {
  it('has a write here', () => {
    expect(new Set(sources.map(([type]) => type))).toEqual(new Set(EVENT_TYPES));
  });

  it.each(
    sources,
  )('%s (%s) arrives signed, with data.object as GET showed it then', async (type, _, write) => {
    const path = await write();
    const resource = await shop.test.get(path);
    expect(resource.status, resource.text).toBe(200);
    const event = (await shop.test.get('/events', { type, limit: 1 })).body.data[0];
    expect(event.data.object.id).toBe(resource.body.id);

    const request = await waitFor(
      () => receiver.requests.find((r) => r.path === '/todos' && r.headers['webhook-id'] === event.id),
      `the ${type} delivery`,
    );
    const verified = new Webhook(all.secret).verify(request.body, request.headers as Record<string, string>);
    expect(verified).toMatchObject({ object: 'event', id: event.id, type, api_version: '2026-09-28' });
    expect((verified as { data: { object: unknown } }).data.object).toEqual(resource.body);
    expect(request.body).toBe((await shop.test.get(`/events/${event.id}`)).text);
    expect(request.headers['content-type']).toBe('application/json');
    delivered.push(event.id);
  });
});

describe('an endpoint subscribed to some types', () => {
  it('gets those and only those', async () => {
    const wanted: string[] = [];
    for (const type of SOME) {
      const events = (await shop.test.get('/events', { type, limit: 100 })).body.data;
      wanted.push(...events.map((e: { id: string }) => e.id));
    }
    expect(wanted.length).toBeGreaterThanOrEqual(SOME.length);
    await waitFor(
      () =>
        wanted.every((id) =>
          receiver.requests.some((r) => r.path === '/algunos' && r.headers['webhook-id'] === id),
        ),
      'the subscribed types',
    );
    const got = receiver.requests.filter((r) => r.path === '/algunos');
    expect(new Set(got.map((r) => JSON.parse(r.body).type))).toEqual(new Set(SOME));
    expect(got).toHaveLength(wanted.length);
    // Its own secret signs its deliveries; the other endpoint's does not.
    expect(() =>
      new Webhook(some.secret).verify(got[0]!.body, got[0]!.headers as Record<string, string>),
    ).not.toThrow();
    expect(() =>
      new Webhook(all.secret).verify(got[0]!.body, got[0]!.headers as Record<string, string>),
    ).toThrow();
    expect(delivered).toHaveLength(sources.length);
  });
});
