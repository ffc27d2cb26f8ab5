import type { Environment } from '#src/contract/api.js';
import type { DailySales } from '#src/contract/daily-report.js';
import type { DeviceRow } from '#src/db/schema.js';
import { bogotaDateTime, count as formatCount, pesos, relativeTime } from '#src/text/format.js';
import { type Html, html } from '#src/text/html.js';
import { ENVIRONMENT_NAMES, environmentSwitch } from './layout.js';
import { salesChart } from './sales-chart.js';

export interface HomeView {
  environment: Environment;
  days: readonly DailySales[];
  devices: ReadonlyArray<{ device: DeviceRow; outdated: boolean }>;
  minAppVersion: string;
  now: Date;
}

export function homePage(view: HomeView): Html {
  const total = view.days.reduce((sum, d) => sum + d.total, 0);
  const count = view.days.reduce((sum, d) => sum + d.sales_count, 0);
  const blocking = view.devices.filter((d) => d.outdated);
  return html`<h1>Inicio</h1>
${environmentSwitch('/inicio', view.environment)}
<section class="card" aria-labelledby="ventas">
  <h2 id="ventas">Ventas completadas, últimos 30 días (${ENVIRONMENT_NAMES[view.environment]})</h2>
  <div class="totals">
    <div><span class="muted">Total</span><strong>${pesos(total)}</strong></div>
    <div><span class="muted">Ventas</span><strong>${formatCount(count)}</strong></div>
    <div><span class="muted">Promedio por venta</span><strong>${pesos(count > 0 ? Math.round(total / count) : 0)}</strong></div>
  </div>
  ${salesChart(view.days.map((d) => ({ date: d.date, sales_count: d.sales_count, total: d.total })))}
  <p class="muted">Por día calendario en Bogotá, según la hora de la venta en la caja. Un día pasado puede cambiar cuando una caja que vendió sin conexión sube sus datos.</p>
</section>
<section class="card" aria-labelledby="cajas">
  <h2 id="cajas">Cajas</h2>
  ${
    blocking.length > 0
      ? html`<div class="notice error" role="status">${blocking.length === 1 ? 'Una caja tiene' : `${blocking.length} cajas tienen`} una versión de la app anterior a ${view.minAppVersion}, y mientras ${blocking.length === 1 ? 'la tenga' : 'la tengan'} nadie puede editar productos por la API. Actualiza la app en ${blocking.length === 1 ? 'esa caja' : 'esas cajas'}, o revoca las que ya no uses en <a href="/dispositivos?ambiente=${view.environment}">Dispositivos</a>.</div>`
      : ''
  }
  ${
    view.devices.length === 0
      ? html`<p class="muted">Aún no hay cajas en este ambiente.</p>`
      : html`<p class="muted">"Completa hasta": todo lo que la caja registró antes de ese momento ya está en la nube; "Pendientes": lo que dijo tener sin subir. Una caja que no dice lo que tiene pendiente (una app antigua) impide garantizar las existencias: mira <a href="/inventario?ambiente=${view.environment}">Inventario</a>.</p>
  <div class="scroll" tabindex="0"><table>
    <thead><tr><th>Caja</th><th>Última sincronización</th><th>Completa hasta</th><th class="num">Pendientes</th><th>Visto</th><th>Versión</th></tr></thead>
    <tbody>
    ${view.devices.map(
      ({ device, outdated }) => html`<tr>
      <td>${device.name ?? 'Sin nombre'}</td>
      <td>${relativeTime(device.last_sync_at, view.now)}</td>
      <td>${device.complete_through ? html`<span title="${bogotaDateTime(device.complete_through)}">${relativeTime(device.complete_through, view.now)}</span>` : html`<span class="badge warn">nunca ha informado</span>`}</td>
      <td class="num">${device.pending_records ?? '—'}</td>
      <td>${relativeTime(device.last_seen_at, view.now)}</td>
      <td>${device.app_version ?? 'desconocida'} ${outdated ? html`<span class="badge bad">bloquea ediciones</span>` : ''}</td>
    </tr>`,
    )}
    </tbody>
  </table></div>`
  }
</section>`;
}
