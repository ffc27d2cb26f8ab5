import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { Database } from '#src/db/schema.js';
import { customersRepo } from '#src/domain/customers/customers.repo.js';
import { encodeCursor } from '#src/domain/pagination/cursor.js';

/**
 * The SQL Caja's customer list sends for a first page and for a page after a cursor, captured
 * from the repository itself on a driver that runs nothing, so the bench can check that the
 * reference server runs exactly the same statements.
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
  const cursor = encodeCursor('customers', { createdAt: new Date(), id: tenant.accountId });
  await customersRepo.list(db, tenant, { limit: 25 });
  await customersRepo.list(db, tenant, { limit: 25, starting_after: cursor });
  await db.destroy();
  return { first: seen[0]!, next: seen[1]! };
}
