import { type Kysely, sql } from 'kysely';

/**
 * Stock levels (DECISIONS.md, "Completeness and stock levels"): per product (or variant) and
 * warehouse, what is on hand. A product's level is the sum of its movements of type `in` minus
 * those of type `out`, movements with a variant never counted; a variant's level is the latest
 * absolute level a register reported. Every write keeps it in its own transaction
 * (`domain/inventory/stock-levels.repo.ts`). Rows are kept for warehouses that have not arrived
 * yet and for composite products too: reads show a level only once its warehouse is known and
 * while its product is not composite. `id` only orders the list; a level is known by its key,
 * which the two partial unique indexes give (a key column may be null: the variant). `on_hand`
 * is an unbounded numeric: a sum of many ledger quantities may outgrow the ledger's own column.
 * `announce_pending` marks a level an upload changed and has not announced yet: an upload
 * announces each level it changed once, at its end, however many of its transactions changed it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table stock_levels (
      id uuid primary key,
      account_id uuid not null,
      environment text not null,
      product_id uuid not null,
      variant_id uuid,
      warehouse_id uuid not null,
      on_hand numeric not null,
      last_movement_at timestamptz(3),
      updated_at timestamptz(3) not null,
      announce_pending boolean not null default false
    );
    create unique index stock_levels_product on stock_levels (account_id, environment, product_id, warehouse_id)
      where variant_id is null;
    create unique index stock_levels_variant on stock_levels (account_id, environment, variant_id, warehouse_id)
      where variant_id is not null;
    create index stock_levels_page on stock_levels (account_id, environment, updated_at desc, id desc);
    create index stock_levels_announce on stock_levels (account_id, environment) where announce_pending;

    insert into stock_levels (id, account_id, environment, product_id, variant_id, warehouse_id, on_hand, last_movement_at, updated_at)
    select gen_random_uuid(), account_id, environment, product_id, null, warehouse_id,
      sum(case type when 'in' then quantity else -quantity end), max(created_at), max(created_at)
    from stock_movements
    where variant_id is null and warehouse_id is not null and type in ('in', 'out')
    group by account_id, environment, product_id, warehouse_id;

    insert into stock_levels (id, account_id, environment, product_id, variant_id, warehouse_id, on_hand, last_movement_at, updated_at)
    select gen_random_uuid(), latest.account_id, latest.environment, v.product_id, latest.entity_id,
      latest.warehouse_id, latest.quantity, null, latest.created_at
    from (
      select distinct on (account_id, environment, entity_id, payload ->> 'warehouse_id')
        account_id, environment, entity_id, (payload ->> 'warehouse_id')::uuid as warehouse_id,
        (payload ->> 'quantity')::numeric as quantity, created_at
      from change_feed
      where entity_type = 'variant_stock' and operation = 'stock_level'
      order by account_id, environment, entity_id, payload ->> 'warehouse_id', position desc
    ) latest
    join product_variants v on v.id = latest.entity_id and v.account_id = latest.account_id
      and v.environment = latest.environment;
  `.execute(db);
}
