import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SaleRecord } from '#src/contract/sync/records.js';
import { startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';
import { ManualClock } from './helpers/manual-clock.js';
import { cloudOf, type Register, register, saleRecord } from './helpers/sales-fixtures.js';
import { seeded } from './helpers/seeded.js';

/**
 * The daily report reads a rollup that every write to `sales` keeps. Property: after any mix of
 * new sales, re-uploads (identical or changed, from another register), annulments, moves to
 * another day and new amounts, the report equals the sums of `GET /sales?status=completed` per
 * Bogota day, and an in-memory model of the same operations.
 */
const clock = new ManualClock(new Date('2026-11-25T12:00:00.000Z'));
const FROM = '2026-11-10';
const TO = '2026-11-25';
const AMOUNTS = ['subtotal', 'discount', 'tax', 'tip_amount', 'total'] as const;
type Totals = Record<(typeof AMOUNTS)[number] | 'sales_count', number>;

let server: TestServer;
let shop: TestTenant;
let registers: Register[];

beforeAll(async () => {
  server = await startTestServer(
    { RATE_LIMIT_PER_KEY: '1000000', RATE_LIMIT_PER_ACCOUNT: '1000000' },
    { clock },
  );
  shop = await server.tenant();
  registers = [
    await register(cloudOf(server), shop.accountId),
    await register(cloudOf(server), shop.accountId),
  ];
});
afterAll(() => server.close());

const bogotaDay = (iso: string) => new Date(Date.parse(iso) - 5 * 3_600_000).toISOString().slice(0, 10);

async function reportDays(): Promise<Map<string, Totals>> {
  const body = (await shop.test.get('/reports/daily-sales', { from: FROM, to: TO })).body;
  return new Map(
    body.days
      .filter((d: Totals) => d.sales_count !== 0 || AMOUNTS.some((a) => d[a] !== 0))
      .map((d: Totals & { date: string }) => [
        d.date,
        Object.fromEntries(['sales_count', ...AMOUNTS].map((k) => [k, d[k as keyof Totals]])) as Totals,
      ]),
  );
}

/** The same figures summed from the sales list, as an integrator would compute them. */
async function listedDays(): Promise<Map<string, Totals>> {
  const days = new Map<string, Totals>();
  let cursor: string | undefined;
  do {
    const page = (
      await shop.test.get('/sales', {
        status: 'completed',
        limit: 100,
        ...(cursor ? { starting_after: cursor } : {}),
      })
    ).body;
    for (const sale of page.data as Array<SaleRecord>) add(days, bogotaDay(sale.occurred_at), sale, 1);
    cursor = page.has_more ? page.next_cursor : undefined;
  } while (cursor);
  return withoutEmpty(days);
}

function add(
  days: Map<string, Totals>,
  day: string,
  sale: Pick<SaleRecord, (typeof AMOUNTS)[number]>,
  sign: 1 | -1,
) {
  const totals = days.get(day) ?? {
    sales_count: 0,
    subtotal: 0,
    discount: 0,
    tax: 0,
    tip_amount: 0,
    total: 0,
  };
  totals.sales_count += sign;
  for (const a of AMOUNTS) totals[a] += sign * sale[a];
  days.set(day, totals);
}

const withoutEmpty = (days: Map<string, Totals>) =>
  new Map([...days].filter(([, t]) => t.sales_count !== 0 || AMOUNTS.some((a) => t[a] !== 0)).sort());

describe('the daily sales rollup', () => {
  it('equals the completed sales listed per day after random inserts, annulments, moves, edits and re-uploads', async () => {
    const random = seeded(20261124);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const instant = () =>
      new Date(Date.parse(`${FROM}T05:00:00Z`) + Math.floor(random() * 15 * 86_400_000)).toISOString();
    const stored = new Map<string, SaleRecord>();
    const model = new Map<string, Totals>();
    const apply = (before: SaleRecord | undefined, after: SaleRecord) => {
      if (before?.status === 'completed') add(model, bogotaDay(before.occurred_at), before, -1);
      if (after.status === 'completed') add(model, bogotaDay(after.occurred_at), after, 1);
    };

    for (let step = 0; step < 160; step++) {
      const existing = [...stored.values()];
      const roll = random();
      let next: SaleRecord;
      if (existing.length === 0 || roll < 0.45) {
        next = saleRecord({
          occurred_at: instant(),
          status: random() < 0.1 ? 'cancelled' : 'completed',
          lines: [
            { unitPrice: 1000 + Math.floor(random() * 50) * 100, quantity: 1 + Math.floor(random() * 3) },
          ],
          tip_amount: random() < 0.3 ? 500 : 0,
        });
      } else {
        const before = pick(existing);
        const change = pick(['identical', 'annul', 'restore', 'move', 'amounts'] as const);
        next =
          change === 'identical'
            ? before
            : change === 'annul'
              ? { ...before, status: 'cancelled' }
              : change === 'restore'
                ? { ...before, status: 'completed' }
                : change === 'move'
                  ? { ...before, occurred_at: instant() }
                  : saleRecord({
                      id: before.id,
                      occurred_at: before.occurred_at,
                      status: before.status,
                      lines: [{ unitPrice: 2000 + Math.floor(random() * 90) * 100, quantity: 2 }],
                    });
      }
      const result = await pick(registers).sale(next);
      expect(result.id).toBe(next.id.toLowerCase());
      apply(stored.get(next.id), next);
      stored.set(next.id, next);
    }

    const [reported, listed] = await Promise.all([reportDays(), listedDays()]);
    expect(reported).toEqual(listed);
    expect(reported).toEqual(withoutEmpty(model));
    expect(reported.size).toBeGreaterThan(5);
  });

  it('moves a past day when a late upload changes it, and nothing when an edit leaves the figures', async () => {
    const pos = registers[0]!;
    const sale = saleRecord({ occurred_at: '2026-11-12T15:00:00Z' });
    const before = (await reportDays()).get('2026-11-12')?.sales_count ?? 0;
    await pos.sale(sale);
    expect((await reportDays()).get('2026-11-12')?.sales_count).toBe(before + 1);
    await pos.sale({ ...sale, notes: 'Mesa 4' });
    expect((await reportDays()).get('2026-11-12')?.sales_count).toBe(before + 1);
    await pos.sale({ ...sale, notes: 'Mesa 4', occurred_at: '2026-11-13T15:00:00Z' });
    expect((await reportDays()).get('2026-11-12')?.sales_count ?? 0).toBe(before);
  });
});
