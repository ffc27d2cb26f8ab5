import type { Logger } from 'pino';

/** A second signal this long after the first ends the process at once (Ctrl-C twice). */
const FORCE_AFTER_MS = 2_000;

/**
 * Runs `stop` once on SIGTERM or SIGINT, then exits 0 (1 if stopping failed). The same signal
 * often arrives twice at once (sent to the process group, and passed on by npm or `caja`), so
 * a repeat within 2 s is ignored; one that comes later ends the process without waiting.
 */
export function onStopSignal(logger: Logger, stop: () => Promise<void>): void {
  let firstAt: number | null = null;
  const handle = (signal: NodeJS.Signals) => {
    const now = Date.now();
    if (firstAt !== null) {
      if (now - firstAt < FORCE_AFTER_MS) return;
      logger.warn({ signal }, 'stopping at once: second signal while draining');
      process.exit(1);
    }
    firstAt = now;
    logger.info({ signal }, 'stopping');
    stop().then(
      () => {
        logger.info({ ms: Date.now() - now }, 'stopped');
        process.exit(0);
      },
      (err: unknown) => {
        logger.error({ err }, 'stopping failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', handle);
  process.on('SIGINT', handle);
}
