import { sql } from 'kysely';
import { type DayTotalsRow, REPORT_TIME_ZONE } from '#src/contract/daily-report.js';
import type { Executor } from '#src/db/database.js';
import type { Tenant } from '#src/domain/context.js';

export const dailySalesRepo = {
  /**
   * Sums of the completed sales of each calendar day from `from` to `to` (YYYY-MM-DD, both
   * included) in the report's time zone, by `occurred_at`: every day of the range, zeros
   * included, oldest first. The days are cut by the database's time zone rules, and the range
   * bounds are instants, so the (account, environment, occurred_at) index answers it.
   */
  async completedByDay(db: Executor, tenant: Tenant, from: string, to: string): Promise<DayTotalsRow[]> {
    const zone = REPORT_TIME_ZONE;
    const { rows } = await sql<DayTotalsRow>`
      with days as (
        select d::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') as d
      ),
      totals as (
        select (s.occurred_at at time zone ${zone})::date as day,
          count(*) as sales_count,
          sum(s.subtotal) as subtotal,
          sum(s.discount) as discount,
          sum(s.tax) as tax,
          sum(s.tip_amount) as tip_amount,
          sum(s.total) as total
        from sales s
        where s.account_id = ${tenant.accountId}
          and s.environment = ${tenant.environment}
          and s.status = 'completed'
          and s.occurred_at >= (${from}::date::timestamp at time zone ${zone})
          and s.occurred_at < ((${to}::date + 1)::timestamp at time zone ${zone})
        group by 1
      )
      select to_char(days.day, 'YYYY-MM-DD') as date,
        coalesce(t.sales_count, 0) as sales_count,
        coalesce(t.subtotal, 0) as subtotal,
        coalesce(t.discount, 0) as discount,
        coalesce(t.tax, 0) as tax,
        coalesce(t.tip_amount, 0) as tip_amount,
        coalesce(t.total, 0) as total
      from days left join totals t on t.day = days.day
      order by days.day
    `.execute(db);
    return rows;
  },
};
