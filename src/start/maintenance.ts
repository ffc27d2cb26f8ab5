import type { Caja } from '#src/app.js';
import { purgeExpiredEvents } from '#src/domain/events/retention.js';
import { purgeExpiredIdempotencyKeys } from '#src/domain/idempotency/idempotency.js';
import { purgeIdleRateLimits } from '#src/domain/rate-limit/postgres-store.js';

const EVERY_MS = 10 * 60 * 1000;

/**
 * Housekeeping that keeps tables from growing without bound: idempotency values past their
 * 24 hours, rate-limit rows whose allowance is whole again, and events past their 30 days
 * (with their webhook deliveries). All are safe to skip: expired values are reclaimed on
 * reuse, idle limits hold no state worth keeping, and old events only take room.
 */
export function startMaintenance(caja: Caja): () => void {
  const { db, clock, logger } = caja.services;
  const run = async () => {
    try {
      const now = clock.now();
      const idempotency = await purgeExpiredIdempotencyKeys(db, now);
      const limits = await purgeIdleRateLimits(db, now.getTime());
      const events = await purgeExpiredEvents(db, now);
      if (idempotency + limits + events > 0)
        logger.info({ idempotency, limits, events }, 'maintenance purged rows');
    } catch (err) {
      logger.warn({ err }, 'maintenance failed; it will run again');
    }
  };
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
