import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from './helpers/envelope.js';
import { startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';
import { ManualClock } from './helpers/manual-clock.js';
import { cloudOf, type Register, register, saleRecord } from './helpers/sales-fixtures.js';

const LIMITS = { RATE_LIMIT_PER_KEY: '1000000', RATE_LIMIT_PER_ACCOUNT: '1000000' };
// Moves forward only: the rate limiter keeps time with this clock.
const clock = new ManualClock(new Date('2026-11-25T12:00:00.000Z'));

let server: TestServer;
let shop: TestTenant;
let pos: Register;

const AMOUNTS = ['subtotal', 'discount', 'tax', 'tip_amount', 'total'] as const;
type Day = Record<(typeof AMOUNTS)[number] | 'sales_count' | 'net_income', number> & { date: string };

const report = async (query: Record<string, string>, tenant: TestTenant = shop) =>
  (await tenant.test.get('/reports/daily-sales', query)).body;
const day = async (date: string): Promise<Day> => (await report({ from: date, to: date })).days[0];

beforeAll(async () => {
  server = await startTestServer(LIMITS, { clock });
  shop = await server.tenant();
  pos = await register(cloudOf(server), shop.accountId);
  const sell = (occurred_at: string, fields: Parameters<typeof saleRecord>[0] = {}) =>
    pos.sale(saleRecord({ occurred_at, ...fields }));
  // 2 November (Bogota): two completed sales, one of them at 23:30 Bogota = 04:30Z on the 3rd.
  await sell('2026-11-02T15:00:00Z', { discount: 1000, tip_amount: 3000 });
  await sell('2026-11-03T04:30:00Z');
  await sell('2026-11-03T04:59:59.999Z', { status: 'cancelled' });
  // 3 November: starts at 05:00Z; one completed, one open, one cancelled.
  await sell('2026-11-03T05:00:00Z', { lines: [{ unitPrice: 5000, quantity: 3, rate: 5 }], tip_amount: 500 });
  await sell('2026-11-03T12:00:00Z', { status: 'open' });
  await sell('2026-11-03T13:00:00Z', { status: 'cancelled' });
  // 5 November: a weighed product.
  await sell('2026-11-05T20:00:00Z', { lines: [{ unitPrice: 18900, quantity: 0.735 }] });
});
afterAll(() => server.close());

describe('GET /reports/daily-sales', () => {
  it('answers one entry per day of the range, zero days included, oldest first', async () => {
    const body = await report({ from: '2026-11-01', to: '2026-11-06' });
    expect(body).toMatchObject({
      object: 'daily_sales_report',
      time_zone: 'America/Bogota',
      from: '2026-11-01',
      to: '2026-11-06',
    });
    expect(body.days.map((d: Day) => d.date)).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
    ]);
    expect(body.days.map((d: Day) => d.sales_count)).toEqual([0, 2, 1, 0, 1, 0]);
    expect(body.days[0]).toEqual({
      object: 'daily_sales',
      date: '2026-11-01',
      sales_count: 0,
      subtotal: 0,
      discount: 0,
      tax: 0,
      tip_amount: 0,
      total: 0,
      net_income: 0,
      // The register that uploaded these sales never said what it holds: no day is final.
      complete: false,
      revision: 0,
      last_changed_at: null,
    });
  });

  it('puts a sale at 23:30 in Bogota (04:30Z the next UTC day) on its Bogota day, and one at 00:00 on the next', async () => {
    const second = await day('2026-11-02');
    // 23866 + 23866 - 1000 + 3000, of which 3866 + 3866 is tax.
    expect(second).toMatchObject({
      sales_count: 2,
      total: 49732,
      tax: 7732,
      tip_amount: 3000,
      discount: 1000,
    });
    expect(second.net_income).toBe(49732 - 7732 - 3000);
    expect((await day('2026-11-03')).sales_count).toBe(1);
  });

  it('equals, day by day, the sum of GET /sales?status=completed over the same Bogota day', async () => {
    const body = await report({ from: '2026-11-01', to: '2026-11-06' });
    for (const entry of body.days as Day[]) {
      const next = new Date(Date.parse(`${entry.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      const sales = (
        await shop.test.get('/sales', {
          status: 'completed',
          occurred_since: `${entry.date}T00:00:00-05:00`,
          occurred_until: `${next}T00:00:00-05:00`,
          limit: 100,
        })
      ).body.data as Array<Record<string, number>>;
      const sum = (field: string) => sales.reduce((total, sale) => total + sale[field]!, 0);
      expect(entry.sales_count, entry.date).toBe(sales.length);
      for (const field of AMOUNTS) expect(entry[field], `${entry.date} ${field}`).toBe(sum(field));
      expect(entry.net_income).toBe(sum('total') - sum('tax') - sum('tip_amount'));
    }
  });

  it('changes a past day when a device that sold offline uploads later', async () => {
    const before = await day('2026-11-04');
    clock.advance(60_000);
    const late = saleRecord({ occurred_at: '2026-11-04T18:00:00Z' });
    await pos.sale(late);
    expect(await day('2026-11-04')).toMatchObject({ sales_count: before.sales_count + 1, total: late.total });
  });

  it('counts only the account and environment of the key', async () => {
    const other = await server.tenant();
    await (await register(cloudOf(server), other.accountId)).sale(
      saleRecord({ occurred_at: '2026-11-06T15:00:00Z' }),
    );
    const live = await register(cloudOf(server), shop.accountId, 'live');
    await live.sale(saleRecord({ occurred_at: '2026-11-06T15:00:00Z' }));
    expect((await day('2026-11-06')).sales_count).toBe(0);
    const liveDay = (await shop.live.get('/reports/daily-sales', { from: '2026-11-06', to: '2026-11-06' }))
      .body;
    expect(liveDay.days[0].sales_count).toBe(1);
    expect((await report({ from: '2026-11-06', to: '2026-11-06' }, other)).days[0].sales_count).toBe(1);
  });
});

describe('the range', () => {
  it('accepts 92 days and refuses 93 with VALIDATION_ERROR', async () => {
    const ok = await shop.test.get('/reports/daily-sales', { from: '2026-01-01', to: '2026-04-02' });
    expect(ok.status).toBe(200);
    expect(ok.body.days).toHaveLength(92);
    const over = await shop.test.get('/reports/daily-sales', { from: '2026-01-01', to: '2026-04-03' });
    expectError(over, 400, 'VALIDATION_ERROR', 'to');
  });

  it.each([
    [{ from: '2026-11-05', to: '2026-11-04' }, 'from'],
    [{ from: '2026-02-30', to: '2026-03-01' }, 'from'],
    [{ from: '2026-02-01', to: '2026-02-29' }, 'to'],
    [{ from: '2026-11-1', to: '2026-11-04' }, 'from'],
    [{ from: '2026-11-01T00:00:00Z', to: '2026-11-04' }, 'from'],
    [{ from: '0000-01-01', to: '0000-01-02' }, 'from'],
    [{ from: '2026-11-01', to: 'hoy' }, 'to'],
    [{ desde: '2026-11-01' }, 'desde'],
  ])('refuses %j with VALIDATION_ERROR naming %s', async (query, param) => {
    expectError(await shop.test.get('/reports/daily-sales', query), 400, 'VALIDATION_ERROR', param);
  });

  it('accepts 29 February of a leap year', async () => {
    const res = await shop.test.get('/reports/daily-sales', { from: '2024-02-28', to: '2024-03-01' });
    expect(res.body.days.map((d: Day) => d.date)).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
  });

  it('defaults to the week that ends today in Bogota, even when it is already tomorrow in UTC', async () => {
    // 03:00Z on the 27th is 22:00 on the 26th in Bogota.
    clock.advance(Date.parse('2026-11-27T03:00:00.000Z') - clock.now().getTime());
    const body = await report({});
    expect(body).toMatchObject({ from: '2026-11-20', to: '2026-11-26' });
    expect(body.days).toHaveLength(7);
    expect(await report({ to: '2026-11-10' })).toMatchObject({ from: '2026-11-04', to: '2026-11-10' });
    expect(await report({ from: '2026-11-25' })).toMatchObject({ from: '2026-11-25', to: '2026-11-26' });
    expectError(
      await shop.test.get('/reports/daily-sales', { from: '2026-11-27' }),
      400,
      'VALIDATION_ERROR',
      'from',
    );
  });
});
