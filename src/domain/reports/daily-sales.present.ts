import type { DailySales } from '#src/contract/daily-report.js';
import { isoOrNull } from '#src/db/instants.js';

/** One day's sums as the report query returns them. */
export interface DayTotalsRow {
  date: string;
  sales_count: number;
  subtotal: number;
  discount: number;
  tax: number;
  tip_amount: number;
  total: number;
  revision: number;
  last_changed_at: Date | null;
}

/**
 * When a Bogota calendar day ends, as an instant: Bogota keeps UTC−5 all year (no daylight
 * saving since 1993), so the day `YYYY-MM-DD` ends at 05:00 UTC of the next.
 */
export const endOfBogotaDay = (date: string): Date =>
  new Date(Date.parse(`${date}T05:00:00.000Z`) + 86_400_000);

/**
 * A day of the report; `completeThrough` is the environment's (null: no promise), and the day is
 * complete when it reaches the end of that day.
 */
export const toDailySales = (row: DayTotalsRow, completeThrough: Date | null): DailySales => ({
  object: 'daily_sales',
  date: row.date,
  sales_count: row.sales_count,
  subtotal: row.subtotal,
  discount: row.discount,
  tax: row.tax,
  tip_amount: row.tip_amount,
  total: row.total,
  net_income: row.total - row.tax - row.tip_amount,
  complete: completeThrough !== null && completeThrough >= endOfBogotaDay(row.date),
  revision: Number(row.revision),
  last_changed_at: isoOrNull(row.last_changed_at),
});
