import type pg from 'pg';
import { releaseDueAttempts } from '#src/domain/webhooks/attempts.service.js';
import { type JobRunner, startJobRunner } from '#src/jobs/job-runner.js';
import { mailTasks } from '#src/mail/mail-tasks.js';
import type { Services } from '#src/services.js';
import { webhookTasks } from './webhook-worker.js';

export interface JobWorker {
  readonly runner: JobRunner;
  /** Runs now the webhook attempts that are due by the service's clock (see `releaseDueAttempts`). */
  releaseDue(): Promise<number>;
  /** Finishes the jobs in flight, then stops. */
  stop(): Promise<void>;
}

/**
 * The jobs of a process that runs them (the server unless WEBHOOK_WORKER=false, and every
 * `caja worker`): webhook attempts and e-mail, one engine and one task list, so that whichever
 * process runs jobs sends both. WEBHOOK_CONCURRENCY jobs run at once.
 */
export async function startJobWorker(services: Services, pool: pg.Pool): Promise<JobWorker> {
  const { db, clock, config, logger } = services;
  const webhooks = webhookTasks(services);
  const mail = mailTasks({ mailer: services.mailer, logger, clock, consoleUrl: config.console.url });
  const runner = await startJobRunner({
    db,
    pool,
    concurrency: config.webhooks.concurrency,
    logger,
    preparedStatements: config.databasePreparedStatements,
    tasks: { ...webhooks.tasks, ...mail },
  });
  return {
    runner,
    async releaseDue() {
      const moved = await releaseDueAttempts(db, clock);
      if (moved > 0) runner.nudge();
      return moved;
    },
    async stop() {
      await runner.stop();
      webhooks.close();
    },
  };
}
