import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '#src/db/database.js';
import { migrations } from '#src/db/migrations/index.js';

/**
 * Migration 0016 fills the stock levels from the ledger and the variant levels registers
 * already reported. The timeout guards against a hang: migrating a new embedded database takes
 * 13 s on a loaded machine.
 */
describe('the stock levels migration', { timeout: 90_000 }, () => {
  it('sums in minus out per product and warehouse, and keeps the latest reported level of each variant', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      const db = database.db;
      const migrator = new Migrator({
        db,
        provider: { getMigrations: async () => migrations },
        migrationTableName: 'caja_migrations',
      });
      expect((await migrator.migrateTo('0014-device-watermarks')).error).toBeUndefined();
      const account = crypto.randomUUID();
      const [simple, withVariant, variant] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
      const [warehouse, later] = [crypto.randomUUID(), crypto.randomUUID()];
      for (const statement of [
        sql`insert into accounts (id, name, plan, status, currency, created_at, updated_at)
          values (${account}, 'Tienda', 'pro', 'active', 'COP', now(), now())`,
        sql`insert into products (id, account_id, environment, name, kind, tax_class, base_price, final_price,
            base_unit, has_variants, created_at, updated_at)
          values (${simple}, ${account}, 'test', 'Café', 'simple', 'standard', 1000, 1000, 'und', false, now(), now()),
            (${withVariant}, ${account}, 'test', 'Camiseta', 'simple', 'standard', 1000, 1000, 'und', true, now(), now())`,
        sql`insert into product_variants (id, account_id, environment, product_id, label, base_price, final_price,
            created_at, updated_at)
          values (${variant}, ${account}, 'test', ${withVariant}, 'Talla M', 1000, 1000, now(), now())`,
        sql`insert into warehouses (id, account_id, environment, name, created_at, updated_at)
          values (${warehouse}, ${account}, 'test', 'Principal', now(), now())`,
      ]) {
        await statement.execute(db);
      }
      const moved = (
        type: string,
        quantity: number,
        at: string,
        warehouseId = warehouse,
        variantId: string | null = null,
      ) => sql`
        insert into stock_movements (id, account_id, environment, product_id, variant_id, warehouse_id, type, quantity, created_at, updated_at)
        values (${crypto.randomUUID()}, ${account}, 'test', ${variantId ? withVariant : simple}, ${variantId}, ${warehouseId}, ${type}, ${quantity}, ${at}, ${at})
      `;
      for (const statement of [
        moved('in', 10, '2026-11-02T15:00:00Z'),
        moved('out', 2.5, '2026-11-03T15:00:00Z'),
        moved('sale', 4, '2026-11-04T15:00:00Z'),
        moved('out', 1, '2026-11-04T15:00:00Z', warehouse, variant),
        moved('in', 6, '2026-11-01T15:00:00Z', later),
      ]) {
        await statement.execute(db);
      }
      const reported = (position: number, quantity: number) => sql`
        insert into change_feed (account_id, environment, position, entity_type, entity_id, operation, payload, created_at)
        values (${account}, 'test', ${position}, 'variant_stock', ${variant}, 'stock_level',
          ${JSON.stringify({ object: 'variant_stock', variant_id: variant, warehouse_id: warehouse, quantity })}::jsonb,
          ${`2026-11-0${position}T12:00:00Z`})
      `;
      await reported(1, 12).execute(db);
      await reported(2, 7).execute(db);

      expect((await migrator.migrateTo('0016-stock-levels')).error).toBeUndefined();
      const { rows } = await sql<Record<string, unknown>>`
        select product_id, variant_id, warehouse_id, on_hand, last_movement_at, updated_at
        from stock_levels where account_id = ${account} order by on_hand
      `.execute(db);
      // The level of a warehouse not known yet is kept: reads show it once the warehouse arrives.
      // Movements of other types and of variants count nothing.
      expect(rows).toEqual([
        {
          product_id: simple,
          variant_id: null,
          warehouse_id: later,
          on_hand: 6,
          last_movement_at: new Date('2026-11-01T15:00:00Z'),
          updated_at: new Date('2026-11-01T15:00:00Z'),
        },
        {
          product_id: withVariant,
          variant_id: variant,
          warehouse_id: warehouse,
          on_hand: 7,
          last_movement_at: null,
          updated_at: new Date('2026-11-02T12:00:00Z'),
        },
        {
          product_id: simple,
          variant_id: null,
          warehouse_id: warehouse,
          on_hand: 7.5,
          last_movement_at: new Date('2026-11-03T15:00:00Z'),
          updated_at: new Date('2026-11-03T15:00:00Z'),
        },
      ]);
    } finally {
      await database.close();
    }
  });
});
