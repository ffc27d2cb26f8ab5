import { ERRORS, type ErrorCode } from '#src/contract/errors.js';

export interface AppErrorOptions {
  message?: string;
  param?: string;
  /** Extra properties of the error object, such as `devices` or `required_scope`. */
  details?: Record<string, unknown>;
  /** Headers the response must carry (Retry-After). */
  headers?: Record<string, string>;
}

export class AppError extends Error {
  readonly status: number;
  readonly param: string | undefined;
  readonly details: Record<string, unknown> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    readonly code: ErrorCode,
    options: AppErrorOptions = {},
  ) {
    // A 4xx is an answer, not a fault: nothing reads its stack, and capturing one is most of
    // what a rejected request costs. A 5xx keeps it for the log.
    const stackLimit = Error.stackTraceLimit;
    if (ERRORS[code].status < 500) Error.stackTraceLimit = 0;
    super(options.message ?? ERRORS[code].message);
    Error.stackTraceLimit = stackLimit;
    this.name = 'AppError';
    this.status = ERRORS[code].status;
    this.param = options.param;
    this.details = options.details;
    this.headers = options.headers;
  }
}

export const validationError = (param: string, message: string): AppError =>
  new AppError('VALIDATION_ERROR', { param, message });
