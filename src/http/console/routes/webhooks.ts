import type { Static, TObject, TProperties } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Environment } from '#src/contract/api.js';
import type { WebhookEndpoint, WebhookEndpointUpdate } from '#src/contract/webhook-endpoint.js';
import type { Tenant } from '#src/domain/context.js';
import { AppError } from '#src/domain/errors.js';
import { type FlashKind, takeFlash, withFlash } from '#src/domain/sign-in/flashes.service.js';
import {
  listDeliveries,
  redeliverEvent,
  sendTestEvent,
  testDeliveries,
} from '#src/domain/webhooks/deliveries.service.js';
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
import { type ConsoleDeps, type ConsoleRoutes, changedBy, sendPage, sessionOf, shownTo } from '../context.js';
import { pageEnvironment } from '../environment.js';
import { type FormInvalid, formRoute } from '../forms.js';
import {
  EndpointCreateForm,
  EndpointEditForm,
  EndpointQuery,
  EndpointStateForm,
  environmentOf,
  IdParams,
  NoFields,
  type NoQuery,
  PageQuery,
  RedeliverForm,
} from '../schemas.js';
import { type EndpointView, endpointPage, type SecretShown } from '../views/webhook-endpoint.js';
import {
  deleteEndpointPage,
  type EndpointForm,
  WEBHOOKS_PATH as LIST,
  webhooksPage,
} from '../views/webhooks.js';

/** The `?hecho=` flashes the pages show after an action. */
const DONE = new Map([
  ['activado', 'El endpoint quedó activo: recibirá los próximos eventos.'],
  ['desactivado', 'El endpoint quedó desactivado: no recibirá eventos hasta que lo actives.'],
  ['editado', 'Guardamos los cambios del endpoint.'],
  ['prueba', 'Enviamos el evento de prueba. Su entrega aparece abajo en unos segundos.'],
  ['reenviado', 'Reenviamos el evento como una entrega nueva, con el mismo webhook-id.'],
  ['eliminado', 'El endpoint quedó eliminado.'],
]);

/** Why a secret is shown once, by the flash that carries it. */
const SHOWN: Partial<Record<FlashKind, SecretShown>> = {
  'webhook_endpoint.created': 'created',
  'webhook_endpoint.secret_revealed': 'revealed',
  'webhook_endpoint.secret_rotated': 'rotated',
};

const DELIVERIES_PER_PAGE = 20;
const ENDPOINTS_SHOWN = 100;

/** An endpoint of the signed-in account, with the tenant it lives in. */
interface EndpointRef {
  id: string;
  tenant: Tenant;
}

type Extra = Omit<EndpointView, 'endpoint' | 'deliveries' | 'tests' | 'now' | 'allowLoopback' | 'paged'>;

/** What the domain takes from an endpoint form (already checked by its schema). */
const endpointInput = (form: { url: string; description: string; enabled_events: string[] }) => ({
  url: form.url.trim(),
  description: form.description.trim() === '' ? null : form.description.trim(),
  enabled_events: form.enabled_events as NonNullable<WebhookEndpointUpdate['enabled_events']>,
});

/** An endpoint form as typed, to show it again. */
const typedForm = (
  typed: { url: string; description: string; enabled_events: string[] },
  enabled = true,
) => ({
  url: typed.url,
  description: typed.description,
  events: typed.enabled_events,
  enabled,
});

/** The message of a refusal the page can show (4xx); anything else goes to the error page. */
function refusal(error: unknown): string {
  if (error instanceof AppError && error.status < 500) return error.message;
  throw error;
}

/** The part of an endpoint a flash holds: its id and its secret. */
const secretOf = (endpoint: WebhookEndpoint) => ({ id: endpoint.id, secret: endpoint.secret ?? '' });

export function webhookRoutes(app: ConsoleRoutes, deps: ConsoleDeps): void {
  const { db, clock, webhookNetwork, secretBox } = deps.services;
  const allowLoopback = webhookNetwork.allowLoopback;
  const view = (environment: Environment, status = 200) => ({
    title: 'Webhooks',
    section: 'webhooks' as const,
    environment,
    status,
  });

  const update = (request: FastifyRequest, ref: EndpointRef, patch: WebhookEndpointUpdate) =>
    updateWebhookEndpoint(db, ref.tenant, ref.id, patch, clock.now(), webhookNetwork, changedBy(request));

  /** The endpoint the URL names, when it belongs to the signed-in account; NOT_FOUND otherwise. */
  async function owned(request: FastifyRequest): Promise<EndpointRef> {
    const { id } = request.params as { id: string };
    const tenant = await webhookEndpointTenant(db, id).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    });
    if (!tenant || tenant.accountId !== sessionOf(request).account.id) {
      throw new AppError('NOT_FOUND', { message: 'No existe ese endpoint de webhooks en esta cuenta.' });
    }
    return { id, tenant };
  }

  async function listPage(
    request: FastifyRequest,
    reply: FastifyReply,
    environment: Environment,
    extra: { form?: EndpointForm; error?: string; done?: string | undefined },
    status = 200,
  ) {
    const accountId = sessionOf(request).account.id;
    const page = await listAccountWebhookEndpoints(db, accountId, environment, { limit: ENDPOINTS_SHOWN });
    return sendPage(deps, request, reply, view(environment, status), (csrf) =>
      webhooksPage(csrf, { environment, endpoints: page.data, more: page.hasMore, allowLoopback, ...extra }),
    );
  }

  async function endpointView(
    request: FastifyRequest,
    reply: FastifyReply,
    ref: EndpointRef,
    extra: Extra,
    status = 200,
    startingAfter?: string,
  ) {
    const endpoint = await getWebhookEndpoint(db, ref.tenant, ref.id);
    const filters = { limit: DELIVERIES_PER_PAGE, starting_after: startingAfter };
    const deliveries = await listDeliveries(db, ref.tenant, ref.id, filters);
    const tests = await testDeliveries(db, ref.tenant, deliveries.data);
    const paged = startingAfter !== undefined;
    return sendPage(deps, request, reply, view(endpoint.environment, status), (csrf) =>
      endpointPage(csrf, { endpoint, deliveries, tests, now: clock.now(), allowLoopback, paged, ...extra }),
    );
  }

  /** The endpoint page again, with what is wrong with the form sent from it (nothing changed). */
  const invalidOnEndpoint = async (request: FastifyRequest, reply: FastifyReply, error: string) =>
    endpointView(request, reply, await owned(request), { error }, 400);

  /**
   * A button on the endpoint page: runs `work`, then back to the page with its `?hecho=` flash;
   * a refusal (bad input, no event to send) is shown on the page instead.
   */
  function action<P extends TProperties>(
    path: string,
    form: TObject<P>,
    work: (request: FastifyRequest, ref: EndpointRef, body: Static<TObject<P>>) => Promise<string>,
  ) {
    const invalid: FormInvalid<P, typeof NoQuery> = (request, reply, { message }) =>
      invalidOnEndpoint(request, reply, message);
    app.post(
      `${LIST}/:id/${path}`,
      formRoute(form, invalid, { params: IdParams }),
      async (request, reply) => {
        const ref = await owned(request);
        let done: string;
        try {
          done = await work(request, ref, request.body as Static<TObject<P>>);
        } catch (error) {
          return endpointView(request, reply, ref, { error: refusal(error) }, 400);
        }
        return reply.redirect(`${LIST}/${ref.id}?hecho=${done}`, 303);
      },
    );
  }

  /**
   * A secret to show once: `work` makes or reads it and the session keeps it sealed, in one
   * transaction; the page it redirects to shows it, and a reload finds it gone.
   */
  function secretAction(path: string, kind: FlashKind, work: typeof revealWebhookSecret) {
    app.post(`${LIST}/:id/${path}`, { schema: { params: IdParams } }, async (request, reply) => {
      const ref = await owned(request);
      const now = clock.now();
      const by = changedBy(request);
      const { flashId } = await withFlash(db, shownTo(request), kind, now, (tx) =>
        work(tx, ref.tenant, ref.id, now, by, secretBox).then(secretOf),
      );
      return reply.redirect(`${LIST}/${ref.id}?secreto=${flashId}`, 303);
    });
  }

  app.get(LIST, { schema: { querystring: PageQuery } }, async (request, reply) => {
    const done = DONE.get(request.query.hecho ?? '');
    return listPage(request, reply, await pageEnvironment(deps, request, request.query), { done });
  });

  app.post(
    LIST,
    formRoute(
      EndpointCreateForm,
      async (request, reply, { message, typed, query }) => {
        const form = typedForm(typed, typed.enabled === 'true');
        return listPage(request, reply, environmentOf(query), { form, error: message }, 400);
      },
      { querystring: PageQuery },
    ),
    async (request, reply) => {
      const environment = environmentOf(request.query);
      const tenant = { accountId: sessionOf(request).account.id, environment };
      const input = { ...endpointInput(request.body), enabled: request.body.enabled === 'true' };
      const now = clock.now();
      const by = changedBy(request);
      let created: { subjectId: string; flashId: string };
      try {
        created = await withFlash(db, shownTo(request), 'webhook_endpoint.created', now, (tx) =>
          createWebhookEndpoint(tx, tenant, input, now, webhookNetwork, by, secretBox).then(secretOf),
        );
      } catch (error) {
        const form = typedForm(request.body, input.enabled);
        return listPage(request, reply, environment, { form, error: refusal(error) }, 400);
      }
      return reply.redirect(`${LIST}/${created.subjectId}?secreto=${created.flashId}`, 303);
    },
  );

  app.get(
    `${LIST}/:id`,
    { schema: { params: IdParams, querystring: EndpointQuery } },
    async (request, reply) => {
      const ref = await owned(request);
      const { starting_after: cursor, secreto, hecho } = request.query;
      const extra: Extra = { done: DONE.get(hecho ?? '') };
      if (secreto !== undefined) {
        // Shown once: a reload finds the flash gone and says how to see the secret again.
        const flash = await takeFlash(db, shownTo(request), secreto, clock.now());
        const shown = flash && flash.subjectId === ref.id ? SHOWN[flash.kind] : undefined;
        if (flash && shown) extra.secret = { value: flash.secret, shown };
        else extra.secretGone = true;
      }
      return endpointView(request, reply, ref, extra, 200, cursor || undefined);
    },
  );

  app.post(
    `${LIST}/:id`,
    formRoute(
      EndpointEditForm,
      async (request, reply, { message, typed }) =>
        endpointView(request, reply, await owned(request), { form: typedForm(typed), error: message }, 400),
      { params: IdParams },
    ),
    async (request, reply) => {
      const ref = await owned(request);
      try {
        await update(request, ref, endpointInput(request.body));
      } catch (error) {
        const form = typedForm(request.body);
        return endpointView(request, reply, ref, { form, error: refusal(error) }, 400);
      }
      return reply.redirect(`${LIST}/${ref.id}?hecho=editado`, 303);
    },
  );

  action('estado', EndpointStateForm, async (request, ref, body) => {
    const enabled = body.enabled === 'true';
    await update(request, ref, { enabled });
    return enabled ? 'activado' : 'desactivado';
  });

  action('probar', NoFields, async (_request, ref) => {
    // The delivery and its queued attempt commit together, or neither does.
    await db.transaction().execute((tx) => sendTestEvent(tx, ref.tenant, ref.id, clock.now()));
    return 'prueba';
  });

  action('reenviar', RedeliverForm, async (_request, ref, { event_id: eventId }) => {
    await db.transaction().execute((tx) => redeliverEvent(tx, ref.tenant, ref.id, eventId, clock.now()));
    return 'reenviado';
  });

  // Reveal and rotate show the secret on the page they redirect to: never in a URL.
  secretAction('secreto', 'webhook_endpoint.secret_revealed', revealWebhookSecret);
  secretAction('rotar', 'webhook_endpoint.secret_rotated', rotateWebhookSecret);

  app.get(`${LIST}/:id/eliminar`, { schema: { params: IdParams } }, async (request, reply) => {
    const ref = await owned(request);
    const endpoint = await getWebhookEndpoint(db, ref.tenant, ref.id);
    return sendPage(deps, request, reply, view(endpoint.environment), (csrf) =>
      deleteEndpointPage(csrf, endpoint),
    );
  });

  app.post(`${LIST}/:id/eliminar`, { schema: { params: IdParams } }, async (request, reply) => {
    const ref = await owned(request);
    await deleteWebhookEndpoint(db, ref.tenant, ref.id, clock.now(), changedBy(request));
    return reply.redirect(`${LIST}?ambiente=${ref.tenant.environment}&hecho=eliminado`, 303);
  });
}
