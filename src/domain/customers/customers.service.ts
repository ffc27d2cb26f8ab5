import type { Customer, CustomerCreate, CustomerUpdate } from '#src/contract/customer.js';
import type { Executor } from '#src/db/database.js';
import { ids } from '#src/domain/clock.js';
import { recordConsequences } from '#src/domain/consequences.js';
import type { Tenant } from '#src/domain/context.js';
import { toCustomer } from '#src/domain/customers/customer.present.js';
import { AppError } from '#src/domain/errors.js';
import type { Page } from '#src/domain/pagination/keyset.js';
import { type CustomerFilters, customersRepo } from './customers.repo.js';

export async function listCustomers(
  db: Executor,
  tenant: Tenant,
  filters: CustomerFilters,
): Promise<Page<Customer>> {
  const page = await customersRepo.list(db, tenant, filters);
  return { ...page, data: page.data.map(toCustomer) };
}

export async function getCustomer(db: Executor, tenant: Tenant, id: string): Promise<Customer> {
  const row = await customersRepo.show(db, tenant, id);
  if (!row) throw new AppError('NOT_FOUND', { message: notFoundMessage(id) });
  return toCustomer(row);
}

/** Creates a customer, its `customer.created` event and the change devices download. Run inside a transaction. */
export async function createCustomer(
  db: Executor,
  tenant: Tenant,
  input: CustomerCreate,
  now: Date,
): Promise<Customer> {
  const row = await customersRepo.insert(db, {
    id: ids.uuid(),
    account_id: tenant.accountId,
    environment: tenant.environment,
    name: input.name,
    last_name: input.last_name ?? null,
    email: input.email ?? null,
    phone: input.phone ?? null,
    document_number: input.document_number ?? null,
    person_type: input.person_type ?? 'person',
    document_type: input.document_type ?? 'CC',
    contact_channel: input.contact_channel ?? 'none',
    deleted_at: null,
    created_at: now,
    updated_at: now,
  });
  const customer = toCustomer(row);
  await recordConsequences(db, tenant, customerChanged('customer.created', customer), now);
  return customer;
}

/** Applies a partial edit; the last write to arrive wins. Run inside a transaction. */
export async function updateCustomer(
  db: Executor,
  tenant: Tenant,
  id: string,
  patch: CustomerUpdate,
  now: Date,
): Promise<Customer> {
  const existing = await customersRepo.findById(db, tenant, id);
  if (!existing) throw new AppError('NOT_FOUND', { message: notFoundMessage(id) });
  if (existing.deleted_at) {
    throw new AppError('CONFLICT', {
      message: 'El cliente fue eliminado y ya no se puede editar. Crea uno nuevo si lo necesitas.',
    });
  }
  const row = await customersRepo.update(db, tenant, id, { ...patch, updated_at: now });
  if (!row) throw new AppError('NOT_FOUND', { message: notFoundMessage(id) });
  const customer = toCustomer(row);
  await recordConsequences(db, tenant, customerChanged('customer.updated', customer), now);
  return customer;
}

const customerChanged = (type: 'customer.created' | 'customer.updated', customer: Customer) => ({
  events: [{ type, object: customer }],
  changes: [
    { entityType: 'customer', entityId: customer.id, operation: 'upsert' as const, payload: customer },
  ],
});

const notFoundMessage = (id: string) =>
  `No existe un cliente con id ${id} en esta cuenta y ambiente. Búscalo con GET /customers.`;
