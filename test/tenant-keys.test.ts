import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/harness.js';

/**
 * Every tenant's rows are keyed by their tenant: each primary key and each unique index of a
 * table with an `account_id` begins with it. That is what a database sharded by account needs
 * (Citus requires the distribution column in every unique key; one database per group of
 * accounts needs no key shared across groups), and what keeps one account's ids from ever
 * colliding with another's. `docs/scaling.md` tells the rest.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/**
 * The tables that are not a tenant's data: the control plane a router keeps in one place and
 * consults before it knows the tenant. An account is the tenant itself; an API key is found by
 * its fingerprint to learn its account; an owner's console codes and sessions span accounts.
 */
const CONTROL_PLANE = new Set([
  'accounts',
  'api_keys',
  'console_codes',
  'console_sessions',
  'console_flashes',
]);

/**
 * A unique key of tenant data that finds the tenant before it is known, so it cannot begin with
 * it: a register's token fingerprint. With the tables sharded it becomes a directory row beside
 * the accounts (fingerprint → account), and the index on the devices a plain one.
 */
const DIRECTORY_KEYS = new Set(['devices_token_fingerprint_key']);

interface UniqueKey {
  table: string;
  index: string;
  columns: string[];
}

async function uniqueKeys(): Promise<UniqueKey[]> {
  const { rows } = await sql<{ table: string; index: string; columns: string }>`
    select t.relname as table, i.relname as index,
      (select string_agg(coalesce(a.attname, '(expression)'), ',' order by k.ord)
       from unnest(x.indkey) with ordinality k(attnum, ord)
       left join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum) as columns
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    join pg_class t on t.oid = x.indrelid
    join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = current_schema() and x.indisunique
      and not exists (select 1 from pg_inherits h where h.inhrelid = t.oid)
    order by 1, 2
  `.execute(server.caja.services.db);
  return rows.map((row) => ({ ...row, columns: row.columns.split(',') }));
}

async function tablesWithAccount(): Promise<string[]> {
  const { rows } = await sql<{ table: string }>`
    select c.relname as table from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 'p') and a.attname = 'account_id'
      and not a.attisdropped
      and not exists (select 1 from pg_inherits h where h.inhrelid = c.oid)
  `.execute(server.caja.services.db);
  return rows.map((row) => row.table);
}

describe('tenant keys', () => {
  it('begins every primary key and unique index of a tenant table with account_id', async () => {
    const tenantTables = new Set((await tablesWithAccount()).filter((table) => !CONTROL_PLANE.has(table)));
    const keys = (await uniqueKeys()).filter((key) => tenantTables.has(key.table));
    // The check sees the tables: the sales and the catalog at least.
    expect(keys.map((key) => key.index)).toEqual(
      expect.arrayContaining(['sales_pkey', 'customers_pkey', 'products_pkey', 'stock_movements_pkey']),
    );
    const strays = keys
      .filter((key) => key.columns[0] !== 'account_id' && !DIRECTORY_KEYS.has(key.index))
      .map((key) => `${key.index} (${key.columns.join(', ')})`);
    expect(strays).toEqual([]);
  });

  it("keeps the one directory key to the register's token fingerprint, unique on its own", async () => {
    const directory = (await uniqueKeys()).filter((key) => DIRECTORY_KEYS.has(key.index));
    expect(directory).toEqual([
      { table: 'devices', index: 'devices_token_fingerprint_key', columns: ['token_fingerprint'] },
    ]);
  });

  it('finds a tenant row by its key with one index probe, with no statistics gathered', async () => {
    const db = server.caja.services.db;
    for (const table of [
      'customers',
      'products',
      'product_variants',
      'categories',
      'warehouses',
      'devices',
    ]) {
      const { rows } = await sql<{ 'QUERY PLAN': unknown }>`
        explain (format json)
        select * from ${sql.table(table)}
        where account_id = ${crypto.randomUUID()} and environment = 'test' and id = ${crypto.randomUUID()}
      `.execute(db);
      const indexes = [...JSON.stringify(rows[0]).matchAll(/"Index Name":"([^"]+)"/g)].map((m) => m[1]);
      // One index probe: the key, or (for tables also read by id alone) the index on `id`.
      expect({ table, indexes }).toEqual({ table, indexes: [expect.stringMatching(`^${table}_(pkey|id)$`)] });
    }
  });
});
