import { sql } from 'kysely';
import type { Executor } from '#src/db/database.js';

/**
 * `count` sales of one device over the last 120 days, 2 % cancelled, in one INSERT … SELECT (the
 * daily rollup's trigger sums them at once, as it would a big upload). Amounts are whole pesos
 * with 19 % VAT inside. Works on either database.
 */
export async function seedSales(
  db: Executor,
  accountId: string,
  deviceId: string,
  count: number,
): Promise<void> {
  await sql`
    insert into sales (account_id, environment, id, device_id, record_hash, status, document_kind,
      payment_method, subtotal, discount, discount_percent, tax, tip_amount, total, occurred_at,
      created_at, updated_at)
    select ${accountId}, 'live', gen_random_uuid(), ${deviceId}, md5(i::text),
      case when i % 50 = 0 then 'cancelled' else 'completed' end, 'pos', 'CASH',
      amount, 0, 0, round(amount * 19 / 119.0), 0, amount,
      now() - (i % 120) * interval '1 day' - (i % 840) * interval '1 minute', now(), now()
    from (select i, 1000 + (i * 7919) % 180000 as amount from generate_series(1, ${count}::int) i) s
  `.execute(db);
}
