import type { Static, TObject, TSchema } from '@sinclair/typebox';
import type { Scope } from '#src/contract/api.js';
import { IdParams, ListEnvelope } from '#src/contract/common.js';
import type { Db } from '#src/db/database.js';
import type { Tenant } from '#src/domain/context.js';
import { listBody } from '#src/http/shared/list-body.js';
import type { Services } from '#src/services.js';
import { principalOf } from './guard.js';
import type { PublicApp } from './public-app.js';
import { readOn } from './replica-reads.js';
import { readResponses } from './responses.js';

interface Operation {
  operationId: string;
  summary: string;
  description?: string;
}

export interface ReadRoutes<R extends TSchema, Q extends TObject> {
  /** The collection's path, e.g. `/cash-sessions`; the item is `${path}/:id`. */
  path: string;
  scope: Scope;
  tags: string[];
  /** The resource's schema and the title of its list envelope in the OpenAPI document. */
  resource: R;
  listTitle: string;
  list: Operation & {
    query: Q;
    /** `db`: where the read runs (the primary, or a replica that has caught up with the key). */
    run(
      db: Db,
      tenant: Tenant,
      query: Static<Q>,
    ): Promise<{ data: Static<R>[]; hasMore: boolean; nextCursor: string | null }>;
  };
  get: Operation & { run(db: Db, tenant: Tenant, id: string): Promise<Static<R>> };
}

/**
 * The two reads every resource has: the list (its filters, the list envelope) and the item by
 * id, with the same scope and tags. The guard has already checked key, plan, scope and rate
 * limit; the handlers only hand the tenant, and the database the read may use, to the domain.
 */
export function readRoutes<R extends TSchema, Q extends TObject>(
  app: PublicApp,
  services: Services,
  spec: ReadRoutes<R, Q>,
): void {
  const { list, get } = spec;
  app.get(
    spec.path,
    {
      config: { scope: spec.scope },
      schema: {
        operationId: list.operationId,
        tags: spec.tags,
        summary: list.summary,
        ...(list.description ? { description: list.description } : {}),
        querystring: list.query,
        response: readResponses(ListEnvelope(spec.resource, spec.listTitle)),
      },
    },
    async (request) =>
      listBody(
        await readOn(services, request, (db) =>
          list.run(db, principalOf(request).tenant, request.query as Static<Q>),
        ),
      ),
  );
  app.get(
    `${spec.path}/:id`,
    {
      config: { scope: spec.scope },
      schema: {
        operationId: get.operationId,
        tags: spec.tags,
        summary: get.summary,
        ...(get.description ? { description: get.description } : {}),
        params: IdParams,
        // Widened: a generic resource defeats the type provider's reply inference. `run` is
        // typed by the spec, and the schema still serializes the answer.
        response: readResponses(spec.resource as TSchema),
      },
    },
    async (request) =>
      readOn(services, request, (db) => get.run(db, principalOf(request).tenant, request.params.id)),
  );
}
