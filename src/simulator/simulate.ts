import type { AdminClient } from '#src/clients/admin-client.js';
import { callJson, describeError } from '#src/clients/json-http.js';
import { SimBusiness } from './business.js';
import type { SimProduct } from './catalog.js';
import { type Integration, planDay, type SimEvent } from './day.js';
import { NOTHING_YET, readExistingCatalog } from './existing-catalog.js';
import { Random } from './random.js';
import { emptyTally, Register, type SyncTally, type UploadStyle } from './register.js';
import {
  activeRegisters,
  createAccount,
  createApiKey,
  type Environment,
  planRegisters,
  type RegisterTokens,
  registerDevice,
  reuseRegister,
} from './setup.js';
import { SimulationError } from './simulation-error.js';
import { STORE_KINDS } from './stores.js';
import { addDays, bogota, bogotaDate, MINUTE } from './time.js';
import { verify } from './verify.js';

/**
 * Drives simulated businesses through the device sync interface over HTTP, day by day and hour
 * by hour: registers record, upload when they are online (re-sending a batch now and then, as
 * after a lost response), download what the others changed, and the business's integration
 * writes through the public API. At the end every register reconnects and uploads, and the
 * public API is checked against what the registers recorded.
 */

export interface SimulationOptions {
  businesses: number;
  /** Registers per business. */
  devices: number;
  days: number;
  salesPerDay: number;
  seed: string;
  environment: Environment;
  /** The last simulated Bogota day (YYYY-MM-DD); today by default, simulated up to `now`. */
  until?: string;
  /** How often an online register syncs, in minutes (60 by default). */
  syncEveryMinutes?: number;
  /** Fill this existing account instead of creating businesses (with `businesses` = 1). */
  accountId?: string;
  /** The API key of that account, if the caller has one; otherwise one is created. */
  apiKey?: string;
  /** Which kind of store each business is, in turn (all three by default). */
  kinds?: Array<(typeof STORE_KINDS)[number]['name']>;
  /** How the registers fill their uploads (as `caja simulate` does by default). */
  uploads?: UploadStyle;
}

export interface SimulationTransport {
  admin: AdminClient;
  /** The listener of the environment, e.g. http://127.0.0.1:3001 (no path). */
  listenerUrl: string;
  /** Where the tokens of an existing account's registers are kept between runs, if anywhere. */
  registerTokens?: RegisterTokens;
  now?: () => Date;
  /** Told after each simulated day of each business; the run waits for it. */
  onProgress?: (progress: {
    done: number;
    total: number;
    business: string;
    accountId: string;
    date: string;
    sales: number;
  }) => void | Promise<void>;
}

export interface BusinessSummary {
  name: string;
  kind: string;
  accountId: string;
  apiKey: string;
  devices: Array<{ id: string; name: string; kind: string; appVersion: string; skewSeconds: number }>;
  from: string;
  to: string;
  sales: { completed: number; cancelled: number; open: number };
  revenue: { total: number; tax: number; tips: number; netIncome: number };
  invoices: number;
  quotes: number;
  cashSessions: number;
  stockMovements: number;
  apiMovements: number;
  customers: number;
  sync: SyncTally;
  problems: string[];
}

export async function simulate(
  options: SimulationOptions,
  transport: SimulationTransport,
): Promise<BusinessSummary[]> {
  const now = transport.now?.() ?? new Date();
  const until = options.until ?? bogotaDate(now);
  const from = addDays(until, 1 - options.days);
  const startedAt = new Date();
  let done = 0;
  const simulateOne = async (index: number): Promise<BusinessSummary> => {
    const run = await startBusiness(options, transport, index);
    await runDays(run, options, from, now, (date) =>
      transport.onProgress?.({
        done: ++done,
        total: options.businesses * options.days,
        business: run.business.name,
        accountId: run.business.accountId,
        date,
        sales: run.business.sales.size,
      }),
    );
    const problems = await verify(run.business, {
      baseUrl: transport.listenerUrl,
      apiKey: run.apiKey,
      from,
      to: until,
      since: startedAt,
      apiMovements: run.apiMovements,
      fresh: options.accountId === undefined,
    });
    return summarize(run, from, until, problems);
  };
  // Businesses are independent (each has its own random sources), so a few run side by side.
  const summaries: BusinessSummary[] = new Array(options.businesses);
  let nextIndex = 0;
  const worker = async () => {
    for (let index = nextIndex++; index < options.businesses; index = nextIndex++) {
      summaries[index] = await simulateOne(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_BUSINESSES, options.businesses) }, worker));
  return summaries;
}

const PARALLEL_BUSINESSES = 3;

interface BusinessRun {
  business: SimBusiness;
  apiKey: string;
  tally: SyncTally;
  upgrades: Map<Register, string>;
  apiMovements: string[];
  integration: Integration;
  resentOnce: boolean;
}

async function startBusiness(
  options: SimulationOptions,
  transport: SimulationTransport,
  index: number,
): Promise<BusinessRun> {
  const kinds = options.kinds?.length ? options.kinds : STORE_KINDS.map((k) => k.name);
  const kindName = kinds[index % kinds.length];
  const kind =
    STORE_KINDS.find((k) => k.name === kindName) ?? (STORE_KINDS[0] as (typeof STORE_KINDS)[number]);
  const rng = new Random(options.seed, 'business', String(index));
  const name = kind.businessNames[
    Math.floor(index / STORE_KINDS.length) % kind.businessNames.length
  ] as string;
  const existingAccount = options.accountId !== undefined;
  const accountId = options.accountId ?? (await createAccount(transport.admin, name));
  const apiKey = options.apiKey ?? (await createApiKey(transport.admin, accountId, options.environment));
  // An existing account keeps its catalog, warehouse and registers: only what is missing is made.
  const existing = existingAccount ? await readExistingCatalog(transport.listenerUrl, apiKey) : NOTHING_YET;
  const active = existingAccount
    ? await activeRegisters(transport.admin, accountId, options.environment)
    : [];
  const tally = emptyTally();
  const upgrades = new Map<Register, string>();
  const registers: Register[] = [];
  for (const planned of planRegisters(kind, Math.max(1, options.devices), rng)) {
    const info = existingAccount
      ? await reuseRegister(
          transport.admin,
          accountId,
          options.environment,
          planned,
          active,
          transport.registerTokens,
        )
      : await registerDevice(transport.admin, accountId, options.environment, planned);
    const register = new Register(info, transport.listenerUrl, tally, options.uploads);
    if (info.upgradeTo) upgrades.set(register, info.upgradeTo);
    registers.push(register);
  }
  const business = new SimBusiness(
    kind,
    name,
    accountId,
    registers,
    rng,
    new Random(options.seed, 'ids', accountId),
    existing,
  );
  const apiMovements: string[] = [];
  const integration: Integration = {
    async recordMovement(product: SimProduct, type, quantity, reason) {
      const key = business.ids.uuid();
      const response = await callJson<{ id: string }>(
        `${transport.listenerUrl}/public/v1/inventory/movements`,
        apiKey,
        {
          method: 'POST',
          body: { product_id: product.id, type, quantity, reason },
          headers: { 'idempotency-key': key },
        },
      );
      if (response.status !== 201) {
        throw new SimulationError(
          `La integración no pudo registrar un movimiento: ${describeError(response)}`,
        );
      }
      apiMovements.push(response.body.id);
    },
  };
  return { business, apiKey, tally, upgrades, apiMovements, integration, resentOnce: false };
}

async function runDays(
  run: BusinessRun,
  options: SimulationOptions,
  from: string,
  now: Date,
  dayDone: (date: string) => void | Promise<void>,
): Promise<void> {
  const { business } = run;
  const [open] = business.kind.hours;
  const setupAt = bogota(from, open - 2);
  if (setupAt > now) {
    throw new SimulationError(
      `El primer día simulado (${from}) todavía no ha empezado. Simula días pasados con --until ${addDays(from, -1)} o agrega días con --days.`,
    );
  }
  moveClock(business.registers, setupAt);
  business.setUp();
  await tick(run, setupAt);
  const midpoint = Math.floor(options.days / 2);
  for (let day = 0; day < options.days; day++) {
    const date = addDays(from, day);
    if (day === midpoint) {
      for (const [register, version] of run.upgrades) register.info.appVersion = version;
    }
    const events = planDay(business, date, day, options.salesPerDay, run.integration);
    const ticks = syncTicks(events, date, open, (options.syncEveryMinutes ?? 60) * MINUTE).map((at) => ({
      at,
      run: () => tick(run, at),
    }));
    for (const event of mergeByTime(events, ticks)) {
      if (event.at > now) break;
      moveClock(business.registers, event.at);
      await event.run();
    }
    await dayDone(date);
    if (bogota(addDays(date, 1), 0) > now) break;
  }
  // Every register reconnects at the end: what waited offline arrives, documents are issued.
  const end = new Date(Math.min(now.getTime(), bogota(addDays(from, options.days), 0).getTime()));
  for (const register of business.registers) register.offlineUntil = null;
  await tick(run, end);
  await tick(run, end);
}

/** Moves the registers' true time: what they record now waits since then. */
function moveClock(registers: readonly Register[], time: Date): void {
  for (const register of registers) register.now = time;
}

/**
 * Every register that is online uploads what it has (saying what it still holds, if its app
 * reports), downloads what others did, then issues what waited.
 */
async function tick(run: BusinessRun, at: Date): Promise<void> {
  for (const register of run.business.registers) {
    register.now = at;
    if (register.offlineUntil && at >= register.offlineUntil) register.offlineUntil = null;
    if (!register.isOnline(at)) continue;
    await register.upload(() => {
      const resend = !run.resentOnce || run.business.rng.chance(0.03);
      run.resentOnce = true;
      return resend;
    });
    await register.download();
    run.business.issuePending(register, at);
  }
}

/** When online registers sync: from an hour before opening until after the day's last event. */
function syncTicks(events: SimEvent[], date: string, open: number, every: number): Date[] {
  const last =
    events.length > 0 ? (events[events.length - 1] as SimEvent).at.getTime() : bogota(date, open).getTime();
  const ticks: Date[] = [];
  for (let t = bogota(date, open - 1).getTime(); t <= last + every; t += every) ticks.push(new Date(t));
  return ticks;
}

/** Events in time order; a tick at the same instant as an event runs after it. */
function mergeByTime(events: SimEvent[], ticks: SimEvent[]): SimEvent[] {
  return [...events, ...ticks]
    .map((event, order) => ({ event, order }))
    .sort((a, b) => a.event.at.getTime() - b.event.at.getTime() || a.order - b.order)
    .map(({ event }) => event);
}

function summarize(run: BusinessRun, from: string, to: string, problems: string[]): BusinessSummary {
  const { business, tally } = run;
  const sales = [...business.sales.values()];
  const completed = sales.filter((s) => s.status === 'completed');
  const sum = (pick: (s: (typeof sales)[number]) => number) =>
    completed.reduce((total, s) => total + pick(s), 0);
  const total = sum((s) => s.total);
  const tax = sum((s) => s.tax);
  const tips = sum((s) => s.tip_amount);
  return {
    name: business.name,
    kind: business.kind.name,
    accountId: business.accountId,
    apiKey: run.apiKey,
    devices: business.registers.map((r) => ({
      id: r.info.id,
      name: r.info.name,
      kind: r.info.kind,
      appVersion: r.info.appVersion,
      skewSeconds: Math.round(r.info.skewMs / 1000),
    })),
    from,
    to,
    sales: {
      completed: completed.length,
      cancelled: sales.filter((s) => s.status === 'cancelled').length,
      open: sales.filter((s) => s.status === 'open').length,
    },
    revenue: { total, tax, tips, netIncome: total - tax - tips },
    invoices: business.invoices.size,
    quotes: business.quotes.size,
    cashSessions: business.drawers.sessions.size,
    stockMovements: business.movements.size,
    apiMovements: run.apiMovements.length,
    customers: business.customers.length,
    sync: tally,
    problems: [
      ...tally.rejected.map((r) => `Registro rechazado: ${r}`),
      ...(tally.resentChanged > 0 ? [`Un lote reenviado cambió ${tally.resentChanged} registros.`] : []),
      ...problems,
    ],
  };
}
