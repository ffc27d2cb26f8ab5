import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/harness.js';
import type { ApiClient } from './helpers/http.js';
import { expectError } from './helpers/security.js';
import { WebhookReceiver, waitFor } from './helpers/webhook-receiver.js';

let server: TestServer;
let admin: ApiClient;
const receiver = new WebhookReceiver();
let receiverUrl: string;

// Names resolve through this table instead of DNS: one public address, one private.
const HOSTS: Record<string, string[]> = {
  'interno.example.co': ['10.0.0.5'],
  'hooks.example.co': ['93.184.216.34'],
};

beforeAll(async () => {
  receiverUrl = await receiver.start();
  server = await startTestServer(
    { WEBHOOK_ALLOW_LOOPBACK: 'true' },
    {
      resolveHost: async (name) => {
        const addresses = HOSTS[name];
        if (!addresses) throw new Error(`getaddrinfo ENOTFOUND ${name}`);
        return addresses;
      },
    },
  );
  admin = server.admin.raw();
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

const UNKNOWN_ID = '7d4a8c2e-1111-4222-8333-444455556666';
const PUBLIC_URL = 'https://hooks.example.co/caja';
const SECRET = /^whsec_[A-Za-z0-9+/]{43}=$/;

const newAccount = async () =>
  (await server.admin.createAccount({ name: 'Droguería La Salud' })).id as string;
const createEndpoint = async (accountId: string, body: Record<string, unknown> = {}) => {
  const res = await admin.post(`/accounts/${accountId}/webhook-endpoints`, {
    environment: 'live',
    url: PUBLIC_URL,
    ...body,
  });
  expect(res.status, res.text).toBe(201);
  return res.body;
};

/** Every call that addresses an endpoint by id, for an id that does not exist. */
const BY_ENDPOINT_ID: Array<[string, string, object | undefined]> = [
  ['GET', `/webhook-endpoints/${UNKNOWN_ID}`, undefined],
  ['GET', `/webhook-endpoints/${UNKNOWN_ID}/secret`, undefined],
  ['PATCH', `/webhook-endpoints/${UNKNOWN_ID}`, { enabled: false }],
  ['DELETE', `/webhook-endpoints/${UNKNOWN_ID}`, undefined],
  ['POST', `/webhook-endpoints/${UNKNOWN_ID}/rotate-secret`, undefined],
  ['GET', `/webhook-endpoints/${UNKNOWN_ID}/deliveries`, undefined],
  ['POST', `/webhook-endpoints/${UNKNOWN_ID}/redeliver`, { event_id: UNKNOWN_ID }],
];

describe('operator token', () => {
  it.each([
    ['POST', `/accounts/${UNKNOWN_ID}/webhook-endpoints`, { environment: 'live', url: PUBLIC_URL }],
    ['GET', `/accounts/${UNKNOWN_ID}/webhook-endpoints`, undefined],
    ...BY_ENDPOINT_ID,
  ])('%s %s without it answers 401', async (method, path, body) => {
    expectError(await admin.withKey(null).request(method, path, body), 401, 'UNAUTHENTICATED');
  });
});

describe('creating an endpoint', () => {
  it('answers 201 with the endpoint and its signing secret, with the defaults', async () => {
    const accountId = await newAccount();
    const res = await admin.post(`/accounts/${accountId}/webhook-endpoints`, {
      environment: 'live',
      url: PUBLIC_URL,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      object: 'webhook_endpoint',
      account_id: accountId,
      environment: 'live',
      url: PUBLIC_URL,
      enabled_events: ['*'],
      description: null,
      enabled: true,
      status: 'enabled',
      failing_since: null,
    });
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.secret).toMatch(SECRET);
    expect(res.body.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('takes event types, a description and enabled: false', async () => {
    const body = await createEndpoint(await newAccount(), {
      environment: 'test',
      enabled_events: ['sale.created', 'customer.created'],
      description: 'ERP de la bodega',
      enabled: false,
    });
    expect(body).toMatchObject({
      environment: 'test',
      enabled_events: ['sale.created', 'customer.created'],
      description: 'ERP de la bodega',
      enabled: false,
      status: 'disabled',
    });
  });

  it('answers NOT_FOUND for an unknown account', async () => {
    const res = await admin.post(`/accounts/${UNKNOWN_ID}/webhook-endpoints`, {
      environment: 'live',
      url: PUBLIC_URL,
    });
    expectError(res, 404, 'NOT_FOUND');
    expect(res.body.error.message).toContain(UNKNOWN_ID);
  });

  it.each([
    [{ url: PUBLIC_URL }, 'environment'],
    [{ environment: 'live' }, 'url'],
    [{ environment: 'prod', url: PUBLIC_URL }, 'environment'],
    [{ environment: 'live', url: PUBLIC_URL, secret: 'whsec_x' }, 'secret'],
    [{ environment: 'live', url: PUBLIC_URL, enabled_events: ['sale.deleted'] }, 'enabled_events.0'],
    [{ environment: 'live', url: PUBLIC_URL, enabled_events: [] }, 'enabled_events'],
    [{ environment: 'live', url: PUBLIC_URL, enabled_events: ['*', 'sale.created'] }, 'enabled_events'],
    [{ environment: 'live', url: `https://hooks.example.co/${'a'.repeat(2048)}` }, 'url'],
    [{ environment: 'live', url: PUBLIC_URL, enabled: 'yes' }, 'enabled'],
  ])('refuses %j with VALIDATION_ERROR on %s', async (body, param) => {
    const res = await admin.post(`/accounts/${await newAccount()}/webhook-endpoints`, body);
    expectError(res, 400, 'VALIDATION_ERROR');
    expect(res.body.error.param).toBe(param);
  });

  it.each([
    ['an http URL on live', 'live', 'http://hooks.example.co/caja', /https/],
    ['a name that resolves to a private address', 'live', 'https://interno.example.co/caja', /10\.0\.0\.5/],
    ['a loopback address on live', 'live', 'https://127.0.0.1/caja', /loopback/],
    ['a private address on test', 'test', 'http://10.0.0.5/caja', /privada/],
  ])('refuses %s with VALIDATION_ERROR on url and the reason', async (_, environment, url, reason) => {
    const res = await admin.post(`/accounts/${await newAccount()}/webhook-endpoints`, { environment, url });
    expectError(res, 400, 'VALIDATION_ERROR');
    expect(res.body.error.param).toBe('url');
    expect(res.body.error.message).toMatch(reason);
  });

  it('admits a loopback http URL on test (WEBHOOK_ALLOW_LOOPBACK=true)', async () => {
    const body = await createEndpoint(await newAccount(), {
      environment: 'test',
      url: `${receiverUrl}/hooks`,
    });
    expect(body.url).toBe(`${receiverUrl}/hooks`);
  });
});

describe('listing the endpoints of an account', () => {
  it('lists newest first, pages, filters by environment and never shows a secret', async () => {
    const accountId = await newAccount();
    const created = [];
    for (const environment of ['live', 'test', 'live', 'test', 'live']) {
      created.push(await createEndpoint(accountId, { environment }));
    }
    // Newest first: (created_at, id) descending, which is also creation order here unless two
    // share a millisecond, when the id decides.
    const expected = [...created]
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id))
      .map((e) => e.id);

    const all = await admin.get(`/accounts/${accountId}/webhook-endpoints`);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ object: 'list', has_more: false, next_cursor: null });
    expect(all.body.data.map((e: { id: string }) => e.id)).toEqual(expected);
    expect(all.text).not.toContain('whsec_');
    for (const endpoint of all.body.data) expect(endpoint).not.toHaveProperty('secret');

    const first = await admin.get(`/accounts/${accountId}/webhook-endpoints`, { limit: 2 });
    expect(first.body.has_more).toBe(true);
    expect(first.body.data.map((e: { id: string }) => e.id)).toEqual(expected.slice(0, 2));
    const second = await admin.get(`/accounts/${accountId}/webhook-endpoints`, {
      limit: 2,
      starting_after: first.body.next_cursor,
    });
    expect(second.body.data.map((e: { id: string }) => e.id)).toEqual(expected.slice(2, 4));
    const third = await admin.get(`/accounts/${accountId}/webhook-endpoints`, {
      limit: 2,
      starting_after: second.body.next_cursor,
    });
    expect(third.body).toMatchObject({ has_more: false, next_cursor: null });
    expect(third.body.data.map((e: { id: string }) => e.id)).toEqual(expected.slice(4));

    const test = await admin.get(`/accounts/${accountId}/webhook-endpoints`, { environment: 'test' });
    const testIds = created.filter((e) => e.environment === 'test').map((e) => e.id);
    expect(test.body.data.map((e: { id: string }) => e.id)).toEqual(
      expected.filter((id) => testIds.includes(id)),
    );
    expect(test.body.data.every((e: { environment: string }) => e.environment === 'test')).toBe(true);
  });

  it('never lists another account’s endpoints', async () => {
    const mine = await newAccount();
    const theirs = await newAccount();
    const own = await createEndpoint(mine);
    await createEndpoint(theirs);
    const res = await admin.get(`/accounts/${mine}/webhook-endpoints`);
    expect(res.body.data.map((e: { id: string }) => e.id)).toEqual([own.id]);
  });

  it('answers an account without endpoints with an empty list', async () => {
    const res = await admin.get(`/accounts/${await newAccount()}/webhook-endpoints`);
    expect(res.body).toEqual({ object: 'list', data: [], has_more: false, next_cursor: null });
  });

  it('answers NOT_FOUND for an unknown account', async () => {
    expectError(await admin.get(`/accounts/${UNKNOWN_ID}/webhook-endpoints`), 404, 'NOT_FOUND');
  });

  it.each([
    [{ environment: 'prod' }, 'environment'],
    [{ limit: 0 }, 'limit'],
    [{ status: 'enabled' }, 'status'],
  ])('refuses the query %j with VALIDATION_ERROR on %s', async (query, param) => {
    const res = await admin.get(`/accounts/${await newAccount()}/webhook-endpoints`, query);
    expectError(res, 400, 'VALIDATION_ERROR');
    expect(res.body.error.param).toBe(param);
  });
});

describe('one endpoint', () => {
  it('reads it without its secret, and reveals the secret only on /secret', async () => {
    const created = await createEndpoint(await newAccount());
    const res = await admin.get(`/webhook-endpoints/${created.id}`);
    expect(res.status).toBe(200);
    const { secret, ...withoutSecret } = created;
    expect(res.body).toEqual(withoutSecret);
    expect(res.text).not.toContain('whsec_');

    const revealed = await admin.get(`/webhook-endpoints/${created.id}/secret`);
    expect(revealed.status).toBe(200);
    expect(revealed.body).toEqual(created);
    expect(revealed.body.secret).toBe(secret);
  });

  it('changes url, events, description and enabled, without showing the secret', async () => {
    const created = await createEndpoint(await newAccount(), { description: 'Antes' });
    const res = await admin.patch(`/webhook-endpoints/${created.id}`, {
      url: 'https://hooks.example.co/nuevo',
      enabled_events: ['invoice.created'],
      description: null,
      enabled: false,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: created.id,
      url: 'https://hooks.example.co/nuevo',
      enabled_events: ['invoice.created'],
      description: null,
      enabled: false,
      status: 'disabled',
    });
    expect(res.body).not.toHaveProperty('secret');
    expect(res.body.updated_at >= created.updated_at).toBe(true);
    expect((await admin.get(`/webhook-endpoints/${created.id}`)).body).toEqual(res.body);

    const again = await admin.patch(`/webhook-endpoints/${created.id}`, { enabled: true });
    expect(again.body).toMatchObject({ enabled: true, status: 'enabled' });
  });

  it.each([
    [{}, 'body'],
    [{ secret: 'whsec_x' }, 'secret'],
    [{ enabled_events: ['venta.creada'] }, 'enabled_events.0'],
    [{ enabled_events: ['*', 'sale.created'] }, 'enabled_events'],
    [{ url: `https://hooks.example.co/${'a'.repeat(2048)}` }, 'url'],
    [{ url: 'http://hooks.example.co/caja' }, 'url'],
    [{ url: 'https://interno.example.co/caja' }, 'url'],
    [{ description: 'x'.repeat(501) }, 'description'],
  ])('refuses the change %j with VALIDATION_ERROR on %s', async (body, param) => {
    const created = await createEndpoint(await newAccount());
    const res = await admin.patch(`/webhook-endpoints/${created.id}`, body);
    expectError(res, 400, 'VALIDATION_ERROR');
    expect(res.body.error.param).toBe(param);
    expect((await admin.get(`/webhook-endpoints/${created.id}`)).body.url).toBe(PUBLIC_URL);
  });

  it('rotates the secret: a new whsec_ that the reveal then shows', async () => {
    const created = await createEndpoint(await newAccount());
    const res = await admin.request('POST', `/webhook-endpoints/${created.id}/rotate-secret`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.id, object: 'webhook_endpoint' });
    expect(res.body.secret).toMatch(SECRET);
    expect(res.body.secret).not.toBe(created.secret);
    expect((await admin.get(`/webhook-endpoints/${created.id}/secret`)).body.secret).toBe(res.body.secret);
  });

  it('deletes it: then every call on it answers NOT_FOUND', async () => {
    const accountId = await newAccount();
    const created = await createEndpoint(accountId);
    const res = await admin.request('DELETE', `/webhook-endpoints/${created.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: created.id, deleted: true });
    expectError(await admin.get(`/webhook-endpoints/${created.id}`), 404, 'NOT_FOUND');
    expectError(await admin.request('DELETE', `/webhook-endpoints/${created.id}`), 404, 'NOT_FOUND');
    expect((await admin.get(`/accounts/${accountId}/webhook-endpoints`)).body.data).toEqual([]);
  });

  it.each(BY_ENDPOINT_ID)('%s %s answers NOT_FOUND in Spanish', async (method, path, body) => {
    const res = await admin.request(method, path, body);
    expectError(res, 404, 'NOT_FOUND');
    expect(res.body.error.message).toContain(`No existe un endpoint de webhooks con id ${UNKNOWN_ID}`);
  });

  it('answers VALIDATION_ERROR on id for an id that is not a UUID', async () => {
    const res = await admin.get('/webhook-endpoints/42');
    expectError(res, 400, 'VALIDATION_ERROR');
    expect(res.body.error.param).toBe('id');
  });
});

describe('deliveries', () => {
  let accountId: string;
  let endpointId: string;
  let eventId: string;

  beforeAll(async () => {
    const shop = await server.tenant();
    accountId = shop.accountId;
    endpointId = (await createEndpoint(accountId, { environment: 'test', url: `${receiverUrl}/hooks` })).id;
    const customer = await shop.test.post('/customers', { name: 'Ana' });
    expect(customer.status, customer.text).toBe(201);
    const event = await waitFor(
      () =>
        receiver.requests.find(
          (r) => r.path === '/hooks' && JSON.parse(r.body).data?.object?.id === customer.body.id,
        ),
      'the customer.created delivery',
    );
    eventId = String(event.headers['webhook-id']);
  });

  it('reaches the receiver signed, with the event as its body', () => {
    const [request] = receiver.withId(eventId);
    expect(request).toBeDefined();
    expect(request!.method).toBe('POST');
    expect(request!.headers['webhook-timestamp']).toMatch(/^\d+$/);
    expect(request!.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(JSON.parse(request!.body)).toMatchObject({
      object: 'event',
      id: eventId,
      type: 'customer.created',
    });
  });

  it('lists the delivery as succeeded with its one attempt (HTTP 200)', async () => {
    // The receiver may have answered before the worker recorded the attempt.
    const res = await waitFor(async () => {
      const page = await admin.get(`/webhook-endpoints/${endpointId}/deliveries`);
      return page.body.data?.[0]?.status === 'succeeded' && page;
    }, 'the delivery to be recorded as succeeded');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ object: 'list', has_more: false, next_cursor: null });
    expect(res.body.data).toHaveLength(1);
    const [delivery] = res.body.data;
    expect(delivery).toMatchObject({
      object: 'webhook_delivery',
      endpoint_id: endpointId,
      event_id: eventId,
      event_type: 'customer.created',
      status: 'succeeded',
      next_attempt_at: null,
    });
    expect(delivery.attempts).toHaveLength(1);
    expect(delivery.attempts[0]).toMatchObject({ status_code: 200, error: null });
    expect(delivery.attempts[0].duration_ms).toBeGreaterThanOrEqual(0);
  });

  it('filters by status and event_id', async () => {
    const path = `/webhook-endpoints/${endpointId}/deliveries`;
    const ids = async (query: Record<string, string>) =>
      (await admin.get(path, query)).body.data.map((d: { event_id: string }) => d.event_id);
    await waitFor(async () => (await ids({ status: 'succeeded' })).length > 0, 'a succeeded delivery');
    expect(await ids({ status: 'succeeded' })).toEqual([eventId]);
    expect(await ids({ status: 'failed' })).toEqual([]);
    expect(await ids({ event_id: eventId })).toEqual([eventId]);
    expect(await ids({ event_id: UNKNOWN_ID })).toEqual([]);
  });

  it.each([
    [{ status: 'done' }, 'status'],
    [{ event_id: 'evt_1' }, 'event_id'],
    [{ limit: 101 }, 'limit'],
    [{ type: 'sale.created' }, 'type'],
  ])('refuses the query %j with VALIDATION_ERROR on %s', async (query, param) => {
    const res = await admin.get(`/webhook-endpoints/${endpointId}/deliveries`, query);
    expectError(res, 400, 'VALIDATION_ERROR');
    expect(res.body.error.param).toBe(param);
  });

  it('redelivers: 202 with a new pending delivery, and the receiver gets the same webhook-id again', async () => {
    const res = await admin.post(`/webhook-endpoints/${endpointId}/redeliver`, { event_id: eventId });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({
      object: 'webhook_delivery',
      endpoint_id: endpointId,
      event_id: eventId,
      event_type: 'customer.created',
      status: 'pending',
      attempts: [],
    });
    await waitFor(() => receiver.withId(eventId).length >= 2, 'the redelivery');
    const [first, second] = receiver.withId(eventId);
    expect(second!.body).toBe(first!.body);

    const both = await waitFor(async () => {
      const page = await admin.get(`/webhook-endpoints/${endpointId}/deliveries`, { event_id: eventId });
      return page.body.data.every((d: { status: string }) => d.status === 'succeeded') && page;
    }, 'both deliveries to be recorded');
    // Newest first: the redelivery, then the original.
    expect(both.body.data.map((d: { id: string }) => d.id)[0]).toBe(res.body.id);
    expect(both.body.data).toHaveLength(2);
  });

  it('refuses to redeliver an unknown event (NOT_FOUND on event_id) or without one', async () => {
    const unknown = await admin.post(`/webhook-endpoints/${endpointId}/redeliver`, { event_id: UNKNOWN_ID });
    expectError(unknown, 404, 'NOT_FOUND');
    expect(unknown.body.error.param).toBe('event_id');
    const missing = await admin.post(`/webhook-endpoints/${endpointId}/redeliver`, {});
    expectError(missing, 400, 'VALIDATION_ERROR');
    expect(missing.body.error.param).toBe('event_id');
  });

  it('does not redeliver another account’s event', async () => {
    const other = await server.tenant();
    const otherEndpoint = await createEndpoint(other.accountId, {
      environment: 'test',
      url: `${receiverUrl}/other`,
    });
    const res = await admin.post(`/webhook-endpoints/${otherEndpoint.id}/redeliver`, { event_id: eventId });
    expectError(res, 404, 'NOT_FOUND');
    expect(res.body.error.param).toBe('event_id');
  });
});
