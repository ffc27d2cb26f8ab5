import type { Scope } from '#src/contract/api.js';
import type { Principal } from '#src/domain/api-keys/authenticate.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified key and account; set by the guard on every authenticated route. */
    principal?: Principal;
  }
  interface FastifyContextConfig {
    /** Scope the route needs. Routes without one (GET /me) accept any valid key. */
    scope?: Scope;
    /** Answer accounts whose plan lacks the API (GET /me, so that a client can read `plan`). */
    anyPlan?: boolean;
    /** No key and no browser guard: the reference documents. */
    open?: boolean;
  }
}
