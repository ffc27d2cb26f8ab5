import type { Environment } from '#src/contract/api.js';
import { EVENT_TYPES, type EventType } from '#src/contract/event-types.js';
import { ALL_EVENTS, type WebhookEndpoint } from '#src/contract/webhook-endpoint.js';
import { bogotaDateTime } from '#src/text/format.js';
import { type Html, html } from '#src/text/html.js';
import { csrfField, ENVIRONMENT_NAMES, environmentSwitch, notice } from './layout.js';

export const WEBHOOKS_PATH = '/desarrolladores/webhooks';

export const EVENT_NAMES: Record<EventType, string> = {
  'customer.created': 'Cliente creado',
  'customer.updated': 'Cliente actualizado',
  'category.created': 'Categoría creada',
  'category.updated': 'Categoría actualizada',
  'product.created': 'Producto creado',
  'product.updated': 'Producto actualizado',
  'stock_movement.created': 'Movimiento de inventario registrado',
  'sale.created': 'Venta registrada',
  'sale.updated': 'Venta actualizada',
  'invoice.created': 'Factura creada',
  'invoice.updated': 'Factura actualizada',
  'cash_session.closed': 'Caja cerrada',
  'stock_level.updated': 'Inventario de un producto en una bodega cambiado',
};

/** What a person typed in an endpoint form, kept as typed to show it again with a message. */
export interface EndpointForm {
  url: string;
  description: string;
  /** `enabled_events` as checked: `*` for all, or event types. */
  events: readonly string[];
  enabled: boolean;
}

export const emptyEndpointForm: EndpointForm = {
  url: '',
  description: '',
  events: [ALL_EVENTS],
  enabled: true,
};

export function endpointStatus(status: WebhookEndpoint['status']): Html {
  if (status === 'enabled') return html`<span class="badge ok">Activo</span>`;
  if (status === 'disabled_failing') return html`<span class="badge bad">Desactivado por fallas</span>`;
  return html`<span class="badge">Desactivado</span>`;
}

export function eventList(events: readonly string[]): Html {
  if (events.includes(ALL_EVENTS)) return html`Todos los eventos`;
  return html`${events.map((type) => html`<code>${type}</code> `)}`;
}

/** The URL, description and event types of an endpoint form (create and edit share them). */
export function endpointFields(form: EndpointForm, environment: Environment, allowLoopback: boolean): Html {
  const checked = (value: string) => (form.events.includes(value) ? html` checked` : '');
  const hint =
    environment === 'test' && allowLoopback
      ? 'En pruebas también sirven http y direcciones de loopback (127.0.0.1), para desarrollo local.'
      : 'Debe ser https y pública: no se aceptan direcciones privadas, de loopback ni de enlace local.';
  return html`<label for="url">URL</label>
    <input id="url" name="url" type="url" maxlength="2048" required value="${form.url}" placeholder="https://mi-tienda.co/webhooks/caja">
    <p class="muted">${hint}</p>
    <label for="description">Descripción (opcional)</label>
    <input id="description" name="description" type="text" maxlength="500" value="${form.description}" placeholder="ERP de la bodega">
    <fieldset><legend>Eventos que recibe</legend>
      <label><input type="checkbox" name="enabled_events" value="${ALL_EVENTS}"${checked(ALL_EVENTS)}> <strong>Todos los eventos</strong> <span class="muted">los 12 tipos de la especificación; los más nuevos, como <code>stock_level.updated</code>, se marcan uno a uno</span></label>
      ${EVENT_TYPES.map(
        (type) =>
          html`<label><input type="checkbox" name="enabled_events" value="${type}"${checked(type)}> <code>${type}</code> <span class="muted">${EVENT_NAMES[type]}</span></label>`,
      )}
    </fieldset>`;
}

export function webhooksPage(
  csrf: string,
  view: {
    environment: Environment;
    endpoints: readonly WebhookEndpoint[];
    more: boolean;
    allowLoopback: boolean;
    form?: EndpointForm | undefined;
    error?: string | undefined;
    done?: string | undefined;
  },
): Html {
  const form = view.form ?? emptyEndpointForm;
  const envName = ENVIRONMENT_NAMES[view.environment].toLowerCase();
  return html`<h1>Webhooks</h1>
${environmentSwitch(WEBHOOKS_PATH, view.environment)}
${notice(view.done, 'ok')}
<section class="card" aria-labelledby="lista">
  <h2 id="lista">Endpoints de ${envName}</h2>
  ${
    view.endpoints.length === 0
      ? html`<p class="muted">Aún no hay endpoints en este ambiente. Regístralo abajo y Caja le enviará cada evento firmado.</p>`
      : html`<div class="scroll" tabindex="0"><table>
    <thead><tr><th>URL</th><th>Eventos</th><th>Estado</th><th>Creado</th></tr></thead>
    <tbody>${view.endpoints.map(endpointRow)}</tbody>
  </table></div>`
  }
  ${view.more ? html`<p class="muted">Se muestran los ${view.endpoints.length} endpoints más recientes.</p>` : ''}
</section>
<section class="card" aria-labelledby="nuevo">
  <h2 id="nuevo">Nuevo endpoint de ${envName}</h2>
  ${notice(view.error, 'error')}
  <form method="post" action="${WEBHOOKS_PATH}?ambiente=${view.environment}">
    ${csrfField(csrf)}
    ${endpointFields(form, view.environment, view.allowLoopback)}
    <label><input type="checkbox" name="enabled" value="true"${form.enabled ? html` checked` : ''}> Activo: empieza a recibir eventos de inmediato</label>
    <div class="actions"><button type="submit">Crear el endpoint</button></div>
  </form>
</section>`;
}

function endpointRow(endpoint: WebhookEndpoint): Html {
  return html`<tr>
  <td><a class="mono" href="${WEBHOOKS_PATH}/${endpoint.id}">${endpoint.url}</a>${endpoint.description ? html`<br><span class="muted">${endpoint.description}</span>` : ''}</td>
  <td>${eventList(endpoint.enabled_events)}</td>
  <td>${endpointStatus(endpoint.status)}</td>
  <td>${bogotaDateTime(new Date(endpoint.created_at))}</td>
</tr>`;
}

export function deleteEndpointPage(csrf: string, endpoint: WebhookEndpoint): Html {
  return html`<h1>Eliminar un endpoint</h1>
<div class="card narrow">
  <p>¿Eliminar <span class="mono">${endpoint.url}</span> (${ENVIRONMENT_NAMES[endpoint.environment].toLowerCase()})?</p>
  <p>Dejará de recibir eventos, las entregas pendientes no se intentarán más y se borrará su historial de entregas. No se puede deshacer.</p>
  <form method="post" action="${WEBHOOKS_PATH}/${endpoint.id}/eliminar">
    ${csrfField(csrf)}
    <div class="actions"><button class="danger" type="submit">Sí, eliminar</button> <a href="${WEBHOOKS_PATH}/${endpoint.id}">Cancelar</a></div>
  </form>
</div>`;
}
