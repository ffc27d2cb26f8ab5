import { type Kysely, sql } from 'kysely';

/**
 * The daily report's rollup: per account, environment and Bogota calendar day, the count and
 * sums of the completed sales. Statement triggers on `sales` keep it in the transaction of
 * every write, whoever makes it: a sale that arrives, is annulled, changes its amounts or its
 * `occurred_at` moves its day's figures at once (a late upload changes a past day). Each
 * statement applies one net change per day, to the days in ascending order, so two writers
 * touching the same days lock them in the same order. Existing sales fill it here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table daily_sales (
      account_id uuid not null,
      environment text not null,
      day date not null,
      sales_count bigint not null,
      subtotal bigint not null,
      discount bigint not null,
      tax bigint not null,
      tip_amount bigint not null,
      total bigint not null,
      primary key (account_id, environment, day)
    );

    insert into daily_sales
    select account_id, environment, (occurred_at at time zone 'America/Bogota')::date,
      count(*), sum(subtotal), sum(discount), sum(tax), sum(tip_amount), sum(total)
    from sales where status = 'completed'
    group by 1, 2, 3;
  `.execute(db);

  // A branch reads only the transition tables its trigger declares: PL/pgSQL plans a statement
  // when it first runs it.
  await sql`
    create function caja_daily_sales_apply() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        ${sql.raw(applyChanges(completed('new_rows', 1)))}
      elsif tg_op = 'UPDATE' then
        ${sql.raw(applyChanges(`${completed('new_rows', 1)} union all ${completed('old_rows', -1)}`))}
      else
        ${sql.raw(applyChanges(completed('old_rows', -1)))}
      end if;
      return null;
    end $$;

    create trigger caja_daily_sales_insert after insert on sales
      referencing new table as new_rows for each statement execute function caja_daily_sales_apply();
    create trigger caja_daily_sales_update after update on sales
      referencing old table as old_rows new table as new_rows for each statement execute function caja_daily_sales_apply();
    create trigger caja_daily_sales_delete after delete on sales
      referencing old table as old_rows for each statement execute function caja_daily_sales_apply();
  `.execute(db);
}

const AMOUNTS = ['subtotal', 'discount', 'tax', 'tip_amount', 'total'];

/** What the completed sales of a transition table add to (1) or take from (-1) their days. */
const completed = (table: string, sign: 1 | -1): string => `
  select account_id, environment, (occurred_at at time zone 'America/Bogota')::date as day,
    ${sign} as n, ${AMOUNTS.map((a) => `${sign} * ${a} as ${a}`).join(', ')}
  from ${table} where status = 'completed'`;

/** Adds the net change of each day to its row, days in order; a day whose figures stay as they were is not written. */
const applyChanges = (changes: string): string => `
  insert into daily_sales as d
  select account_id, environment, day, sum(n), ${AMOUNTS.map((a) => `sum(${a})`).join(', ')}
  from (${changes}) change
  group by 1, 2, 3
  having sum(n) <> 0 or ${AMOUNTS.map((a) => `sum(${a}) <> 0`).join(' or ')}
  order by 1, 2, 3
  on conflict (account_id, environment, day) do update set
    sales_count = d.sales_count + excluded.sales_count,
    ${AMOUNTS.map((a) => `${a} = d.${a} + excluded.${a}`).join(', ')};`;
