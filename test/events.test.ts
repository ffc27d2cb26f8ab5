import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TYPES, SPEC_EVENT_TYPES } from '#src/contract/event-types.js';
import { toEvent } from '#src/domain/events/event.present.js';
import { eventsRepo } from '#src/domain/events/events.repo.js';
import { GENEROUS_RATE_LIMITS } from './helpers/catalog-fixtures.js';
import { type DeviceClient, registerDevice, type UploadRecord } from './helpers/device-client.js';
import * as make from './helpers/device-records.js';
import { expectError } from './helpers/envelope.js';
import { eventSources } from './helpers/event-sources.js';
import { startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';
import type { ApiClient, ApiResponse } from './helpers/http.js';
import { addWarehouse, simpleProduct } from './helpers/inventory-fixtures.js';
import { ManualClock } from './helpers/manual-clock.js';
import { cashSessionRecord, invoiceRecord, saleRecord } from './helpers/sales-fixtures.js';

/**
 * The event log as an integrator reads it: every write announces itself in GET /events with the
 * resource exactly as GET showed it then, newest first, only to its own account and environment,
 * and GET /events/{id} answers the very bytes a webhook delivery of the event carries.
 */
const clock = new ManualClock(new Date('2026-11-22T14:00:00.000Z'));
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(GENEROUS_RATE_LIMITS, { clock });
});
afterAll(() => server.close());

/** Moves the cloud clock one second on, so that each write has an instant of its own. */
const tick = (): string => {
  clock.advance(1000);
  return clock.now().toISOString();
};

async function idOf(response: Promise<ApiResponse>): Promise<string> {
  const res = await response;
  if (res.status >= 300) throw new Error(`setup write answered ${res.status}: ${res.text}`);
  return res.body.id;
}

interface ListedEvent {
  id: string;
  type: string;
  data: { object: { id: string } };
}

/** Every page of GET /events for `query`, walked with the cursors. */
async function allEvents(api: ApiClient, query: Record<string, string | number> = {}) {
  const events: ListedEvent[] = [];
  let cursor: string | null = null;
  do {
    const res: ApiResponse = await api.get('/events', {
      limit: 100,
      ...query,
      ...(cursor ? { starting_after: cursor } : {}),
    });
    expect(res.status, res.text).toBe(200);
    events.push(...res.body.data);
    cursor = res.body.next_cursor;
  } while (cursor);
  return events;
}

const objectIds = (events: ListedEvent[]) => events.map((event) => event.data.object.id);

async function shopWithDevice(): Promise<{ shop: TestTenant; device: DeviceClient }> {
  const shop = await server.tenant();
  await addWarehouse(server, shop.accountId, { is_default: true });
  return { shop, device: await registerDevice(server, shop.accountId) };
}

describe('the 12 event types', () => {
  let shop: TestTenant;
  let device: DeviceClient;
  beforeAll(async () => {
    ({ shop, device } = await shopWithDevice());
  });

  const cases = eventSources(() => ({ shop, device }));

  it('covers every type', () => {
    expect(new Set(cases.map(([type]) => type))).toEqual(new Set(SPEC_EVENT_TYPES));
  });

  it.each(
    cases,
  )('%s after %s: the newest of its type, with data.object as GET returns the resource', async (type, _, write) => {
    const at = tick();
    const path = await write();
    const resource = await shop.test.get(path);
    expect(resource.status, resource.text).toBe(200);

    const res = await shop.test.get('/events', { type, limit: 1 });
    expect(res.status, res.text).toBe(200);
    const [event] = res.body.data;
    expect(Object.keys(event)).toEqual(['object', 'id', 'type', 'api_version', 'created_at', 'data']);
    expect(event).toMatchObject({ object: 'event', type, api_version: '2026-09-28', created_at: at });
    expect(event.data).toEqual({ object: resource.body });
  });

  it('filters by type: each type lists only its own events', async () => {
    const all = await allEvents(shop.test);
    for (const type of EVENT_TYPES) {
      const only = await allEvents(shop.test, { type });
      expect(only.length, type).toBeGreaterThan(0);
      expect(only.map((e) => e.type)).toEqual(only.map(() => type));
      expect(only).toEqual(all.filter((e) => e.type === type));
    }
  });
});

describe('GET /events/{id} and the webhook body', () => {
  it('answers byte for byte JSON.stringify(toEvent(row)), for several event types, and the list item too', async () => {
    const { shop, device } = await shopWithDevice();
    const tenant = { accountId: shop.accountId, environment: 'test' } as const;
    // Characters JSON writers are known to treat differently: quotes, markup, U+2028, an emoji.
    await idOf(
      shop.test.post('/customers', { name: 'Ñoño "el Rolo" </script>\u2028😀', email: 'n@example.co' }),
    );
    await idOf(
      shop.test.post('/categories', { name: 'Panadería', description: 'Pan de bono y almojábanas' }),
    );
    await simpleProduct(shop.test, { name: 'Arepa de choclo' });
    const sale = saleRecord({ notes: 'Mesa 4 — sin cebolla' });
    await device.uploadOk([
      { type: 'sale', data: sale },
      { type: 'invoice', data: invoiceRecord(sale) },
      {
        type: 'cash_session',
        data: cashSessionRecord({ status: 'closed', closed_at: clock.now().toISOString() }),
      },
    ]);

    const list = await shop.test.get('/events', { limit: 100 });
    const ids: string[] = list.body.data.map((event: { id: string }) => event.id);
    expect(new Set(list.body.data.map((event: { type: string }) => event.type)).size).toBeGreaterThanOrEqual(
      6,
    );
    for (const id of ids) {
      const row = await eventsRepo.show(server.caja.services.db, tenant, id);
      const byId = await shop.test.get(`/events/${id}`);
      expect(byId.status).toBe(200);
      expect(byId.headers.get('content-type')).toMatch(/^application\/json/);
      expect(byId.text).toBe(JSON.stringify(toEvent(row!)));
      expect(list.text).toContain(byId.text);
    }
  });
});

describe('order, pages and time filters', () => {
  let shop: TestTenant;
  /** Customer ids and the instants of their creation, oldest first. */
  const made: Array<{ id: string; at: string }> = [];
  beforeAll(async () => {
    shop = await server.tenant();
    for (let n = 0; n < 7; n++) {
      const at = tick();
      made.push({ id: await idOf(shop.test.post('/customers', { name: `Cliente ${n}` })), at });
    }
  });
  const newestFirst = (from: number, to: number) =>
    made
      .slice(from, to)
      .map((m) => m.id)
      .reverse();

  it('lists newest first and walks more than one page with the cursors', async () => {
    const pages: Array<{ ids: string[]; has_more: boolean }> = [];
    let cursor: string | undefined;
    do {
      const res = await shop.test.get('/events', { limit: 3, ...(cursor ? { starting_after: cursor } : {}) });
      expect(res.status, res.text).toBe(200);
      pages.push({ ids: objectIds(res.body.data), has_more: res.body.has_more });
      cursor = res.body.next_cursor ?? undefined;
    } while (cursor);
    expect(pages.map((p) => p.ids.length)).toEqual([3, 3, 1]);
    expect(pages.map((p) => p.has_more)).toEqual([true, true, false]);
    expect(pages.flatMap((p) => p.ids)).toEqual(newestFirst(0, 7));
  });

  it('applies created_since inclusively and created_until exclusively', async () => {
    const at = (n: number) => made[n]!.at;
    expect(objectIds(await allEvents(shop.test, { created_since: at(2) }))).toEqual(newestFirst(2, 7));
    expect(objectIds(await allEvents(shop.test, { created_until: at(5) }))).toEqual(newestFirst(0, 5));
    const both = { created_since: at(2), created_until: at(5) };
    expect(objectIds(await allEvents(shop.test, both))).toEqual(newestFirst(2, 5));
  });

  it('treats updated_since as created_since, since events never change', async () => {
    const since = made[4]!.at;
    expect(objectIds(await allEvents(shop.test, { updated_since: since }))).toEqual(newestFirst(4, 7));
    expect(await allEvents(shop.test, { updated_since: since, type: 'customer.created' })).toEqual(
      await allEvents(shop.test, { created_since: since }),
    );
  });

  it('refuses a cursor of another list with INVALID_CURSOR', async () => {
    const customers = await shop.test.get('/customers', { limit: 1 });
    const res = await shop.test.get('/events', { starting_after: customers.body.next_cursor });
    expectError(res, 400, 'INVALID_CURSOR');
  });
});

describe('isolation', () => {
  it('never shows events of another account or of the other environment, in the list or by id', async () => {
    const shop = await server.tenant();
    const stranger = await server.tenant();
    const mine = await idOf(shop.test.post('/customers', { name: 'Mía' }));
    const theirs = await idOf(stranger.test.post('/customers', { name: 'Ajena' }));
    const live = await idOf(shop.live.post('/customers', { name: 'En producción' }));

    expect(objectIds(await allEvents(shop.test))).toEqual([mine]);
    expect(objectIds(await allEvents(shop.live))).toEqual([live]);
    const [theirEvent] = await allEvents(stranger.test);
    const [liveEvent] = await allEvents(shop.live);
    expect(theirEvent!.data.object.id).toBe(theirs);

    for (const id of [theirEvent!.id, liveEvent!.id, crypto.randomUUID()]) {
      const res = await shop.test.get(`/events/${id}`);
      expectError(res, 404, 'NOT_FOUND');
      expect(res.body.error.message).toContain('GET /events');
    }
    expectError(await shop.live.get(`/events/${theirEvent!.id}`), 404, 'NOT_FOUND');
  });
});

describe('device uploads', () => {
  it('a re-sent batch records no new event', async () => {
    const { shop, device } = await shopWithDevice();
    const sale = saleRecord();
    const batch: UploadRecord[] = [
      make.customer(),
      make.category(),
      { type: 'sale', data: sale },
      { type: 'invoice', data: invoiceRecord(sale) },
      {
        type: 'cash_session',
        data: cashSessionRecord({ status: 'closed', closed_at: clock.now().toISOString() }),
      },
    ];
    tick();
    await device.uploadOk(batch);
    const before = await allEvents(shop.test);
    expect(before).toHaveLength(batch.length);

    tick();
    const again = await device.uploadOk(batch);
    expect(again.results.map((r) => r.status)).toEqual(batch.map(() => 'unchanged'));
    expect(await allEvents(shop.test)).toEqual(before);
  });
});

describe('invalid queries', () => {
  let shop: TestTenant;
  beforeAll(async () => {
    shop = await server.tenant();
  });

  it('refuses an unknown type with VALIDATION_ERROR naming `type` and listing the valid ones', async () => {
    const res = await shop.test.get('/events', { type: 'customer.deleted' });
    expectError(res, 400, 'VALIDATION_ERROR', 'type');
    expect(res.body.error.message).toContain('cash_session.closed');
  });

  it('refuses an unknown query parameter with VALIDATION_ERROR naming it', async () => {
    expectError(await shop.test.get('/events', { kind: 'sale.created' }), 400, 'VALIDATION_ERROR', 'kind');
  });

  it('refuses an id that is not a UUID with VALIDATION_ERROR', async () => {
    expectError(await shop.test.get('/events/evt_123'), 400, 'VALIDATION_ERROR', 'id');
  });
});
