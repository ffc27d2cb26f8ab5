import type { Environment } from '#src/contract/api.js';
import { batched } from '#src/db/batched.js';
import type { Db } from '#src/db/database.js';
import type { NewWebhookAttempt, WebhookDeliveryStatus } from '#src/db/webhook-tables.js';
import type { Clock } from '#src/domain/clock.js';
import type { SecretBox } from '#src/domain/secrets/secret-box.js';
import { jobQueue } from '#src/jobs/job-queue.js';
import { type DeliveryForAttempt, webhookDeliveriesRepo } from './deliveries.repo.js';
import { type AttemptJob, attemptJob, eventBody } from './deliveries.service.js';
import { FAILING_LIMIT_MS, isSuccess, retryDelayAfter } from './delivery-rules.js';
import { webhookEndpointsRepo } from './endpoints.repo.js';
import { signingSecrets } from './endpoints.service.js';

/** One HTTP attempt to make: where, what, and with which secrets to sign it. */
export interface PlannedAttempt {
  deliveryId: string;
  /** 1 for the first attempt. */
  number: number;
  endpointId: string;
  environment: Environment;
  url: string;
  /** The `webhook-id`: the event's id, the same on every attempt and redelivery. */
  messageId: string;
  body: string;
  secrets: string[];
}

export type AttemptStart =
  | { kind: 'send'; attempt: PlannedAttempt }
  /** Not due yet by the service's clock: try again in `ms`. */
  | { kind: 'wait'; ms: number }
  /** Nothing to do: the delivery is gone, settled, or this job is out of date. */
  | { kind: 'skip' };

/** What happened to an attempt. A response outside 2xx, or none, is a failure. */
export interface AttemptOutcome {
  attemptedAt: Date;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  responseExcerpt: string | null;
}

/**
 * The attempts of one worker. Many run at once, so the two statements every attempt needs
 * (reading its delivery, recording its success) are gathered across the attempts of the same
 * moment into one statement each.
 */
export class WebhookAttempts {
  private readonly load = batched((ids: string[]) => webhookDeliveriesRepo.forAttempts(this.db, ids));
  private readonly recordSuccess = batched((rows: Array<NewWebhookAttempt>) =>
    webhookDeliveriesRepo.recordSuccesses(this.db, rows),
  );

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** Opens the endpoints' sealed signing secrets. */
    private readonly box: SecretBox,
  ) {}

  /**
   * Decides what a queued attempt should do. Jobs are at least once, so a job whose delivery
   * has moved on (settled, or already past this attempt) does nothing. A delivery whose
   * endpoint was disabled or deleted meanwhile is failed without an attempt.
   */
  start(job: AttemptJob): Promise<AttemptStart> {
    return startAttempt(this.db, this.clock, this.box, job, this.load);
  }

  /**
   * Records an attempt and what follows from it: the delivery succeeds, is queued for its next
   * attempt by the retry schedule, or fails after the last one; the endpoint's failing streak
   * ends, starts, or grows past 3 days, which disables the endpoint. Each outcome is written
   * atomically, and an attempt recorded before (a job run twice) changes nothing: null.
   */
  async finish(attempt: PlannedAttempt, outcome: AttemptOutcome): Promise<WebhookDeliveryStatus | null> {
    const row = {
      delivery_id: attempt.deliveryId,
      number: attempt.number,
      attempted_at: outcome.attemptedAt,
      status_code: outcome.statusCode,
      error: outcome.error,
      duration_ms: outcome.durationMs,
      response_excerpt: outcome.responseExcerpt,
    };
    if (isSuccess(outcome.statusCode)) return (await this.recordSuccess(row)) ? 'succeeded' : null;
    return recordFailure(this.db, attempt, row);
  }
}

async function startAttempt(
  db: Db,
  clock: Clock,
  box: SecretBox,
  job: AttemptJob,
  load: (id: string) => Promise<DeliveryForAttempt | undefined>,
): Promise<AttemptStart> {
  const found = await load(job.delivery_id);
  if (!found) return { kind: 'skip' };
  const { delivery, endpoint, event } = found;
  if (delivery.status !== 'pending' || delivery.attempt_count !== job.attempt) return { kind: 'skip' };
  const now = clock.now();
  if (!endpoint || endpoint.status !== 'enabled') {
    await webhookDeliveriesRepo.failUnsent(db, delivery.id, job.attempt, now);
    return { kind: 'skip' };
  }
  const dueIn = (delivery.next_attempt_at?.getTime() ?? 0) - now.getTime();
  if (dueIn > 0) return { kind: 'wait', ms: dueIn };
  return {
    kind: 'send',
    attempt: {
      deliveryId: delivery.id,
      number: job.attempt + 1,
      endpointId: endpoint.id,
      environment: endpoint.environment,
      url: endpoint.url,
      messageId: event.id,
      body: eventBody(event),
      secrets: signingSecrets(endpoint, now, box),
    },
  };
}

async function recordFailure(
  db: Db,
  attempt: PlannedAttempt,
  row: NewWebhookAttempt,
): Promise<WebhookDeliveryStatus | null> {
  const at = row.attempted_at as Date;
  const delay = retryDelayAfter(attempt.number);
  return db.transaction().execute(async (tx) => {
    if (!(await webhookDeliveriesRepo.insertAttempt(tx, row))) return null;
    const status: WebhookDeliveryStatus = delay === null ? 'failed' : 'pending';
    const nextAttemptAt = delay === null ? null : new Date(at.getTime() + delay);
    await webhookDeliveriesRepo.markFailedAttempt(tx, attempt.deliveryId, {
      number: attempt.number,
      at,
      nextAttemptAt,
    });
    if (delay !== null) {
      await jobQueue.enqueue(tx, [
        attemptJob({ delivery_id: attempt.deliveryId, attempt: attempt.number }, delay),
      ]);
    }
    await webhookEndpointsRepo.noteFailure(tx, attempt.endpointId, at, FAILING_LIMIT_MS);
    return status;
  });
}

/**
 * Lets every pending attempt that is due by the service's clock run now. The engine schedules
 * by the database's clock; when the service's clock moves on its own (a test clock), this
 * brings the two back together.
 */
export async function releaseDueAttempts(db: Db, clock: Clock): Promise<number> {
  const due = await webhookDeliveriesRepo.dueIds(db, clock.now());
  return jobQueue.runNow(
    db,
    due.map((id) => attemptJob({ delivery_id: id, attempt: 0 }).key),
  );
}
