import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byOperator } from '#src/domain/activity/activity.service.js';
import { purgeExpiredEvents } from '#src/domain/events/retention.js';
import { purgeExpiredIdempotencyKeys } from '#src/domain/idempotency/idempotency.js';
import { purgeIdleRateLimits } from '#src/domain/rate-limit/postgres-store.js';
import { createWebhookEndpoint } from '#src/domain/webhooks/endpoints.service.js';
import { startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';

let server: TestServer;
let shop: TestTenant;

beforeAll(async () => {
  // No worker: the deliveries stay pending, as rows for the purge to take along.
  server = await startTestServer({ WEBHOOK_WORKER: 'false' }, { resolveHost: async () => ['93.184.216.34'] });
  shop = await server.tenant();
});
afterAll(() => server.close());

describe('maintenance', () => {
  it('purges idempotency values past their 24 hours and keeps the live ones', async () => {
    const { db } = server.caja.services;
    await shop.test.post('/customers', { name: 'Uno' }, { idempotencyKey: 'purge-me' });
    await shop.test.post('/customers', { name: 'Dos' }, { idempotencyKey: 'keep-me' });
    await db
      .updateTable('idempotency_keys')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('key', '=', 'purge-me')
      .execute();

    expect(await purgeExpiredIdempotencyKeys(db, new Date())).toBe(1);
    const left = await db.selectFrom('idempotency_keys').select('key').execute();
    expect(left.map((r) => r.key)).toEqual(['keep-me']);
  });

  it('purges rate-limit rows whose allowance is whole again', async () => {
    const { db } = server.caja.services;
    const now = Date.now();
    await db
      .insertInto('rate_limits')
      .values([
        { key: 'idle', tat_ms: now - 1 },
        { key: 'busy', tat_ms: now + 60_000 },
      ])
      .execute();

    // The API's own limits (on PostgreSQL they are kept in the database) may be purged too.
    expect(await purgeIdleRateLimits(db, now)).toBeGreaterThanOrEqual(1);
    const left = await db
      .selectFrom('rate_limits')
      .select('key')
      .where('key', 'in', ['idle', 'busy'])
      .execute();
    expect(left.map((r) => r.key)).toEqual(['busy']);
  });

  it('purges events older than 30 days with their webhook deliveries, and keeps the rest', async () => {
    const { db, webhookNetwork, secretBox } = server.caja.services;
    const tenant = { accountId: shop.accountId, environment: 'test' as const };
    await createWebhookEndpoint(
      db,
      tenant,
      { url: 'https://hooks.example.co/caja' },
      new Date(),
      webhookNetwork,
      byOperator(null),
      secretBox,
    );
    const old = await shop.test.post('/customers', { name: 'Antiguo' });
    const recent = await shop.test.post('/customers', { name: 'Reciente' });
    const eventOf = async (customerId: string) =>
      (await shop.test.get('/events', { type: 'customer.created', limit: 100 })).body.data.find(
        (e: { data: { object: { id: string } } }) => e.data.object.id === customerId,
      ).id as string;
    const oldEvent = await eventOf(old.body.id);
    const recentEvent = await eventOf(recent.body.id);
    const now = new Date();
    await db
      .updateTable('events')
      .set({ created_at: new Date(now.getTime() - 31 * 24 * 3600 * 1000) })
      .where('id', '=', oldEvent)
      .execute();
    const deliveriesOf = (eventId: string) =>
      db.selectFrom('webhook_deliveries').select('id').where('event_id', '=', eventId).execute();
    expect(await deliveriesOf(oldEvent)).toHaveLength(1);

    expect((await purgeExpiredEvents(db, now)).events).toBe(1);
    expect((await shop.test.get(`/events/${oldEvent}`)).status).toBe(404);
    expect(await deliveriesOf(oldEvent)).toHaveLength(0);
    expect((await shop.test.get(`/events/${recentEvent}`)).status).toBe(200);
    expect(await deliveriesOf(recentEvent)).toHaveLength(1);
  });
});
