import { sql } from 'kysely';
import type { Db } from '#src/db/database.js';
import type { Decision, Limit, RateLimitStore } from './gcra.js';

/** Limits shared by every server process that uses the same PostgreSQL database. */
export class PostgresRateLimitStore implements RateLimitStore {
  constructor(private readonly db: Db) {}

  async consume(limits: Limit[], nowMs: number): Promise<Decision> {
    const { rows } = await sql<{
      allowed: boolean;
      remaining: number;
      reset_ms: number;
      retry_after_ms: number;
    }>`select * from caja_rate_limit(
        ${limits.map((l) => l.key)}::text[],
        ${limits.map((l) => l.limit)}::integer[],
        ${limits.map((l) => l.periodMs)}::integer[],
        ${Math.floor(nowMs)}::bigint)`.execute(this.db);
    return {
      allowed: rows.every((r) => r.allowed),
      outcomes: rows.map((r, i) => ({
        limit: limits[i]!.limit,
        remaining: Number(r.remaining),
        resetMs: Number(r.reset_ms),
        retryAfterMs: Number(r.retry_after_ms),
      })),
    };
  }
}

/**
 * Deletes limits whose theoretical arrival time has passed: their allowance is whole again.
 * `tat_ms` holds the TAT's whole milliseconds (its fraction is kept apart), so it is below the
 * clock exactly when the TAT is.
 */
export async function purgeIdleRateLimits(db: Db, nowMs: number): Promise<number> {
  const result = await db.deleteFrom('rate_limits').where('tat_ms', '<', nowMs).executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}
