import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '#src/db/database.js';
import { migrations } from '#src/db/migrations/index.js';

/**
 * Migration 0010 fills the rollup from the sales a database already holds. The timeout guards
 * against a hang: migrating a new embedded database takes 13 s on a loaded machine.
 */
describe('the daily sales rollup migration', { timeout: 90_000 }, () => {
  it('sums the completed sales already stored, per account, environment and Bogota day', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      const migrator = new Migrator({
        db: database.db,
        provider: { getMigrations: async () => migrations },
        migrationTableName: 'caja_migrations',
      });
      const before = await migrator.migrateTo('0009-console');
      expect(before.error).toBeUndefined();
      const account = crypto.randomUUID();
      const device = crypto.randomUUID();
      await sql`
        insert into accounts (id, name, plan, status, currency, created_at, updated_at)
        values (${account}, 'Tienda', 'pro', 'active', 'COP', now(), now());
      `.execute(database.db);
      await sql`
        insert into devices (id, account_id, environment, kind, token_fingerprint, created_at, updated_at)
        values (${device}, ${account}, 'test', 'primary', 'x', now(), now());
      `.execute(database.db);
      const sale = (status: string, occurredAt: string, total: number, environment = 'test') => sql`
        insert into sales (account_id, environment, id, device_id, record_hash, status, document_kind,
          payment_method, subtotal, discount, discount_percent, tax, tip_amount, total, occurred_at,
          created_at, updated_at)
        values (${account}, ${environment}, ${crypto.randomUUID()}, ${device}, 'h', ${status}, 'pos', 'CASH',
          ${total}, 0, 0, 100, 0, ${total}, ${occurredAt}, now(), now())
      `;
      // 23:30 in Bogota on the 2nd is 04:30Z on the 3rd.
      for (const statement of [
        sale('completed', '2026-11-03T04:30:00Z', 1000),
        sale('completed', '2026-11-02T15:00:00Z', 2000),
        sale('cancelled', '2026-11-02T16:00:00Z', 9999),
        sale('completed', '2026-11-03T05:00:00Z', 500),
        sale('completed', '2026-11-03T05:00:00Z', 700, 'live'),
      ]) {
        await statement.execute(database.db);
      }
      const after = await migrator.migrateTo('0010-daily-sales-rollup');
      expect(after.error).toBeUndefined();
      const { rows } = await sql<{
        environment: string;
        day: string;
        sales_count: number;
        total: number;
        tax: number;
      }>`
        select environment, to_char(day, 'YYYY-MM-DD') as day, sales_count, total, tax
        from daily_sales where account_id = ${account} order by environment, day
      `.execute(database.db);
      expect(rows).toEqual([
        { environment: 'live', day: '2026-11-03', sales_count: 1, total: 700, tax: 100 },
        { environment: 'test', day: '2026-11-02', sales_count: 2, total: 3000, tax: 200 },
        { environment: 'test', day: '2026-11-03', sales_count: 1, total: 500, tax: 100 },
      ]);
    } finally {
      await database.close();
    }
  });
});
