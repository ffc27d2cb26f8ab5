import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tenant } from '#src/domain/context.js';
import { sendTestEvent } from '#src/domain/webhooks/deliveries.service.js';
import { startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';
import { WebhookReceiver, waitFor } from './helpers/webhook-receiver.js';
import { addEndpoint, deliveryRows } from './helpers/webhooks.js';

/**
 * The console's "Enviar evento de prueba": the tenant's newest event of a type the endpoint
 * takes, sent again as a redelivery is; a clear NOT_FOUND while there is none.
 */

let server: TestServer;
const receiver = new WebhookReceiver();
let receiverUrl: string;

beforeAll(async () => {
  server = await startTestServer({ WEBHOOK_ALLOW_LOOPBACK: 'true' });
  receiverUrl = await receiver.start();
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

const UNKNOWN_ID = '7d4a8c2e-1111-4222-8333-444455556666';

const testOf = (shop: TestTenant): Tenant => ({ accountId: shop.accountId, environment: 'test' });

/** Runs the service as the console does: in a transaction of its own. */
const sendTest = (tenant: Tenant, endpointId: string) => {
  const { db, clock } = server.caja.services;
  return db.transaction().execute((tx) => sendTestEvent(tx, tenant, endpointId, clock.now()));
};

/** The tenant's test events of a type, newest first, as GET /events lists them. */
const eventsOf = async (shop: TestTenant, type: string): Promise<Array<{ id: string }>> => {
  const res = await shop.test.get('/events', { type });
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('sending a test event', () => {
  it('answers NOT_FOUND saying how to make an event while the environment has none (a live event does not count)', async () => {
    const shop = await server.tenant();
    expect((await shop.live.post('/customers', { name: 'Cliente de producción' })).status).toBe(201);
    const endpoint = await addEndpoint(server, shop, `${receiverUrl}/sin-eventos`);

    const refusal = sendTest(testOf(shop), endpoint.id);
    await expect(refusal).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
    await expect(refusal).rejects.toThrow(/pruebas.*POST \/customers/);
    expect(await deliveryRows(server, endpoint.id)).toHaveLength(0);
  });

  it('answers NOT_FOUND for an endpoint of another tenant or none', async () => {
    const shop = await server.tenant();
    const other = await server.tenant();
    await other.test.post('/customers', { name: 'Otro negocio' });
    const endpoint = await addEndpoint(server, other, `${receiverUrl}/ajeno`);
    await expect(sendTest(testOf(shop), endpoint.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(sendTest(testOf(shop), UNKNOWN_ID)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await deliveryRows(server, endpoint.id)).toHaveLength(0);
  });

  it('sends the newest customer.created as a new delivery that reaches the receiver with its webhook-id', async () => {
    const shop = await server.tenant();
    await shop.test.post('/customers', { name: 'Primera' });
    await shop.test.post('/customers', { name: 'Segunda' });
    // Registered after the events, so the test is its only delivery.
    const endpoint = await addEndpoint(server, shop, `${receiverUrl}/prueba`);
    const [newest] = await eventsOf(shop, 'customer.created');

    const delivery = await sendTest(testOf(shop), endpoint.id);
    expect(delivery).toMatchObject({
      object: 'webhook_delivery',
      endpoint_id: endpoint.id,
      event_id: newest!.id,
      event_type: 'customer.created',
      status: 'pending',
      attempts: [],
    });
    const [received] = await waitFor(
      () => receiver.withId(newest!.id).length > 0 && receiver.withId(newest!.id),
      'the test delivery',
    );
    expect(received!.path).toBe('/prueba');
    expect(JSON.parse(received!.body)).toMatchObject({
      id: newest!.id,
      type: 'customer.created',
      data: { object: { name: 'Segunda' } },
    });
  });

  it('skips newer events of types the endpoint does not take', async () => {
    const shop = await server.tenant();
    const customer = await shop.test.post('/customers', { name: 'Antes' });
    await shop.test.patch(`/customers/${customer.body.id}`, { name: 'Después' });
    const endpoint = await addEndpoint(server, shop, `${receiverUrl}/creados`, {
      events: ['customer.created'],
    });
    const [created] = await eventsOf(shop, 'customer.created');

    const delivery = await sendTest(testOf(shop), endpoint.id);
    expect(delivery).toMatchObject({ event_id: created!.id, event_type: 'customer.created' });
  });

  it('does not send a customer event to an endpoint that takes only sale.created', async () => {
    const shop = await server.tenant();
    await shop.test.post('/customers', { name: 'Solo un cliente' });
    const endpoint = await addEndpoint(server, shop, `${receiverUrl}/ventas`, { events: ['sale.created'] });

    const refusal = sendTest(testOf(shop), endpoint.id);
    await expect(refusal).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(refusal).rejects.toThrow(/sale\.created/);
    expect(await deliveryRows(server, endpoint.id)).toHaveLength(0);
    expect(receiver.requests.filter((r) => r.path === '/ventas')).toHaveLength(0);
  });
});
