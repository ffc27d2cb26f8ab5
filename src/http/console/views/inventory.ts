import type { Environment } from '#src/contract/api.js';
import type { DeviceCompleteness } from '#src/domain/devices/completeness.js';
import type { InventoryOverview, NamedLevel } from '#src/domain/inventory/stock-levels.service.js';
import { bogotaDateTime, relativeTime } from '#src/text/format.js';
import { type Html, html } from '#src/text/html.js';
import { ENVIRONMENT_NAMES, environmentSwitch } from './layout.js';

const quantity = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 6 });

/**
 * The stock levels of an environment with what they promise: up to when every register's
 * movements are counted, and which registers hold that back, each with a link to revoke it.
 */
export function inventoryPage(view: {
  environment: Environment;
  overview: InventoryOverview;
  now: Date;
  /** The link to the next page, when there is one. */
  next: string | null;
}): Html {
  const { completeness, behind, levels } = view.overview;
  const through = completeness.completeThrough;
  return html`<h1>Inventario</h1>
${environmentSwitch('/inventario', view.environment)}
<p class="muted">Existencias de ${ENVIRONMENT_NAMES[view.environment].toLowerCase()} por producto y bodega, como las da <code>GET /inventory/levels</code>: entradas menos salidas de cada producto; para una variante, el último nivel que informó una caja.</p>
<div class="card">
  <h2>Completitud</h2>
  ${
    through === null
      ? html`<p><span class="badge bad">Sin garantía</span> Alguna caja en uso nunca ha dicho qué le falta por subir (una app antigua): no se puede asegurar desde cuándo están contados todos los movimientos.</p>`
      : html`<p><span class="badge ${behind.length === 0 ? 'ok' : ''}">Completo hasta ${bogotaDateTime(through)}</span> Todo movimiento que una caja registró antes de ese momento está contado.</p>`
  }
  ${
    behind.length === 0
      ? html`<p class="muted">Ninguna caja está atrasada.</p>`
      : html`<p>Cajas que pueden cambiar estos números cuando suban lo que tienen. Si alguna ya no se usa, revócala para que deje de frenar la completitud.</p>
  <div class="scroll" tabindex="0"><table>
    <thead><tr><th>Caja</th><th>Completa hasta</th><th><span class="visually-hidden">Estado</span></th></tr></thead>
    <tbody>${behind.map((device) => behindRow(device, view.now))}</tbody>
  </table></div>`
  }
</div>
<div class="card">
${
  levels.length === 0
    ? html`<p class="muted">Aún no hay existencias en este ambiente: aparecen con el primer movimiento de entrada o salida.</p>`
    : html`<div class="scroll" tabindex="0"><table>
  <thead><tr><th>Producto</th><th>Bodega</th><th class="num">En existencia</th><th>Último movimiento</th><th>Cambió</th></tr></thead>
  <tbody>${levels.map((line) => levelRow(line, view.now))}</tbody>
</table></div>
${view.next ? html`<p><a href="${view.next}">Siguientes</a></p>` : ''}`
}
</div>`;
}

function behindRow(device: DeviceCompleteness, now: Date): Html {
  return html`<tr>
  <td>${device.name ?? 'Sin nombre'}</td>
  <td>${device.completeThrough === null ? html`<span class="badge bad">Nunca ha informado</span>` : html`${bogotaDateTime(device.completeThrough)} (${relativeTime(device.completeThrough, now)})`}${device.pendingRecords ? html` · ${device.pendingRecords} pendientes` : ''}</td>
  <td><a href="/dispositivos/${device.id}/revocar">Revocar</a></td>
</tr>`;
}

function levelRow({ level, product, variant, warehouse }: NamedLevel, now: Date): Html {
  return html`<tr>
  <td>${product}${variant ? html` · ${variant}` : ''}</td>
  <td>${warehouse}</td>
  <td class="num">${quantity.format(level.on_hand)}${level.exact ? '' : html` <span class="badge" title="Nivel absoluto informado por una caja: un cambio simultáneo puede perderse">aprox.</span>`}</td>
  <td>${level.last_movement_at ? relativeTime(new Date(level.last_movement_at), now) : '—'}</td>
  <td>${relativeTime(new Date(level.updated_at), now)}</td>
</tr>`;
}
