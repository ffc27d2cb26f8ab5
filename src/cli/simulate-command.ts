import { adminClient } from '#src/clients/admin-client.js';
import { type BusinessSummary, type SimulationOptions, simulate } from '#src/simulator/simulate.js';
import { STORE_KINDS } from '#src/simulator/stores.js';
import { isDate } from '#src/simulator/time.js';
import { resolveAccount } from './account-ref.js';
import type { Values } from './admin-command.js';
import { CliError } from './cli-error.js';
import { SIMULATE_SYNOPSIS } from './command-help.js';
import { toJsonOutput } from './json-output.js';
import { registerTokens } from './register-tokens.js';

type Env = Record<string, string | undefined>;

function count(values: Values, name: string, fallback: number, min: number, max: number): number {
  const raw = values[name];
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new CliError(
      `--${name} debe ser un entero entre ${min} y ${max}; llegó "${raw}".\nUso: ${SIMULATE_SYNOPSIS}`,
    );
  }
  return value;
}

/** Reads the command line into simulation options, refusing each bad value by name. */
export function simulationOptions(values: Values): SimulationOptions {
  const environment = values['env'] ?? 'test';
  if (environment !== 'test' && environment !== 'live') {
    throw new CliError(`--env debe ser test o live; llegó "${environment}".`);
  }
  const until = values['until'];
  if (typeof until === 'string' && !isDate(until)) {
    throw new CliError(`--until debe ser una fecha AAAA-MM-DD; llegó "${until}".`);
  }
  const kind = values['kind'];
  const kinds = STORE_KINDS.map((k) => k.name);
  if (typeof kind === 'string' && !kinds.includes(kind as (typeof kinds)[number])) {
    throw new CliError(`--kind debe ser uno de ${kinds.join(', ')}; llegó "${kind}".`);
  }
  const account = typeof values['account'] === 'string' ? values['account'] : undefined;
  const businesses = count(values, 'businesses', 1, 1, 50);
  if (account && businesses !== 1)
    throw new CliError('Con --account se simula un solo negocio: quita --businesses.');
  return {
    businesses,
    devices: count(values, 'devices', 3, 1, 10),
    days: count(values, 'days', 7, 1, 366),
    salesPerDay: count(values, 'sales-per-day', 60, 0, 5000),
    seed: typeof values['seed'] === 'string' ? values['seed'] : 'caja',
    syncEveryMinutes: count(values, 'sync-every', 60, 5, 720),
    environment,
    ...(typeof until === 'string' ? { until } : {}),
    ...(account ? { accountId: account } : {}),
    ...(typeof kind === 'string' ? { kinds: [kind as (typeof kinds)[number]] } : {}),
  };
}

/** `caja simulate`: fills businesses with simulated registers through a running server. */
export async function runSimulation(values: Values, env: Env): Promise<string> {
  const options = simulationOptions(values);
  const defaultUrl =
    options.environment === 'live'
      ? (env['CAJA_LIVE_URL'] ?? 'http://127.0.0.1:3000')
      : (env['CAJA_TEST_URL'] ?? 'http://127.0.0.1:3001');
  const listenerUrl = (typeof values['url'] === 'string' ? values['url'] : defaultUrl).replace(/\/+$/, '');
  const urlSource =
    typeof values['url'] === 'string'
      ? '--url'
      : options.environment === 'live'
        ? 'CAJA_LIVE_URL o --url'
        : 'CAJA_TEST_URL o --url';
  await requireListener(listenerUrl, urlSource);
  const admin = adminClient(env);
  // Like every other --account, a name or an id.
  if (options.accountId !== undefined) options.accountId = await resolveAccount(admin, options.accountId);
  const bar = process.stderr.isTTY && !values['json'] ? progressBar() : undefined;
  let summaries: BusinessSummary[];
  try {
    summaries = await simulate(options, {
      admin,
      listenerUrl,
      ...(options.accountId !== undefined
        ? { registerTokens: registerTokens(options.accountId, options.environment, env) }
        : {}),
      ...(bar ? { onProgress: bar } : {}),
    });
  } finally {
    if (bar) process.stderr.write('\n');
  }
  const failed = summaries.some((s) => s.problems.length > 0);
  const output = values['json'] ? toJsonOutput(summaries) : describe(summaries, options, listenerUrl);
  if (failed) throw new CliError(output);
  return output;
}

const LISTENER_TIMEOUT_MS = 5000;

/**
 * The registers sync through the API listener: one that does not answer would fail the run
 * after its businesses, keys and devices were created. Asked first, so a wrong address or a
 * stopped server leaves nothing behind.
 */
async function requireListener(listenerUrl: string, urlSource: string): Promise<void> {
  let problem: string;
  try {
    const response = await fetch(`${listenerUrl}/healthz`, {
      signal: AbortSignal.timeout(LISTENER_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => null)) as { status?: string } | null;
    if (response.ok && body?.status === 'ok') return;
    problem = `respondió HTTP ${response.status} a GET /healthz, que no es la respuesta de Caja`;
  } catch (error) {
    problem =
      (error as Error).name === 'TimeoutError'
        ? `no respondió en ${LISTENER_TIMEOUT_MS / 1000} s`
        : 'no acepta conexiones';
  }
  throw new CliError(
    `La API en ${listenerUrl} ${problem}. Arranca el servidor (npm start) o corrige la dirección con ${urlSource}; no se creó nada.`,
  );
}

function progressBar() {
  return ({
    done,
    total,
    business,
    date,
    sales,
  }: {
    done: number;
    total: number;
    business: string;
    date: string;
    sales: number;
  }) => {
    const width = 30;
    const filled = Math.round((done / total) * width);
    const percent = String(Math.round((done / total) * 100)).padStart(3);
    process.stderr.write(
      `\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${percent} % · ${business} · ${date} · ${pesos(sales)} ventas   `,
    );
  };
}

const pesos = (n: number) => new Intl.NumberFormat('es-CO').format(n);

function describe(summaries: BusinessSummary[], options: SimulationOptions, url: string): string {
  const lines: string[] = [];
  for (const s of summaries) {
    const devices = s.devices.map((d) => {
      const skew =
        Math.abs(d.skewSeconds) >= 60
          ? `, reloj ${d.skewSeconds > 0 ? '+' : '-'}${Math.floor(Math.abs(d.skewSeconds) / 60)} min`
          : '';
      return `${d.name} (${d.kind}, ${d.appVersion}${skew})`;
    });
    const sync = s.sync;
    lines.push(
      `${s.name} (${s.kind}) · cuenta ${s.accountId} · ${s.from} a ${s.to}`,
      `  Cajas: ${devices.join(', ')}`,
      `  Ventas: ${pesos(s.sales.completed)} completadas, ${pesos(s.sales.cancelled)} anuladas, ${pesos(s.sales.open)} abiertas`,
      `  Total $${pesos(s.revenue.total)} · impuestos $${pesos(s.revenue.tax)} · propinas $${pesos(s.revenue.tips)} · ingreso neto $${pesos(s.revenue.netIncome)}`,
      `  Documentos ${pesos(s.invoices)} · cotizaciones ${pesos(s.quotes)} · sesiones de caja ${pesos(s.cashSessions)} · movimientos ${pesos(s.stockMovements)} (+${s.apiMovements} por la API) · clientes ${pesos(s.customers)}`,
      `  Sincronización: ${pesos(sync.uploads)} subidas con ${pesos(sync.records)} registros (${pesos(sync.created)} nuevos, ${pesos(sync.updated)} actualizados, ${pesos(sync.unchanged)} sin cambios); ${sync.resentBatches} lotes reenviados tras perder la respuesta; ${pesos(sync.downloads)} descargas con ${pesos(sync.changesDownloaded)} cambios`,
      s.problems.length === 0
        ? '  Verificación: el reporte diario, las ventas, los documentos, las cotizaciones, las sesiones de caja, los clientes y los movimientos entregados a cada caja cuentan la misma historia.'
        : `  Verificación: ${s.problems.length} diferencias:\n${s.problems
            .slice(0, 20)
            .map((p) => `    - ${p}`)
            .join('\n')}`,
      `  Llave de la API (${options.environment}): ${s.apiKey}`,
      `  Pruébala: curl -s "${url}/public/v1/reports/daily-sales?from=${s.from}&to=${s.to}" -H "Authorization: Bearer ${s.apiKey}"`,
      '',
    );
  }
  return lines.join('\n').trimEnd();
}
