import type { Category, CategoryCreate, CategoryUpdate } from '#src/contract/category.js';
import type { Executor } from '#src/db/database.js';
import { toCategory } from '#src/domain/catalog/category.present.js';
import { ids } from '#src/domain/clock.js';
import { recordConsequences } from '#src/domain/consequences.js';
import type { Tenant } from '#src/domain/context.js';
import { AppError } from '#src/domain/errors.js';
import type { Page } from '#src/domain/pagination/keyset.js';
import { type CategoryFilters, categoriesRepo } from './categories.repo.js';

export async function listCategories(
  db: Executor,
  tenant: Tenant,
  filters: CategoryFilters,
): Promise<Page<Category>> {
  const page = await categoriesRepo.list(db, tenant, filters);
  return { ...page, data: page.data.map(toCategory) };
}

export async function getCategory(db: Executor, tenant: Tenant, id: string): Promise<Category> {
  const row = await categoriesRepo.show(db, tenant, id);
  if (!row) throw new AppError('NOT_FOUND', { message: notFoundMessage(id) });
  return toCategory(row);
}

/** Creates a category, its `category.created` event and the change devices download. Run inside a transaction. */
export async function createCategory(
  db: Executor,
  tenant: Tenant,
  input: CategoryCreate,
  now: Date,
): Promise<Category> {
  const row = await categoriesRepo.insert(db, tenant, {
    id: ids.uuid(),
    name: input.name,
    description: input.description ?? null,
    image_url: input.image_url ?? null,
    sort_order: input.sort_order ?? 0,
    deleted_at: null,
    created_at: now,
    updated_at: now,
  });
  const category = toCategory(row);
  await recordConsequences(db, tenant, categoryChanged('category.created', category), now);
  return category;
}

/** Applies a partial edit; the last write to arrive wins. Run inside a transaction. */
export async function updateCategory(
  db: Executor,
  tenant: Tenant,
  id: string,
  patch: CategoryUpdate,
  now: Date,
): Promise<Category> {
  const existing = await categoriesRepo.findById(db, tenant, id);
  if (!existing) throw new AppError('NOT_FOUND', { message: notFoundMessage(id) });
  if (existing.deleted_at) {
    throw new AppError('CONFLICT', {
      message: 'La categoría fue eliminada y ya no se puede editar. Crea una nueva si la necesitas.',
    });
  }
  const row = await categoriesRepo.update(db, tenant, id, { ...patch, updated_at: now });
  if (!row) throw new AppError('NOT_FOUND', { message: notFoundMessage(id) });
  const category = toCategory(row);
  await recordConsequences(db, tenant, categoryChanged('category.updated', category), now);
  return category;
}

/** A product may point only at a category of its tenant that has not been deleted. */
export async function assertCategoryAssignable(db: Executor, tenant: Tenant, id: string): Promise<void> {
  const row = await categoriesRepo.findById(db, tenant, id);
  if (!row || row.deleted_at) {
    throw new AppError('NOT_FOUND', {
      param: 'category_id',
      message: `No existe una categoría con id ${id} en esta cuenta y ambiente (o fue eliminada). Usa un id de GET /categories.`,
    });
  }
}

const categoryChanged = (type: 'category.created' | 'category.updated', category: Category) => ({
  events: [{ type, object: category }],
  changes: [
    { entityType: 'category', entityId: category.id, operation: 'upsert' as const, payload: category },
  ],
});

const notFoundMessage = (id: string) =>
  `No existe una categoría con id ${id} en esta cuenta y ambiente. Búscala con GET /categories.`;
