import type { Environment } from '#src/contract/api.js';
import type { DeviceRow } from '#src/db/schema.js';
import { bogotaDate, relativeTime } from '#src/text/format.js';
import { type Html, html } from '#src/text/html.js';
import { csrfField, ENVIRONMENT_NAMES, environmentSwitch, notice } from './layout.js';

const KINDS: Record<DeviceRow['kind'], string> = {
  primary: 'Principal',
  satellite: 'Satélite',
  kitchen: 'Cocina',
};

export interface DeviceLine {
  device: DeviceRow;
  outdated: boolean;
}

export function devicesPage(view: {
  environment: Environment;
  devices: readonly DeviceLine[];
  minAppVersion: string;
  now: Date;
  done?: string;
}): Html {
  const blocking = view.devices.filter((d) => d.outdated && !d.device.revoked_at).length;
  return html`<h1>Dispositivos</h1>
${environmentSwitch('/dispositivos', view.environment)}
${notice(view.done, 'ok')}
<p class="muted">Las cajas de ${ENVIRONMENT_NAMES[view.environment].toLowerCase()}. Editar productos por la API exige que todas las cajas no revocadas tengan la versión ${view.minAppVersion} o una posterior; revoca las que ya no uses.</p>
${blocking > 0 ? notice(`${blocking === 1 ? 'Una caja desactualizada impide' : `${blocking} cajas desactualizadas impiden`} editar productos por la API. Actualiza la app en ${blocking === 1 ? 'ella' : 'ellas'} o revoca las que ya no uses.`, 'error') : ''}
<div class="card">
${
  view.devices.length === 0
    ? html`<p class="muted">Aún no hay cajas en este ambiente.</p>`
    : html`<div class="scroll" tabindex="0"><table>
  <thead><tr><th>Nombre</th><th>Tipo</th><th>Plataforma</th><th>Versión</th><th>Visto</th><th>Última sincronización</th><th>Estado</th><th><span class="visually-hidden">Acciones</span></th></tr></thead>
  <tbody>${view.devices.map((line) => deviceRow(line, view.now))}</tbody>
</table></div>`
}
</div>`;
}

function deviceRow({ device, outdated }: DeviceLine, now: Date): Html {
  const revoked = device.revoked_at !== null;
  return html`<tr>
  <td>${device.name ?? 'Sin nombre'}</td>
  <td>${KINDS[device.kind]}</td>
  <td>${device.platform ?? '—'}</td>
  <td>${device.app_version ?? 'desconocida'} ${outdated && !revoked ? html`<span class="badge bad">desactualizada</span>` : ''}</td>
  <td>${relativeTime(device.last_seen_at, now)}</td>
  <td>${relativeTime(device.last_sync_at, now)}</td>
  <td>${revoked ? html`<span class="badge">Revocada ${bogotaDate(device.revoked_at!)}</span>` : html`<span class="badge ok">En uso</span>`}</td>
  <td>${revoked ? '' : html`<a href="/dispositivos/${device.id}/revocar">Revocar</a>`}</td>
</tr>`;
}

export function revokeDevicePage(csrf: string, device: DeviceRow): Html {
  return html`<h1>Revocar un dispositivo</h1>
<div class="card narrow">
  <p>¿Revocar <strong>${device.name ?? 'Sin nombre'}</strong> (${KINDS[device.kind]}, versión ${device.app_version ?? 'desconocida'}, ${ENVIRONMENT_NAMES[device.environment].toLowerCase()})?</p>
  <p>La caja dejará de sincronizar con la nube de inmediato y ya no contará para editar productos. Lo que vendió sin subir se queda en ella. No se puede deshacer: para volver a usarla, hay que registrarla de nuevo.</p>
  <form method="post" action="/dispositivos/${device.id}/revocar">
    ${csrfField(csrf)}
    <div class="actions"><button class="danger" type="submit">Sí, revocar</button> <a href="/dispositivos?ambiente=${device.environment}">Cancelar</a></div>
  </form>
</div>`;
}
