import { isoFromTimestamptz } from './type-parsers.js';

/** Instants as the API writes them: ISO 8601 in UTC with milliseconds, from a Date or from PostgreSQL's text. */

const TWO = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
const THREE = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'));

/**
 * `date.toISOString()`, written out here for years 1000 to 9999: every timestamp of every
 * response passes through it, and the built-in costs twice as much. Other years (and an
 * invalid date, which throws) go to the built-in.
 */
export const iso = (date: Date): string => {
  const year = date.getUTCFullYear();
  if (!(year >= 1000 && year <= 9999)) return date.toISOString();
  return `${year}-${TWO[date.getUTCMonth() + 1]}-${TWO[date.getUTCDate()]}T${TWO[date.getUTCHours()]}:${TWO[date.getUTCMinutes()]}:${TWO[date.getUTCSeconds()]}.${THREE[date.getUTCMilliseconds()]}Z`;
};
export const isoOrNull = (date: Date | null): string | null => (date ? iso(date) : null);

/** `iso` of a Date, or of a timestamp still in PostgreSQL's text (`TimestampsAsText` rows). */
export const isoOf = (value: Date | string): string =>
  typeof value === 'string' ? isoFromTimestamptz(value) : iso(value);
export const isoOfOrNull = (value: Date | string | null): string | null =>
  value === null ? null : isoOf(value);
