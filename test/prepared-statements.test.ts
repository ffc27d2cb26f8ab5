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
import { statementPool } from '#src/db/pg-pool.js';
import { bindable, placeholder, preparedStatement } from '#src/db/prepared.js';
import type { Database } from '#src/db/schema.js';
import { isoFromTimestamptz, parseTimestamptz } from '#src/db/type-parsers.js';
import { customersRepo } from '#src/domain/customers/customers.repo.js';
import { onPostgres, startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';
import { preparedReading } from './helpers/prepared.js';

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
  const bind = bindable(byId, { name: 'customer_by_id_example' });

  it('bind each call its values by position and are prepared under the name that says what they run', () => {
    const statement = bind(['account', 'customer']);
    expect(statement.parameters).toEqual(['account', 'customer']);
    const { name } = preparedStatement(statement.sql)!;
    expect(name).toBe('customer_by_id_example');
    expect(statement.sql).toBe(`/* ${name} */ ${byId.sql}`);
    expect(preparedStatement(statement.sql)).toEqual({ name, timestampsAsText: false });
    // The same SQL built for one request is not the statement compiled once.
    expect(preparedStatement(byId.sql)).toBeUndefined();
    expect(preparedStatement('select 1')).toBeUndefined();
  });

  it('refuse a value that is not a placeholder: it would be frozen into every call', () => {
    const frozen = compiler.selectFrom('customers').select('id').where('id', '=', 'fixed').compile();
    expect(() => bindable(frozen, { name: 'frozen_example' })).toThrow(/not a placeholder/);
  });

  it('run as named statements through the pool, and any other SQL as it comes', async () => {
    const { calls, pool } = recordingPool({ prepare: true });
    const connection = await pool.connect();
    const { sql } = bind(['account', 'customer']);
    await connection.query(sql, ['account', 'customer']);
    await connection.query(byId.sql, ['account', 'customer']);
    connection.release();
    expect(calls).toEqual([
      [{ name: preparedStatement(sql)!.name, text: sql, values: ['account', 'customer'] }],
      [byId.sql, ['account', 'customer']],
      ['release'],
    ]);
    // The same connection again is the same object to Kysely, which keeps its state by it.
    expect(await pool.connect()).toBe(connection);
  });

  it('keep their row shape without a name when prepared statements are off', async () => {
    const textRows = compiler
      .selectFrom('customers')
      .select(['id', 'created_at'])
      .where('account_id', '=', placeholder<string>(0))
      .compile();
    const { sql } = bindable(textRows, { name: 'text_rows_example', timestampsAsText: true })(['account']);
    const { calls, pool } = recordingPool({ prepare: false });
    const connection = await pool.connect();
    await connection.query(sql, ['account']);
    const [config] = calls[0] as [
      { name?: string; types: { getTypeParser(oid: number): (t: string) => unknown } },
    ];
    expect(config.name).toBeUndefined();
    const text = '2026-11-22 14:03:12.12+00';
    expect(config.types.getTypeParser(1184)(text)).toBe(text); // timestamptz stays text
    expect(config.types.getTypeParser(20)('42')).toBe(42); // int8 as the process reads it
  });

  it('refuse one SQL compiled with two row shapes', () => {
    expect(() => bindable(byId, { name: 'customer_by_id_example', timestampsAsText: true })).toThrow(
      /two row shapes/,
    );
  });

  it('refuse one name for two statements, one statement under two names, and a name that is not snake_case', () => {
    const other = compiler
      .selectFrom('customers')
      .select('id')
      .where('id', '=', placeholder<string>(0))
      .compile();
    expect(() => bindable(other, { name: 'customer_by_id_example' })).toThrow(/both named/);
    expect(() => bindable(byId, { name: 'another_name' })).toThrow(
      /as customer_by_id_example and as another_name/,
    );
    expect(() => bindable(other, { name: 'Customer by id' })).toThrow(/snake_case/);
  });
});

/** A pool over a fake connection that records what it is asked to run. */
function recordingPool(options: { prepare: boolean }) {
  const calls: unknown[][] = [];
  const client = {
    query: (...args: unknown[]) => {
      calls.push(args);
      return Promise.resolve({ command: 'SELECT', rowCount: 0, rows: [] });
    },
    release: () => calls.push(['release']),
    on: () => undefined,
  };
  const pool = statementPool(
    { connect: async () => client, end: async () => undefined } as unknown as pg.Pool,
    options,
  );
  return { calls, pool };
}

describe('isoFromTimestamptz', () => {
  const viaDate = (text: string) => (parseTimestamptz(text, (t) => new Date(t)) as Date).toISOString();

  it('writes UTC text as toISOString does, for every fraction length', () => {
    const cases: [string, string][] = [
      ['2026-11-22 14:03:12+00', '2026-11-22T14:03:12.000Z'],
      ['2026-11-22 14:03:12.1+00', '2026-11-22T14:03:12.100Z'],
      ['2026-11-22 14:03:12.12+00', '2026-11-22T14:03:12.120Z'],
      ['2026-11-22 14:03:12.123+00', '2026-11-22T14:03:12.123Z'],
      ['2026-11-22 14:03:12.1239+00', '2026-11-22T14:03:12.123Z'],
      ['2026-11-22 14:03:12.999999+00', '2026-11-22T14:03:12.999Z'],
      ['1000-01-01 00:00:00+00', '1000-01-01T00:00:00.000Z'],
    ];
    for (const [text, iso] of cases) {
      expect(isoFromTimestamptz(text)).toBe(iso);
      expect(viaDate(text)).toBe(iso);
    }
  });

  it('agrees with the Date route on thousands of instants', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let i = 0; i < 5000; i++) {
      const ms = Math.floor(next() * 253402300799999); // 1970 to 9999
      const digits = Math.floor(next() * 7); // 0 to 6 fraction digits
      const micros = String(ms % 1000).padStart(3, '0') + String(Math.floor(next() * 1000)).padStart(3, '0');
      const base = new Date(ms - (ms % 1000)).toISOString().slice(0, 19).replace('T', ' ');
      const text = `${base}${digits === 0 ? '' : `.${micros.slice(0, digits)}`}+00`;
      expect(isoFromTimestamptz(text), text).toBe(viaDate(text));
    }
  });

  it('takes other offsets and shapes through the Date route', () => {
    for (const text of [
      '2026-11-22 09:03:12.12-05',
      '2026-11-22 19:33:12.5+05:30',
      '0999-12-31 23:59:59+00',
      '2026-11-22 14:03:12.12+00:00:00',
    ]) {
      expect(isoFromTimestamptz(text), text).toBe(viaDate(text));
    }
  });
});

describe('the unfiltered customer list, read with timestamps as text', () => {
  let server: TestServer;
  let shop: TestTenant;

  beforeAll(async () => {
    server = await startTestServer();
    shop = await server.tenant();
    for (let i = 0; i < 12; i++) {
      expect((await shop.test.post('/customers', { name: `Cliente ${i}` })).status).toBe(201);
    }
    const someone = (await shop.test.get('/customers', { limit: 1 })).body.data[0];
    expect((await shop.test.patch(`/customers/${someone.id}`, { phone: '3001234567' })).status).toBe(200);
  });
  afterAll(() => server.close());

  it('gives the same customers and cursors as the filtered list, which reads Dates', async () => {
    // A filter that matches everything takes the other path: built per request, rows with Dates.
    const filtered = { created_since: '2000-01-01T00:00:00Z' };
    let plain = await shop.test.get('/customers', { limit: 5 });
    let other = await shop.test.get('/customers', { limit: 5, ...filtered });
    for (let page = 0; page < 3; page++) {
      expect(plain.status).toBe(200);
      expect(plain.body).toEqual(other.body);
      for (const customer of plain.body.data) {
        expect(customer.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
        expect(customer.updated_at >= customer.created_at).toBe(true);
      }
      if (!plain.body.has_more) break;
      plain = await shop.test.get('/customers', { limit: 5, starting_after: plain.body.next_cursor });
      other = await shop.test.get('/customers', {
        limit: 5,
        starting_after: other.body.next_cursor,
        ...filtered,
      });
    }
    expect(plain.body.has_more).toBe(false);
  });

  it('writes each customer as GET /customers/{id} does', async () => {
    const list = await shop.test.get('/customers', { limit: 100 });
    expect(list.body.data).toHaveLength(12);
    for (const customer of list.body.data) {
      expect((await shop.test.get(`/customers/${customer.id}`)).body).toEqual(customer);
    }
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
    expect(list[0]!.name).toBe(preparedStatement(list[0]!.statement)?.name);
    // pg_prepared_statements and pg_stat_statements say what ran.
    expect(list[0]!.name).toBe('customers_list_first');
  });

  it('runs on one plan after five pages instead of being planned for every page', async () => {
    // The page's row count is a value of the statement: it is applied around a list capped at a
    // constant, so that PostgreSQL does not cost it as a read of a tenth of the table.
    const tenant = { accountId: shop.accountId, environment: 'live' } as const;
    const lists = await preparedReading(server.databaseUrl!, 'customers', (db) =>
      customersRepo.list(db, tenant, { limit: 25 }),
    );
    expect(lists).toHaveLength(1);
    expect(lists[0]!.genericPlans).toBeGreaterThan(0);
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
