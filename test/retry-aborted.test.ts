import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryAborted } from '#src/db/unavailable.js';
import { onPostgres, startTestServer, type TestServer } from './helpers/harness.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** Resolves once `count` callers have reached it. */
function barrier(count: number): () => Promise<void> {
  let reached = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return async () => {
    if (++reached === count) open();
    await opened;
  };
}

describe.skipIf(!onPostgres())('a transaction the database aborts for another', () => {
  it('runs again, whole, so that both of two deadlocked writers commit', async () => {
    const db = server.caja.services.db;
    const table = sql.table(`retry_probe_${process.pid}`);
    await sql`create table ${table} (id int primary key, n int not null)`.execute(db);
    try {
      await sql`insert into ${table} values (1, 0), (2, 0)`.execute(db);
      const bothLocked = barrier(2);
      const attempts = [0, 0];
      // Each writer locks its first row, waits until the other holds its own, then wants the
      // other's: PostgreSQL aborts one with 40P01, and only its retry can commit.
      const writer = (index: number, first: number, second: number) =>
        retryAborted(() =>
          db.transaction().execute(async (tx) => {
            attempts[index]!++;
            await sql`update ${table} set n = n + 1 where id = ${first}`.execute(tx);
            if (attempts[index] === 1) await bothLocked();
            await sql`update ${table} set n = n + 1 where id = ${second}`.execute(tx);
          }),
        );
      await Promise.all([writer(0, 1, 2), writer(1, 2, 1)]);
      expect(attempts.sort()).toEqual([1, 2]);
      const { rows } = await sql<{ n: number }>`select n from ${table} order by id`.execute(db);
      expect(rows.map((r) => r.n)).toEqual([2, 2]);
    } finally {
      await sql`drop table ${table}`.execute(db);
    }
  });
});

describe('retryAborted', () => {
  it('gives up after three attempts, and never retries any other error', async () => {
    let runs = 0;
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    await expect(
      retryAborted(async () => {
        runs++;
        throw deadlock;
      }),
    ).rejects.toBe(deadlock);
    expect(runs).toBe(3);
    runs = 0;
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    await expect(
      retryAborted(async () => {
        runs++;
        throw unique;
      }),
    ).rejects.toBe(unique);
    expect(runs).toBe(1);
  });
});
