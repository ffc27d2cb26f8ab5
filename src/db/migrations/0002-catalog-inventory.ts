import { type Kysely, sql } from 'kysely';

/**
 * Catalog and inventory: categories, products, variants, the SKU registry that keeps SKUs
 * unique per account and environment across products and variants, warehouses, and the
 * append-only stock movement ledger.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table categories (
      id uuid primary key,
      account_id uuid not null references accounts(id),
      environment text not null,
      name text not null,
      description text,
      image_url text,
      sort_order integer not null default 0,
      deleted_at timestamptz(3),
      created_at timestamptz(3) not null,
      updated_at timestamptz(3) not null
    );
    create index categories_page on categories (account_id, environment, created_at desc, id desc);

    create table products (
      id uuid primary key,
      account_id uuid not null references accounts(id),
      environment text not null,
      name text not null,
      description text not null default '',
      description_short text not null default '',
      sku text,
      category_id uuid,
      kind text not null check (kind in ('simple', 'composite')),
      sellable boolean not null default true,
      active boolean not null default true,
      tax_class text not null,
      base_price bigint not null,
      final_price bigint not null,
      percent_discount numeric(9, 4) not null default 0,
      base_unit text not null,
      sold_by_weight boolean not null default false,
      unit_cost numeric(20, 6) not null default 0,
      image_url text,
      images text[] not null default '{}',
      has_variants boolean not null default false,
      created_at timestamptz(3) not null,
      updated_at timestamptz(3) not null
    );
    create index products_page on products (account_id, environment, created_at desc, id desc);

    create table product_variants (
      id uuid primary key,
      account_id uuid not null references accounts(id),
      environment text not null,
      product_id uuid not null references products(id),
      label text not null,
      sku text,
      base_price bigint not null,
      final_price bigint not null,
      percent_discount numeric(9, 4) not null default 0,
      images text[] not null default '{}',
      is_default boolean not null default false,
      active boolean not null default true,
      deleted_at timestamptz(3),
      created_at timestamptz(3) not null,
      updated_at timestamptz(3) not null
    );
    create index product_variants_product on product_variants (product_id, created_at, id);

    -- One row per SKU in use. Its primary key is what makes a SKU unique across products and
    -- variants, also between two concurrent writes: the second insert fails and is reported.
    create table sku_registry (
      account_id uuid not null,
      environment text not null,
      sku text not null,
      product_id uuid not null,
      variant_id uuid,
      primary key (account_id, environment, sku)
    );

    create table warehouses (
      id uuid primary key,
      account_id uuid not null references accounts(id),
      environment text not null,
      name text not null,
      is_default boolean not null default false,
      active boolean not null default true,
      created_at timestamptz(3) not null,
      updated_at timestamptz(3) not null
    );
    create index warehouses_page on warehouses (account_id, environment, created_at desc, id desc);

    -- The ledger. warehouse_id is the warehouse the device named, kept even when that warehouse
    -- has not arrived yet; reads show it only once the warehouse exists.
    create table stock_movements (
      id uuid primary key,
      account_id uuid not null references accounts(id),
      environment text not null,
      product_id uuid not null,
      variant_id uuid,
      warehouse_id uuid,
      type text not null,
      quantity numeric(20, 6) not null,
      reason text,
      reference text,
      unit_cost numeric(20, 6),
      origin_type text,
      sale_id uuid,
      device_id uuid,
      created_at timestamptz(3) not null,
      updated_at timestamptz(3) not null
    );
    create index stock_movements_page on stock_movements (account_id, environment, created_at desc, id desc);
    create index stock_movements_product on stock_movements (account_id, environment, product_id, created_at desc, id desc);

    create function caja_refuse_ledger_change() returns trigger language plpgsql as $fn$
    begin
      raise exception 'stock_movements is append-only';
    end
    $fn$;
    create trigger stock_movements_append_only before update or delete on stock_movements
      for each row execute function caja_refuse_ledger_change();
  `.execute(db);
}
