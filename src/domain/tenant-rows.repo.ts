import type { Selectable, Updateable } from 'kysely';
import type { Executor } from '#src/db/database.js';
import type { Database } from '#src/db/schema.js';
import type { Tenant } from './context.js';

/** The tables whose rows are edited by id within a tenant (through the API, by devices, by operators). */
export type TenantTable =
  | 'customers'
  | 'categories'
  | 'products'
  | 'product_variants'
  | 'warehouses'
  | 'webhook_endpoints';

/**
 * Updates one row of the tenant by id and returns it, or undefined when the tenant has no such
 * row. Callers pass a literal table name; the casts only bridge Kysely's per-table types, which
 * cannot follow a union of tables.
 */
export async function updateTenantRow<T extends TenantTable>(
  db: Executor,
  table: T,
  tenant: Tenant,
  id: string,
  patch: Updateable<Database[T]>,
): Promise<Selectable<Database[T]> | undefined> {
  return db
    .updateTable(table as 'customers')
    .set(patch as Updateable<Database['customers']>)
    .where('account_id', '=', tenant.accountId)
    .where('environment', '=', tenant.environment)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst() as Promise<Selectable<Database[T]> | undefined>;
}
