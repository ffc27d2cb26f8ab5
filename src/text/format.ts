/**
 * How the console and the e-mails write money, dates and times for a Colombian reader. Built by
 * hand instead of with `Intl`: ICU's output for `es-CO` differs between Node versions (spaces,
 * month dots), and these strings are compared in tests and read side by side with the
 * register's receipts.
 */

const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

// America/Bogota has had no daylight saving since 1993: always UTC−5.
const BOGOTA_OFFSET_MS = -5 * 60 * 60 * 1000;

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** 1234567 → "1.234.567": the dot separates thousands in Colombia. */
function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** A count as Colombians write it: `1.234`. */
export const count = (n: number): string => (n < 0 ? '-' : '') + groupThousands(Math.abs(Math.trunc(n)));

function signed(negative: boolean, text: string): string {
  return negative ? `-$ ${text}` : `$ ${text}`;
}

/** `$ 1.234.567`, `$ 1.234,50` when there are cents, `-$ 1.500` for negatives. */
export function pesos(amount: number): string {
  if (!Number.isFinite(amount)) return '$ —';
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = Math.floor(cents / 100);
  const fraction = cents % 100;
  const text = groupThousands(whole) + (fraction ? `,${String(fraction).padStart(2, '0')}` : '');
  // A rounding that leaves nothing is zero, never "-$ 0".
  return signed(amount < 0 && cents > 0, text);
}

/**
 * A scaled amount in few digits: one decimal below ten ("1,2"), none from ten on ("15", "1.250"),
 * except that a value that is exact with one more decimal keeps it, so gridlines at round steps
 * read as what they are ("1,25", "12,5").
 */
function shortNumber(value: number): string {
  const exact = value < 10 ? 2 : value < 100 ? 1 : 0;
  let decimals = [0, 1, 2].find((d) => d <= exact && Number.isInteger(+(value * 10 ** d).toFixed(6)));
  decimals ??= value < 10 ? 1 : 0;
  const scaled = Math.round(value * 10 ** decimals);
  const whole = Math.floor(scaled / 10 ** decimals);
  const fraction = String(scaled % 10 ** decimals)
    .padStart(decimals, '0')
    .replace(/0+$/, '');
  return groupThousands(whole) + (fraction ? `,${fraction}` : '');
}

/** Axis labels: `$ 0`, `$ 850`, `$ 850 mil`, `$ 1,2 M`, `$ 15 M`, `$ 1.250 M`. */
export function compactPesos(amount: number): string {
  if (!Number.isFinite(amount)) return '$ —';
  const abs = Math.abs(amount);
  let text: string;
  // Each unit ends where rounding would print "1.000" of it: 999.950 is "$ 1 M", not "$ 1.000 mil".
  if (abs < 999.5) text = String(Math.round(abs));
  else if (abs < 999_500) text = `${shortNumber(abs / 1000)} mil`;
  else text = `${shortNumber(abs / 1_000_000)} M`;
  return signed(amount < 0 && text !== '0', text);
}

function ago(count: number, one: string, many: string): string {
  return `hace ${count} ${count === 1 ? one : many}`;
}

/**
 * `hace 5 minutos`, `hace 3 horas`, `hace 12 días`, `hace 2 meses` (30-day months from 60 days
 * on), `hace más de un año`; `nunca` for null. An instant after `now` (a device's clock ahead of
 * ours) reads `hace un momento` rather than a negative age.
 */
export function relativeTime(then: Date | null, now: Date): string {
  if (then === null || Number.isNaN(then.getTime())) return 'nunca';
  const elapsed = now.getTime() - then.getTime();
  if (elapsed < MINUTE_MS) return 'hace un momento';
  if (elapsed < HOUR_MS) return ago(Math.floor(elapsed / MINUTE_MS), 'minuto', 'minutos');
  if (elapsed < DAY_MS) return ago(Math.floor(elapsed / HOUR_MS), 'hora', 'horas');
  const days = Math.floor(elapsed / DAY_MS);
  if (days < 60) return ago(days, 'día', 'días');
  if (days < 365) return ago(Math.floor(days / 30), 'mes', 'meses');
  return 'hace más de un año';
}

/** The wall clock in Bogota, read through the UTC getters of a shifted instant. */
function bogotaParts(d: Date) {
  const b = new Date(d.getTime() + BOGOTA_OFFSET_MS);
  return {
    day: b.getUTCDate(),
    month: MONTHS[b.getUTCMonth()]!,
    year: b.getUTCFullYear(),
    time: `${String(b.getUTCHours()).padStart(2, '0')}:${String(b.getUTCMinutes()).padStart(2, '0')}`,
  };
}

/** `24 nov 2026, 15:04` in Bogota time. */
export function bogotaDateTime(d: Date): string {
  if (Number.isNaN(d.getTime())) return '—';
  const p = bogotaParts(d);
  return `${p.day} ${p.month} ${p.year}, ${p.time}`;
}

/** `24 nov 2026`, the day in Bogota. */
export function bogotaDate(d: Date): string {
  if (Number.isNaN(d.getTime())) return '—';
  const p = bogotaParts(d);
  return `${p.day} ${p.month} ${p.year}`;
}

/** `2026-11-24` → `24 nov`; anything else is returned as given (views escape it). */
export function dayLabel(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  const day = match ? Number(match[3]) : 0;
  if (!month || day < 1 || day > 31) return date;
  return `${day} ${month}`;
}
