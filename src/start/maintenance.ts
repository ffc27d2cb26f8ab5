import { preparePartitions } from '#src/db/partitions.js';
import { purgeExpiredEvents } from '#src/domain/events/retention.js';
import { purgeExpiredIdempotencyKeys } from '#src/domain/idempotency/idempotency.js';
import { announceForgottenLevels } from '#src/domain/inventory/stock-levels.service.js';
import { purgeIdleRateLimits } from '#src/domain/rate-limit/postgres-store.js';
import { purgeSignInLeftovers } from '#src/domain/sign-in/sessions.service.js';
import { jobQueue } from '#src/jobs/job-queue.js';
import type { Services } from '#src/services.js';

const EVERY_MS = 10 * 60 * 1000;

/**
 * Housekeeping that keeps tables from growing without bound: idempotency values past their
 * 24 hours, rate-limit rows whose allowance is whole again, events past their 30 days (with
 * their webhook deliveries: a day past it is dropped whole, as a partition, and the week ahead is
 * prepared), the console's spent codes and old sessions, and the jobs whose
 * time is up that no worker was running to delete (e-mails whose code expired), and the
 * `stock_level.updated` an upload owed when its process died; then the
 * planner's statistics of the tables that changed enough (see `table-statistics.ts`). All are
 * safe to skip but the last, which a running worker does on time: expired values are reclaimed
 * on reuse, idle limits hold no state worth keeping, and old events only take room. Every
 * server and worker process runs it; the deletes are idempotent, so several processes only
 * repeat each other's work.
 */
export function startMaintenance(
  services: Pick<Services, 'db' | 'clock' | 'logger' | 'tableStatistics'>,
): () => void {
  const { db, clock, logger, tableStatistics } = services;
  const run = async () => {
    try {
      const now = clock.now();
      const idempotency = await purgeExpiredIdempotencyKeys(db, now);
      const limits = await purgeIdleRateLimits(db, now.getTime());
      const { events, partitions } = await purgeExpiredEvents(db, now);
      const signIn = await purgeSignInLeftovers(db, now);
      // Jobs past their expiry that no worker deleted (none was running): e-mails with a code.
      const jobs = await jobQueue.expireDue(db);
      // Stock levels an upload marked and never announced: its process died before its end.
      const levels = await announceForgottenLevels(db, now);
      if (idempotency + limits + events + partitions + signIn + jobs + levels > 0)
        logger.info(
          { idempotency, limits, events, partitions, signIn, jobs, levels },
          'maintenance purged rows',
        );
    } catch (err) {
      logger.warn({ err }, 'maintenance failed; it will run again');
    }
    // After the purges, which change the counts it reads.
    await tableStatistics.refresh();
  };
  // A database restored, migrated or filled while nothing watched it gets statistics at start,
  // and a process started after days without one gets the days ahead before its first write.
  void tableStatistics.refresh();
  preparePartitions(db, clock.now()).catch((err) =>
    logger.warn({ err }, 'preparing partitions failed; it will run again'),
  );
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
