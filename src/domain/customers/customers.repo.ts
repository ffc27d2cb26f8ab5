import { sql } from 'kysely';
import type { Executor } from '#src/db/database.js';
import type { TimestampsAsText } from '#src/db/prepared.js';
import type { CustomerPatch, CustomerRow, NewCustomerRow } from '#src/db/schema.js';
import type { Tenant } from '#src/domain/context.js';
import { fetchPage, type Page, type PageRequest, plainPages } from '#src/domain/pagination/keyset.js';
import { plainRecord, tenantRows } from '#src/domain/tenant-rows.repo.js';

export interface CustomerFilters extends PageRequest {
  email?: string | undefined;
  document_number?: string | undefined;
  q?: string | undefined;
  include_deleted?: boolean | undefined;
}

/** `%`, `_` and the escape character itself match literally inside a LIKE pattern. */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Every column, named: the list runs as a prepared statement, and a `c.*` there would fail
 * with "cached plan must not change result type" once a later migration adds a column while
 * this process still runs.
 */
const COLUMNS = [
  'c.id',
  'c.account_id',
  'c.environment',
  'c.name',
  'c.last_name',
  'c.email',
  'c.phone',
  'c.document_number',
  'c.person_type',
  'c.document_type',
  'c.contact_channel',
  'c.deleted_at',
  'c.created_at',
  'c.updated_at',
] as const satisfies readonly `c.${keyof CustomerRow}`[];

const inTenant = (db: Executor, tenant: Tenant) =>
  tenantRows('customers', 'c')(db, tenant).clearSelect().select(COLUMNS);

/** The tenant's customers that match `filters`, before paging. */
const matching = (db: Executor, tenant: Tenant, filters: CustomerFilters) => {
  let q = inTenant(db, tenant);
  if (!filters.include_deleted) q = q.where('c.deleted_at', 'is', null);
  if (filters.email !== undefined) q = q.where(sql<boolean>`lower(c.email) = lower(${filters.email})`);
  if (filters.document_number !== undefined) q = q.where('c.document_number', '=', filters.document_number);
  if (filters.q !== undefined) {
    const pattern = `%${likeLiteral(filters.q)}%`;
    q = q.where((eb) =>
      eb.or(
        (['name', 'last_name', 'email', 'phone', 'document_number'] as const).map(
          (column) => sql<boolean>`${sql.ref(`c.${column}`)} ilike ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  return q;
};

/** The list without filters, as clients page through every customer: compiled once. */
const plain = plainPages('c', 'customers', (db, tenant) => matching(db, tenant, {}));

export const customersRepo = {
  /** A page of customers; the unfiltered list's rows carry their timestamps as PostgreSQL's text. */
  async list(
    db: Executor,
    tenant: Tenant,
    filters: CustomerFilters,
  ): Promise<Page<CustomerRow | TimestampsAsText<CustomerRow>>> {
    if (plain.covers(filters)) return plain.fetch(db, tenant, filters);
    return fetchPage(matching(db, tenant, filters), 'c', 'customers', filters);
  },

  /** The row as `GET …/{id}` shows it: compiled once (`plainRecord`), timestamps as PostgreSQL's text. */
  show: plainRecord('c', 'customers', inTenant),

  async findById(db: Executor, tenant: Tenant, id: string): Promise<CustomerRow | undefined> {
    return inTenant(db, tenant).where('c.id', '=', id).executeTakeFirst();
  },

  async insert(db: Executor, row: NewCustomerRow): Promise<CustomerRow> {
    return db.insertInto('customers').values(row).returningAll().executeTakeFirstOrThrow();
  },

  async update(
    db: Executor,
    tenant: Tenant,
    id: string,
    patch: CustomerPatch,
  ): Promise<CustomerRow | undefined> {
    return db
      .updateTable('customers')
      .set(patch)
      .where('account_id', '=', tenant.accountId)
      .where('environment', '=', tenant.environment)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  },
};
