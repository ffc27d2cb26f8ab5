import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { Executor } from '#src/db/database.js';
import type { Database } from '#src/db/schema.js';
import type { Tenant } from '#src/domain/context.js';
import { customersRepo } from '#src/domain/customers/customers.repo.js';
import { encodeCursor } from '#src/domain/pagination/cursor.js';
import { salesRepo } from '#src/domain/sales/sales.repo.js';

const TENANT: Tenant = { accountId: '00000000-0000-4000-8000-000000000000', environment: 'live' };
const AFTER = { createdAt: '2026-11-22T14:03:12.120Z', id: '00000000-0000-4000-8000-000000000001' };

/**
 * The statements a list sends for a first page of 25 and for a page after a cursor, captured
 * from the repository itself on a driver that runs nothing, without the comment that names
 * those compiled once. Throws unless their values are, in order, the account, the
 * environment, the row count and then (after a cursor) the cursor's instant and id, so that a
 * reference can run them with those values.
 */
async function listSql(
  list: string,
  page: (
    db: Executor,
    tenant: Tenant,
    filters: { limit: number; starting_after?: string },
  ) => Promise<unknown>,
): Promise<{ first: string; next: string }> {
  const seen: { sql: string; parameters: readonly unknown[] }[] = [];
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    log: (event) => {
      seen.push(event.query);
    },
  });
  await page(db, TENANT, { limit: 25 });
  await page(db, TENANT, { limit: 25, starting_after: encodeCursor(list, AFTER.createdAt, AFTER.id) });
  await db.destroy();
  const values = (statement: { parameters: readonly unknown[] }) =>
    JSON.stringify(statement.parameters.map((v) => (v instanceof Date ? v.toISOString() : v)));
  const expected = [TENANT.accountId, TENANT.environment];
  const [first, next] = seen;
  if (
    !first ||
    !next ||
    values(first) !== JSON.stringify([...expected, 26]) ||
    values(next) !== JSON.stringify([...expected, AFTER.createdAt, AFTER.id, 26])
  ) {
    throw new Error(
      `The ${list} list's statements take their values in another order: ${JSON.stringify(seen)}`,
    );
  }
  // Caja sends its statements compiled once with their name in a leading comment.
  const statement = (sql: string) => sql.replace(/^\/\* caja_\d+ \*\/ /, '');
  return { first: statement(first.sql), next: statement(next.sql) };
}

/**
 * The SQL Caja's customer list sends for a first page and for a page after a cursor, so the
 * bench can check that the reference server runs exactly the same statements.
 */
export const cajaCustomerListSql = () => listSql('customers', customersRepo.list);

/** The same for the sale list (each sale with its lines and documents), which a reference can run as it is. */
export const cajaSaleListSql = () => listSql('sales', salesRepo.list);
