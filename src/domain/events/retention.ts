import type { Db } from '#src/db/database.js';
import { dropPartitionsBefore, preparePartitions } from '#src/db/partitions.js';
import { eventsRepo } from './events.repo.js';

/** Events are kept at least this long: long enough to reconcile any webhook retry (~28 h). */
export const EVENT_RETENTION_DAYS = 30;
const BATCH = 1000;

/**
 * Removes events older than the retention with their deliveries and attempts, and prepares the
 * days ahead. A day past the retention whole is dropped as a partition; what is left (the
 * default partition's rows, and a day that expired only in part when the days' partitions were
 * first made) is deleted oldest first, a batch per statement so that no statement holds many
 * locks. Nothing younger than the retention goes. Returns how many events it removed.
 */
export async function purgeExpiredEvents(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - EVENT_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  await preparePartitions(db, now);
  let removed = await dropPartitionsBefore(db, cutoff);
  for (;;) {
    const n = await eventsRepo.purgeOlderThan(db, cutoff, BATCH);
    removed += n;
    if (n < BATCH) return removed;
  }
}
