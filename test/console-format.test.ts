import { describe, expect, it } from 'vitest';
import { salesChart } from '#src/http/console/views/sales-chart.js';
import { bogotaDate, bogotaDateTime, compactPesos, dayLabel, pesos, relativeTime } from '#src/text/format.js';

describe('pesos', () => {
  it.each([
    [0, '$ 0'],
    [999, '$ 999'],
    [1000, '$ 1.000'],
    [1234567, '$ 1.234.567'],
    [1234.5, '$ 1.234,50'],
    [0.05, '$ 0,05'],
    [-1500, '-$ 1.500'],
    [-0, '$ 0'],
    [-0.001, '$ 0'],
    [1999.999, '$ 2.000'],
  ])('writes %s as %s', (amount, text) => {
    expect(pesos(amount)).toBe(text);
  });
});

describe('compactPesos', () => {
  it.each([
    [0, '$ 0'],
    [850, '$ 850'],
    [999.6, '$ 1 mil'],
    [1500, '$ 1,5 mil'],
    [850_000, '$ 850 mil'],
    [999_950, '$ 1 M'],
    [1_000_000, '$ 1 M'],
    [1_200_000, '$ 1,2 M'],
    [1_234_567, '$ 1,2 M'],
    [1_250_000, '$ 1,25 M'],
    [9_999_999, '$ 10 M'],
    [12_500_000, '$ 12,5 M'],
    [15_345_678, '$ 15 M'],
    // Exact amounts keep the digit that makes them exact: gridlines sit at such round values.
    [9_960_000, '$ 9,96 M'],
    [15_300_000, '$ 15,3 M'],
    [2_500_000, '$ 2,5 M'],
    [15_000_000, '$ 15 M'],
    [1_250_000_000, '$ 1.250 M'],
    [-1_200_000, '-$ 1,2 M'],
  ])('labels %s as %s', (amount, text) => {
    expect(compactPesos(amount)).toBe(text);
  });
});

describe('relativeTime', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const before = (ms: number) => new Date(now.getTime() - ms);
  const MIN = 60_000;
  const HOUR = 60 * MIN;
  const DAY = 24 * HOUR;

  it.each([
    [0, 'hace un momento'],
    [MIN - 1, 'hace un momento'],
    [MIN, 'hace 1 minuto'],
    [5 * MIN, 'hace 5 minutos'],
    [HOUR - 1, 'hace 59 minutos'],
    [HOUR, 'hace 1 hora'],
    [3 * HOUR, 'hace 3 horas'],
    [DAY - 1, 'hace 23 horas'],
    [DAY, 'hace 1 día'],
    [12 * DAY, 'hace 12 días'],
    [60 * DAY - 1, 'hace 59 días'],
    [60 * DAY, 'hace 2 meses'],
    [364 * DAY, 'hace 12 meses'],
    [365 * DAY, 'hace más de un año'],
    [-5 * MIN, 'hace un momento'],
  ])('reads an age of %s ms as %s', (ms, text) => {
    expect(relativeTime(before(ms), now)).toBe(text);
  });

  it('reads null as nunca', () => {
    expect(relativeTime(null, now)).toBe('nunca');
  });
});

describe('Bogota dates', () => {
  it('writes the Bogota wall clock, five hours behind UTC', () => {
    expect(bogotaDateTime(new Date('2026-11-24T20:04:00Z'))).toBe('24 nov 2026, 15:04');
  });

  it('puts an instant after UTC midnight on the previous Bogota day', () => {
    const late = new Date('2026-11-25T03:30:00Z');
    expect(bogotaDateTime(late)).toBe('24 nov 2026, 22:30');
    expect(bogotaDate(late)).toBe('24 nov 2026');
  });

  it('crosses the year in Bogota time, with zero-padded hours', () => {
    expect(bogotaDateTime(new Date('2027-01-01T04:05:00Z'))).toBe('31 dic 2026, 23:05');
    expect(bogotaDateTime(new Date('2027-01-01T14:05:00Z'))).toBe('1 ene 2027, 09:05');
  });

  it('labels a calendar day without its year', () => {
    expect(dayLabel('2026-11-24')).toBe('24 nov');
    expect(dayLabel('2026-01-05')).toBe('5 ene');
    expect(dayLabel('no es fecha')).toBe('no es fecha');
  });
});

type Day = { date: string; sales_count: number; total: number };

/** Thirty days ending on 2026-11-24, with the given totals keyed by index. */
function month(totals: Record<number, number>): Day[] {
  return Array.from({ length: 30 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 9, 26 + i)).toISOString().slice(0, 10);
    const total = totals[i] ?? 0;
    return { date, sales_count: total > 0 ? Math.ceil(total / 100_000) : 0, total };
  });
}

const count = (svg: string, pattern: RegExp) => svg.match(pattern)?.length ?? 0;
const gridValues = (svg: string) =>
  [...svg.matchAll(/class="chart-grid" data-value="(\d+)"/g)].map((m) => +m[1]!);

describe('salesChart', () => {
  const days = month({ 0: 150_000, 10: 1_234_567, 28: 80_000, 29: 2_345_678 });
  const svg = salesChart(days).toString();

  it('draws one bar per day with sales and nothing for days without', () => {
    expect(count(svg, /<rect class="chart-bar"/g)).toBe(4);
  });

  it('gives each bar a tooltip with the day, the amount and the sales', () => {
    expect(svg).toContain('<title>5 nov: $ 1.234.567 (13 ventas)</title>');
    expect(svg).toContain('<title>26 oct: $ 150.000 (2 ventas)</title>');
    const one = salesChart([{ date: '2026-11-24', sales_count: 1, total: 5000 }]).toString();
    expect(one).toContain('<title>24 nov: $ 5.000 (1 venta)</title>');
  });

  it('is an accessible image labelled by its title and a summary', () => {
    const id = /aria-labelledby="([\w-]+)-title \1-desc"/.exec(svg)?.[1];
    expect(id).toBeTruthy();
    expect(svg).toContain(`<title id="${id}-title">`);
    expect(svg).toContain(
      `<desc id="${id}-desc">Ventas completadas de los 30 días del 26 oct al 24 nov: $ 3.810.245 en 40 ventas.</desc>`,
    );
    expect(svg).toMatch(/role="img"/);
    expect(svg).toMatch(/viewBox="0 0 \d+ \d+"/);
    expect(svg).toMatch(/width="100%"/);
  });

  it('draws three to five gridlines at round values, the highest at or above the best day', () => {
    for (const max of [3, 7, 999, 12_345, 850_000, 2_345_678, 12_345_678, 1_250_000_000]) {
      const values = gridValues(salesChart(month({ 3: max })).toString());
      expect(values.length, `max ${max}`).toBeGreaterThanOrEqual(3);
      expect(values.length, `max ${max}`).toBeLessThanOrEqual(5);
      expect(Math.max(...values), `max ${max}`).toBeGreaterThanOrEqual(max);
      const step = values[0]!;
      expect(values, `max ${max}`).toEqual(values.map((_, i) => step * (i + 1)));
      expect(step / 10 ** Math.floor(Math.log10(step))).toBeOneOf([1, 2, 2.5, 5]);
    }
    expect(svg).toContain('>$ 2,5 M</text>');
  });

  it('labels each gridline with exactly its value', () => {
    const read = (label: string) => {
      const [, number, unit] = /^\$ ([\d.,]+)(?: (mil|M))?$/.exec(label)!;
      const scale = unit === 'M' ? 1e6 : unit === 'mil' ? 1e3 : 1;
      return Math.round(Number(number!.replaceAll('.', '').replace(',', '.')) * scale);
    };
    for (const max of [7, 1_100, 12_345, 1_234_567, 12_345_678, 1_250_000_000]) {
      const out = salesChart(month({ 3: max })).toString();
      const pairs = [...out.matchAll(/data-value="(\d+)"[^>]*\/>\s*<text[^>]*>([^<]+)</g)];
      expect(pairs.length).toBeGreaterThanOrEqual(3);
      for (const [, value, label] of pairs) expect(read(label!), label).toBe(Number(value));
    }
  });

  it('labels about every fifth day, always including the last', () => {
    const labels = [...svg.matchAll(/class="chart-label"[^>]*text-anchor="middle"[^>]*>([^<]+)</g)].map(
      (m) => m[1],
    );
    expect(labels).toEqual(['30 oct', '4 nov', '9 nov', '14 nov', '19 nov', '24 nov']);
  });

  it('says there were no sales when every day is zero', () => {
    const empty = salesChart(month({})).toString();
    expect(empty).toContain('Sin ventas completadas en estos días');
    expect(count(empty, /chart-bar/g)).toBe(0);
    expect(count(empty, /chart-grid/g)).toBe(0);
    expect(salesChart([]).toString()).toContain('Sin ventas completadas en estos días');
  });

  it('uses no inline styles, which the console CSP forbids', () => {
    for (const out of [svg, salesChart(month({})).toString(), salesChart([]).toString()]) {
      expect(out).not.toMatch(/style\s*=/i);
      expect(out).not.toMatch(/<style/i);
    }
  });

  it('escapes what it is given', () => {
    const out = salesChart([{ date: '<script>"x"</script>', sales_count: 1, total: 10 }]).toString();
    expect(out).not.toContain('<script>');
    expect(out).toContain('&lt;script&gt;&quot;x&quot;&lt;/script&gt;');
  });

  it('is well-formed markup: every element is closed', () => {
    for (const out of [svg, salesChart(month({})).toString()]) {
      expect(count(out, /<svg[\s>]/g)).toBe(1);
      expect(count(out, /<\/svg>/g)).toBe(1);
      const stack: string[] = [];
      for (const [, closing, name, selfClosing] of out.matchAll(/<(\/?)([a-z]+)[^>]*?(\/?)>/g)) {
        if (selfClosing) continue;
        if (closing) expect(stack.pop()).toBe(name);
        else stack.push(name!);
      }
      expect(stack).toEqual([]);
    }
  });
});
