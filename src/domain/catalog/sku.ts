import type { Executor } from '#src/db/database.js';
import type { Tenant } from '#src/domain/context.js';
import { AppError } from '#src/domain/errors.js';
import { type SkuOwner, skuRegistryRepo } from './sku-registry.repo.js';

/**
 * SKUs are unique per account and environment across products and variants (SPEC). The
 * registry row is taken in the write's transaction, so two writes racing for one SKU end as
 * one success and one SKU_ALREADY_EXISTS.
 */
export async function claimSku(db: Executor, tenant: Tenant, sku: string, owner: SkuOwner): Promise<void> {
  if (!(await skuRegistryRepo.claim(db, tenant, sku, owner))) {
    throw new AppError('SKU_ALREADY_EXISTS', {
      param: 'sku',
      message: `Ya existe un producto o variante con el SKU "${sku}" en esta cuenta y ambiente. Usa otro SKU o edita el existente.`,
    });
  }
}

/**
 * Moves `owner` from SKU `current` to `next`. Sending the SKU the record already has changes
 * nothing; `next` undefined means the edit leaves the SKU alone.
 */
export async function changeSku(
  db: Executor,
  tenant: Tenant,
  owner: SkuOwner,
  current: string | null,
  next: string | undefined,
): Promise<void> {
  if (next === undefined || next === current) return;
  if (current !== null) await skuRegistryRepo.release(db, tenant, current, owner);
  await claimSku(db, tenant, next, owner);
}
