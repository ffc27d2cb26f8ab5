import type pg from 'pg';
import { releaseDueAttempts, WebhookAttempts } from '#src/domain/webhooks/attempts.service.js';
import type { AttemptJob } from '#src/domain/webhooks/deliveries.service.js';
import { attemptJob, WEBHOOK_ATTEMPT_TASK } from '#src/domain/webhooks/deliveries.service.js';
import { signatureHeaders } from '#src/domain/webhooks/signing.js';
import { jobQueue } from '#src/jobs/job-queue.js';
import { type JobRunner, startJobRunner } from '#src/jobs/job-runner.js';
import type { Services } from '#src/services.js';
import { EndpointSlots } from './endpoint-slots.js';
import { WebhookSender } from './webhook-sender.js';

/** How long an attempt waits for a slot of a busy endpoint before it is put back. */
const SLOT_WAIT_MS = 200;
/** When an endpoint is slow (no slot freed in time), its job runs again after this. */
const BUSY_ENDPOINT_RETRY_MS = 1000;

export interface WebhookWorker {
  readonly runner: JobRunner;
  /** Runs now the attempts that are due by the service's clock (see `releaseDueAttempts`). */
  releaseDue(): Promise<number>;
  /** Finishes the attempts in flight, then stops. */
  stop(): Promise<void>;
}

/**
 * The webhook worker: the job engine runs one `webhook_attempt` job per attempt, and each one
 * asks the domain what to send, sends it and hands the outcome back to be recorded. One
 * endpoint never takes more than half of the worker's slots, so a slow receiver (up to 15 s
 * per attempt) does not hold up the others.
 */
export async function startWebhookWorker(services: Services, pool: pg.Pool): Promise<WebhookWorker> {
  const { db, clock, config, logger } = services;
  const concurrency = config.webhooks.concurrency;
  const perEndpoint = Math.max(1, Math.floor(concurrency / 2));
  const sender = new WebhookSender(services.webhookNetwork, perEndpoint);
  const slots = new EndpointSlots(perEndpoint);
  const attempts = new WebhookAttempts(db, clock);

  const attempt = async (job: AttemptJob): Promise<void> => {
    const start = await attempts.start(job);
    if (start.kind === 'skip') return;
    if (start.kind === 'wait') {
      await jobQueue.enqueue(db, [attemptJob(job, start.ms)]);
      return;
    }
    const planned = start.attempt;
    if (!(await slots.acquire(planned.endpointId, SLOT_WAIT_MS))) {
      await jobQueue.enqueue(db, [attemptJob(job, BUSY_ENDPOINT_RETRY_MS)]);
      return;
    }
    try {
      const attemptedAt = clock.now();
      // The signature's timestamp is the real time of sending: receivers compare it with their
      // own clocks to refuse replays, whatever clock the service keeps its records by.
      const headers = signatureHeaders(planned.secrets, planned.messageId, new Date(), planned.body);
      const outcome = await sender.send({
        environment: planned.environment,
        url: planned.url,
        body: planned.body,
        headers,
      });
      const status = await attempts.finish(planned, { ...outcome, attemptedAt });
      const fields = {
        delivery: planned.deliveryId,
        attempt: planned.number,
        status_code: outcome.statusCode,
      };
      // At least once: a job run twice sends twice, and only its first recording counts.
      if (status === null) logger.warn(fields, 'webhook attempt sent again; it was already recorded');
      else logger.debug({ ...fields, status }, 'webhook attempt');
    } finally {
      slots.release(planned.endpointId);
    }
  };

  const runner = await startJobRunner({
    db,
    pool,
    concurrency,
    logger,
    preparedStatements: config.databasePreparedStatements,
    tasks: { [WEBHOOK_ATTEMPT_TASK]: async (payload) => attempt(payload as AttemptJob) },
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
      sender.close();
    },
  };
}
