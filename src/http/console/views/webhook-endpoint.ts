import type { WebhookDelivery, WebhookEndpoint } from '#src/contract/webhook-endpoint.js';
import type { Page } from '#src/domain/pagination/keyset.js';
import { bogotaDateTime, count, relativeTime } from '#src/text/format.js';
import { type Html, html } from '#src/text/html.js';
import { csrfField, ENVIRONMENT_NAMES, notice } from './layout.js';
import { type EndpointForm, endpointFields, endpointStatus, eventList, WEBHOOKS_PATH } from './webhooks.js';

/** Why the page shows the signing secret. */
export type SecretShown = 'created' | 'revealed' | 'rotated';

const SECRET_NOTES: Record<SecretShown, string> = {
  created:
    'Endpoint creado. Copia su secreto de firma y guárdalo en tu servidor: con él verificas la cabecera webhook-signature de cada entrega.',
  revealed: 'Este es el secreto de firma del endpoint. Quién lo consultó queda en la actividad de la cuenta.',
  rotated:
    'Nuevo secreto de firma. El anterior seguirá firmando cada entrega junto a este durante 24 horas, para que cambies tu servidor sin perder eventos.',
};

export interface EndpointView {
  endpoint: WebhookEndpoint;
  deliveries: Page<WebhookDelivery>;
  /** The deliveries "send a test event" made: marked "prueba". */
  tests: ReadonlySet<string>;
  now: Date;
  allowLoopback: boolean;
  /** The deliveries page shown is not the first. */
  paged: boolean;
  secret?: { value: string; shown: SecretShown } | undefined;
  /** The page was reloaded after its secret was shown: it is not shown twice. */
  secretGone?: boolean | undefined;
  form?: EndpointForm | undefined;
  done?: string | undefined;
  error?: string | undefined;
}

export function endpointPage(csrf: string, view: EndpointView): Html {
  const { endpoint } = view;
  const path = `${WEBHOOKS_PATH}/${endpoint.id}`;
  const form = view.form ?? {
    url: endpoint.url,
    description: endpoint.description ?? '',
    events: endpoint.enabled_events,
    enabled: endpoint.enabled,
  };
  const button = (action: string, label: string, kind = 'secondary', extra: Html | string = '') =>
    html`<form method="post" action="${path}/${action}" class="inline">${csrfField(csrf)}${extra}<button class="${kind}" type="submit">${label}</button></form>`;
  return html`<p><a href="${WEBHOOKS_PATH}?ambiente=${endpoint.environment}">&larr; Webhooks de ${ENVIRONMENT_NAMES[endpoint.environment].toLowerCase()}</a></p>
<h1>Endpoint de webhooks</h1>
${notice(view.done, 'ok')}
${notice(view.error, 'error')}
${view.secret ? secretBox(view.secret.value, view.secret.shown) : ''}
${view.secretGone ? notice('El secreto de firma ya se mostró y no se repite al recargar. Para verlo de nuevo, usa «Ver secreto» (queda en la actividad de la cuenta).', 'info') : ''}
<section class="card" aria-labelledby="datos">
  <h2 id="datos" class="mono">${endpoint.url}</h2>
  <div class="scroll" tabindex="0"><table>
    <tbody>
      <tr><th>Estado</th><td>${endpointStatus(endpoint.status)}${endpoint.failing_since ? html` <span class="muted">Sus entregas fallan desde ${relativeTime(new Date(endpoint.failing_since), view.now)}</span>` : ''}</td></tr>
      <tr><th>Ambiente</th><td>${ENVIRONMENT_NAMES[endpoint.environment]}</td></tr>
      <tr><th>Eventos</th><td>${eventList(endpoint.enabled_events)}</td></tr>
      <tr><th>Descripción</th><td>${endpoint.description ?? html`<span class="muted">Sin descripción</span>`}</td></tr>
      <tr><th>Id</th><td class="mono">${endpoint.id}</td></tr>
      <tr><th>Creado</th><td>${bogotaDateTime(new Date(endpoint.created_at))}</td></tr>
      <tr><th>Modificado</th><td>${bogotaDateTime(new Date(endpoint.updated_at))}</td></tr>
    </tbody>
  </table></div>
  <div class="actions">
    ${button('estado', endpoint.enabled ? 'Desactivar' : 'Activar', 'secondary', html`<input type="hidden" name="enabled" value="${endpoint.enabled ? 'false' : 'true'}">`)}
    ${button('secreto', 'Ver secreto')}
    ${button('rotar', 'Rotar secreto')}
    ${button('probar', 'Enviar evento de prueba')}
    <a class="button danger" href="${path}/eliminar">Eliminar</a>
  </div>
  <p class="muted">Al rotar el secreto, el anterior sigue firmando durante 24 horas. La prueba reenvía el evento más reciente de los tipos que recibe el endpoint.</p>
</section>
<section class="card" aria-labelledby="entregas">
  <h2 id="entregas">Entregas</h2>
  ${deliveryList(view, path, csrf)}
</section>
<section class="card" aria-labelledby="editar">
  <h2 id="editar">Editar</h2>
  <form method="post" action="${path}">
    ${csrfField(csrf)}
    ${endpointFields(form, endpoint.environment, view.allowLoopback)}
    <div class="actions"><button type="submit">Guardar cambios</button></div>
  </form>
</section>`;
}

function secretBox(secret: string, shown: SecretShown): Html {
  return html`<div class="card">
  <div class="notice" role="status">${SECRET_NOTES[shown]}</div>
  <div class="secret"><code id="secreto">${secret}</code> <button type="button" class="secondary" data-copy="secreto" hidden>Copiar</button></div>
</div>`;
}

function deliveryList(view: EndpointView, path: string, csrf: string): Html {
  const { data, hasMore, nextCursor } = view.deliveries;
  const newest = view.paged ? html`<a href="${path}">Ver las más recientes</a>` : '';
  const more =
    hasMore && nextCursor
      ? html`<a href="${path}?starting_after=${encodeURIComponent(nextCursor)}">Ver más</a>`
      : '';
  if (data.length === 0) {
    return html`<p class="muted">${view.paged ? 'No hay entregas más antiguas.' : 'Aún no hay entregas: llegarán con el próximo evento de los tipos que recibe, o con una prueba.'}</p>
  <div class="actions">${newest}</div>`;
  }
  return html`<div class="scroll" tabindex="0"><table>
    <thead><tr><th>Evento</th><th>Estado</th><th>Creada</th><th>Próximo intento</th><th>Intentos</th><th><span class="visually-hidden">Acciones</span></th></tr></thead>
    <tbody>${data.map((delivery) => deliveryRow(delivery, view.tests.has(delivery.id), path, csrf))}</tbody>
  </table></div>
  <div class="actions">${newest} ${more}</div>`;
}

function deliveryRow(delivery: WebhookDelivery, test: boolean, path: string, csrf: string): Html {
  return html`<tr>
  <td><code>${delivery.event_type}</code>${test ? html` <span class="badge" title="Enviada con «Enviar evento de prueba»: repite un evento que ya se había entregado">prueba</span>` : ''}<br><span class="mono muted">${delivery.event_id}</span></td>
  <td>${deliveryStatus(delivery.status)}</td>
  <td>${bogotaDateTime(new Date(delivery.created_at))}</td>
  <td>${delivery.next_attempt_at ? bogotaDateTime(new Date(delivery.next_attempt_at)) : '—'}</td>
  <td>${
    delivery.attempts.length === 0
      ? html`<span class="muted">Aún sin intentos</span>`
      : html`<ul class="attempts">${delivery.attempts.map(
          (a) =>
            html`<li>${bogotaDateTime(new Date(a.attempted_at))} · ${a.status_code === null ? (a.error ?? 'Sin respuesta') : `HTTP ${a.status_code}`} · ${count(a.duration_ms)} ms</li>`,
        )}</ul>`
  }</td>
  <td><form method="post" action="${path}/reenviar" class="inline">${csrfField(csrf)}<input type="hidden" name="event_id" value="${delivery.event_id}"><button class="secondary" type="submit">Reenviar</button></form></td>
</tr>`;
}

function deliveryStatus(status: WebhookDelivery['status']): Html {
  if (status === 'succeeded') return html`<span class="badge ok">Entregada</span>`;
  if (status === 'failed') return html`<span class="badge bad">Fallida</span>`;
  return html`<span class="badge warn">Pendiente</span>`;
}
