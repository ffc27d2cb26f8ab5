import type { Logger } from 'pino';

/**
 * The job engine's one known stray rejection. When the database drops its connections at the
 * moment a worker pool is being replaced (see `job-runner.ts`), graphile-worker's local queue
 * fails to hand its fetched jobs back and rejects a promise nobody awaits (its queue is already
 * released), which would end the process. Nothing is lost: those jobs stay locked by the dead
 * pool and are released by the next pool's liveness check (`pool-liveness.ts`), as after a
 * crash. Every other unhandled rejection still ends the process, as Node's default does.
 */
const RETURN_JOBS_FAILED = 'Error occurred whilst returning jobs from local queue to database queue';

export function tolerateJobEngineRejections(logger: Logger): void {
  process.on('unhandledRejection', (reason) => {
    if (reason instanceof Error && reason.message.startsWith(RETURN_JOBS_FAILED)) {
      logger.warn(
        { component: 'jobs', err: { message: reason.message } },
        'a replaced job pool could not hand its fetched jobs back; the next pool releases them',
      );
      return;
    }
    throw reason;
  });
}
