import { type Kysely, sql } from 'kysely';

/**
 * Whether the API lists a stock level, kept on the level (`listed`) instead of looked up for
 * every level of every page: a level is listed once its warehouse is known in the tenant and
 * while its product is not composite (0016). With the flag, a page of `GET /inventory/levels`
 * is one range of the partial index `stock_levels_page`, as a page of customers is.
 *
 * The flag is kept by the database, whichever path writes: a new level computes it (a trigger
 * after insert; the conflicting rows of an upsert are not new and keep theirs), a warehouse's
 * arrival lists its levels, and a product that is created composite or changes kind relists
 * its levels. A new level and a warehouse or product arriving at the same moment would each
 * miss the other's uncommitted row, so both take a transaction-scoped advisory lock on the
 * warehouse's and the product's id (shared for a new level, exclusive for the arrival or the
 * change of kind): whichever comes second waits for the first to commit, and its next
 * statement sees it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table stock_levels add column listed boolean not null default false;

    create function caja_listing_lock(id uuid) returns bigint language sql immutable as $$
      select ('x' || left(replace(id::text, '-', ''), 16))::bit(64)::bigint
    $$;

    create function caja_stock_level_listed(account uuid, env text, product uuid, warehouse uuid)
    returns boolean language sql stable as $$
      select exists (select 1 from warehouses w
          where w.id = warehouse and w.account_id = account and w.environment = env)
        and not exists (select 1 from products p
          where p.id = product and p.account_id = account and p.environment = env and p.kind = 'composite')
    $$;

    create function caja_stock_level_inserted() returns trigger language plpgsql as $$
    begin
      perform pg_advisory_xact_lock_shared(caja_listing_lock(new.warehouse_id));
      perform pg_advisory_xact_lock_shared(caja_listing_lock(new.product_id));
      update stock_levels set listed = true
      where id = new.id and not listed
        and caja_stock_level_listed(new.account_id, new.environment, new.product_id, new.warehouse_id);
      return null;
    end $$;

    create trigger caja_stock_level_inserted after insert on stock_levels
      for each row execute function caja_stock_level_inserted();

    create function caja_warehouse_arrived() returns trigger language plpgsql as $$
    begin
      perform pg_advisory_xact_lock(caja_listing_lock(new.id));
      update stock_levels l set listed = true
      where l.account_id = new.account_id and l.environment = new.environment
        and l.warehouse_id = new.id and not l.listed
        and caja_stock_level_listed(l.account_id, l.environment, l.product_id, l.warehouse_id);
      return null;
    end $$;

    create trigger caja_warehouse_arrived after insert on warehouses
      for each row execute function caja_warehouse_arrived();

    create function caja_product_kind_set() returns trigger language plpgsql as $$
    begin
      perform pg_advisory_xact_lock(caja_listing_lock(new.id));
      update stock_levels l
      set listed = caja_stock_level_listed(l.account_id, l.environment, l.product_id, l.warehouse_id)
      where l.account_id = new.account_id and l.environment = new.environment and l.product_id = new.id
        and l.listed <> caja_stock_level_listed(l.account_id, l.environment, l.product_id, l.warehouse_id);
      return null;
    end $$;

    create trigger caja_product_created_composite after insert on products
      for each row when (new.kind = 'composite') execute function caja_product_kind_set();
    create trigger caja_product_kind_changed after update of kind on products
      for each row when (old.kind is distinct from new.kind) execute function caja_product_kind_set();

    update stock_levels set listed = true
    where caja_stock_level_listed(account_id, environment, product_id, warehouse_id);

    drop index stock_levels_page;
    create index stock_levels_page on stock_levels (account_id, environment, updated_at desc, id desc)
      where listed;
  `.execute(db);
}
