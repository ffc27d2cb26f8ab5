import type { Environment } from '#src/contract/api.js';
import type { Db } from '#src/db/database.js';
import type { Tenant } from '#src/domain/context.js';
import { createCompositeProduct, createProductWithVariants } from './catalog-fixtures.js';
import type { TestServer, TestTenant } from './harness.js';
import type { ApiClient } from './http.js';

/**
 * Inventory fixtures. Simple products go through POST /products; products only devices make
 * (variants, recipes) come from the catalog fixtures; warehouses go through the operator
 * interface, as the CLI would create them. What only devices do to warehouses and the ledger
 * (deactivating, uploading a movement before its warehouse) is written straight into the database.
 */

export interface ProductShape {
  kind?: 'simple' | 'composite';
  /** A product with one variant, as a device uploads it. */
  withVariant?: boolean;
  unitCost?: number;
  name?: string;
}

/** A product of `tenant` in `environment`, shaped as asked; returns its id. */
export async function makeProduct(
  server: TestServer,
  tenant: TestTenant,
  shape: ProductShape = {},
  environment: Environment = 'test',
): Promise<string> {
  if (shape.kind === 'composite') return (await createCompositeProduct(server, tenant, { environment })).id;
  if (shape.withVariant) return (await createProductWithVariants(server, tenant, 1, { environment })).id;
  return simpleProduct(tenant[environment], shape);
}

/** A simple product made through POST /products. */
export async function simpleProduct(api: ApiClient, shape: Pick<ProductShape, 'unitCost' | 'name'> = {}) {
  const res = await api.post('/products', {
    name: shape.name ?? 'Producto de inventario',
    base_price: 5000,
    ...(shape.unitCost !== undefined ? { unit_cost: shape.unitCost } : {}),
  });
  if (res.status !== 201) throw new Error(`POST /products answered ${res.status}: ${res.text}`);
  return res.body.id as string;
}

export interface WarehouseInput {
  environment?: Environment;
  name?: string;
  is_default?: boolean;
}

/** A warehouse made through POST /admin/v1/accounts/{id}/warehouses; returns the warehouse object. */
export async function addWarehouse(server: TestServer, accountId: string, input: WarehouseInput = {}) {
  const res = await server.admin.raw().post(
    `/accounts/${accountId}/warehouses`,
    {
      environment: input.environment ?? 'test',
      name: input.name ?? 'Bodega',
      is_default: input.is_default ?? false,
    },
    { idempotencyKey: null },
  );
  if (res.status !== 201) throw new Error(`admin warehouse answered ${res.status}: ${res.text}`);
  return res.body as { id: string; name: string; is_default: boolean; active: boolean };
}

/** Devices deactivate warehouses; the API cannot. */
export async function deactivateWarehouse(db: Db, id: string): Promise<void> {
  await db.updateTable('warehouses').set({ active: false }).where('id', '=', id).execute();
}

/** A movement as a device uploads it, possibly naming a warehouse the cloud does not know yet. */
export async function insertDeviceMovement(
  db: Db,
  tenant: Tenant,
  input: { productId: string; warehouseId: string; type?: string; originType?: string },
): Promise<string> {
  const id = crypto.randomUUID();
  const now = new Date();
  await db
    .insertInto('stock_movements')
    .values({
      id,
      account_id: tenant.accountId,
      environment: tenant.environment,
      product_id: input.productId,
      variant_id: null,
      warehouse_id: input.warehouseId,
      type: input.type ?? 'sale',
      quantity: 1.5,
      reason: null,
      reference: null,
      unit_cost: null,
      origin_type: input.originType ?? 'sale',
      sale_id: null,
      device_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export const testTenant = (accountId: string, environment: Environment = 'test'): Tenant => ({
  accountId,
  environment,
});

/** A warehouse row with a chosen id, as a device's upload would store it. */
export async function insertWarehouse(db: Db, tenant: Tenant, id: string, active = true): Promise<void> {
  const now = new Date();
  await db
    .insertInto('warehouses')
    .values({
      id,
      account_id: tenant.accountId,
      environment: tenant.environment,
      name: 'Bodega del dispositivo',
      is_default: false,
      active,
      created_at: now,
      updated_at: now,
    })
    .execute();
}
