import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ALL_EVENTS, type WebhookEndpointUpdate } from '#src/contract/webhook-endpoint.js';
import type { Environment, Tenant } from '#src/domain/context.js';
import { AppError, validationError } from '#src/domain/errors.js';
import { EVENT_TYPES } from '#src/domain/events/event-types.js';
import { listDeliveries, redeliverEvent, sendTestEvent } from '#src/domain/webhooks/deliveries.service.js';
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
import {
  type ConsoleDeps,
  changedBy,
  environmentOf,
  field,
  fields,
  idParam,
  sendPage,
  sessionOf,
} from '../context.js';
import { type EndpointView, endpointPage } from '../views/webhook-endpoint.js';
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

const DELIVERIES_PER_PAGE = 20;
const ENDPOINTS_SHOWN = 100;

/** An endpoint of the signed-in account, with the tenant it lives in. */
interface EndpointRef {
  id: string;
  tenant: Tenant;
}

type Extra = Omit<EndpointView, 'endpoint' | 'deliveries' | 'now' | 'allowLoopback' | 'paged'>;

export function webhookRoutes(app: FastifyInstance, deps: ConsoleDeps): void {
  const { db, clock, webhookNetwork } = deps.services;
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
    const id = idParam(request.params);
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
    const paged = startingAfter !== undefined;
    return sendPage(deps, request, reply, view(endpoint.environment, status), (csrf) =>
      endpointPage(csrf, { endpoint, deliveries, now: clock.now(), allowLoopback, paged, ...extra }),
    );
  }

  /**
   * A button on the endpoint page: runs `work`, then back to the page with its `?hecho=` flash;
   * a refusal (bad input, no event to send) is shown on the page instead.
   */
  function action(path: string, work: (request: FastifyRequest, ref: EndpointRef) => Promise<string>) {
    app.post(`${LIST}/:id/${path}`, async (request, reply) => {
      const ref = await owned(request);
      let done: string;
      try {
        done = await work(request, ref);
      } catch (error) {
        return endpointView(request, reply, ref, { error: refusal(error) }, 400);
      }
      return reply.redirect(`${LIST}/${ref.id}?hecho=${done}`, 303);
    });
  }

  app.get(LIST, async (request, reply) => {
    const environment = environmentOf(request.query);
    return listPage(request, reply, environment, { done: DONE.get(field(request.query, 'hecho')) });
  });

  app.post(LIST, async (request, reply) => {
    const environment = environmentOf(request.query);
    const tenant = { accountId: sessionOf(request).account.id, environment };
    const form = endpointForm(request.body);
    let created: Awaited<ReturnType<typeof createWebhookEndpoint>>;
    try {
      const input = { ...endpointInput(form), enabled: form.enabled };
      const by = changedBy(request);
      created = await createWebhookEndpoint(db, tenant, input, clock.now(), webhookNetwork, by);
    } catch (error) {
      return listPage(request, reply, environment, { form, error: refusal(error) }, 400);
    }
    const secret = { value: created.secret ?? '', shown: 'created' as const };
    return endpointView(request, reply, { id: created.id, tenant }, { secret });
  });

  app.get(`${LIST}/:id`, async (request, reply) => {
    const ref = await owned(request);
    const cursor = field(request.query, 'starting_after');
    const done = DONE.get(field(request.query, 'hecho'));
    return endpointView(request, reply, ref, { done }, 200, cursor === '' ? undefined : cursor);
  });

  app.post(`${LIST}/:id`, async (request, reply) => {
    const ref = await owned(request);
    const form = endpointForm(request.body);
    try {
      await update(request, ref, endpointInput(form));
    } catch (error) {
      return endpointView(request, reply, ref, { form, error: refusal(error) }, 400);
    }
    return reply.redirect(`${LIST}/${ref.id}?hecho=editado`, 303);
  });

  action('estado', async (request, ref) => {
    const enabled = field(request.body, 'enabled');
    if (enabled !== 'true' && enabled !== 'false') {
      throw validationError('enabled', 'Indica si el endpoint queda activo o desactivado.');
    }
    await update(request, ref, { enabled: enabled === 'true' });
    return enabled === 'true' ? 'activado' : 'desactivado';
  });

  action('probar', async (_request, ref) => {
    // The delivery and its queued attempt commit together, or neither does.
    await db.transaction().execute((tx) => sendTestEvent(tx, ref.tenant, ref.id, clock.now()));
    return 'prueba';
  });

  action('reenviar', async (request, ref) => {
    const eventId = idParam({ event_id: field(request.body, 'event_id') }, 'event_id');
    await db.transaction().execute((tx) => redeliverEvent(tx, ref.tenant, ref.id, eventId, clock.now()));
    return 'reenviado';
  });

  // Reveal and rotate show the secret on the page they answer with: a secret never goes in a URL.
  app.post(`${LIST}/:id/secreto`, async (request, reply) => {
    const ref = await owned(request);
    const endpoint = await revealWebhookSecret(db, ref.tenant, ref.id, clock.now(), changedBy(request));
    return endpointView(request, reply, ref, { secret: { value: endpoint.secret ?? '', shown: 'revealed' } });
  });

  app.post(`${LIST}/:id/rotar`, async (request, reply) => {
    const ref = await owned(request);
    const endpoint = await rotateWebhookSecret(db, ref.tenant, ref.id, clock.now(), changedBy(request));
    return endpointView(request, reply, ref, { secret: { value: endpoint.secret ?? '', shown: 'rotated' } });
  });

  app.get(`${LIST}/:id/eliminar`, async (request, reply) => {
    const ref = await owned(request);
    const endpoint = await getWebhookEndpoint(db, ref.tenant, ref.id);
    return sendPage(deps, request, reply, view(endpoint.environment), (csrf) =>
      deleteEndpointPage(csrf, endpoint),
    );
  });

  app.post(`${LIST}/:id/eliminar`, async (request, reply) => {
    const ref = await owned(request);
    await deleteWebhookEndpoint(db, ref.tenant, ref.id, clock.now(), changedBy(request));
    return reply.redirect(`${LIST}?ambiente=${ref.tenant.environment}&hecho=eliminado`, 303);
  });
}

/** The message of a refusal the page can show (4xx); anything else goes to the error page. */
function refusal(error: unknown): string {
  if (error instanceof AppError && error.status < 500) return error.message;
  throw error;
}

/** The endpoint form as typed (bounded, so a huge post is not echoed back whole). */
function endpointForm(body: unknown): EndpointForm {
  return {
    url: field(body, 'url').trim().slice(0, 4096),
    description: field(body, 'description').trim().slice(0, 1000),
    events: [...new Set(fields(body, 'enabled_events'))].slice(0, EVENT_TYPES.length + 1),
    enabled: field(body, 'enabled') === 'true',
  };
}

const KNOWN_EVENTS: ReadonlySet<string> = new Set([ALL_EVENTS, ...EVENT_TYPES]);

/** What the domain takes from the form; a VALIDATION_ERROR a person can act on when it cannot. */
function endpointInput(form: EndpointForm) {
  if (form.url === '') throw validationError('url', 'Escribe la URL que recibirá los eventos.');
  if (form.description.length > 500) {
    throw validationError('description', 'La descripción puede tener hasta 500 caracteres.');
  }
  if (form.events.length === 0) {
    throw validationError('enabled_events', 'Elige los tipos de evento que recibirá, o «Todos los eventos».');
  }
  if (form.events.includes(ALL_EVENTS) && form.events.length > 1) {
    throw validationError(
      'enabled_events',
      'Marca «Todos los eventos» o algunos tipos, no ambas cosas: quita una de las dos opciones.',
    );
  }
  const unknown = form.events.find((type) => !KNOWN_EVENTS.has(type));
  if (unknown !== undefined)
    throw validationError('enabled_events', `No existe el tipo de evento «${unknown}».`);
  return {
    url: form.url,
    description: form.description === '' ? null : form.description,
    enabled_events: form.events as NonNullable<WebhookEndpointUpdate['enabled_events']>,
  };
}
