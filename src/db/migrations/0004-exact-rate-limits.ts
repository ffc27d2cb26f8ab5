import { type Kysely, sql } from 'kysely';

/**
 * Rate limits whose period does not divide evenly (7 a minute: one every 8571.43 ms) lost one
 * request of their burst: the theoretical arrival time was rounded up to whole milliseconds on
 * every charge. It is now kept as a double, and the fit test allows for floating-point error.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table rate_limits alter column tat_ms type double precision;

    create or replace function caja_rate_limit(keys text[], limits integer[], periods_ms integer[], now_ms bigint)
    returns table (key text, allowed boolean, remaining integer, reset_ms bigint, retry_after_ms bigint)
    language plpgsql as $fn$
    declare
      i integer;
      n integer := array_length(keys, 1);
      epsilon constant double precision := 0.000001;
      interval_ms double precision;
      tat double precision;
      new_tat double precision;
      all_ok boolean := true;
      tats double precision[] := '{}';
    begin
      insert into rate_limits (key, tat_ms)
        select k, 0 from unnest(keys) as k order by k
        on conflict do nothing;
      perform 1 from rate_limits r where r.key = any(keys) order by r.key for update;
      for i in 1..n loop
        select greatest(r.tat_ms, now_ms) into tat from rate_limits r where r.key = keys[i];
        tats := tats || tat;
        interval_ms := periods_ms[i]::double precision / limits[i];
        if tat + interval_ms - now_ms > periods_ms[i] + epsilon then
          all_ok := false;
        end if;
      end loop;
      for i in 1..n loop
        interval_ms := periods_ms[i]::double precision / limits[i];
        new_tat := case when all_ok then tats[i] + interval_ms else tats[i] end;
        if all_ok then
          update rate_limits r set tat_ms = new_tat where r.key = keys[i];
        end if;
        key := keys[i];
        allowed := all_ok;
        remaining := greatest(0, floor((periods_ms[i] - (new_tat - now_ms)) / interval_ms + epsilon))::integer;
        reset_ms := ceil(greatest(0, new_tat - now_ms))::bigint;
        retry_after_ms := case when tats[i] + interval_ms - now_ms > periods_ms[i] + epsilon
          then ceil(tats[i] + interval_ms - now_ms - periods_ms[i])::bigint else 0 end;
        return next;
      end loop;
    end
    $fn$;
  `.execute(db);
}
