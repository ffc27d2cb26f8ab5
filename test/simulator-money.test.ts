import { describe, expect, it } from 'vitest';
import {
  apportion,
  BAG_TAX_PER_UNIT,
  documentMoney,
  lineMoney,
  suggestedTip,
  taxRule,
} from '#src/simulator/money.js';
import { Random } from '#src/simulator/random.js';

const vat19 = taxRule('standard', 'iva');
const vat5 = taxRule('reduced_5', 'iva');
const bag = taxRule('bag', 'iva');

describe('simulator arithmetic (whole pesos, prices with tax included)', () => {
  it('takes a percentage tax out of the line total: 2 x 23,800 at 19 % is 40,000 + 7,600', () => {
    expect(lineMoney(2, 23_800, vat19)).toMatchObject({
      subtotal: 47_600,
      taxes: [{ code: '01', name: 'IVA', rate: 19, per_unit: null, base: 40_000, amount: 7_600 }],
    });
  });

  it('charges the 8 % consumption tax as `standard` in restaurants and nothing on excluded goods', () => {
    expect(taxRule('standard', 'inc')).toEqual({ code: '04', name: 'INC', rate: 8, perUnit: null });
    expect(lineMoney(3, 4900, taxRule('excluded', 'iva'))).toEqual({
      subtotal: 14_700,
      taxes: [],
      rule: null,
    });
  });

  it('rounds weight-sold lines to the peso and keeps base + tax equal to the line', () => {
    const line = lineMoney(0.735, 24_000, taxRule('exempt', 'iva'));
    expect(line.subtotal).toBe(17_640);
    expect(line.taxes[0]).toMatchObject({ rate: 0, base: 17_640, amount: 0 });
    const odd = lineMoney(1.237, 3333, vat5);
    expect(odd.subtotal).toBe(4123);
    expect((odd.taxes[0]?.base ?? 0) + (odd.taxes[0]?.amount ?? 0)).toBe(4123);
  });

  it('charges the bag tax per bag, with rate null and per_unit set', () => {
    expect(lineMoney(3, BAG_TAX_PER_UNIT, bag).taxes).toEqual([
      { code: '22', name: 'INC bolsas', rate: null, per_unit: 66, base: 0, amount: 198 },
    ]);
  });

  it('spreads a discount over the tax groups (never over bags) and keeps total = subtotal - discount + tip', () => {
    const lines = [lineMoney(1, 11_900, vat19), lineMoney(1, 10_500, vat5), lineMoney(2, 66, bag)];
    const money = documentMoney(lines, 10, 2000);
    expect(money.subtotal).toBe(22_532);
    expect(money.discount).toBe(2240); // 10 % of 22,400: the bags are not discounted
    expect(money.total).toBe(22_532 - 2240 + 2000);
    const byRate = Object.fromEntries(money.tax_breakdown.map((e) => [String(e.rate ?? e.per_unit), e]));
    expect(byRate['19']).toMatchObject({ base: 9000, amount: 1710 }); // 11,900 - 1,190 = 10,710
    expect(byRate['5']).toMatchObject({ base: 9000, amount: 450 }); // 10,500 - 1,050 = 9,450
    expect(byRate['66']).toMatchObject({ base: 0, amount: 132 });
    expect(money.tax).toBe(1710 + 450 + 132);
    expect(money.tax).toBeLessThanOrEqual(money.total - money.tip_amount);
  });

  it('apportions in whole pesos that add up exactly', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(7, [0, 0])).toEqual([0, 0]);
    const shares = apportion(9_999, [3, 5, 11, 13]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(9_999);
  });

  it('suggests the restaurant tip rounded to the hundred pesos', () => {
    expect(suggestedTip(84_320, 10)).toBe(8400);
    expect(suggestedTip(84_360, 10)).toBe(8400);
    expect(suggestedTip(84_500, 10)).toBe(8500);
  });
});

describe('seeded randomness', () => {
  it('repeats the same numbers and UUIDs for the same seed and stream, and others for another', () => {
    const a = new Random('semilla', 'negocio-1');
    const b = new Random('semilla', 'negocio-1');
    const c = new Random('semilla', 'negocio-2');
    const take = (r: Random) => [r.next(), r.int(1, 100), r.uuid()];
    const first = take(a);
    expect(take(b)).toEqual(first);
    expect(take(c)).not.toEqual(first);
    expect(first[2]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('draws counts around their mean', () => {
    const r = new Random(7);
    const draws = Array.from({ length: 2000 }, () => r.count(6));
    const mean = draws.reduce((s, x) => s + x, 0) / draws.length;
    expect(mean).toBeGreaterThan(5.6);
    expect(mean).toBeLessThan(6.4);
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
  });
});
