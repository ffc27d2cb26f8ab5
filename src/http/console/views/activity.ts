import type { AccountActivityRow } from '#src/db/console-tables.js';
import type { ActivityAction } from '#src/domain/activity/activity.service.js';
import { bogotaDateTime } from '#src/text/format.js';
import { type Html, html } from '#src/text/html.js';
import { ENVIRONMENT_NAMES } from './layout.js';

const ACTIONS: Record<ActivityAction, string> = {
  sign_in: 'Entró a la consola',
  sign_out: 'Salió de la consola',
  'sign_in.guessed': 'Se escribieron códigos equivocados para entrar (se avisó por correo)',
  'api_key.created': 'Creó una llave de API',
  'api_key.revoked': 'Revocó una llave de API',
  'device.revoked': 'Revocó un dispositivo',
  'webhook_endpoint.created': 'Creó un endpoint de webhooks',
  'webhook_endpoint.updated': 'Cambió un endpoint de webhooks',
  'webhook_endpoint.deleted': 'Eliminó un endpoint de webhooks',
  'webhook_endpoint.secret_revealed': 'Vio el secreto de un endpoint de webhooks',
  'webhook_endpoint.secret_rotated': 'Rotó el secreto de un endpoint de webhooks',
};

export function activityPage(view: { entries: readonly AccountActivityRow[]; next: string | null }): Html {
  return html`<h1>Actividad</h1>
<p class="muted">Lo que pasó en la cuenta: entradas a la consola, llaves, dispositivos y webhooks, con quién, cuándo y desde qué dirección. Horas de Bogotá.</p>
<div class="card">
${
  view.entries.length === 0
    ? html`<p class="muted">Aún no hay actividad.</p>`
    : html`<div class="scroll" tabindex="0"><table>
  <thead><tr><th>Cuándo</th><th>Qué</th><th>Sobre</th><th>Ambiente</th><th>Quién</th><th>Dirección</th></tr></thead>
  <tbody>${view.entries.map(
    (e) => html`<tr>
    <td>${bogotaDateTime(e.created_at)}</td>
    <td>${ACTIONS[e.action as ActivityAction] ?? e.action}</td>
    <td>${e.subject_name ?? ''}</td>
    <td>${e.environment ? ENVIRONMENT_NAMES[e.environment] : ''}</td>
    <td>${e.actor}</td>
    <td class="mono">${e.ip ?? '—'}</td>
  </tr>`,
  )}</tbody>
</table></div>`
}
${view.next ? html`<div class="actions"><a class="button secondary" href="/actividad?antes=${view.next}">Ver más antiguas</a></div>` : ''}
</div>`;
}
