/**
 * A failure a client of Caja's HTTP interfaces (the CLI, the simulator, the demo's seed) tells
 * its user as it is: the message is Spanish and says what to do.
 */
export class ClientError extends Error {}

/** An error answered by the server, in the contract's envelope. */
export class ApiError extends ClientError {
  constructor(
    readonly status: number,
    readonly code: string,
    /** The server's own message, without the code. */
    readonly detail: string,
    /** The field the server named in `param`, if any. */
    readonly param?: string,
  ) {
    super(`Error ${code} (HTTP ${status}): ${detail}`);
  }
}
