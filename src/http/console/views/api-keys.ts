import { type Environment, SCOPES } from '#src/contract/api.js';
import type { ApiKeyRow } from '#src/db/schema.js';
import { KEY_EXPIRY_DAYS } from '#src/domain/api-keys/key-confirmation.service.js';
import { maskedKey } from '#src/domain/api-keys/secret.js';
import { bogotaDate, bogotaDateTime, relativeTime } from '#src/text/format.js';
import { type Html, html } from '#src/text/html.js';
import { csrfField, ENVIRONMENT_NAMES, environmentSwitch, notice } from './layout.js';

export const SCOPE_NAMES: Record<string, string> = {
  'products:read': 'Leer productos y categorías',
  'products:write': 'Crear y editar productos y categorías',
  'customers:read': 'Leer clientes',
  'customers:write': 'Crear y editar clientes',
  'inventory:read': 'Leer bodegas y movimientos de inventario',
  'inventory:write': 'Registrar movimientos de inventario',
  'sales:read': 'Leer ventas',
  'invoices:read': 'Leer facturas',
  'quotes:read': 'Leer cotizaciones',
  'cash:read': 'Leer sesiones de caja',
  'reports:read': 'Leer reportes',
  'events:read': 'Leer eventos',
};

/** The creation form as typed: the expiry as its radio button's value (`none`, `30`…). */
export interface KeyFormView {
  name: string;
  scopes: readonly string[];
  expiresInDays: string;
}

export function keysPage(
  csrf: string,
  view: {
    environment: Environment;
    keys: readonly ApiKeyRow[];
    now: Date;
    form?: KeyFormView;
    error?: string;
    done?: string;
  },
): Html {
  const form = view.form ?? { name: '', scopes: [], expiresInDays: 'none' };
  return html`<h1>Llaves de API</h1>
${environmentSwitch('/desarrolladores/claves', view.environment)}
${notice(view.done, 'ok')}
<section class="card" aria-labelledby="lista">
  <h2 id="lista">Llaves de ${ENVIRONMENT_NAMES[view.environment].toLowerCase()}</h2>
  ${
    view.keys.length === 0
      ? html`<p class="muted">Aún no hay llaves en este ambiente.</p>`
      : html`<div class="scroll" tabindex="0"><table>
    <thead><tr><th>Nombre</th><th>Llave</th><th>Permisos</th><th>Creada</th><th>Último uso</th><th>Vence</th><th>Estado</th><th><span class="visually-hidden">Acciones</span></th></tr></thead>
    <tbody>${view.keys.map((key) => keyRow(key, view.now))}</tbody>
  </table></div>`
  }
</section>
<section class="card" aria-labelledby="nueva">
  <h2 id="nueva">Crear una llave de ${ENVIRONMENT_NAMES[view.environment].toLowerCase()}</h2>
  ${notice(view.error, 'error')}
  <p class="muted">Elige solo los permisos que la integración necesita. Para crearla te enviaremos un código al correo de la cuenta.</p>
  <form method="post" action="/desarrolladores/claves?ambiente=${view.environment}">
    ${csrfField(csrf)}
    <label for="name">Nombre</label>
    <input id="name" name="name" type="text" maxlength="120" required value="${form.name}" placeholder="Tienda en línea">
    <fieldset><legend>Permisos</legend>
      ${SCOPES.map(
        (scope) =>
          html`<label><input type="checkbox" name="scopes" value="${scope}"${form.scopes.includes(scope) ? html` checked` : ''}> <code>${scope}</code> <span class="muted">${SCOPE_NAMES[scope]}</span></label>`,
      )}
    </fieldset>
    <fieldset><legend>Vencimiento</legend>
      ${[null, ...KEY_EXPIRY_DAYS].map((days) => {
        const value = days === null ? 'none' : String(days);
        return html`<label><input type="radio" name="expires_in_days" value="${value}"${form.expiresInDays === value ? html` checked` : ''}> ${days === null ? 'No vence' : `${days} días`}</label>`;
      })}
    </fieldset>
    <div class="actions"><button type="submit">Enviarme el código</button></div>
  </form>
</section>`;
}

function keyRow(key: ApiKeyRow, now: Date): Html {
  const expired = key.expires_at !== null && key.expires_at.getTime() <= now.getTime();
  const state = key.revoked_at
    ? html`<span class="badge bad">Revocada ${bogotaDate(key.revoked_at)}</span>`
    : expired
      ? html`<span class="badge warn">Vencida</span>`
      : html`<span class="badge ok">Activa</span>`;
  return html`<tr>
  <td>${key.name}</td>
  <td class="mono">${maskedKey(key)}</td>
  <td>${scopeList(key.scopes)}</td>
  <td>${bogotaDateTime(key.created_at)}</td>
  <td>${key.last_used_at ? relativeTime(key.last_used_at, now) : 'Nunca'}</td>
  <td>${key.expires_at ? bogotaDate(key.expires_at) : 'No vence'}</td>
  <td>${state}</td>
  <td>${key.revoked_at ? '' : html`<a href="/desarrolladores/claves/${key.id}/revocar">Revocar</a>`}</td>
</tr>`;
}

/** Every scope reads as "Todos"; fewer are listed one by one. */
const scopeList = (scopes: readonly string[]): Html =>
  scopes.length === SCOPES.length
    ? html`Todos (${SCOPES.length})`
    : html`${scopes.map((s) => html`<code>${s}</code> `)}`;

export function keyCodePage(
  csrf: string,
  view: {
    environment: Environment;
    challengeId: string;
    email: string;
    name: string;
    scopes: readonly string[];
    error?: string;
  },
): Html {
  return html`<h1>Confirma la nueva llave</h1>
<div class="card narrow">
  ${notice(view.error, 'error')}
  <p>Enviamos un código de 6 dígitos a <strong>${view.email}</strong>. Vale por 10 minutos.</p>
  <p>Llave <strong>${view.name}</strong> de ${ENVIRONMENT_NAMES[view.environment].toLowerCase()} con ${view.scopes.map((s) => html`<code>${s}</code> `)}</p>
  <form method="post" action="/desarrolladores/claves/confirmar?ambiente=${view.environment}">
    ${csrfField(csrf)}
    <input type="hidden" name="challenge" value="${view.challengeId}">
    <label for="code">Código</label>
    <input id="code" class="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="7" required autofocus>
    <div class="actions"><button type="submit">Crear la llave</button> <a href="/desarrolladores/claves?ambiente=${view.environment}">Cancelar</a></div>
  </form>
</div>`;
}

export function keySecretPage(view: { key: ApiKeyRow; secret: string }): Html {
  const { key } = view;
  return html`<h1>Llave creada</h1>
<div class="card">
  <div class="notice" role="status">Copia la llave ahora y guárdala en un lugar seguro: <strong>no la volveremos a mostrar</strong>. Si la pierdes, revócala y crea otra.</div>
  <p><strong>${key.name}</strong> · ${ENVIRONMENT_NAMES[key.environment]} · ${key.scopes.map((s) => html`<code>${s}</code> `)}</p>
  <div class="secret"><code id="secreto">${view.secret}</code> <button type="button" class="secondary" data-copy="secreto" hidden>Copiar</button></div>
  <p class="muted">Úsala en cada llamada: <code>Authorization: Bearer ${maskedKey(key)}</code>. ${key.expires_at ? `Vence el ${bogotaDate(key.expires_at)}.` : 'No vence.'}</p>
  <div class="actions"><a class="button" href="/desarrolladores/claves?ambiente=${key.environment}">Listo, ya la guardé</a></div>
</div>`;
}

/** What reloading the new key's page shows: its value was shown once, and is gone. */
export function keyShownPage(): Html {
  return html`<h1>Llave creada</h1>
<div class="card narrow">
  ${notice('La llave ya se mostró y no la volveremos a mostrar: Caja solo guarda una huella de ella.', 'info')}
  <p>Si no la copiaste, revócala en la lista y crea otra.</p>
  <div class="actions"><a class="button" href="/desarrolladores/claves">Ir a las llaves de API</a></div>
</div>`;
}

export function revokeKeyPage(csrf: string, key: ApiKeyRow): Html {
  return html`<h1>Revocar una llave</h1>
<div class="card narrow">
  <p>¿Revocar <strong>${key.name}</strong> (<span class="mono">${maskedKey(key)}</span>, ${ENVIRONMENT_NAMES[key.environment].toLowerCase()})?</p>
  <p>Las integraciones que la usan recibirán <code>API_KEY_REVOKED</code> de inmediato. No se puede deshacer.</p>
  <form method="post" action="/desarrolladores/claves/${key.id}/revocar">
    ${csrfField(csrf)}
    <div class="actions"><button class="danger" type="submit">Sí, revocar</button> <a href="/desarrolladores/claves?ambiente=${key.environment}">Cancelar</a></div>
  </form>
</div>`;
}
