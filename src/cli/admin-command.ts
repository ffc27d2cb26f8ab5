/** Parsed option values of one command line. */
export type Values = Record<string, string | boolean | undefined>;

export interface AdminRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Relative to /admin/v1, with its query string if any (see `pathWithQuery`). */
  path: string;
  body?: object;
}

/** A command that makes one call to the operator interface. */
export interface AdminCommand {
  name: string;
  summary: string;
  /** The positional argument it takes, if any (always an id). */
  id?: string;
  options: Record<string, { type: 'string' | 'boolean'; required?: boolean; hint?: string }>;
  request(values: Values, id: string): AdminRequest;
  /** The Spanish line printed without --json. */
  describe(result: Record<string, unknown>): string;
}
