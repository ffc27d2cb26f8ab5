import { ClientError } from '#src/clients/client-error.js';

/** Something a simulation could not do, or found wrong in what the server answered. */
export class SimulationError extends ClientError {}
