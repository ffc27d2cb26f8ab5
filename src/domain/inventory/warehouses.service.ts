import type { Warehouse } from '#src/contract/warehouse.js';
import type { Executor } from '#src/db/database.js';
import type { WarehouseRow } from '#src/db/schema.js';
import { ids } from '#src/domain/clock.js';
import { recordConsequences } from '#src/domain/consequences.js';
import type { Tenant } from '#src/domain/context.js';
import { AppError } from '#src/domain/errors.js';
import { toWarehouse } from '#src/domain/inventory/warehouse.present.js';
import type { Page, PageRequest } from '#src/domain/pagination/keyset.js';
import type { Change } from '#src/domain/sync/change-feed.repo.js';
import { warehousesRepo } from './warehouses.repo.js';

export async function listWarehouses(
  db: Executor,
  tenant: Tenant,
  page: PageRequest,
): Promise<Page<Warehouse>> {
  const rows = await warehousesRepo.list(db, tenant, page);
  return { ...rows, data: rows.data.map(toWarehouse) };
}

export async function getWarehouse(db: Executor, tenant: Tenant, id: string): Promise<Warehouse> {
  const row = await warehousesRepo.show(db, tenant, id);
  if (!row) throw new AppError('NOT_FOUND', { message: notFoundMessage(id) });
  return toWarehouse(row);
}

/**
 * Creates a warehouse as a device would (the operator interface uses it): the devices of the
 * environment receive it, and every warehouse that stops being default, through the change
 * feed. Run inside a transaction.
 */
export async function createWarehouse(
  db: Executor,
  tenant: Tenant,
  input: { name: string; isDefault: boolean },
  now: Date,
): Promise<Warehouse> {
  if (!(await warehousesRepo.lockAccount(db, tenant))) {
    throw new AppError('NOT_FOUND', { message: `No existe la cuenta ${tenant.accountId}.` });
  }
  const demoted = input.isDefault ? await warehousesRepo.clearDefault(db, tenant, now) : [];
  const row = await warehousesRepo.insert(db, tenant, {
    id: ids.uuid(),
    name: input.name,
    is_default: input.isDefault,
    active: true,
    created_at: now,
    updated_at: now,
  });
  const warehouse = toWarehouse(row);
  const changes = [warehouse, ...demoted.map(toWarehouse)].map(warehouseChange);
  await recordConsequences(db, tenant, { events: [], changes }, now);
  return warehouse;
}

/** The change that tells devices a warehouse's current state (no event type exists for warehouses). */
export const warehouseChange = (warehouse: Warehouse): Change => ({
  entityType: 'warehouse',
  entityId: warehouse.id,
  operation: 'upsert',
  payload: warehouse,
});

/**
 * The warehouse a movement goes to (SPEC "Stock rules"): the one named, if it is an active
 * warehouse of the tenant; otherwise the single active default, else the only active warehouse,
 * else NO_WAREHOUSE. `param` names the field the caller used for the warehouse.
 */
export async function warehouseForMovement(
  db: Executor,
  tenant: Tenant,
  warehouseId: string | undefined,
  param = 'warehouse_id',
): Promise<WarehouseRow> {
  if (warehouseId !== undefined) {
    const named = await warehousesRepo.findById(db, tenant, warehouseId);
    if (!named?.active) {
      throw new AppError('NOT_FOUND', {
        param,
        message: `La bodega de \`${param}\` no existe o está inactiva en esta cuenta y ambiente. Elige una activa de GET /warehouses.`,
      });
    }
    return named;
  }
  const active = await warehousesRepo.listActive(db, tenant);
  const defaults = active.filter((w) => w.is_default);
  const chosen = defaults.length === 1 ? defaults[0] : active.length === 1 ? active[0] : undefined;
  if (!chosen) throw new AppError('NO_WAREHOUSE', { param });
  return chosen;
}

const notFoundMessage = (id: string) =>
  `No existe una bodega con id ${id} en esta cuenta y ambiente. Consulta las bodegas con GET /warehouses.`;
