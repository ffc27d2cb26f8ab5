import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOf, partitionName, preparePartitions, weekOf, weekPartitionName } from '#src/db/partitions.js';
import { byOperator } from '#src/domain/activity/activity.service.js';
import { eventsRepo } from '#src/domain/events/events.repo.js';
import { purgeExpiredEvents } from '#src/domain/events/retention.js';
import { createWebhookEndpoint } from '#src/domain/webhooks/endpoints.service.js';
import { startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';

/**
 * The history is partitioned by time (days from migration 0019, weeks after): housekeeping
 * prepares the days ahead, drops a day or a week past the retention whole with its deliveries, and a row dated outside the days
 * prepared still goes in (to the default partition). Every date is taken from today, so the
 * tests hold on any date.
 */
let server: TestServer;
let shop: TestTenant;
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  // No worker: the deliveries stay pending, as rows that must go with their day.
  server = await startTestServer({ WEBHOOK_WORKER: 'false' }, { resolveHost: async () => ['93.184.216.34'] });
  shop = await server.tenant();
  await createWebhookEndpoint(
    server.caja.services.db,
    { accountId: shop.accountId, environment: 'test' },
    { url: 'https://hooks.example.co/caja' },
    new Date(),
    server.caja.services.webhookNetwork,
    byOperator(null),
    server.caja.services.secretBox,
  );
});
afterAll(() => server.close());

const db = () => server.caja.services.db;

/** The partitions of `parent` (its default too), by name. */
async function partitionsOf(parent: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_inherits h
    join pg_class c on c.oid = h.inhrelid join pg_class p on p.oid = h.inhparent
    where p.relname = ${parent} order by 1
  `.execute(db());
  return rows.map((r) => r.name);
}

/** A new event of the shop (a customer created), moved to `at`; returns its id. */
async function eventAt(at: Date): Promise<string> {
  const made = await shop.test.post('/customers', { name: `Cliente ${at.toISOString()}` });
  expect(made.status).toBe(201);
  const page = await shop.test.get('/events', { type: 'customer.created', limit: 100 });
  const event = page.body.data.find(
    (e: { data: { object: { id: string } } }) => e.data.object.id === made.body.id,
  );
  await db().updateTable('events').set({ created_at: at }).where('id', '=', event.id).execute();
  return event.id as string;
}

const deliveriesOf = async (eventId: string) =>
  (await db().selectFrom('webhook_deliveries').select('id').where('event_id', '=', eventId).execute()).length;

describe('history partitions', () => {
  it('prepares a partition of every table for today and the week ahead, by weeks once the days run out', async () => {
    // Migration 0019 made a partition per day up to a week ahead; a week later housekeeping
    // fills the days of the week it shares with them, then makes whole weeks.
    const later = new Date(Date.now() + 7 * DAY_MS);
    await preparePartitions(db(), later);
    const today = dayOf(new Date()).getTime();
    for (const table of ['events', 'webhook_deliveries', 'webhook_attempts']) {
      const names = await partitionsOf(table);
      expect(names).toContain(`${table}_default`);
      for (let i = 0; i <= 14; i++) {
        const day = new Date(today + i * DAY_MS);
        const covering = names.filter(
          (name) => name === partitionName(table, day) || name === weekPartitionName(table, weekOf(day)),
        );
        expect(covering, `${table} on ${day.toISOString()}`).toHaveLength(1);
      }
      expect(names).toContain(weekPartitionName(table, weekOf(new Date(today + 14 * DAY_MS))));
    }
    // Preparing again makes nothing.
    expect(await preparePartitions(db(), later)).toBe(0);
  });

  it('lists and gets events by id across the boundary of two days', async () => {
    const boundary = new Date(dayOf(new Date()).getTime() + 2 * DAY_MS);
    const before = await eventAt(new Date(boundary.getTime() - 1));
    const at = await eventAt(boundary);
    const after = await eventAt(new Date(boundary.getTime() + 1));
    const seen: string[] = [];
    let cursor: string | undefined;
    for (;;) {
      const page = await shop.test.get('/events', {
        limit: 1,
        ...(cursor ? { starting_after: cursor } : {}),
      });
      expect(page.status).toBe(200);
      seen.push(...page.body.data.map((e: { id: string }) => e.id));
      if (!page.body.has_more) break;
      cursor = page.body.next_cursor;
    }
    // Newest first, each once, across the two days' partitions.
    expect(seen.slice(0, 3)).toEqual([after, at, before]);
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of [before, at, after]) {
      const got = await shop.test.get(`/events/${id}`);
      expect(got.status).toBe(200);
      expect(got.body.id).toBe(id);
    }
  });

  it('drops a day past the retention whole, with its deliveries, and keeps the younger days', async () => {
    const day = new Date(dayOf(new Date()).getTime() + 4 * DAY_MS);
    const next = new Date(day.getTime() + DAY_MS);
    const expired = await eventAt(new Date(day.getTime() + 60_000));
    const young = await eventAt(new Date(next.getTime() + 60_000));
    expect(await deliveriesOf(expired)).toBe(1);
    expect(await deliveriesOf(young)).toBe(1);
    expect(await partitionsOf('events')).toContain(partitionName('events', day));

    // 30 days after the end of `day`: that day and every one before it are past the retention.
    const { partitions } = await purgeExpiredEvents(db(), new Date(next.getTime() + 30 * DAY_MS));
    expect(partitions).toBeGreaterThanOrEqual(1);
    for (const table of ['events', 'webhook_deliveries', 'webhook_attempts'])
      expect(await partitionsOf(table)).not.toContain(partitionName(table, day));
    expect((await shop.test.get(`/events/${expired}`)).status).toBe(404);
    expect(await deliveriesOf(expired)).toBe(0);
    expect((await shop.test.get(`/events/${young}`)).status).toBe(200);
    expect(await deliveriesOf(young)).toBe(1);
    expect(await partitionsOf('events')).toContain(partitionName('events', next));
  });

  it('drops a week whole once its end is past the retention, keeping its events at least 30 days', async () => {
    await preparePartitions(db(), new Date(Date.now() + 7 * DAY_MS));
    const week = weekOf(new Date(dayOf(new Date()).getTime() + 14 * DAY_MS));
    const end = new Date(week.getTime() + 7 * DAY_MS);
    expect(await partitionsOf('events')).toContain(weekPartitionName('events', week));
    const early = await eventAt(new Date(week.getTime() + 60_000));
    const late = await eventAt(new Date(end.getTime() - 60_000));
    expect(await deliveriesOf(early)).toBe(1);

    // 30 days after its first event the week is not over: nothing of it goes, not even that event.
    await purgeExpiredEvents(db(), new Date(week.getTime() + 60_000 + 31 * DAY_MS));
    expect((await shop.test.get(`/events/${early}`)).status).toBe(200);
    expect(await partitionsOf('events')).toContain(weekPartitionName('events', week));

    // 30 days after its end the whole week goes at once, with its deliveries.
    await purgeExpiredEvents(db(), new Date(end.getTime() + 30 * DAY_MS));
    for (const table of ['events', 'webhook_deliveries', 'webhook_attempts'])
      expect(await partitionsOf(table)).not.toContain(weekPartitionName(table, week));
    for (const id of [early, late]) expect((await shop.test.get(`/events/${id}`)).status).toBe(404);
    expect(await deliveriesOf(early)).toBe(0);
  });

  it('takes an event dated outside the prepared days, and deletes it row by row once expired', async () => {
    const tenant = { accountId: shop.accountId, environment: 'test' as const };
    const far = new Date(dayOf(new Date()).getTime() + 400 * DAY_MS);
    const [event] = await eventsRepo.recordMany(
      db(),
      tenant,
      [{ type: 'customer.created', object: {} }],
      far,
    );
    const { rows } = await sql<{ partition: string }>`
      select tableoid::regclass::text as partition from events where id = ${event!.id}
    `.execute(db());
    expect(rows[0]?.partition).toBe('events_default');
    expect((await shop.test.get(`/events/${event!.id}`)).status).toBe(200);

    // Its day cannot get a partition while the default holds its row: preparing leaves it there.
    await preparePartitions(db(), far);
    expect(await partitionsOf('events')).not.toContain(partitionName('events', far));
    expect(await partitionsOf('events')).toContain(partitionName('events', new Date(far.getTime() + DAY_MS)));

    // A millisecond short of its 30 days it stays (the earlier days' rows, all expired, go).
    await purgeExpiredEvents(db(), new Date(far.getTime() + 30 * DAY_MS - 1));
    expect((await shop.test.get(`/events/${event!.id}`)).status).toBe(200);
    expect(
      (await purgeExpiredEvents(db(), new Date(far.getTime() + 30 * DAY_MS + 1))).events,
    ).toBeGreaterThanOrEqual(1);
    expect((await shop.test.get(`/events/${event!.id}`)).status).toBe(404);
  });
});
