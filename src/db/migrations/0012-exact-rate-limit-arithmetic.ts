import { type Kysely, sql } from 'kysely';

/**
 * The tolerance of 1e-6 ms that 0004 gave the sums of intervals was far below the spacing of
 * doubles at a real clock reading (0.00024 ms in 2026), so about half the limits that do not
 * divide their period (9, 14 a minute …) lost one request of their burst, and `remaining` was
 * often one short. The function now decides in integers, as `gcra.ts` explains: how far the TAT
 * is ahead of the arrival, in units of 1/N ms, against the period times N.
 *
 * A TAT is kept as whole milliseconds (`tat_ms`) and the fraction of one past them
 * (`tat_fraction`, parts of 1/N ms as a double, read back to the nearest part). `tat_ms` stays
 * below the clock exactly when the TAT has passed, so purging idle rows reads it as before.
 * A row written before this migration has its whole TAT in `tat_ms` and a fraction of 0, and
 * reads by the same rule, to the nearest 1/N ms.
 *
 * During a rolling deploy every process, old or new, calls this one function by the same
 * signature once the first new process has migrated, so they decide alike; before that, all of
 * them run the previous one. Adding the column holds the table's lock until the migration
 * commits, and calls made meanwhile wait for it.
 *
 * The function reads and writes the keys of a call in one statement (it made two per key): a
 * request charges two or three keys, and the test of every limit from 1 to 1,000 charges up to
 * 1,000 keys at a time. Rows are still created and locked in key order first, so
 * that concurrent calls over the same keys queue instead of deadlocking. The function keeps one
 * generic plan: planned afresh for each call's arrays, as PostgreSQL chose to, a call of three
 * keys took three to four times as long, and longer than the previous function; with it, a
 * little less (about 200 µs against 220 µs on a busy machine).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table rate_limits add column tat_fraction double precision not null default 0;

    create or replace function caja_rate_limit(keys text[], limits integer[], periods_ms integer[], now_ms bigint)
    returns table (key text, allowed boolean, remaining integer, reset_ms bigint, retry_after_ms bigint)
    language plpgsql set plan_cache_mode = force_generic_plan as $fn$
    begin
      insert into rate_limits (key, tat_ms)
        select k, 0 from unnest(keys) as k order by k
        on conflict do nothing;
      perform 1 from rate_limits r where r.key = any(keys) order by r.key for update;
      return query
      with wanted as (
        select u.key, u.n::bigint as n, u.p::bigint as p, u.ord
        from unnest(keys, limits, periods_ms) with ordinality as u(key, n, p, ord)
      ), stored as (
        select w.key, w.n, w.p, w.ord,
          greatest(now_ms, floor(r.seen_ms)::bigint) as arrival,
          floor(r.tat_ms)::bigint as whole,
          floor((r.tat_ms - floor(r.tat_ms) + r.tat_fraction) * w.n + 0.5)::bigint as parts
        from wanted w join rate_limits r on r.key = w.key
      ), ahead as (
        -- How far the TAT is ahead of the arrival, in 1/n ms; 0 once it has passed (and never
        -- a clock reading times n, which would overflow a bigint).
        select s.key, s.n, s.p, s.ord, s.arrival,
          case when s.whole + s.parts / s.n < s.arrival then 0
            else (s.whole - s.arrival) * s.n + s.parts end as ahead
        from stored s
      ), verdict as (
        select bool_and(a.ahead + a.p <= a.p * a.n) as all_ok from ahead a
      ), charged as (
        select a.*, a.ahead + a.p <= a.p * a.n as fits,
          case when v.all_ok then a.ahead + a.p else a.ahead end as after
        from ahead a cross join verdict v
      ), written as (
        update rate_limits r
          set tat_ms = c.arrival + c.after / c.n,
            tat_fraction = (c.after % c.n)::double precision / c.n,
            seen_ms = c.arrival
        from charged c cross join verdict v
        where v.all_ok and r.key = c.key
      )
      select c.key, v.all_ok,
        greatest(0, (c.p * c.n - c.after) / c.p)::integer,
        (c.after + c.n - 1) / c.n,
        case when c.fits then 0 else (c.ahead + c.p - c.p * c.n + c.n - 1) / c.n end
      from charged c cross join verdict v
      order by c.ord;
    end
    $fn$;
  `.execute(db);
}
