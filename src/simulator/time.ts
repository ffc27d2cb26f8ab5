/** Bogota calendar days (UTC-5 all year: Colombia has no daylight saving time). */

const OFFSET_MS = 5 * 60 * 60 * 1000;
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** The instant of a Bogota wall-clock time; `minutes` may run past 60. */
export const bogota = (date: string, hour: number, minutes = 0): Date =>
  new Date(Date.parse(`${date}T00:00:00.000Z`) + OFFSET_MS + hour * HOUR + minutes * MINUTE);

/** The Bogota calendar day of an instant, as YYYY-MM-DD. */
export const bogotaDate = (at: Date | string): string =>
  new Date(new Date(at).getTime() - OFFSET_MS).toISOString().slice(0, 10);

export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY).toISOString().slice(0, 10);

/** 0 = Sunday … 6 = Saturday. */
export const weekday = (date: string): number => new Date(`${date}T00:00:00.000Z`).getUTCDay();

export const isDate = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00.000Z`)) &&
  new Date(`${value}T00:00:00.000Z`).toISOString().startsWith(value);
