import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BusinessSummary, simulate } from '#src/simulator/simulate.js';
import { addDays, bogotaDate } from '#src/simulator/time.js';
import { inProcessAdmin, seedDemoIfEmpty, simulateDemoWeek } from '#src/start/demo.js';
import { registerDevice } from '../helpers/device-client.js';
import { ADMIN_TOKEN, startTestServer, type TestServer } from '../helpers/harness.js';
import type { ApiClient } from '../helpers/http.js';
import { saleRecord } from '../helpers/sales-fixtures.js';

/**
 * A month of three simulated stores (a minimarket, a restaurant and a boutique, three registers
 * each) driven through the device sync interface over HTTP; then the public API is read back
 * by this test's own code, independently of the simulator's self-check.
 */

let server: TestServer;
let month: BusinessSummary[];
const until = addDays(bogotaDate(new Date()), -1);
const from = addDays(until, -29);

interface SaleView {
  id: string;
  status: string;
  subtotal: number;
  discount: number;
  tax: number;
  tip_amount: number;
  total: number;
  tax_breakdown: Array<{ rate: number | null; per_unit: number | null; base: number; amount: number }>;
  items: Array<{ subtotal: number; taxes: Array<{ rate: number | null; base: number; amount: number }> }>;
  occurred_at: string;
  created_at: string;
}

async function listAll<T>(api: ApiClient, path: string): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const after: string = cursor ? `&starting_after=${encodeURIComponent(cursor)}` : '';
    const page = await api.get(`${path}${path.includes('?') ? '&' : '?'}limit=100${after}`);
    expect(page.status).toBe(200);
    items.push(...page.body.data);
    cursor = page.body.has_more ? page.body.next_cursor : null;
  } while (cursor);
  return items;
}

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_PER_KEY: '100000', RATE_LIMIT_PER_ACCOUNT: '100000' });
  month = await simulate(
    {
      businesses: 3,
      devices: 3,
      days: 30,
      salesPerDay: 6,
      seed: 'mes-de-prueba',
      environment: 'test',
      until,
      syncEveryMinutes: 180,
    },
    { admin: inProcessAdmin(server.caja, ADMIN_TOKEN), listenerUrl: server.urls.test },
  );
}, 600_000);
afterAll(() => server.close());

describe('caja simulate: a month of three stores', () => {
  it('simulates a minimarket, a restaurant and a boutique whose own check finds no difference', () => {
    expect(month.map((b) => b.kind)).toEqual(['minimarket', 'restaurant', 'boutique']);
    for (const business of month) {
      expect(business.problems).toEqual([]);
      expect(business.sync.rejected).toEqual([]);
      expect(business.sales.completed).toBeGreaterThan(60);
      expect(business.from).toBe(from);
    }
  });

  it('keeps the month consistent: the daily report equals the sum of GET /sales?status=completed per Bogota day', async () => {
    for (const business of month) {
      const api = server.api('test', business.apiKey);
      const report = await api.get(`/reports/daily-sales?from=${from}&to=${until}`);
      expect(report.status).toBe(200);
      const sales = await listAll<SaleView>(api, '/sales?status=completed');
      const perDay = new Map<string, { count: number; total: number; tax: number; tips: number }>();
      for (const sale of sales) {
        const day = perDay.get(bogotaDate(sale.occurred_at)) ?? { count: 0, total: 0, tax: 0, tips: 0 };
        day.count++;
        day.total += sale.total;
        day.tax += sale.tax;
        day.tips += sale.tip_amount;
        perDay.set(bogotaDate(sale.occurred_at), day);
      }
      for (const day of report.body.days) {
        const listed = perDay.get(day.date) ?? { count: 0, total: 0, tax: 0, tips: 0 };
        expect([day.date, day.sales_count, day.total, day.tax, day.tip_amount]).toEqual([
          day.date,
          listed.count,
          listed.total,
          listed.tax,
          listed.tips,
        ]);
        expect(day.net_income).toBe(day.total - day.tax - day.tip_amount);
      }
      const reported = report.body.days.reduce((sum: number, d: { total: number }) => sum + d.total, 0);
      expect(reported).toBe(business.revenue.total);
      expect(sales.length).toBe(business.sales.completed);
    }
  });

  it('uploads sales whose money adds up in integer pesos (lines, discount, tip, tax breakdown)', async () => {
    let tipped = 0;
    for (const business of month) {
      for (const sale of await listAll<SaleView>(server.api('test', business.apiKey), '/sales')) {
        expect(sale.subtotal).toBe(sale.items.reduce((sum, item) => sum + item.subtotal, 0));
        expect(sale.total).toBe(sale.subtotal - sale.discount + sale.tip_amount);
        expect(sale.tax).toBe(sale.tax_breakdown.reduce((sum, entry) => sum + entry.amount, 0));
        expect(sale.tax).toBeLessThanOrEqual(sale.total - sale.tip_amount);
        for (const item of sale.items) {
          for (const tax of item.taxes.filter((t) => t.rate !== null))
            expect(tax.base + tax.amount).toBe(item.subtotal);
        }
        if (sale.tip_amount > 0) tipped++;
      }
    }
    expect(tipped).toBeGreaterThan(0);
  });

  it('shows the registers offline: some sales arrived after sales that happened later', async () => {
    const late = [];
    for (const business of month) {
      const sales = await listAll<SaleView>(server.api('test', business.apiKey), '/sales');
      const byArrival = [...sales].sort((a, b) => a.created_at.localeCompare(b.created_at));
      let latestOccurred = '';
      for (const sale of byArrival) {
        if (sale.occurred_at < latestOccurred) late.push(sale.id);
        if (sale.occurred_at > latestOccurred) latestOccurred = sale.occurred_at;
      }
    }
    expect(late.length).toBeGreaterThan(0);
  });

  it('lists every stock movement of the ledger and every product the sales refer to', async () => {
    for (const business of month) {
      const api = server.api('test', business.apiKey);
      const movements = await listAll<{ origin_type: string }>(api, '/inventory/movements');
      expect(movements.length).toBe(business.stockMovements + business.apiMovements);
      const origins = new Set(movements.map((m) => m.origin_type));
      expect(origins).toContain('sale');
      expect(origins).toContain('purchase');
      if (business.kind === 'restaurant') expect(origins).toContain('recipe_explosion');
      const products = new Set((await listAll<{ id: string }>(api, '/products')).map((p) => p.id));
      const sales = await listAll<{ items: Array<{ product_id: string }> }>(api, '/sales');
      for (const item of sales.flatMap((s) => s.items)) expect(products.has(item.product_id)).toBe(true);
    }
  });

  it('re-sent batches after a lost response, a register clock minutes off, and quotes that expire on read', async () => {
    for (const business of month) {
      expect(business.sync.resentBatches).toBeGreaterThan(0);
      expect(business.sync.resentChanged).toBe(0);
      expect(business.devices.some((d) => Math.abs(d.skewSeconds) >= 120)).toBe(true);
    }
    const statuses = new Set<string>();
    for (const business of month) {
      const quotes = await listAll<{ status: string; expires_at: string }>(
        server.api('test', business.apiKey),
        '/quotes',
      );
      expect(quotes.length).toBe(business.quotes);
      for (const quote of quotes) {
        statuses.add(quote.status);
        if (Date.parse(quote.expires_at) <= Date.now()) expect(['draft', 'sent']).not.toContain(quote.status);
      }
    }
    expect(statuses).toContain('expired');
  });

  it('closes the cash sessions with expected and counted cash, and reports every register that uploaded in GET /me', async () => {
    for (const business of month) {
      const api = server.api('test', business.apiKey);
      const sessions = await listAll<{ status: string; expected_cash: number; closing_cash: number }>(
        api,
        '/cash-sessions?status=closed',
      );
      expect(sessions.length).toBe(business.cashSessions);
      for (const s of sessions) expect(Math.abs(s.closing_cash - s.expected_cash)).toBeLessThanOrEqual(5000);
      const me = await api.get('/me');
      const kitchen = business.devices.find((d) => d.kind === 'kitchen');
      for (const device of me.body.data_freshness.devices) {
        if (device.name === kitchen?.name) expect(device.last_sync_at).toBeNull();
        else expect(device.last_sync_at).not.toBeNull();
      }
    }
  });
});

describe('repeatability and the demo week', () => {
  it('simulates the same store twice from the same seed', { timeout: 180_000 }, async () => {
    const options = {
      businesses: 1,
      devices: 2,
      days: 2,
      salesPerDay: 8,
      seed: 'igual',
      environment: 'test' as const,
      until,
    };
    const transport = { admin: inProcessAdmin(server.caja, ADMIN_TOKEN), listenerUrl: server.urls.test };
    const [first] = await simulate(options, transport);
    const [second] = await simulate(options, transport);
    expect(second?.accountId).not.toBe(first?.accountId);
    expect({ ...second?.revenue, ...second?.sales }).toEqual({ ...first?.revenue, ...first?.sales });
    expect(second?.problems).toEqual([]);
  });

  it(
    'reports the difference when the cloud holds a sale no register of the run made',
    { timeout: 180_000 },
    async () => {
      const transport = {
        admin: inProcessAdmin(server.caja, ADMIN_TOKEN),
        listenerUrl: server.urls.test,
        // On the last day, a register the simulator does not know uploads one more completed sale.
        onProgress: async (progress: { done: number; total: number; accountId: string; date: string }) => {
          if (progress.done !== progress.total) return;
          const stranger = await registerDevice(server, progress.accountId, { name: 'Caja ajena' });
          await stranger.uploadOk([
            { type: 'sale', data: saleRecord({ occurred_at: `${progress.date}T17:00:00.000Z` }) },
          ]);
        },
      };
      const options = {
        businesses: 1,
        devices: 1,
        days: 1,
        salesPerDay: 3,
        seed: 'ajena',
        environment: 'test' as const,
        until,
      };
      const [run] = await simulate(options, transport);
      const fields = (run?.problems ?? []).map((p) =>
        /^El reporte del (\S+) frente a las cajas: (\w+) es/.exec(p)?.slice(1),
      );
      expect(fields).toEqual([
        [until, 'sales_count'],
        [until, 'subtotal'],
        [until, 'tax'],
        [until, 'total'],
        [until, 'net_income'],
      ]);
    },
  );

  it(
    'gives the demo business a week of sales from three registers in its test environment',
    { timeout: 180_000 },
    async () => {
      const demo = await seedDemoIfEmpty(server.caja);
      expect(demo).toBeNull(); // the accounts above exist already: the demo is only for an empty database
      const account = await server.admin.createAccount({ name: 'Tienda Demo' });
      const key = await server.admin.createKey(account.id, { environment: 'test', scopes: ['*'] });
      const week = await simulateDemoWeek(inProcessAdmin(server.caja, ADMIN_TOKEN), server.urls.test, {
        accountId: account.id,
        testKey: key.secret,
      });
      expect(week.problems).toEqual([]);
      const api = server.api('test', key.secret);
      const me = await api.get('/me');
      expect(me.body.data_freshness.devices).toHaveLength(3);
      expect(me.body.data_freshness.last_device_sync_at).not.toBeNull();
      const report = await api.get(`/reports/daily-sales?from=${week.from}&to=${addDays(week.to, -1)}`);
      expect(report.body.days).toHaveLength(6);
      for (const day of report.body.days) expect(day.sales_count).toBeGreaterThan(0);
    },
  );
});
