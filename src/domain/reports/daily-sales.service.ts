import {
  type DailySalesQuery,
  type DailySalesReport,
  MAX_REPORT_DAYS,
  REPORT_TIME_ZONE,
} from '#src/contract/daily-report.js';
import type { Executor } from '#src/db/database.js';
import { daysInMonth } from '#src/domain/calendar.js';
import type { Tenant } from '#src/domain/context.js';
import { completenessOf } from '#src/domain/devices/completeness.js';
import { validationError } from '#src/domain/errors.js';
import { toDailySales } from '#src/domain/reports/daily-sales.present.js';
import { dailySalesRepo } from './daily-sales.repo.js';

const DAY_MS = 86_400_000;
const CALENDAR_DATE = /^(\d{4})-(\d\d)-(\d\d)$/;
const FIRST_DAY = '0001-01-01';
const DEFAULT_DAYS = 7;

const todayIn = (zone: string, now: Date): string =>
  // en-CA writes dates as YYYY-MM-DD.
  new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The first day of the week that ends on `to`, never before the first day the database holds. */
const weekEndingOn = (to: string): string => {
  const from = dateOf(dayNumber(to) - (DEFAULT_DAYS - 1));
  return from < FIRST_DAY ? FIRST_DAY : from;
};

/** A real calendar day, YYYY-MM-DD: 2026-02-30 is refused rather than rolled into March. */
function calendarDate(value: string, param: 'from' | 'to'): string {
  const parts = CALENDAR_DATE.exec(value)?.map(Number);
  const valid =
    parts &&
    parts[1]! >= 1 &&
    parts[2]! >= 1 &&
    parts[2]! <= 12 &&
    parts[3]! >= 1 &&
    parts[3]! <= daysInMonth(parts[1]!, parts[2]!);
  if (!valid) {
    throw validationError(
      param,
      `\`${param}\` debe ser un día que exista, en formato AAAA-MM-DD (por ejemplo 2026-11-22).`,
    );
  }
  return value;
}

/**
 * Completed sales per calendar day in America/Bogota, by the device's `occurred_at`. Without
 * `to` the range ends today (in Bogota); without `from` it covers the week that ends on `to`.
 * A past day can still change when a device that sold offline uploads: each day says whether
 * every register has uploaded past its end (`complete`) and how often its figures changed.
 */
export async function dailySalesReport(
  db: Executor,
  tenant: Tenant,
  query: DailySalesQuery,
  now: Date,
): Promise<DailySalesReport> {
  const to = query.to !== undefined ? calendarDate(query.to, 'to') : todayIn(REPORT_TIME_ZONE, now);
  const from = query.from !== undefined ? calendarDate(query.from, 'from') : weekEndingOn(to);
  if (from > to) {
    throw validationError(
      'from',
      `\`from\` (${from}) es posterior a \`to\` (${to}). Envía un rango con from <= to.`,
    );
  }
  const days = dayNumber(to) - dayNumber(from) + 1;
  if (days > MAX_REPORT_DAYS) {
    throw validationError(
      'to',
      `El rango tiene ${days} días y el máximo es ${MAX_REPORT_DAYS}. Pide el reporte en rangos más cortos.`,
    );
  }
  const [rows, completeness] = await Promise.all([
    dailySalesRepo.completedByDay(db, tenant, from, to),
    completenessOf(db, tenant, now),
  ]);
  return {
    object: 'daily_sales_report',
    time_zone: REPORT_TIME_ZONE,
    from,
    to,
    days: rows.map((row) => toDailySales(row, completeness.completeThrough)),
  };
}

/** The range of the last `days` Bogota calendar days, today included. */
export function lastDays(now: Date, days: number): { from: string; to: string } {
  const to = todayIn(REPORT_TIME_ZONE, now);
  return { from: dateOf(dayNumber(to) - (days - 1)), to };
}
