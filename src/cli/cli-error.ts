import { ClientError } from '#src/clients/client-error.js';

/** A failure the CLI reports as it is, in Spanish, and exits 1. */
export class CliError extends ClientError {}
