import { type Logger, pino } from 'pino';
import type { Config } from './config.js';
import { activeTracing } from './telemetry/tracing.js';

/**
 * The process's logger. On a terminal each entry is one readable line (time, level, message,
 * then its fields); anywhere else, and with `LOG_FORMAT=json`, it is pino's JSON, one object a
 * line, which log collectors and the tests read. The readable form is formatted in this thread
 * rather than by a pino transport: a transport runs in a worker that loads its module by file
 * name, which the bundled dist/server.js would have to ship beside itself.
 */
export async function createLogger(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
  stdout: { isTTY?: boolean } = process.stdout,
): Promise<Logger> {
  const tracing = activeTracing();
  // With tracing on, every line written under a span names it: a request's line, its errors,
  // a webhook attempt's lines.
  const options = { level: config.logLevel, ...(tracing ? { mixin: () => tracing.logFields() } : {}) };
  const pretty = config.logFormat === 'pretty' || (config.logFormat === 'auto' && stdout.isTTY === true);
  if (!pretty) return pino(options);
  // Loaded only for a terminal: JSON deployments never pay for the formatter.
  const { default: prettyStream } = await import('pino-pretty');
  return pino(
    options,
    prettyStream({
      colorize: stdout.isTTY === true,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname',
      singleLine: true,
      sync: true,
    }),
  );
}
