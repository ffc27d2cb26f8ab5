import { sql } from 'kysely';
import type { Db } from './database.js';

/**
 * The history partitioned by day (migration 0019): each table with its partition key. They
 * share the event's time, so a day's events, deliveries and attempts are dropped together.
 * Partitions are named `<table>_pYYYYMMDD` (UTC days); `<table>_default` takes the rest.
 */
export const DAY_PARTITIONED = [
  { table: 'events', key: 'created_at' },
  { table: 'webhook_deliveries', key: 'event_created_at' },
  { table: 'webhook_attempts', key: 'event_created_at' },
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days prepared ahead of today, so that housekeeping may skip a few runs. */
export const DAYS_AHEAD = 7;

/** The UTC day that holds `at`, at its midnight. */
export const dayOf = (at: Date): Date => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);

const suffix = (day: Date): string => day.toISOString().slice(0, 10).replaceAll('-', '');

export const partitionName = (table: string, day: Date): string => `${table}_p${suffix(day)}`;

/** The statements that create the partitions of `days` days from the one of `from` on, for every table. */
export function dayPartitionsSql(from: Date, days: number): string {
  const first = dayOf(from).getTime();
  const statements: string[] = [];
  for (let i = 0; i < days; i++) {
    const day = new Date(first + i * DAY_MS);
    const next = new Date(day.getTime() + DAY_MS);
    for (const { table } of DAY_PARTITIONED) {
      statements.push(
        `create table if not exists ${partitionName(table, day)} partition of ${table} ` +
          `for values from ('${day.toISOString()}') to ('${next.toISOString()}');`,
      );
    }
  }
  return statements.join('\n');
}

/** Serialises the processes that change the partitions (every process runs housekeeping). */
const PARTITIONS_LOCK = 0x63616a70; // 'cajp'

/**
 * Creates the partitions of today and the next `DAYS_AHEAD` days that do not exist yet. A day
 * whose rows already sit in the default partition (written with a clock ahead) is left there:
 * creating its partition would have to move them. Returns how many days it prepared.
 */
export async function preparePartitions(db: Db, now: Date): Promise<number> {
  const existing = await dayPartitions(db);
  let prepared = 0;
  const today = dayOf(now).getTime();
  for (let i = 0; i <= DAYS_AHEAD; i++) {
    const day = new Date(today + i * DAY_MS);
    if (existing.has(suffix(day))) continue;
    try {
      await db.transaction().execute(async (tx) => {
        await sql`select pg_advisory_xact_lock(${PARTITIONS_LOCK})`.execute(tx);
        await sql`set local lock_timeout = '2s'`.execute(tx);
        await sql.raw(dayPartitionsSql(day, 1)).execute(tx);
      });
      prepared++;
    } catch (err) {
      // 23514: the default partition holds rows of that day; 55P03: a lock not had in time.
      if (!isCode(err, '23514') && !isCode(err, '55P03')) throw err;
    }
  }
  return prepared;
}

/**
 * Drops the days that ended at or before `cutoff`, each day's partitions of every table in one
 * transaction, and returns how many events they held. A day still in use by a long statement
 * waits for the next run rather than queue every writer behind its lock.
 */
export async function dropPartitionsBefore(db: Db, cutoff: Date): Promise<number> {
  const days = [...(await dayPartitions(db))].sort();
  let events = 0;
  for (const day of days) {
    const start = new Date(`${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}T00:00:00Z`);
    if (start.getTime() + DAY_MS > cutoff.getTime()) break;
    try {
      events += await db.transaction().execute(async (tx) => {
        await sql`select pg_advisory_xact_lock(${PARTITIONS_LOCK})`.execute(tx);
        await sql`set local lock_timeout = '2s'`.execute(tx);
        const { rows } = await sql<{ n: number }>`
          select count(*)::int as n from ${sql.table(partitionName('events', start))}
        `.execute(tx);
        for (const { table } of [...DAY_PARTITIONED].reverse())
          await sql`drop table if exists ${sql.table(partitionName(table, start))}`.execute(tx);
        return rows[0]?.n ?? 0;
      });
    } catch (err) {
      // 42P01: another process dropped it first; 55P03: a lock not had in time.
      if (!isCode(err, '42P01') && !isCode(err, '55P03')) throw err;
    }
  }
  return events;
}

/** The days (YYYYMMDD) that have a partition of events. */
async function dayPartitions(db: Db): Promise<Set<string>> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_inherits h
    join pg_class c on c.oid = h.inhrelid
    join pg_class p on p.oid = h.inhparent
    join pg_namespace n on n.oid = p.relnamespace
    where n.nspname = current_schema() and p.relname = 'events' and c.relname ~ '^events_p[0-9]{8}$'
  `.execute(db);
  return new Set(rows.map((r) => r.name.slice('events_p'.length)));
}

const isCode = (err: unknown, code: string): boolean =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === code;
