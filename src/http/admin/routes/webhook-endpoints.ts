import { Type } from '@sinclair/typebox';
import { IdParams, ListEnvelope, OneOf, PageQuery, Uuid } from '#src/contract/common.js';
import {
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointCreate,
  WebhookEndpointUpdate,
} from '#src/contract/webhook-endpoint.js';
import { byOperator } from '#src/domain/activity/activity.service.js';
import { listDeliveries, redeliverEvent } from '#src/domain/webhooks/deliveries.service.js';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listAccountWebhookEndpoints,
  revealWebhookSecret,
  rotateWebhookSecret,
  updateWebhookEndpoint,
  webhookEndpointTenant,
} from '#src/domain/webhooks/endpoints.service.js';
import { listBody } from '#src/http/shared/list-body.js';
import type { Services } from '#src/services.js';
import type { AdminApp } from '../admin-app.js';
import { AccountParams, EnvironmentField } from '../schemas.js';

/**
 * The answers that must never carry the signing secret are serialized without it, whatever the
 * presenter gave: only create, reveal and rotate use the schema that has it.
 */
const EndpointWithoutSecret = Type.Omit(WebhookEndpoint, ['secret'], { title: 'WebhookEndpoint' });
const EndpointWithSecret = WebhookEndpoint;

const EndpointListQuery = Type.Object(
  {
    environment: Type.Optional(EnvironmentField),
    limit: Type.Optional(PageQuery.limit),
    starting_after: Type.Optional(PageQuery.starting_after),
  },
  { additionalProperties: false },
);
const DeliveryListQuery = Type.Object(
  {
    status: Type.Optional(OneOf(['pending', 'succeeded', 'failed'] as const)),
    event_id: Type.Optional(Uuid()),
    limit: Type.Optional(PageQuery.limit),
    starting_after: Type.Optional(PageQuery.starting_after),
  },
  { additionalProperties: false },
);
const RedeliverBody = Type.Object({ event_id: Uuid() }, { additionalProperties: false });
const Deleted = Type.Object({ id: Uuid(), deleted: Type.Literal(true) });

/** Webhook endpoints and their deliveries: the same domain service the account console uses. */
export function webhookEndpointRoutes(app: AdminApp, services: Services): void {
  const { db, clock, webhookNetwork, secretBox } = services;

  /** Reveals or rotates an endpoint's secret, as the operator at `ip`. */
  const withSecret = async (work: typeof revealWebhookSecret, id: string, ip: string) =>
    work(db, await webhookEndpointTenant(db, id), id, clock.now(), byOperator(ip), secretBox);

  app.post(
    '/accounts/:id/webhook-endpoints',
    { schema: { params: AccountParams, body: WebhookEndpointCreate, response: { 201: EndpointWithSecret } } },
    async (request, reply) => {
      const { environment, ...input } = request.body;
      const tenant = { accountId: request.params.id, environment };
      const endpoint = await createWebhookEndpoint(
        db,
        tenant,
        input,
        clock.now(),
        webhookNetwork,
        byOperator(request.ip),
        secretBox,
      );
      return reply.code(201).send(endpoint);
    },
  );

  app.get(
    '/accounts/:id/webhook-endpoints',
    {
      schema: {
        params: AccountParams,
        querystring: EndpointListQuery,
        response: { 200: ListEnvelope(EndpointWithoutSecret, 'WebhookEndpointList') },
      },
    },
    async (request) => {
      const { environment, ...page } = request.query;
      return listBody(await listAccountWebhookEndpoints(db, request.params.id, environment, page));
    },
  );

  app.get(
    '/webhook-endpoints/:id',
    { schema: { params: IdParams, response: { 200: EndpointWithoutSecret } } },
    async (request) => {
      const tenant = await webhookEndpointTenant(db, request.params.id);
      return getWebhookEndpoint(db, tenant, request.params.id);
    },
  );

  app.get(
    '/webhook-endpoints/:id/secret',
    { schema: { params: IdParams, response: { 200: EndpointWithSecret } } },
    (request) => withSecret(revealWebhookSecret, request.params.id, request.ip),
  );

  app.patch(
    '/webhook-endpoints/:id',
    {
      schema: { params: IdParams, body: WebhookEndpointUpdate, response: { 200: EndpointWithoutSecret } },
    },
    async (request) => {
      const tenant = await webhookEndpointTenant(db, request.params.id);
      const by = byOperator(request.ip);
      return updateWebhookEndpoint(
        db,
        tenant,
        request.params.id,
        request.body,
        clock.now(),
        webhookNetwork,
        by,
      );
    },
  );

  app.delete(
    '/webhook-endpoints/:id',
    { schema: { params: IdParams, response: { 200: Deleted } } },
    async (request) => {
      const tenant = await webhookEndpointTenant(db, request.params.id);
      await deleteWebhookEndpoint(db, tenant, request.params.id, clock.now(), byOperator(request.ip));
      return { id: request.params.id, deleted: true as const };
    },
  );

  app.post(
    '/webhook-endpoints/:id/rotate-secret',
    { schema: { params: IdParams, response: { 200: EndpointWithSecret } } },
    (request) => withSecret(rotateWebhookSecret, request.params.id, request.ip),
  );

  app.get(
    '/webhook-endpoints/:id/deliveries',
    {
      schema: {
        params: IdParams,
        querystring: DeliveryListQuery,
        response: { 200: ListEnvelope(WebhookDelivery, 'WebhookDeliveryList') },
      },
    },
    async (request) => {
      const tenant = await webhookEndpointTenant(db, request.params.id);
      return listBody(await listDeliveries(db, tenant, request.params.id, request.query));
    },
  );

  app.post(
    '/webhook-endpoints/:id/redeliver',
    { schema: { params: IdParams, body: RedeliverBody, response: { 202: WebhookDelivery } } },
    async (request, reply) => {
      const tenant = await webhookEndpointTenant(db, request.params.id);
      // The delivery and its queued attempt commit together, or neither does.
      const delivery = await db
        .transaction()
        .execute((tx) => redeliverEvent(tx, tenant, request.params.id, request.body.event_id, clock.now()));
      return reply.code(202).send(delivery);
    },
  );
}
