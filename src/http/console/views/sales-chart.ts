import { compactPesos, dayLabel, pesos } from '#src/text/format.js';
import { type Html, html } from '#src/text/html.js';

/**
 * The console's sales-per-day bar chart, drawn on the server as SVG: the console's CSP allows no
 * scripts from elsewhere and no inline styles, so colors are presentation attributes (`fill=`)
 * that a stylesheet may override through the `chart-*` classes.
 */

export interface ChartDay {
  date: string;
  sales_count: number;
  total: number;
}

// Drawing units; the SVG scales to its container's width and keeps this aspect ratio.
const WIDTH = 720;
const HEIGHT = 240;
// The right margin leaves room for the last day's label, centred under the last bar.
const PLOT = { left: 64, right: 24, top: 12, bottom: 28 };
const PLOT_WIDTH = WIDTH - PLOT.left - PLOT.right;
const PLOT_HEIGHT = HEIGHT - PLOT.top - PLOT.bottom;
const BASELINE = PLOT.top + PLOT_HEIGHT;
const BAR_SHARE = 0.7;
const BAR_FILL = '#2563eb';
const GRID_STROKE = '#e5e7eb';
const TEXT_FILL = '#6b7280';
const NO_SALES = 'Sin ventas completadas en estos días';

/** Fewer decimals in the markup; the drawing does not need sub-pixel precision. */
const px = (value: number): number => Math.round(value * 10) / 10;

/** Totals that cannot be drawn (negative, NaN) draw as zero. */
const drawable = (total: number): number => (Number.isFinite(total) && total > 0 ? total : 0);

const ventas = (count: number): string => `${count} ${count === 1 ? 'venta' : 'ventas'}`;

/**
 * Gridline step: the smallest round amount (1, 2, 2,5 or 5 times a power of ten, in whole pesos)
 * that reaches `max` within five lines. Consecutive candidates differ by at most 2,5 times, so
 * the step found needs at least three lines, except for a handful of pesos.
 */
function gridStep(max: number): number {
  const start = 10 ** Math.max(0, Math.floor(Math.log10(max / 5)) - 1);
  for (let power = start; ; power *= 10) {
    for (const factor of [1, 2, 2.5, 5]) {
      const step = power * factor;
      if (Number.isInteger(step) && Math.ceil(max / step) <= 5) return step;
    }
  }
}

/** A short stable id from the data, so two charts on one page do not share `<title>` ids. */
function chartId(days: ReadonlyArray<ChartDay>): string {
  let hash = 0x811c9dc5;
  for (const day of days) {
    for (const ch of `${day.date}|${day.total}|${day.sales_count};`) {
      hash = Math.imul(hash ^ ch.charCodeAt(0), 0x01000193);
    }
  }
  return `sales-chart-${(hash >>> 0).toString(36)}`;
}

function summary(days: ReadonlyArray<ChartDay>): string {
  const total = days.reduce((sum, d) => sum + drawable(d.total), 0);
  const count = days.reduce((sum, d) => sum + (Number.isFinite(d.sales_count) ? d.sales_count : 0), 0);
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return 'Sin datos de ventas.';
  const span =
    days.length === 1
      ? `el ${dayLabel(first.date)}`
      : `de los ${days.length} días del ${dayLabel(first.date)} al ${dayLabel(last.date)}`;
  return `Ventas completadas ${span}: ${pesos(total)} en ${ventas(count)}.`;
}

/** A labelled line per step; zero gets only its label, the axis is its line. */
function gridlines(top: number, step: number): Html[] {
  const lines: Html[] = [];
  for (let i = 0; i * step <= top; i++) {
    const y = px(BASELINE - ((i * step) / top) * PLOT_HEIGHT);
    const line = html`
<line class="chart-grid" data-value="${i * step}" x1="${PLOT.left}" x2="${WIDTH - PLOT.right}"
 y1="${y}" y2="${y}" stroke="${GRID_STROKE}"/>`;
    lines.push(html`${i > 0 ? line : null}
<text class="chart-label" x="${PLOT.left - 6}" y="${y}" dy="0.35em" text-anchor="end" font-size="11"
 fill="${TEXT_FILL}">${compactPesos(i * step)}</text>`);
  }
  return lines;
}

function bars(days: ReadonlyArray<ChartDay>, top: number): Html[] {
  const slot = PLOT_WIDTH / days.length;
  return days.flatMap((day, i) => {
    const total = drawable(day.total);
    if (total === 0) return [];
    // A day with sales stays visible however small it is next to the best day.
    const height = Math.max(1, (total / top) * PLOT_HEIGHT);
    const tip = `${dayLabel(day.date)}: ${pesos(total)} (${ventas(day.sales_count)})`;
    const x = PLOT.left + slot * i + (slot * (1 - BAR_SHARE)) / 2;
    return [
      html`
<rect class="chart-bar" x="${px(x)}" y="${px(BASELINE - height)}" width="${px(slot * BAR_SHARE)}"
 height="${px(height)}" fill="${BAR_FILL}"><title>${tip}</title></rect>`,
    ];
  });
}

/** Labels every few days counted back from the last, so the most recent day always has one. */
function dayLabels(days: ReadonlyArray<ChartDay>): Html[] {
  const every = Math.max(1, Math.ceil(days.length / 6));
  const slot = PLOT_WIDTH / days.length;
  return days.flatMap((day, i) =>
    (days.length - 1 - i) % every === 0
      ? [
          html`
<text class="chart-label" x="${px(PLOT.left + slot * (i + 0.5))}" y="${HEIGHT - 8}" text-anchor="middle"
 font-size="11" fill="${TEXT_FILL}">${dayLabel(day.date)}</text>`,
        ]
      : [],
  );
}

/** A bar per day with sales, for the days given oldest first (a daily sales report's `days`). */
export function salesChart(days: ReadonlyArray<ChartDay>): Html {
  const id = chartId(days);
  const max = Math.max(0, ...days.map((d) => drawable(d.total)));
  let body: Html | Html[][];
  if (max > 0) {
    const step = gridStep(max);
    const top = step * Math.ceil(max / step);
    body = [gridlines(top, step), bars(days, top)];
  } else {
    body = html`
<text class="chart-empty" x="${WIDTH / 2}" y="${PLOT.top + PLOT_HEIGHT / 2}" text-anchor="middle"
 font-size="14" fill="${TEXT_FILL}">${NO_SALES}</text>`;
  }
  return html`<svg class="chart" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}"
 width="100%" preserveAspectRatio="xMidYMid meet" role="img" aria-labelledby="${id}-title ${id}-desc">
<title id="${id}-title">Ventas por día</title>
<desc id="${id}-desc">${summary(days)}</desc>${body}
<line class="chart-axis" x1="${PLOT.left}" x2="${WIDTH - PLOT.right}" y1="${BASELINE}" y2="${BASELINE}"
 stroke="${TEXT_FILL}"/>${days.length > 0 ? dayLabels(days) : null}
</svg>`;
}
