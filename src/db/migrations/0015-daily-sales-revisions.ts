import { type Kysely, sql } from 'kysely';

/**
 * Report days that say when they changed (DECISIONS.md, "Completeness and stock levels"): each
 * `daily_sales` row gains `revision`, raised by 1 by each transaction that changes the day's
 * figures (a write or a whole upload batch, however many statements and sales it holds), and
 * `last_changed_at`, the time of that transaction. `last_changed_xact` is the transaction that
 * last raised it: a second statement of the same transaction finds its own id there and leaves
 * the revision alone. A statement whose net change to a day is nothing (an identical re-upload,
 * a sale replaced by the same figures) does not write the day, as before, so it raises nothing.
 *
 * The days already in the rollup were changed at least once, but how often is not recorded
 * anywhere: they start at revision 1 (their figures did change), with `last_changed_at` the
 * latest write to a sale of that day (`updated_at`, which every arrival moves), the best the
 * database knows of when the figures last moved; a day none of whose sales is left keeps the
 * time of this migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table daily_sales
      add column revision bigint not null default 0,
      add column last_changed_at timestamptz(3),
      add column last_changed_xact xid8;

    update daily_sales d set
      revision = 1,
      last_changed_at = coalesce(
        (select max(s.updated_at) from sales s
          where s.account_id = d.account_id and s.environment = d.environment
            and (s.occurred_at at time zone 'America/Bogota')::date = d.day),
        now());
  `.execute(db);

  await sql`
    create or replace function caja_daily_sales_apply() returns trigger language plpgsql as $$
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
  `.execute(db);
}

const AMOUNTS = ['subtotal', 'discount', 'tax', 'tip_amount', 'total'];

/** What the completed sales of a transition table add to (1) or take from (-1) their days. */
const completed = (table: string, sign: 1 | -1): string => `
  select account_id, environment, (occurred_at at time zone 'America/Bogota')::date as day,
    ${sign} as n, ${AMOUNTS.map((a) => `${sign} * ${a} as ${a}`).join(', ')}
  from ${table} where status = 'completed'`;

/**
 * As 0010: adds the net change of each day to its row, days in order, and a day whose figures
 * stay as they were is not written. A day written is a day changed: its revision rises, once
 * per transaction.
 */
const applyChanges = (changes: string): string => `
  insert into daily_sales as d (account_id, environment, day, sales_count, ${AMOUNTS.join(', ')},
    revision, last_changed_at, last_changed_xact)
  select account_id, environment, day, sum(n), ${AMOUNTS.map((a) => `sum(${a})`).join(', ')},
    1, now(), pg_current_xact_id()
  from (${changes}) change
  group by 1, 2, 3
  having sum(n) <> 0 or ${AMOUNTS.map((a) => `sum(${a}) <> 0`).join(' or ')}
  order by 1, 2, 3
  on conflict (account_id, environment, day) do update set
    sales_count = d.sales_count + excluded.sales_count,
    ${AMOUNTS.map((a) => `${a} = d.${a} + excluded.${a}`).join(', ')},
    revision = case when d.last_changed_xact = excluded.last_changed_xact
      then d.revision else d.revision + 1 end,
    last_changed_at = excluded.last_changed_at,
    last_changed_xact = excluded.last_changed_xact;`;
