import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_EVENT_TYPES } from '#src/contract/event-types.js';
import { GENEROUS_RATE_LIMITS } from './helpers/catalog-fixtures.js';
import { type DeviceClient, registerDevice } from './helpers/device-client.js';
import { eventSources } from './helpers/event-sources.js';
import { startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';
import { addWarehouse } from './helpers/inventory-fixtures.js';
import { WebhookReceiver, waitFor } from './helpers/webhook-receiver.js';
import { addEndpoint, type TestEndpoint } from './helpers/webhooks.js';

/**
 * Every one of SPEC's 12 event types reaches a subscribed endpoint over real HTTP, signed so that
 * the `standardwebhooks` verifier accepts it, with the resource as GET showed it right after the
 * write; an endpoint that takes some types gets only those. A type beyond SPEC's
 * (`stock_level.updated`) reaches only an endpoint that names it, never one with `["*"]`.
 */
let server: TestServer;
let receiver: WebhookReceiver;
let shop: TestTenant;
let device: DeviceClient;
let all: TestEndpoint;
let some: TestEndpoint;
let levels: TestEndpoint;
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
  levels = await addEndpoint(server, shop, `${url}/niveles`, { events: ['stock_level.updated'] });
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

const sources = eventSources(() => ({ shop, device }));
const delivered: string[] = [];

describe('each of the 12 types', () => {
  it('has a write here', () => {
    expect(new Set(sources.map(([type]) => type))).toEqual(new Set(SPEC_EVENT_TYPES));
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

describe("stock_level.updated, a type beyond SPEC's 12", () => {
  it('reaches the endpoint that names it, with data.object as GET /inventory/levels showed it, and never ["*"]', async () => {
    const events = (await shop.test.get('/events', { type: 'stock_level.updated', limit: 100 })).body.data;
    expect(events.length).toBeGreaterThan(0);
    const event = events[0];
    const request = await waitFor(
      () => receiver.requests.find((r) => r.path === '/niveles' && r.headers['webhook-id'] === event.id),
      'the stock_level.updated delivery',
    );
    const verified = new Webhook(levels.secret).verify(
      request.body,
      request.headers as Record<string, string>,
    );
    const { product_id, warehouse_id } = event.data.object;
    const [level] = (await shop.test.get('/inventory/levels', { product_id, warehouse_id })).body.data;
    expect((verified as { data: { object: unknown } }).data.object).toEqual(level);
    // Everything the other endpoints were sent has arrived by now; none of it is this type.
    await waitFor(
      () => receiver.requests.filter((r) => r.path === '/todos').length >= delivered.length,
      'the rest',
    );
    for (const r of receiver.requests.filter((x) => x.path !== '/niveles')) {
      expect(JSON.parse(r.body).type).not.toBe('stock_level.updated');
    }
    expect(
      new Set(receiver.requests.filter((r) => r.path === '/niveles').map((r) => JSON.parse(r.body).type)),
    ).toEqual(new Set(['stock_level.updated']));
  });
});
