import { callJson, describeError } from '#src/clients/json-http.js';
import type { SimBusiness } from './business.js';
import { SimulationError } from './simulation-error.js';
import { addDays, bogota, bogotaDate } from './time.js';

/**
 * After a run, reads the business back through the public API and lists every way the cloud's
 * story differs from what its registers recorded: the daily report against the registers'
 * own totals and against the sales list, every sale, document, quote, cash session and
 * customer (the last version to arrive), each stock movement delivered exactly once to every
 * other register, and data freshness. An empty list means the story is consistent.
 */

export interface VerifyContext {
  baseUrl: string;
  apiKey: string;
  from: string;
  to: string;
  /** When the run started: everything it uploaded arrived after this instant. */
  since: Date;
  apiMovements: string[];
  /** Whether the account was created by this run, so that it holds nothing else. */
  fresh: boolean;
}

const AMOUNTS = ['subtotal', 'discount', 'tax', 'tip_amount', 'total'] as const;
type Totals = Record<(typeof AMOUNTS)[number] | 'sales_count' | 'net_income', number>;

const zero = (): Totals => ({
  sales_count: 0,
  subtotal: 0,
  discount: 0,
  tax: 0,
  tip_amount: 0,
  total: 0,
  net_income: 0,
});

function add(totals: Totals, sale: Record<(typeof AMOUNTS)[number], number>): void {
  totals.sales_count++;
  for (const field of AMOUNTS) totals[field] += sale[field];
  totals.net_income += sale.total - sale.tax - sale.tip_amount;
}

export async function verify(business: SimBusiness, context: VerifyContext): Promise<string[]> {
  const api = publicApi(context);
  return [
    ...(await checkReport(api, business, context)),
    ...(await checkRecords(api, business, context)),
    ...checkDeliveries(business, context),
    ...(await checkFreshness(api, business)),
  ];
}

type PublicApi = ReturnType<typeof publicApi>;

/** The daily report against GET /sales?status=completed and, on a fresh account, the registers' totals. */
async function checkReport(api: PublicApi, business: SimBusiness, context: VerifyContext): Promise<string[]> {
  const problems: string[] = [];
  const days: string[] = [];
  for (let d = context.from; d <= context.to; d = addDays(d, 1)) days.push(d);

  const report = new Map<string, Totals>();
  for (let i = 0; i < days.length; i += 92) {
    const chunk = days.slice(i, i + 92);
    const body = await api.get<{ days: Array<Totals & { date: string }> }>(
      `/reports/daily-sales?from=${chunk[0]}&to=${chunk[chunk.length - 1]}`,
    );
    for (const day of body.days) report.set(day.date, day);
  }

  const listed = new Map<string, Totals>(days.map((d) => [d, zero()]));
  const since = bogota(context.from, 0).toISOString();
  const until = bogota(addDays(context.to, 1), 0).toISOString();
  for (const sale of await api.list<SaleView>(
    `/sales?status=completed&occurred_since=${since}&occurred_until=${until}`,
  )) {
    const totals = listed.get(bogotaDate(sale.occurred_at));
    if (totals) add(totals, sale);
  }
  const recorded = new Map<string, Totals>(days.map((d) => [d, zero()]));
  for (const sale of business.sales.values()) {
    const totals = recorded.get(bogotaDate(sale.occurred_at));
    if (totals && sale.status === 'completed') add(totals, sale);
  }
  for (const day of days) {
    const shown = report.get(day) ?? zero();
    compare(problems, `El reporte del ${day} frente a GET /sales`, shown, listed.get(day) ?? zero());
    if (context.fresh)
      compare(problems, `El reporte del ${day} frente a las cajas`, shown, recorded.get(day) ?? zero());
  }

  return problems;
}

/** Every sale, document, quote, cash session and customer the registers uploaded, as the API shows it. */
async function checkRecords(
  api: PublicApi,
  business: SimBusiness,
  context: VerifyContext,
): Promise<string[]> {
  const problems: string[] = [];
  const created = `created_since=${context.since.toISOString()}`;
  const sales = byId(await api.list<SaleView & { status: string; items: unknown[] }>(`/sales?${created}`));
  for (const sale of business.sales.values()) {
    const cloud = sales.get(sale.id);
    if (!cloud) problems.push(`Falta la venta ${sale.id}.`);
    else if (
      cloud.status !== sale.status ||
      cloud.occurred_at !== sale.occurred_at ||
      cloud.items.length !== sale.items.length
    ) {
      problems.push(
        `La venta ${sale.id} no es la que subió la caja (estado ${cloud.status}, esperado ${sale.status}).`,
      );
    } else
      compare(problems, `La venta ${sale.id}`, { ...zero(), ...pick(cloud) }, { ...zero(), ...pick(sale) });
  }

  const invoices = byId(
    await api.list<{ id: string; status: string; total: number }>(`/invoices?${created}`),
  );
  for (const invoice of business.invoices.values()) {
    const cloud = invoices.get(invoice.id);
    if (!cloud || cloud.status !== invoice.status || cloud.total !== invoice.total) {
      problems.push(
        `El documento ${invoice.prefix}-${invoice.number}: en la nube ${cloud?.status ?? 'no está'}, en la caja ${invoice.status}.`,
      );
    }
  }

  const now = Date.now();
  const quotes = byId(await api.list<{ id: string; status: string }>(`/quotes?${created}`));
  for (const quote of business.quotes.values()) {
    const lapsed =
      ['draft', 'sent'].includes(quote.status) &&
      quote.expires_at !== null &&
      Date.parse(quote.expires_at) <= now;
    const expected = lapsed ? 'expired' : quote.status;
    const shown = quotes.get(quote.id)?.status;
    if (shown !== expected)
      problems.push(
        `La cotización ${quote.number}: en la nube ${shown ?? 'no está'}, se esperaba ${expected}.`,
      );
  }

  const sessions = byId(
    await api.list<{ id: string; status: string; closing_cash: number | null }>(`/cash-sessions?${created}`),
  );
  for (const session of business.drawers.sessions.values()) {
    const cloud = sessions.get(session.id);
    if (!cloud || cloud.status !== session.status || cloud.closing_cash !== session.closing_cash) {
      problems.push(
        `La sesión de caja ${session.id} (${session.terminal_name}): en la nube ${cloud?.status ?? 'no está'}, en la caja ${session.status}.`,
      );
    }
  }

  const customers = byId(
    await api.list<{ id: string; phone: string | null; email: string | null }>(
      `/customers?include_deleted=true&updated_since=${context.since.toISOString()}`,
    ),
  );
  for (const [id, arrived] of business.customerArrivals) {
    const cloud = customers.get(id);
    if (!cloud || cloud.phone !== arrived.phone || cloud.email !== arrived.email) {
      problems.push(
        `El cliente ${arrived.name} ${arrived.last_name ?? ''}: la nube no muestra la última versión que llegó.`,
      );
    }
  }

  return problems;
}

/** Each stock movement reached every other register exactly once; those of the API reached all. */
function checkDeliveries(business: SimBusiness, context: VerifyContext): string[] {
  const problems: string[] = [];
  for (const register of business.registers) {
    for (const [id, times] of register.movementsReceived) {
      if (times !== 1)
        problems.push(`La caja "${register.info.name}" recibió ${times} veces el movimiento ${id}.`);
    }
    const expected = [
      ...context.apiMovements,
      ...[...business.movementRegister].filter(([, owner]) => owner !== register).map(([id]) => id),
    ];
    const missing = expected.filter((id) => !register.movementsReceived.has(id));
    if (missing.length > 0)
      problems.push(
        `La caja "${register.info.name}" no recibió ${missing.length} movimientos de inventario.`,
      );
  }

  return problems;
}

/** GET /me shows a last sync for every register that uploaded. */
async function checkFreshness(api: PublicApi, business: SimBusiness): Promise<string[]> {
  const problems: string[] = [];
  const me = await api.get<{
    data_freshness: { devices: Array<{ name: string; last_sync_at: string | null }> };
  }>('/me');
  for (const register of business.registers) {
    const uploaded = register.info.kind !== 'kitchen';
    const seen = me.data_freshness.devices.filter((d) => d.name === register.info.name);
    if (uploaded && !seen.some((d) => d.last_sync_at !== null)) {
      problems.push(`GET /me no muestra la última sincronización de "${register.info.name}".`);
    }
  }
  return problems;
}

interface SaleView extends Record<(typeof AMOUNTS)[number], number> {
  id: string;
  occurred_at: string;
}

const pick = (sale: Record<(typeof AMOUNTS)[number], number>) =>
  Object.fromEntries(AMOUNTS.map((field) => [field, sale[field]])) as Record<
    (typeof AMOUNTS)[number],
    number
  >;

const byId = <T extends { id: string }>(items: T[]) => new Map(items.map((item) => [item.id, item]));

function compare(problems: string[], what: string, shown: Totals, expected: Totals): void {
  for (const field of Object.keys(expected) as Array<keyof Totals>) {
    if (shown[field] !== expected[field]) {
      problems.push(`${what}: ${field} es ${shown[field]}, debería ser ${expected[field]}.`);
    }
  }
}

function publicApi(context: VerifyContext) {
  const base = `${context.baseUrl}/public/v1`;
  const get = async <T>(path: string): Promise<T> => {
    const response = await callJson<T>(`${base}${path}`, context.apiKey);
    if (response.status !== 200)
      throw new SimulationError(`GET ${path} respondió ${describeError(response)}`);
    return response.body;
  };
  const list = async <T>(path: string): Promise<T[]> => {
    const items: T[] = [];
    let cursor: string | null = null;
    do {
      const after: string = cursor ? `&starting_after=${encodeURIComponent(cursor)}` : '';
      const page: { data: T[]; has_more: boolean; next_cursor: string | null } = await get(
        `${path}${path.includes('?') ? '&' : '?'}limit=100${after}`,
      );
      items.push(...page.data);
      cursor = page.has_more ? page.next_cursor : null;
    } while (cursor);
    return items;
  };
  return { get, list };
}
