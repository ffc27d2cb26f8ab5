import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { Database } from '#src/db/schema.js';
import { customersRepo } from '#src/domain/customers/customers.repo.js';
import { encodeCursor } from '#src/domain/pagination/cursor.js';

/**
 * The SQL Caja's customer list sends for a first page and for a page after a cursor, captured
 * from the repository itself on a driver that runs nothing, so the bench can check that the
 * reference server runs exactly the same statements (apart from the comment that names them).
 */
export async function cajaCustomerListSql(): Promise<{ first: string; next: string }> {
  const seen: string[] = [];
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    log: (event) => {
      seen.push(event.query.sql);
    },
  });
  const tenant = { accountId: '00000000-0000-4000-8000-000000000000', environment: 'live' } as const;
  const cursor = encodeCursor('customers', new Date().toISOString(), tenant.accountId);
  await customersRepo.list(db, tenant, { limit: 25 });
  await customersRepo.list(db, tenant, { limit: 25, starting_after: cursor });
  await db.destroy();
  // Caja sends its statements compiled once with their name in a leading comment.
  const statement = (sql: string) => sql.replace(/^\/\* caja_\d+ \*\/ /, '');
  return { first: statement(seen[0]!), next: statement(seen[1]!) };
}
