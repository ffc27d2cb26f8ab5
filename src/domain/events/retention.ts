import type { Db } from '#src/db/database.js';
import { dropPartitionsBefore, preparePartitions } from '#src/db/partitions.js';
import { eventsRepo } from './events.repo.js';

/** Events are kept at least this long: long enough to reconcile any webhook retry (~28 h). */
export const EVENT_RETENTION_DAYS = 30;
const BATCH = 1000;

/**
 * Removes events older than the retention with their deliveries and attempts, and prepares the
 * days ahead. A partition (a week, or a day of migration 0019's) whose end is past the
 * retention is dropped whole, so an event may stay up to a week longer than the retention; the
 * default partition's rows (dated where no partition was) are deleted oldest first, a batch per
 * statement so that no statement holds many locks. Nothing younger than the retention goes.
 * Returns how many events it deleted and how many partitions it dropped.
 */
export async function purgeExpiredEvents(db: Db, now: Date): Promise<{ events: number; partitions: number }> {
  const cutoff = new Date(now.getTime() - EVENT_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  await preparePartitions(db, now);
  const partitions = await dropPartitionsBefore(db, cutoff);
  let events = 0;
  for (;;) {
    const n = await eventsRepo.purgeOlderThan(db, cutoff, BATCH, 'events_default');
    events += n;
    if (n < BATCH) return { events, partitions };
  }
}
