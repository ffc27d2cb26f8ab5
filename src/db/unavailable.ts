/** Seconds a client is told to wait when the database (or the shared limit store) is away. */
export const UNAVAILABLE_RETRY_AFTER_S = 1;

/**
 * SQLSTATE classes and codes that say the database cannot serve now, whatever the statement:
 * a lost connection (08), an administrator's shutdown or a restart (57P01-57P03), too many
 * connections (53300), or a statement cancelled by `statement_timeout` (57014).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '55P03']);

/** Messages of `pg` and `pg-pool` for a connection that broke, never came, or timed out. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Connection ended unexpectedly',
  'connection timeout',
];

/** Node's own codes for a server that cannot be reached. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/**
 * Whether an error means "the database is away" rather than "this statement is wrong": those
 * become a 503 with Retry-After, which a client may simply retry, instead of a 500.
 */
export function isUnavailable(error: unknown): boolean {
  if (error instanceof UnavailableError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code) || NETWORK_CODES.has(code)) return true;
  }
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
  const cause = (error as { cause?: unknown }).cause;
  return cause !== undefined && cause !== error && isUnavailable(cause);
}

/** SQLSTATEs of a statement refused or cancelled by a server whose connection stays sound. */
const STATEMENT_ONLY_SQLSTATES = new Set(['57014', '55P03', '53300']);

/**
 * Whether an error that `isUnavailable` accepts also means its connection is gone or cannot be
 * trusted (it broke, or a statement is still waiting for an answer that never came).
 */
export function breaksConnection(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return isUnavailable(error) && !(typeof code === 'string' && STATEMENT_ONLY_SQLSTATES.has(code));
}

/** Thrown by a dependency (the shared limit store, say) that is down or too slow. */
export class UnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UnavailableError';
  }
}

/**
 * SQLSTATEs of a transaction the database aborted so that another could go on: a deadlock
 * (40P01) or a serialization failure (40001). Nothing of it committed, so it may run again.
 */
const ABORTED_FOR_ANOTHER = new Set(['40P01', '40001']);

/**
 * Runs a whole transaction (`run` opens and commits it), again when the database aborted it
 * for another (up to `attempts` times in all). Two writers that lock the same rows in another
 * order (a level and its warehouse arriving together, say) both get through instead of one
 * answering 500.
 */
export async function retryAborted<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (attempt >= attempts || typeof code !== 'string' || !ABORTED_FOR_ANOTHER.has(code)) throw error;
    }
  }
}
