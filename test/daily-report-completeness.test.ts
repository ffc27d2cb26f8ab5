import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DeviceClient, registerDevice, type UploadRecord } from './helpers/device-client.js';
import { startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';
import { ManualClock } from './helpers/manual-clock.js';
import { saleRecord } from './helpers/sales-fixtures.js';

/**
 * Report days that say when they are final (DECISIONS.md, "Completeness and stock levels"): a
 * day is `complete` once every register in use has uploaded past its end in Bogota, and its
 * `revision` rises once for each write or upload batch that changes its figures.
 */
const LIMITS = {
  RATE_LIMIT_PER_KEY: '1000000',
  RATE_LIMIT_PER_ACCOUNT: '1000000',
  RATE_LIMIT_PER_DEVICE: '1000000',
};
// 2026-03-10 in Bogota ends at 2026-03-11T05:00:00Z.
const clock = new ManualClock(new Date('2026-03-11T04:50:00.000Z'));
let server: TestServer;
let shop: TestTenant;
let first: DeviceClient;
let second: DeviceClient;

beforeAll(async () => {
  server = await startTestServer(LIMITS, { clock });
  shop = await server.tenant();
  first = await registerDevice(server, shop.accountId, { name: 'Caja 1' });
  second = await registerDevice(server, shop.accountId, { name: 'Caja 2' });
});
afterAll(() => server.close());

interface Day {
  date: string;
  sales_count: number;
  total: number;
  complete: boolean;
  revision: number;
  last_changed_at: string | null;
}

const dayOf = async (date: string): Promise<Day> => {
  const res = await shop.test.get('/reports/daily-sales', { from: date, to: date });
  expect(res.status, res.text).toBe(200);
  return res.body.days[0];
};
const sale = (occurredAt: string): UploadRecord => ({
  type: 'sale',
  data: saleRecord({ occurred_at: occurredAt }),
});
const nothingPending = () => ({
  device_time: clock.now().toISOString(),
  pending: 0,
  oldest_pending_at: null,
});

describe('complete', () => {
  it('turns true only once every register in use has reported past the end of the Bogota day', async () => {
    await first.uploadOk([sale('2026-03-10T15:00:00.000Z')]);
    expect((await dayOf('2026-03-10')).complete).toBe(false);

    // Both registers report with nothing pending, 10 minutes before the day ends: not yet.
    expect((await first.reportStatus(nothingPending())).status).toBe(200);
    expect((await second.reportStatus(nothingPending())).status).toBe(200);
    expect((await dayOf('2026-03-10')).complete).toBe(false);

    clock.advance(11 * 60_000); // 05:01Z: the day has ended
    expect((await first.reportStatus(nothingPending())).status).toBe(200);
    expect((await dayOf('2026-03-10')).complete, 'the second register is still behind').toBe(false);
    expect((await second.reportStatus(nothingPending())).status).toBe(200);
    expect((await dayOf('2026-03-10')).complete).toBe(true);
    expect((await dayOf('2026-03-11')).complete, 'the next day is still going on').toBe(false);
  });

  it('waits for a register that reports a backlog from before the end of the day', async () => {
    clock.advance(60 * 60_000);
    const res = await second.reportStatus({
      device_time: clock.now().toISOString(),
      pending: 3,
      oldest_pending_at: '2026-03-11T04:58:00.000Z',
    });
    expect(res.status).toBe(200);
    // complete_through never moves back: the day stays complete, as the earlier report promised.
    expect((await dayOf('2026-03-10')).complete).toBe(true);
  });

  it('comes back when the register that never reports is revoked', async () => {
    const silent = await registerDevice(server, shop.accountId, { name: 'App antigua' });
    expect((await dayOf('2026-03-10')).complete).toBe(false);
    await server.admin.revokeDevice(silent.id);
    expect((await dayOf('2026-03-10')).complete).toBe(true);
  });
});

describe('revision and last_changed_at', () => {
  it('start at 0 and null for a day whose figures never changed', async () => {
    const day = await dayOf('2026-02-01');
    expect(day).toMatchObject({ sales_count: 0, revision: 0, last_changed_at: null });
  });

  it('rise by exactly 1 for a batch of 50 sales into one day', async () => {
    const before = await dayOf('2026-02-10');
    const batch = Array.from({ length: 50 }, (_, i) =>
      sale(new Date(Date.parse('2026-02-10T14:00:00.000Z') + i * 60_000).toISOString()),
    );
    await first.uploadOk(batch);
    const after = await dayOf('2026-02-10');
    expect(after.sales_count).toBe(before.sales_count + 50);
    expect(after.revision).toBe(before.revision + 1);
    // The rollup is kept by the database in the writing transaction: its clock, not the test's.
    expect(Date.parse(after.last_changed_at!)).toBeGreaterThan(
      Date.parse(before.last_changed_at ?? '2000-01-01'),
    );
  });

  it('leave a day alone when a batch is sent again unchanged', async () => {
    const batch = [sale('2026-02-11T14:00:00.000Z'), sale('2026-02-11T15:00:00.000Z')];
    await first.uploadOk(batch);
    const once = await dayOf('2026-02-11');
    expect(once.revision).toBe(1);
    clock.advance(60_000);
    await first.uploadOk(batch);
    expect(await dayOf('2026-02-11')).toEqual(once);
  });

  it('rise, with the figures, when a late upload reaches a day already complete', async () => {
    const completed = await dayOf('2026-03-10');
    expect(completed.complete).toBe(true);
    clock.advance(60_000);
    // A register that lost track of its queue uploads a sale of that day after all.
    await first.uploadOk([sale('2026-03-10T20:00:00.000Z')]);
    const changed = await dayOf('2026-03-10');
    expect(changed.sales_count).toBe(completed.sales_count + 1);
    expect(changed.total).toBeGreaterThan(completed.total);
    expect(changed.revision).toBe(completed.revision + 1);
    expect(Date.parse(changed.last_changed_at!)).toBeGreaterThan(Date.parse(completed.last_changed_at!));
    expect(changed.complete).toBe(true);
  });

  it('rise once per batch that touches several days, on each of them', async () => {
    const days = ['2026-02-20', '2026-02-21'];
    const before = await Promise.all(days.map(dayOf));
    clock.advance(60_000);
    await first.uploadOk([
      sale('2026-02-20T15:00:00.000Z'),
      sale('2026-02-21T15:00:00.000Z'),
      sale('2026-02-20T16:00:00.000Z'),
    ]);
    const after = await Promise.all(days.map(dayOf));
    expect(after.map((d, i) => d.revision - before[i]!.revision)).toEqual([1, 1]);
  });
});
