import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '#src/db/database.js';
import { migrations } from '#src/db/migrations/index.js';
import type { Limit } from '#src/domain/rate-limit/gcra.js';
import { PostgresRateLimitStore, purgeIdleRateLimits } from '#src/domain/rate-limit/postgres-store.js';
import { dropDatabase, onServer, withDatabase } from './helpers/template.js';

/** A clock reading in 2026, at which the function of 0011 refuses the 9th of 9 a minute. */
const IN_2026 = Date.parse('2026-11-26T15:42:07.318-05:00');
const nineAMinute = (key: string): Limit => ({ key, limit: 9, periodMs: 60_000 });

/**
 * Migration 0012 replaces the limit function while keys hold state the previous one wrote (its
 * TAT as one double). The timeout guards against a hang: migrating a new embedded database takes
 * 13 s on a loaded machine.
 */
describe('the exact rate limit migration', { timeout: 90_000 }, () => {
  const serverUrl = process.env['DATABASE_URL'];
  const name = `caja_rl_upgrade_${process.pid}`;
  let database: DatabaseHandle;
  let migrator: Migrator;

  beforeAll(async () => {
    if (serverUrl) {
      await dropDatabase(serverUrl, name);
      await onServer(serverUrl, (c) => c.query(`create database "${name}"`));
      database = await openDatabase({ url: withDatabase(serverUrl, name) });
    } else {
      database = await openDatabase({ dataDir: 'memory://' });
    }
    migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => migrations },
      migrationTableName: 'caja_migrations',
    });
  });
  afterAll(async () => {
    await database?.close();
    if (serverUrl) await dropDatabase(serverUrl, name);
  });

  it('keeps the count of keys charged before it, and gives them their whole burst from then on', async () => {
    expect((await migrator.migrateTo('0011-rate-limit-clock-order')).error).toBeUndefined();
    const store = new PostgresRateLimitStore(database.db);
    const charge = async (limit: Limit, times: number) => {
      const allowed = [];
      for (let i = 0; i < times; i++) allowed.push((await store.consume([limit], IN_2026)).allowed);
      return allowed;
    };
    // What the previous function did: the sum of nine intervals of 6666.67 ms came out past the minute.
    expect(await charge(nineAMinute('before'), 9)).toEqual([...Array(8).fill(true), false]);
    expect(await charge(nineAMinute('across'), 8)).toEqual(Array(8).fill(true));

    expect((await migrator.migrateTo('0012-exact-rate-limit-arithmetic')).error).toBeUndefined();
    const decisions = [];
    for (let i = 0; i < 2; i++) decisions.push(await store.consume([nineAMinute('across')], IN_2026));
    expect(decisions).toEqual([
      { allowed: true, outcomes: [{ limit: 9, remaining: 0, resetMs: 60_000, retryAfterMs: 0 }] },
      { allowed: false, outcomes: [{ limit: 9, remaining: 0, resetMs: 60_000, retryAfterMs: 6_667 }] },
    ]);
    // The key the previous function refused gets its ninth now.
    expect(await charge(nineAMinute('before'), 2)).toEqual([true, false]);

    const { rows } = await sql<{ key: string; tat_ms: number; tat_fraction: number }>`
      select key, tat_ms, tat_fraction from rate_limits order by key`.execute(database.db);
    expect(rows).toEqual([
      { key: 'across', tat_ms: IN_2026 + 60_000, tat_fraction: 0 },
      { key: 'before', tat_ms: IN_2026 + 60_000, tat_fraction: 0 },
    ]);
    expect(await purgeIdleRateLimits(database.db, IN_2026 + 60_000)).toBe(0);
    expect(await purgeIdleRateLimits(database.db, IN_2026 + 60_001)).toBe(2);
  });
});
