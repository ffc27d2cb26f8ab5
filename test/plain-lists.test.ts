import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '#src/clients/admin-client.js';
import type { Executor } from '#src/db/database.js';
import { cashSessionsRepo } from '#src/domain/cash/cash-sessions.repo.js';
import { categoriesRepo } from '#src/domain/catalog/categories.repo.js';
import { productsRepo } from '#src/domain/catalog/products.repo.js';
import type { Tenant } from '#src/domain/context.js';
import { customersRepo } from '#src/domain/customers/customers.repo.js';
import { eventsRepo } from '#src/domain/events/events.repo.js';
import { stockLevelsRepo } from '#src/domain/inventory/stock-levels.repo.js';
import { stockMovementsRepo } from '#src/domain/inventory/stock-movements.repo.js';
import { warehousesRepo } from '#src/domain/inventory/warehouses.repo.js';
import { invoicesRepo } from '#src/domain/invoices/invoices.repo.js';
import { quotesRepo } from '#src/domain/quotes/quotes.repo.js';
import { salesRepo } from '#src/domain/sales/sales.repo.js';
import { simulate } from '#src/simulator/simulate.js';
import { ADMIN_TOKEN, onPostgres, startTestServer, type TestServer } from './helpers/harness.js';
import type { ApiClient } from './helpers/http.js';
import { preparedReading } from './helpers/prepared.js';

/**
 * Every list read without filters runs a statement compiled once, with timestamps read as
 * PostgreSQL's text; any filter takes the path built per request, with Dates. Both must write
 * the same items and the same cursors, page after page, on both databases: a day of a
 * simulated boutique gives every list rows to page through.
 */
const LISTS = [
  '/customers',
  '/categories',
  '/products',
  '/warehouses',
  '/inventory/movements',
  '/sales',
  '/invoices',
  '/quotes',
  '/cash-sessions',
  '/events',
] as const;

/** A filter that matches every row and sends the list down the per-request path. */
const EVERYTHING = { created_since: '2000-01-01T00:00:00Z' };
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** What `GET {id}` of each list reads with, and the table it reads from. */
type Show = (db: Executor, tenant: Tenant, id: string, now: Date) => Promise<unknown>;
const SHOWS: Record<(typeof LISTS)[number], [table: string, show: Show]> = {
  '/customers': ['customers', customersRepo.show],
  '/categories': ['categories', categoriesRepo.show],
  '/products': ['products', productsRepo.show],
  '/warehouses': ['warehouses', warehousesRepo.show],
  '/inventory/movements': ['stock_movements', stockMovementsRepo.show],
  '/sales': ['sales', salesRepo.show],
  '/invoices': ['invoices', invoicesRepo.show],
  '/quotes': ['quotes', quotesRepo.show],
  '/cash-sessions': ['cash_sessions', cashSessionsRepo.show],
  '/events': ['events', eventsRepo.show],
};

let server: TestServer;
let api: ApiClient;
let tenant: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  const admin = adminClient({ CAJA_ADMIN_URL: server.urls.admin, CAJA_ADMIN_TOKEN: ADMIN_TOKEN });
  const [business] = await simulate(
    {
      businesses: 1,
      devices: 2,
      days: 8,
      // Fixed days: what the simulated week holds (quotes, offline hours) must not depend on
      // the day the suite runs.
      until: '2026-03-14',
      salesPerDay: 8,
      seed: 'plain-lists',
      environment: 'test',
      // A boutique makes quotes for company uniforms, which the other kinds rarely do.
      kinds: ['boutique'],
    },
    { admin, listenerUrl: server.urls.test },
  );
  api = server.api('test', business!.apiKey);
  tenant = { accountId: business!.accountId, environment: 'test' };
  for (const name of ['Bodega norte', 'Bodega sur']) {
    await admin.call('POST', `/accounts/${business!.accountId}/warehouses`, { environment: 'test', name });
  }
}, 120_000);
afterAll(() => server?.close());

describe.each(LISTS)('GET %s without filters', (path) => {
  it('writes the same items and cursors as the list with a filter that matches them all', async () => {
    let plain = await api.get(path, { limit: 1 });
    let other = await api.get(path, { limit: 1, ...EVERYTHING });
    let pages = 0;
    let items = 0;
    for (;;) {
      expect(plain.status, JSON.stringify(plain.body)).toBe(200);
      // Byte for byte: key order and number formatting too.
      expect(plain.text).toBe(other.text);
      for (const item of plain.body.data) {
        expect(item.created_at).toMatch(ISO);
        if ('updated_at' in item) expect(item.updated_at).toMatch(ISO);
      }
      pages++;
      items += plain.body.data.length;
      // Six pages of one item compare the cursors well within the key's rate limit.
      if (!plain.body.has_more || pages === 6) break;
      plain = await api.get(path, { limit: 1, starting_after: plain.body.next_cursor });
      other = await api.get(path, { limit: 1, starting_after: other.body.next_cursor, ...EVERYTHING });
    }
    // Every list has more than one page to walk, so its cursors are compared too.
    expect(pages, `${path}: ${items} items`).toBeGreaterThan(1);
  });

  it('writes each item as GET {id} does', async () => {
    const list = await api.get(path, { limit: 5 });
    for (const item of list.body.data) {
      const one = await api.get(`${path}/${item.id}`);
      expect(one.status).toBe(200);
      expect(one.body).toEqual(item);
    }
  });

  it.skipIf(!onPostgres())(
    'reads GET {id} with one statement prepared once per connection, on a generic plan',
    async () => {
      const [table, show] = SHOWS[path];
      const [first] = (await api.get(path, { limit: 1 })).body.data;
      const reads = await preparedReading(server.databaseUrl!, table, (fresh) =>
        show(fresh, tenant, first.id, new Date()),
      );
      expect(reads).toHaveLength(1);
      expect(reads[0]!.genericPlans).toBeGreaterThan(0);
    },
  );
});

describe('GET /inventory/levels without filters', () => {
  it('writes the same levels, completeness and cursors as the list with a filter that matches them all', async () => {
    const since = { updated_since: '2000-01-01T00:00:00Z' };
    let plain = await api.get('/inventory/levels', { limit: 2 });
    let other = await api.get('/inventory/levels', { limit: 2, ...since });
    let pages = 0;
    for (;;) {
      expect(plain.status, JSON.stringify(plain.body)).toBe(200);
      expect(plain.text).toBe(other.text);
      // The simulated registers report what they hold: the devices read beside the page show.
      for (const level of plain.body.data)
        expect(level.devices_behind.length + (level.complete_as_of ? 1 : 0)).toBeGreaterThan(0);
      pages++;
      if (!plain.body.has_more || pages === 6) break;
      plain = await api.get('/inventory/levels', { limit: 2, starting_after: plain.body.next_cursor });
      other = await api.get('/inventory/levels', {
        limit: 2,
        starting_after: other.body.next_cursor,
        ...since,
      });
    }
    expect(pages).toBeGreaterThan(1);
  });

  it.skipIf(!onPostgres())(
    'reads a page and the devices in use with one statement prepared once per connection, on a generic plan',
    async () => {
      const reads = await preparedReading(server.databaseUrl!, 'stock_levels', (fresh) =>
        stockLevelsRepo.list(fresh, tenant, { limit: 25 }),
      );
      expect(reads.map((read) => read.name)).toEqual(['stock_levels_list_first']);
      expect(reads[0]!.genericPlans).toBeGreaterThan(0);
    },
  );
});
