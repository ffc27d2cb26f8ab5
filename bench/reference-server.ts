import Fastify from 'fastify';
import pg from 'pg';
import { FIRST_PAGE_SQL, NEXT_PAGE_SQL } from './customer-list-sql.js';

/**
 * The bare reference the bench compares Caja with: Fastify and a `pg` pool of the same size,
 * running the same keyset SQL as Caja's customer list for one fixed account and returning the
 * rows. No authentication, rate limit, request id, logging, validation or response schema.
 * It decodes Caja's cursor so that both servers receive identical URLs.
 *
 * Env: DATABASE_URL, ACCOUNT_ID, REFERENCE_PORT, DATABASE_POOL_SIZE (10).
 */
async function main(): Promise<void> {
  const accountId = process.env['ACCOUNT_ID'];
  const pool = new pg.Pool({
    connectionString: process.env['DATABASE_URL'],
    max: Number(process.env['DATABASE_POOL_SIZE'] ?? 10),
  });
  const app = Fastify();

  app.get<{ Querystring: { limit?: string; starting_after?: string } }>('/customers', async (request) => {
    const limit = Number(request.query.limit ?? 25);
    const after = request.query.starting_after;
    const { rows } =
      after === undefined
        ? await pool.query(FIRST_PAGE_SQL, [accountId, 'live', limit + 1])
        : await pool.query(NEXT_PAGE_SQL, [accountId, 'live', ...cursorPosition(after), limit + 1]);
    // The extra row only tells whether there is a next page; the page itself is `limit` rows.
    return rows.slice(0, limit);
  });

  await app.listen({ host: '127.0.0.1', port: Number(process.env['REFERENCE_PORT'] ?? 3100) });
  const stop = () => void app.close().then(() => pool.end().then(() => process.exit(0)));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

/** Caja's cursor is base64url JSON `[list, created_at, id]`. */
function cursorPosition(cursor: string): [Date, string] {
  const [, createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as string[];
  return [new Date(createdAt!), id!];
}

main().catch((error: unknown) => {
  process.stderr.write(`reference server failed: ${String(error)}\n`);
  process.exit(1);
});
