import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventRow } from '#src/db/schema.js';
import { startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';

let server: TestServer;
let shop: TestTenant;
let free: TestTenant;
/** A customer of `shop` to edit; its own creation event happens before any count is taken. */
let existingId: string;

beforeAll(async () => {
  server = await startTestServer();
  [shop, free] = await Promise.all([server.tenant(), server.tenant({ plan: 'free' })]);
  existingId = (await shop.test.post('/customers', { name: 'Para editar' })).body.id;
});
afterAll(() => server.close());

/** Every event recorded about one resource, oldest first, with `data` as JSON. */
async function eventsAbout(id: string): Promise<Array<EventRow & { data: { object: { id: string } } }>> {
  const rows = await server.caja.services.db
    .selectFrom('events')
    .selectAll()
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows
    .map((row) => ({ ...row, data: typeof row.data === 'string' ? JSON.parse(row.data) : row.data }))
    .filter((row) => row.data?.object?.id === id);
}

async function countEvents(): Promise<number> {
  const row = await server.caja.services.db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('customer events', () => {
  it('POST /customers records one customer.created whose data.object is the response body', async () => {
    const res = await shop.test.post('/customers', { name: 'Ana María', email: 'ana@example.co' });
    expect(res.status).toBe(201);
    const events = await eventsAbout(res.body.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'customer.created',
      api_version: '2026-09-28',
      account_id: shop.accountId,
      environment: 'test',
    });
    expect(events[0]!.data.object).toEqual(res.body);
  });

  it('PATCH /customers/{id} records one customer.updated with the edited customer', async () => {
    const created = await shop.live.post('/customers', { name: 'Carlos' });
    const res = await shop.live.patch(`/customers/${created.body.id}`, { phone: '+57 301 000 0000' });
    expect(res.status).toBe(200);
    const events = await eventsAbout(created.body.id);
    expect(events.map((e) => e.type)).toEqual(['customer.created', 'customer.updated']);
    const updated = events[1]!;
    expect(updated).toMatchObject({
      api_version: '2026-09-28',
      account_id: shop.accountId,
      environment: 'live',
    });
    expect(updated.data.object).toEqual(res.body);
    expect(events[0]!.data.object).toEqual(created.body);
  });

  it('records the event at the instant of the change', async () => {
    const res = await shop.test.post('/customers', { name: 'Luisa' });
    const [event] = await eventsAbout(res.body.id);
    expect(event!.created_at.toISOString()).toBe(res.body.created_at);
  });

  it('records each write for the account and environment that made it', async () => {
    const other = await server.tenant();
    const mine = await shop.test.post('/customers', { name: 'Mío' });
    const theirs = await other.live.post('/customers', { name: 'Ajeno' });
    expect((await eventsAbout(mine.body.id))[0]).toMatchObject({
      account_id: shop.accountId,
      environment: 'test',
    });
    expect((await eventsAbout(theirs.body.id))[0]).toMatchObject({
      account_id: other.accountId,
      environment: 'live',
    });
  });
});

describe('writes that fail or repeat record nothing', () => {
  it.each([
    ['an invalid create', () => shop.test.post('/customers', { name: '' }), 400],
    ['a create with an unknown field', () => shop.test.post('/customers', { name: 'A', nmae: 'B' }), 400],
    ['a create that is not JSON', () => shop.test.post('/customers', undefined, { raw: '{' }), 400],
    ['an invalid edit', () => shop.test.patch(`/customers/${existingId}`, { email: 'x' }), 400],
    ['an empty edit', () => shop.test.patch(`/customers/${existingId}`, {}), 400],
    [
      'an edit of an unknown id',
      () => shop.test.patch(`/customers/${crypto.randomUUID()}`, { name: 'X' }),
      404,
    ],
    ['a create on plan free', () => free.test.post('/customers', { name: 'X' }), 403],
  ])('%s', async (_, send, status) => {
    const before = await countEvents();
    const res = await send();
    expect(res.status).toBe(status);
    expect(await countEvents()).toBe(before);
  });

  it('a replayed POST (same Idempotency-Key) records no second event', async () => {
    const first = await shop.test.post('/customers', { name: 'Una vez' }, { idempotencyKey: 'evt-replay-1' });
    const again = await shop.test.post('/customers', { name: 'Una vez' }, { idempotencyKey: 'evt-replay-1' });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    expect(await eventsAbout(first.body.id)).toHaveLength(1);
  });
});
