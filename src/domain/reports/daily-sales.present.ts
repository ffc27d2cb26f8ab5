import type { DailySales } from '#src/contract/daily-report.js';

/** One day's sums as the report query returns them. */
export interface DayTotalsRow {
  date: string;
  sales_count: number;
  subtotal: number;
  discount: number;
  tax: number;
  tip_amount: number;
  total: number;
}

export const toDailySales = (row: DayTotalsRow): DailySales => ({
  object: 'daily_sales',
  date: row.date,
  sales_count: row.sales_count,
  subtotal: row.subtotal,
  discount: row.discount,
  tax: row.tax,
  tip_amount: row.tip_amount,
  total: row.total,
  net_income: row.total - row.tax - row.tip_amount,
});
