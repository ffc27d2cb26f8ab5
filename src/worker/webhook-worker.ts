import type { Task } from 'graphile-worker';
import { WebhookAttempts } from '#src/domain/webhooks/attempts.service.js';
import {
  type AttemptJob,
  attemptJob,
  WEBHOOK_ATTEMPT_TASK,
} from '#src/domain/webhooks/deliveries.service.js';
import { signatureHeaders } from '#src/domain/webhooks/signing.js';
import { jobQueue } from '#src/jobs/job-queue.js';
import type { Services } from '#src/services.js';
import { type AttemptResult, activeTracing } from '#src/telemetry/tracing.js';
import { EndpointSlots } from './endpoint-slots.js';
import { WebhookSender } from './webhook-sender.js';

/** How long an attempt waits for a slot of a busy endpoint before it is put back. */
const SLOT_WAIT_MS = 200;
/** When an endpoint is slow (no slot freed in time), its job runs again after this. */
const BUSY_ENDPOINT_RETRY_MS = 1000;

export interface WebhookTasks {
  tasks: Record<typeof WEBHOOK_ATTEMPT_TASK, Task>;
  /** Closes the kept-alive connections to receivers, once no attempt runs. */
  close(): void;
}

/**
 * Webhook deliveries as the job engine runs them: one `webhook_attempt` job per attempt, each
 * asking the domain what to send, sending it and handing the outcome back to be recorded. One
 * endpoint never takes more than half of the worker's slots, so a slow receiver (up to 15 s
 * per attempt) does not hold up the others.
 */
export function webhookTasks(services: Services): WebhookTasks {
  const { db, clock, config, logger } = services;
  const perEndpoint = Math.max(1, Math.floor(config.webhooks.concurrency / 2));
  const sender = new WebhookSender(services.webhookNetwork, perEndpoint);
  const slots = new EndpointSlots(perEndpoint);
  const attempts = new WebhookAttempts(db, clock, services.secretBox);

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
      const send = () =>
        sender.send({ environment: planned.environment, url: planned.url, body: planned.body, headers });
      const tracing = activeTracing();
      const outcome = await (tracing === null
        ? send()
        : tracing.webhookAttempt(
            {
              endpointId: planned.endpointId,
              deliveryId: planned.deliveryId,
              eventType: eventTypeOf(planned.body),
              attempt: planned.number,
            },
            send,
            (sent) => ({ statusCode: sent.statusCode, outcome: outcomeOf(sent.statusCode) }),
          ));
      const status = await attempts.finish(planned, { ...outcome, attemptedAt });
      services.metrics.webhookAttempts.inc({ outcome: outcomeOf(outcome.statusCode) });
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

  return {
    tasks: { [WEBHOOK_ATTEMPT_TASK]: async (payload) => attempt(payload as AttemptJob) },
    close: () => sender.close(),
  };
}

/** How an attempt ended, as the metrics and traces count it. */
function outcomeOf(statusCode: number | null): AttemptResult['outcome'] {
  if (statusCode === null) return 'unreachable';
  return statusCode >= 200 && statusCode < 300 ? 'delivered' : 'refused';
}

/** The event type a webhook body carries (the body is the event as GET /events shows it). */
function eventTypeOf(body: string): string {
  return (JSON.parse(body) as { type: string }).type;
}
