import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#src/config.js';
import { openDatabase } from '#src/db/database.js';
import { preparingPool } from '#src/db/pg-pool.js';
import { bindable, placeholder, preparedName } from '#src/db/prepared.js';
import type { Database } from '#src/db/schema.js';
import { customersRepo } from '#src/domain/customers/customers.repo.js';
import { onPostgres, startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';

/** Kysely that compiles PostgreSQL and runs nothing. */
const compiler = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe('statements compiled once', () => {
  const byId = compiler
    .selectFrom('customers')
    .select(['id', 'name'])
    .where('account_id', '=', placeholder<string>(0))
    .where('id', '=', placeholder<string>(1))
    .compile();
  const bind = bindable(byId);

  it('bind each call its values by position and get a name to be prepared under', () => {
    const statement = bind(['account', 'customer']);
    expect(statement.sql).toBe(byId.sql);
    expect(statement.parameters).toEqual(['account', 'customer']);
    expect(preparedName(byId.sql)).toMatch(/^caja_\d+$/);
    expect(preparedName('select 1')).toBeUndefined();
  });

  it('refuse a value that is not a placeholder: it would be frozen into every call', () => {
    const frozen = compiler.selectFrom('customers').select('id').where('id', '=', 'fixed').compile();
    expect(() => bindable(frozen)).toThrow(/not a placeholder/);
  });

  it('run as named statements through the pool, and any other SQL as it comes', async () => {
    const calls: unknown[][] = [];
    const client = {
      query: (...args: unknown[]) => {
        calls.push(args);
        return Promise.resolve({ command: 'SELECT', rowCount: 0, rows: [] });
      },
      release: () => calls.push(['release']),
    };
    const pool = preparingPool({
      connect: async () => client,
      end: async () => undefined,
    } as unknown as pg.Pool);
    const connection = await pool.connect();
    await connection.query(byId.sql, ['account', 'customer']);
    await connection.query('select now()', []);
    connection.release();
    expect(calls).toEqual([
      [{ name: preparedName(byId.sql), text: byId.sql, values: ['account', 'customer'] }],
      ['select now()', []],
      ['release'],
    ]);
    // The same connection again is the same object to Kysely, which keeps its state by it.
    expect(await pool.connect()).toBe(connection);
  });
});

describe('DATABASE_PREPARED_STATEMENTS', () => {
  it('is on by default, can be turned off, and a bad value is named', () => {
    expect(loadConfig({}).databasePreparedStatements).toBe(true);
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: 'false' }).databasePreparedStatements).toBe(false);
    expect(() => loadConfig({ DATABASE_PREPARED_STATEMENTS: 'nunca' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_PREPARED_STATEMENTS: 'nunca' })).toThrow(
      /DATABASE_PREPARED_STATEMENTS="nunca" debe ser true o false/,
    );
  });
});

describe.skipIf(!onPostgres())('the customer list as a prepared statement (PostgreSQL)', () => {
  let server: TestServer;
  let shop: TestTenant;

  beforeAll(async () => {
    server = await startTestServer();
    shop = await server.tenant();
    for (const name of ['Ana', 'Beto', 'Carla']) {
      expect((await shop.live.post('/customers', { name })).status).toBe(201);
    }
  });
  afterAll(() => server.close());

  const names = (body: { data: { name: string }[] }) => body.data.map((c) => c.name);

  it('is prepared once on a connection and then only bound', async () => {
    const tenant = { accountId: shop.accountId, environment: 'live' } as const;
    const prepared = await server.caja.services.db.connection().execute(async (connection) => {
      const first = await customersRepo.list(connection, tenant, { limit: 2 });
      const again = await customersRepo.list(connection, tenant, { limit: 2 });
      expect(again.data.map((c) => c.id)).toEqual(first.data.map((c) => c.id));
      return sql<{
        name: string;
        statement: string;
      }>`select name, statement from pg_prepared_statements`.execute(connection);
    });
    const list = prepared.rows.filter((row) => row.statement.includes('from "customers"'));
    expect(list).toHaveLength(1);
    expect(list[0]!.name).toBe(preparedName(list[0]!.statement));
  });

  it('is not prepared when DATABASE_PREPARED_STATEMENTS is off (a pooler in transaction mode)', async () => {
    const tenant = { accountId: shop.accountId, environment: 'live' } as const;
    const preparedAfterTwoPages = async (preparedStatements: boolean) => {
      const handle = await openDatabase({ url: server.databaseUrl!, poolSize: 1, preparedStatements });
      try {
        await customersRepo.list(handle.db, tenant, { limit: 2 });
        await customersRepo.list(handle.db, tenant, { limit: 2 });
        const { rows } = await sql<{
          n: number;
        }>`select count(*)::int as n from pg_prepared_statements`.execute(handle.db);
        return rows[0]!.n;
      } finally {
        await handle.close();
      }
    };
    expect(await preparedAfterTwoPages(true)).toBe(1);
    expect(await preparedAfterTwoPages(false)).toBe(0);
  });

  it('keeps answering when a migration adds a column while the server runs', async () => {
    // Prepared on every pooled connection, as after a while in production.
    const before = await Promise.all(
      Array.from({ length: 20 }, () => shop.live.get('/customers', { limit: 2 })),
    );
    expect(before.map((r) => r.status)).toEqual(Array(20).fill(200));
    await sql`alter table customers add column nickname text`.execute(server.caja.services.db);
    const after = await Promise.all(
      Array.from({ length: 20 }, () => shop.live.get('/customers', { limit: 2 })),
    );
    expect(after.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(names(after[0]!.body)).toEqual(['Carla', 'Beto']);
    const next = await shop.live.get('/customers', { limit: 2, starting_after: after[0]!.body.next_cursor });
    expect(names(next.body)).toEqual(['Ana']);
  });
});
