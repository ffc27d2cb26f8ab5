import { sql } from 'kysely';
import type { Executor } from '#src/db/database.js';
import type { Tenant } from '#src/domain/context.js';
import type { DayTotalsRow } from '#src/domain/reports/daily-sales.present.js';

export const dailySalesRepo = {
  /**
   * Sums of the completed sales of each calendar day from `from` to `to` (YYYY-MM-DD, both
   * included) in the report's time zone, by `occurred_at`: every day of the range, zeros
   * included, oldest first. They come from the `daily_sales` rollup, which every write to
   * `sales` keeps current in its own transaction: one row per day with sales, found by its
   * primary key, however many sales the days hold.
   */
  async completedByDay(db: Executor, tenant: Tenant, from: string, to: string): Promise<DayTotalsRow[]> {
    const { rows } = await sql<DayTotalsRow>`
      select to_char(days.day, 'YYYY-MM-DD') as date,
        coalesce(t.sales_count, 0) as sales_count,
        coalesce(t.subtotal, 0) as subtotal,
        coalesce(t.discount, 0) as discount,
        coalesce(t.tax, 0) as tax,
        coalesce(t.tip_amount, 0) as tip_amount,
        coalesce(t.total, 0) as total,
        coalesce(t.revision, 0) as revision,
        t.last_changed_at
      from generate_series(${from}::date, ${to}::date, interval '1 day') as days(day)
      left join (
        -- One range of the primary key: the days of this account and environment, nothing else.
        select * from daily_sales
        where account_id = ${tenant.accountId} and environment = ${tenant.environment}
          and day between ${from}::date and ${to}::date
      ) t on t.day = days.day::date
      order by days.day
    `.execute(db);
    return rows;
  },
};
