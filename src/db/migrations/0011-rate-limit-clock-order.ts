import { type Kysely, sql } from 'kysely';

/**
 * A request reads the clock before it reaches the shared limit, so two requests (of one
 * process or of two) can be charged in an order other than that of their readings. The one
 * charged later then appeared to arrive before the allowance it was charged against, and lost the
 * difference: 12 requests at once against a limit of 10 could see only 9 through. Each key
 * now keeps the latest clock reading it was charged at (`seen_ms`), and a request is counted
 * as arriving at that reading or its own, whichever is later. With one clock that only goes
 * forward, nothing changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table rate_limits add column seen_ms double precision not null default 0;

    create or replace function caja_rate_limit(keys text[], limits integer[], periods_ms integer[], now_ms bigint)
    returns table (key text, allowed boolean, remaining integer, reset_ms bigint, retry_after_ms bigint)
    language plpgsql as $fn$
    declare
      i integer;
      n integer := array_length(keys, 1);
      epsilon constant double precision := 0.000001;
      interval_ms double precision;
      arrival double precision;
      tat double precision;
      new_tat double precision;
      all_ok boolean := true;
      tats double precision[] := '{}';
      arrivals double precision[] := '{}';
    begin
      insert into rate_limits (key, tat_ms)
        select k, 0 from unnest(keys) as k order by k
        on conflict do nothing;
      perform 1 from rate_limits r where r.key = any(keys) order by r.key for update;
      for i in 1..n loop
        select greatest(now_ms, r.seen_ms), greatest(r.tat_ms, now_ms, r.seen_ms) into arrival, tat
          from rate_limits r where r.key = keys[i];
        arrivals := arrivals || arrival;
        tats := tats || tat;
        interval_ms := periods_ms[i]::double precision / limits[i];
        if tat + interval_ms - arrival > periods_ms[i] + epsilon then
          all_ok := false;
        end if;
      end loop;
      for i in 1..n loop
        interval_ms := periods_ms[i]::double precision / limits[i];
        arrival := arrivals[i];
        new_tat := case when all_ok then tats[i] + interval_ms else tats[i] end;
        if all_ok then
          update rate_limits r set tat_ms = new_tat, seen_ms = arrival where r.key = keys[i];
        end if;
        key := keys[i];
        allowed := all_ok;
        remaining := greatest(0, floor((periods_ms[i] - (new_tat - arrival)) / interval_ms + epsilon))::integer;
        reset_ms := ceil(greatest(0, new_tat - arrival))::bigint;
        retry_after_ms := case when tats[i] + interval_ms - arrival > periods_ms[i] + epsilon
          then ceil(tats[i] + interval_ms - arrival - periods_ms[i])::bigint else 0 end;
        return next;
      end loop;
    end
    $fn$;
  `.execute(db);
}
