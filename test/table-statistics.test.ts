import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeStaleTables } from '#src/db/table-statistics.js';
import { stockLevelsRepo } from '#src/domain/inventory/stock-levels.repo.js';
import { registerDevice } from './helpers/device-client.js';
import { startTestServer, type TestServer } from './helpers/harness.js';
import { saleRecord } from './helpers/sales-fixtures.js';
import { waitFor } from './helpers/webhook-receiver.js';

/**
 * "Plans that do not depend on luck": neither the embedded database nor a PostgreSQL with
 * autovacuum off gathers statistics by itself, and without them the upload's lookup of a sale
 * by its key was planned on another index that starts with the account, reading every sale of
 * the business. Caja analyzes the tables an upload fills while it uploads.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_PER_DEVICE: '100000' });
});
afterAll(() => server.close());

/** The index PostgreSQL would use for an upload's lookup of one sale, as planned right now. */
async function lookupIndex(accountId: string): Promise<string[]> {
  const { rows } = await sql<{ 'QUERY PLAN': unknown }>`
    explain (format json)
    select record_hash, status from sales
    where account_id = ${accountId} and environment = 'test' and id = ${crypto.randomUUID()}
    for update
  `.execute(server.caja.services.db);
  const text = JSON.stringify(rows[0]);
  return [...text.matchAll(/"Index Name":"([^"]+)"/g)].map((m) => m[1]!);
}

describe('plans that need no statistics', () => {
  it("reads a page of stock levels from one index, without reading the tenant's catalog", async () => {
    const shop = await server.tenant();
    const db = server.caja.services.db;
    await sql`
      insert into products (id, account_id, environment, name, sku, kind, tax_class, base_price, final_price,
        base_unit, created_at, updated_at)
      select gen_random_uuid(), ${shop.accountId}, 'test', 'Producto ' || i, 'PL-' || i, 'simple', 'standard',
        1000, 1190, 'unit', now(), now()
      from generate_series(1, 2000) i
    `.execute(db);
    const plan = await stockLevelsRepo
      .pageQuery(db, { accountId: shop.accountId, environment: 'test' }, { limit: 25 })
      .explain('json');
    const text = JSON.stringify(plan);
    const indexes = [...text.matchAll(/"Index Name":"([^"]+)"/g)].map((m) => m[1]);
    const relations = [...text.matchAll(/"Relation Name":"([^"]+)"/g)].map((m) => m[1]);
    expect(indexes).toEqual(['stock_levels_page']);
    expect(relations).toEqual(['stock_levels']);
    expect(text).not.toContain('"Sort"');
  });
});

describe('statistics kept by Caja', () => {
  it('analyzes the sales a register uploads, so that a sale is found by its primary key', async () => {
    const shop = await server.tenant();
    const register = await registerDevice(server, shop.accountId);
    const day = Date.parse('2026-11-01T15:00:00Z');
    for (let batch = 0; batch < 3; batch++) {
      const sales = Array.from({ length: 200 }, (_, i) => ({
        type: 'sale' as const,
        data: saleRecord({ occurred_at: new Date(day + (batch * 200 + i) * 60_000).toISOString() }),
      }));
      await register.uploadOk(sales);
    }
    const indexes = await waitFor(
      async () => {
        const used = await lookupIndex(shop.accountId);
        return used.length === 1 && used[0] === 'sales_pkey' ? used : null;
      },
      'the lookup planned on the primary key',
      { timeoutMs: 30_000, intervalMs: 500 },
    );
    expect(indexes).toEqual(['sales_pkey']);
    const { rows } = await sql<{ analyzed: boolean }>`
      select coalesce(last_analyze, last_autoanalyze) is not null as analyzed
      from pg_stat_user_tables where relname = 'sales'
    `.execute(server.caja.services.db);
    expect(rows[0]?.analyzed).toBe(true);
  }, 60_000);

  it('lets uploads analyze a table again within a minute only once it has doubled', async () => {
    const db = server.caja.services.db;
    await sql`create table statistics_probe (n int)`.execute(db);
    try {
      const changesSeen = (at: number) =>
        waitFor(
          async () => {
            const { rows } = await sql<{ n: number }>`
              select n_mod_since_analyze::int as n from pg_stat_user_tables where relname = 'statistics_probe'
            `.execute(db);
            return (rows[0]?.n ?? 0) >= at ? true : null;
          },
          `${at} changes in the statistics views`,
          { timeoutMs: 30_000, intervalMs: 250 },
        );
      // The counts of a commit reach the views a moment later: an ANALYZE before they do would
      // be followed by changes it already saw.
      await sql`insert into statistics_probe select generate_series(1, 1000)`.execute(db);
      await changesSeen(1000);
      await sql`analyze statistics_probe`.execute(db);
      const analyzes = async (options: { unlessAnalyzedWithinMs?: number }) =>
        (await analyzeStaleTables(db, options)).includes('statistics_probe');

      // 30 % more rows: stale by autovacuum's rule, but analyzed a moment ago.
      await sql`insert into statistics_probe select generate_series(1, 300)`.execute(db);
      await changesSeen(300);
      expect(await analyzes({ unlessAnalyzedWithinMs: 60_000 })).toBe(false);
      expect(await analyzes({})).toBe(true);

      // Twice the rows since that analyze: analyzed again at once.
      await sql`insert into statistics_probe select generate_series(1, 2000)`.execute(db);
      await changesSeen(2000);
      expect(await analyzes({ unlessAnalyzedWithinMs: 60_000 })).toBe(true);
    } finally {
      await sql`drop table statistics_probe`.execute(db);
    }
  }, 90_000);
});
