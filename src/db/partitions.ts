import { sql } from 'kysely';
import type { Db, Executor } from './database.js';

/**
 * The history partitioned by time (migration 0019): each table with its partition key. They
 * share the event's time, so a range's events, deliveries and attempts are dropped together.
 * A partition covers a UTC week from its Monday, named `<table>_wYYYYMMDD`; migration 0019 and
 * housekeeping until 2026-11-27 made one per UTC day, `<table>_pYYYYMMDD`, which expire in
 * turn (a week where days remain gets days until it is free). `<table>_default` takes the rest.
 * A week rather than a day: every statement on the parent plans each partition, and 37 days'
 * partitions made a list of events three times slower to plan than 7 weeks' (bench/partitions.ts).
 */
export const DAY_PARTITIONED = [
  { table: 'events', key: 'created_at' },
  { table: 'webhook_deliveries', key: 'event_created_at' },
  { table: 'webhook_attempts', key: 'event_created_at' },
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;
/** Days prepared ahead of today, so that housekeeping may skip a few runs. */
export const DAYS_AHEAD = 7;

/** The UTC day that holds `at`, at its midnight. */
export const dayOf = (at: Date): Date => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);

/** The UTC week that holds `at`, at its Monday's midnight (1 January 1970 was a Thursday). */
export function weekOf(at: Date): Date {
  const day = Math.floor(at.getTime() / DAY_MS);
  return new Date((day - ((((day + 3) % 7) + 7) % 7)) * DAY_MS);
}

const suffix = (day: Date): string => day.toISOString().slice(0, 10).replaceAll('-', '');

/** A day's partition of `table` (migration 0019's kind). */
export const partitionName = (table: string, day: Date): string => `${table}_p${suffix(day)}`;
/** A week's partition of `table`, `week` being its Monday. */
export const weekPartitionName = (table: string, week: Date): string => `${table}_w${suffix(week)}`;

/** A partition's span of time: a day (`p`) or a week (`w`) from `start`. */
interface Range {
  kind: 'p' | 'w';
  start: Date;
  end: Date;
}

const rangeOf = (kind: Range['kind'], start: Date): Range => ({
  kind,
  start,
  end: new Date(start.getTime() + (kind === 'w' ? WEEK_MS : DAY_MS)),
});

const nameOf = (table: string, range: Range): string => `${table}_${range.kind}${suffix(range.start)}`;

function rangeSql(range: Range): string {
  return DAY_PARTITIONED.map(
    ({ table }) =>
      `create table if not exists ${nameOf(table, range)} partition of ${table} ` +
      `for values from ('${range.start.toISOString()}') to ('${range.end.toISOString()}');`,
  ).join('\n');
}

/**
 * The statements that create the day partitions of `days` days from the one of `from` on, for
 * every table: what migration 0019 made, kept as it was.
 */
export function dayPartitionsSql(from: Date, days: number): string {
  const first = dayOf(from).getTime();
  return Array.from({ length: days }, (_, i) => rangeSql(rangeOf('p', new Date(first + i * DAY_MS)))).join(
    '\n',
  );
}

/** The statements that create the week partition of the week that holds `at`, for every table. */
export const weekPartitionSql = (at: Date): string => rangeSql(rangeOf('w', weekOf(at)));

/** Serialises the processes that change the partitions (every process runs housekeeping). */
const PARTITIONS_LOCK = 0x63616a70; // 'cajp'

/** In one transaction holding the partitions' lock, waiting at most 2 s for a table's lock. */
function underPartitionsLock<T>(db: Db, work: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(${PARTITIONS_LOCK})`.execute(tx);
    await sql`set local lock_timeout = '2s'`.execute(tx);
    return work(tx);
  });
}

/**
 * Makes sure today and the next `DAYS_AHEAD` days have a partition: a day not covered gets its
 * week's partition, or its own day's when a day partition already takes part of that week. A
 * time whose rows already sit in the default partition (written with a clock ahead) is left
 * there: creating its partition would have to move them. Returns how many partitions it made.
 */
export async function preparePartitions(db: Db, now: Date): Promise<number> {
  let prepared = 0;
  const known = await partitionRanges(db);
  const today = dayOf(now).getTime();
  for (let i = 0; i <= DAYS_AHEAD; i++) {
    const day = new Date(today + i * DAY_MS);
    if (known.some((range) => covers(range, day))) continue;
    for (const kind of ['w', 'p'] as const) {
      try {
        const made = await underPartitionsLock(db, async (tx) => {
          // Read again under the lock: another process may have prepared it meanwhile.
          const ranges = await partitionRanges(tx);
          if (ranges.some((range) => covers(range, day))) return null;
          const range = kind === 'w' ? rangeOf('w', weekOf(day)) : rangeOf('p', day);
          if (ranges.some((other) => other.start < range.end && range.start < other.end)) return null;
          await sql.raw(rangeSql(range)).execute(tx);
          return range;
        });
        if (made) {
          known.push(made);
          prepared++;
          break;
        }
      } catch (err) {
        // 23514: the default partition holds rows of that span; 55P03: a lock not had in time.
        if (!isCode(err, '23514') && !isCode(err, '55P03')) throw err;
      }
    }
  }
  return prepared;
}

const covers = (range: Range, at: Date): boolean => range.start <= at && at < range.end;

/**
 * Drops the partitions (days or weeks) that ended at or before `cutoff`, each one's tables in one
 * transaction, and returns how many spans it dropped (without counting their rows, which would
 * read a week of history to write one log line). A partition still in use by a long statement
 * waits for the next run rather than queue every writer behind its lock.
 */
export async function dropPartitionsBefore(db: Db, cutoff: Date): Promise<number> {
  let dropped = 0;
  for (const range of await partitionRanges(db)) {
    if (range.end.getTime() > cutoff.getTime()) break;
    try {
      await underPartitionsLock(db, async (tx) => {
        for (const { table } of [...DAY_PARTITIONED].reverse())
          await sql`drop table if exists ${sql.table(nameOf(table, range))}`.execute(tx);
      });
      dropped++;
    } catch (err) {
      // 42P01: another process dropped it first; 55P03: a lock not had in time.
      if (!isCode(err, '42P01') && !isCode(err, '55P03')) throw err;
    }
  }
  return dropped;
}

/** The spans that have a partition of events, oldest first, read from the partitions' names. */
async function partitionRanges(db: Executor): Promise<Range[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_inherits h
    join pg_class c on c.oid = h.inhrelid
    join pg_class p on p.oid = h.inhparent
    join pg_namespace n on n.oid = p.relnamespace
    where n.nspname = current_schema() and p.relname = 'events' and c.relname ~ '^events_[pw][0-9]{8}$'
  `.execute(db);
  return rows
    .map(({ name }) => {
      const digits = name.slice('events_p'.length);
      const start = new Date(`${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}T00:00:00Z`);
      return rangeOf(name.charAt('events_'.length) as Range['kind'], start);
    })
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

const isCode = (err: unknown, code: string): boolean =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === code;
