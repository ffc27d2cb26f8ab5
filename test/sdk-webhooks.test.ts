import { Caja, CajaError, type CajaEvent } from '@caja/sdk';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';
import { type ReceivedRequest, WebhookReceiver, waitFor } from './helpers/webhook-receiver.js';
import { addEndpoint, type TestEndpoint } from './helpers/webhooks.js';

/** `Caja.webhooks.verify` and `sign` against deliveries Caja really made to a receiver. */

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

/** A business with an endpoint on its own path of the receiver, and an SDK client. */
async function shopWithEndpoint(): Promise<{
  shop: TestTenant;
  endpoint: TestEndpoint;
  caja: Caja;
  path: string;
}> {
  const shop = await server.tenant();
  const path = `/hooks/${shop.accountId}`;
  const endpoint = await addEndpoint(server, shop, receiverUrl + path, { events: ['customer.created'] });
  return { shop, endpoint, path, caja: new Caja({ apiKey: shop.testKey, baseUrl: server.urls.test }) };
}

/** The delivery of an event to a path, once it arrived. */
const deliveryOf = (path: string, eventId: string): Promise<ReceivedRequest> =>
  waitFor(
    () => receiver.requests.find((r) => r.path === path && r.headers['webhook-id'] === eventId),
    `the delivery of ${eventId}`,
    { timeoutMs: 30_000 },
  );

/** The customer.created event of a customer, from the event log. */
async function createdEventOf(caja: Caja, customerId: string): Promise<CajaEvent> {
  for await (const event of caja.events.list({ type: 'customer.created' })) {
    if (event.type === 'customer.created' && event.data.object.id === customerId) return event;
  }
  throw new Error(`no customer.created for ${customerId}`);
}

const verifyError = (run: () => unknown): CajaError => {
  try {
    run();
  } catch (error) {
    if (error instanceof CajaError) return error;
    throw error;
  }
  throw new Error('verify accepted the delivery');
};

describe('a real delivery', () => {
  it('verifies with the endpoint’s secret and gives the typed event, as GET /events has it', async () => {
    const { endpoint, caja, path } = await shopWithEndpoint();
    const customer = await caja.customers.create({ name: 'Ana María', document_number: '1020304050' });
    const logged = await createdEventOf(caja, customer.id);
    const delivery = await deliveryOf(path, logged.id);

    const event = Caja.webhooks.verify(delivery.body, delivery.headers, endpoint.secret);
    expect(event).toEqual(logged);
    if (event.type !== 'customer.created') throw new Error(`unexpected ${event.type}`);
    expect(event.data.object).toEqual(customer);
    // The same from a Buffer and from fetch's Headers, as other frameworks hand them over.
    const headers = new Headers(
      Object.entries(delivery.headers).map(([k, v]): [string, string] => [k, String(v)]),
    );
    expect(caja.webhooks.verify(Buffer.from(delivery.body), headers, endpoint.secret)).toEqual(event);
  });

  it('refuses another secret, a changed body and a changed timestamp', async () => {
    const { endpoint, caja, path } = await shopWithEndpoint();
    const customer = await caja.customers.create({ name: 'Pedro' });
    const delivery = await deliveryOf(path, (await createdEventOf(caja, customer.id)).id);
    const other = (await shopWithEndpoint()).endpoint.secret;

    expect(verifyError(() => Caja.webhooks.verify(delivery.body, delivery.headers, other))).toMatchObject({
      code: 'WEBHOOK_INVALID_SIGNATURE',
      status: null,
    });
    const changed = delivery.body.replace('Pedro', 'Pablo');
    expect(verifyError(() => Caja.webhooks.verify(changed, delivery.headers, endpoint.secret)).code).toBe(
      'WEBHOOK_INVALID_SIGNATURE',
    );
    // The timestamp is signed too: moving it to pass the clock check breaks the signature.
    const moved = {
      ...delivery.headers,
      'webhook-timestamp': String(Number(delivery.headers['webhook-timestamp']) + 1),
    };
    expect(verifyError(() => Caja.webhooks.verify(delivery.body, moved, endpoint.secret)).code).toBe(
      'WEBHOOK_INVALID_SIGNATURE',
    );
    const { 'webhook-signature': _, ...unsigned } = delivery.headers;
    expect(verifyError(() => Caja.webhooks.verify(delivery.body, unsigned, endpoint.secret)).code).toBe(
      'WEBHOOK_INVALID_HEADERS',
    );
    expect(
      verifyError(() => Caja.webhooks.verify(JSON.parse(delivery.body), delivery.headers, endpoint.secret))
        .code,
    ).toBe('WEBHOOK_INVALID_PAYLOAD');
  });

  it('refuses a timestamp more than 5 minutes from the receiver’s clock, either way', async () => {
    const { endpoint, caja, path } = await shopWithEndpoint();
    const customer = await caja.customers.create({ name: 'Lucía' });
    const delivery = await deliveryOf(path, (await createdEventOf(caja, customer.id)).id);
    const sentAt = Number(delivery.headers['webhook-timestamp']) * 1000;
    const verifyAt = (offsetS: number) =>
      Caja.webhooks.verify(delivery.body, delivery.headers, endpoint.secret, {
        now: new Date(sentAt + offsetS * 1000),
      });

    expect(verifyAt(299).id).toBe(delivery.headers['webhook-id']);
    expect(verifyAt(-299).id).toBe(delivery.headers['webhook-id']);
    expect(verifyError(() => verifyAt(301))).toMatchObject({ code: 'WEBHOOK_INVALID_TIMESTAMP' });
    expect(verifyError(() => verifyAt(-301)).code).toBe('WEBHOOK_INVALID_TIMESTAMP');
    expect(verifyError(() => verifyAt(3600)).message).toMatch(/300 s/);
  });
});

describe('a delivery during a secret rotation', () => {
  it('carries a signature per secret, and verifies with the old one, the new one or both', async () => {
    const { endpoint, caja, path } = await shopWithEndpoint();
    const rotated = await server.admin
      .raw()
      .request('POST', `/webhook-endpoints/${endpoint.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    const newSecret: string = rotated.body.secret;
    expect(newSecret).not.toBe(endpoint.secret);

    const customer = await caja.customers.create({ name: 'Camila' });
    const delivery = await deliveryOf(path, (await createdEventOf(caja, customer.id)).id);
    expect(String(delivery.headers['webhook-signature']).split(' ')).toHaveLength(2);

    for (const secret of [endpoint.secret, newSecret, [newSecret, endpoint.secret]]) {
      const event = Caja.webhooks.verify(delivery.body, delivery.headers, secret);
      expect(event.type).toBe('customer.created');
    }
    const stranger = (await shopWithEndpoint()).endpoint.secret;
    expect(verifyError(() => Caja.webhooks.verify(delivery.body, delivery.headers, stranger)).code).toBe(
      'WEBHOOK_INVALID_SIGNATURE',
    );
    // A receiver changing its own configuration may hold an unrelated secret beside the right one.
    expect(Caja.webhooks.verify(delivery.body, delivery.headers, [stranger, newSecret]).id).toBe(
      delivery.headers['webhook-id'],
    );
  });
});

describe('signing a delivery to try a receiver', () => {
  it('gives the very signature Caja gave a real delivery, for its body, id and timestamp', async () => {
    const { endpoint, caja, path } = await shopWithEndpoint();
    const customer = await caja.customers.create({ name: 'Sofía' });
    const delivery = await deliveryOf(path, (await createdEventOf(caja, customer.id)).id);
    const headers = Caja.webhooks.sign(delivery.body, endpoint.secret, {
      id: String(delivery.headers['webhook-id']),
      timestamp: new Date(Number(delivery.headers['webhook-timestamp']) * 1000),
    });
    expect(headers).toEqual({
      'webhook-id': delivery.headers['webhook-id'],
      'webhook-timestamp': delivery.headers['webhook-timestamp'],
      'webhook-signature': delivery.headers['webhook-signature'],
    });
  });

  it('signs now by default, once per secret, in a form both verify and the standardwebhooks package accept', async () => {
    const { endpoint, caja } = await shopWithEndpoint();
    const customer = await caja.customers.create({ name: 'Mateo' });
    const body = JSON.stringify(await createdEventOf(caja, customer.id));
    const event = JSON.parse(body) as CajaEvent;
    const other = (await shopWithEndpoint()).endpoint.secret;

    const headers = Caja.webhooks.sign(body, [endpoint.secret, other], { id: event.id });
    expect(Math.abs(Number(headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(5);
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(Caja.webhooks.verify(body, headers, endpoint.secret)).toEqual(event);
    expect(Caja.webhooks.verify(Buffer.from(body), headers, other)).toEqual(event);
    expect(new Webhook(endpoint.secret).verify(body, headers)).toEqual(event);
    const stranger = (await shopWithEndpoint()).endpoint.secret;
    expect(verifyError(() => Caja.webhooks.verify(body, headers, stranger)).code).toBe(
      'WEBHOOK_INVALID_SIGNATURE',
    );
  });
});
