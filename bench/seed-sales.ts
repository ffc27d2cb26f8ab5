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

/**
 * Gives every sale of the account what a register uploads with it: 1 to 6 lines with VAT
 * inside (one in four sold by weight, with a fractional quantity), the sale's tax breakdown,
 * and for one sale in three an electronic invoice. The lines' subtotals add up to the sale's.
 * Works on either database.
 */
export async function seedSaleDetails(db: Executor, accountId: string): Promise<void> {
  // Without statistics the key check of each line is planned on another index of the account
  // and reads every sale of it.
  await sql`analyze sales`.execute(db);
  await sql`
    insert into sale_items (account_id, environment, sale_id, id, position, product_id, variant_id,
      item_kind, description, quantity, unit_price, subtotal, unit_cost, tax_class, taxes)
    select s.account_id, s.environment, s.id, gen_random_uuid(), k, p.product_id, null, 'product',
      'Producto ' || (p.n + 1), quantity, round(amount / quantity), amount, round(amount * 0.6 / quantity, 6),
      'standard', jsonb_build_array(jsonb_build_object('code', '01', 'name', 'IVA', 'rate', 19,
        'per_unit', null, 'base', round(amount * 100 / 119.0), 'amount', amount - round(amount * 100 / 119.0)))
    from (select *, 1 + (abs(hashtext(id::text)) % 6) as lines from sales where account_id = ${accountId}) s,
      generate_series(0, s.lines - 1) k,
      lateral (select (abs(hashtext(s.id::text || k)) % 500) as n) h,
      lateral (select md5('product' || h.n)::uuid as product_id, h.n) p,
      lateral (select case when k = 0 then s.subtotal - (s.subtotal / s.lines) * (s.lines - 1)
                           else s.subtotal / s.lines end as amount,
                      case when h.n % 4 = 0 then 0.75 else 1 + k % 3 end::numeric as quantity) l
  `.execute(db);
  await sql`
    update sales set tax_breakdown = jsonb_build_array(jsonb_build_object('code', '01', 'rate', 19,
      'per_unit', null, 'base', subtotal - tax, 'amount', tax))
    where account_id = ${accountId}
  `.execute(db);
  await sql`
    insert into invoices (account_id, environment, id, device_id, record_hash, sale_id, customer_id,
      document_type, status, cufe, prefix, number, subtotal, tax, total, issued_at, created_at, updated_at)
    select account_id, environment, gen_random_uuid(), device_id, md5(id::text), id, customer_id,
      'electronic_invoice', 'issued', md5(id::text) || md5(record_hash) || md5(status), 'FE',
      row_number() over (order by created_at, id), total - tax, tax, total, occurred_at, created_at, updated_at
    from sales where account_id = ${accountId} and abs(hashtext(id::text)) % 3 = 0
  `.execute(db);
}
