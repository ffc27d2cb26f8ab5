import pg from 'pg';

/**
 * The same JavaScript values from both drivers: bigint and numeric columns become numbers.
 * Money is whole pesos up to 10^10 and quantities have a few decimals, far inside the range
 * a double holds exactly.
 */
export const PG_TYPE_IDS = { int8: 20, numeric: 1700, timestamptz: 1184 } as const;

export const parseNumber = (value: string): number => Number(value);

const digits = (text: string, start: number, length: number): number => {
  let value = 0;
  for (let i = start; i < start + length; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return Number.NaN;
    value = value * 10 + d;
  }
  return value;
};

/**
 * A timestamptz as PostgreSQL writes it (DateStyle ISO): `2026-11-22 14:03:12.12+00`, the
 * fraction optional, the offset ±HH, ±HH:MM or ±HH:MM:SS. Every list row carries three of
 * them, and the driver's general parser runs several regular expressions on each, so the
 * common shape is read here by hand; anything else (BC, infinity, years before 100 or after
 * 9999) goes to `fallback`, the driver's own parser.
 */
export function parseTimestamptz(text: string, fallback: (text: string) => unknown): unknown {
  const n = text.length;
  if (
    n < 22 ||
    text.charCodeAt(4) !== 45 || // -
    text.charCodeAt(7) !== 45 ||
    text.charCodeAt(10) !== 32 || // space
    text.charCodeAt(13) !== 58 || // :
    text.charCodeAt(16) !== 58
  ) {
    return fallback(text);
  }
  const year = digits(text, 0, 4);
  let i = 19;
  let ms = 0;
  if (text.charCodeAt(i) === 46) {
    // The fraction: milliseconds are its first three digits (finer digits are truncated, as Date does).
    let scale = 100;
    for (i++; i < n; i++) {
      const d = text.charCodeAt(i) - 48;
      if (d < 0 || d > 9) break;
      ms += d * scale;
      scale /= 10;
    }
    ms = Math.floor(ms);
  }
  const sign = text.charCodeAt(i) === 43 ? 1 : text.charCodeAt(i) === 45 ? -1 : 0;
  const rest = n - i; // "+HH", "+HH:MM" or "+HH:MM:SS"
  if (sign === 0 || year < 100 || (rest !== 3 && rest !== 6 && rest !== 9)) return fallback(text);
  let offset = digits(text, i + 1, 2) * 3600;
  if (rest >= 6) offset += text.charCodeAt(i + 3) === 58 ? digits(text, i + 4, 2) * 60 : Number.NaN;
  if (rest === 9) offset += text.charCodeAt(i + 6) === 58 ? digits(text, i + 7, 2) : Number.NaN;
  const utc = Date.UTC(
    year,
    digits(text, 5, 2) - 1,
    digits(text, 8, 2),
    digits(text, 11, 2),
    digits(text, 14, 2),
    digits(text, 17, 2),
    ms,
  );
  const time = utc - sign * offset * 1000;
  return Number.isNaN(time) ? fallback(text) : new Date(time);
}

/** `pg`'s own timestamptz parser, as it was before this process replaced it. */
export const driverTimestamptz: (text: string) => unknown = pg.types.getTypeParser(
  PG_TYPE_IDS.timestamptz,
  'text',
);

/** Leaves a value as the text PostgreSQL sent. */
export const keepText = (text: string): string => text;

/**
 * A timestamptz as PostgreSQL writes it, written as the API does: what `toISOString` gives
 * for the same instant (`2026-11-22 14:03:12.12+00` → `2026-11-22T14:03:12.120Z`, digits
 * after the milliseconds truncated). Text in UTC (from a server whose TimeZone is UTC, as the
 * embedded one's always is) is rearranged without building a Date; any other offset or shape
 * goes through `parseTimestamptz`.
 */
export function isoFromTimestamptz(text: string): string {
  const n = text.length;
  const first = text.charCodeAt(0);
  const utc =
    n >= 22 &&
    first >= 49 && // a four-digit year from 1000 on: 1 to 9
    first <= 57 &&
    text.charCodeAt(4) === 45 &&
    text.charCodeAt(7) === 45 &&
    text.charCodeAt(10) === 32 &&
    text.charCodeAt(13) === 58 &&
    text.charCodeAt(16) === 58 &&
    text.charCodeAt(n - 3) === 43 && // +00
    text.charCodeAt(n - 2) === 48 &&
    text.charCodeAt(n - 1) === 48 &&
    (n === 22 || (text.charCodeAt(19) === 46 && n >= 24 && n <= 29));
  if (!utc) return (parseTimestamptz(text, driverTimestamptz) as Date).toISOString();
  const fraction = n === 22 ? '000' : `${text.slice(20, n - 3)}00`.slice(0, 3);
  return `${text.slice(0, 10)}T${text.slice(11, 19)}.${fraction}Z`;
}
