import type { Db } from '#src/db/database.js';
import { eventsRepo } from './events.repo.js';

/** Events are kept at least this long: long enough to reconcile any webhook retry (~28 h). */
export const EVENT_RETENTION_DAYS = 30;
const BATCH = 1000;

/**
 * Removes events older than the retention, oldest first and a batch per statement so that no
 * statement holds many locks; their deliveries and attempts go with them (foreign keys).
 * Returns how many events it removed.
 */
export async function purgeExpiredEvents(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - EVENT_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  let removed = 0;
  for (;;) {
    const n = await eventsRepo.purgeOlderThan(db, cutoff, BATCH);
    removed += n;
    if (n < BATCH) return removed;
  }
}
