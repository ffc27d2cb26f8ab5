import { sql } from 'kysely';
import type { Executor } from '#src/db/database.js';
import type { CashMovementRow, CashSessionRow } from '#src/db/schema.js';
import type { Tenant } from '#src/domain/context.js';
import { fetchPage, type Page, type PageRequest } from '#src/domain/pagination/keyset.js';

export interface CashSessionFilters extends PageRequest {
  status?: CashSessionRow['status'] | undefined;
}

/** A movement as a device uploads it, before the cloud gives it its arrival time. */
export type UploadedMovement = Omit<
  CashMovementRow,
  'account_id' | 'environment' | 'cash_session_id' | 'created_at'
>;

const inTenant = (db: Executor, tenant: Tenant) =>
  db
    .selectFrom('cash_sessions as c')
    .selectAll('c')
    .where('c.account_id', '=', tenant.accountId)
    .where('c.environment', '=', tenant.environment);

export const cashSessionsRepo = {
  async list(db: Executor, tenant: Tenant, filters: CashSessionFilters): Promise<Page<CashSessionRow>> {
    let q = inTenant(db, tenant);
    if (filters.status !== undefined) q = q.where('c.status', '=', filters.status);
    return fetchPage(q, 'c', 'cash_sessions', filters);
  },

  async findById(db: Executor, tenant: Tenant, id: string): Promise<CashSessionRow | undefined> {
    return inTenant(db, tenant).where('c.id', '=', id).executeTakeFirst();
  },

  async movementsOf(db: Executor, tenant: Tenant, sessionIds: string[]): Promise<CashMovementRow[]> {
    if (sessionIds.length === 0) return [];
    return db
      .selectFrom('cash_movements')
      .selectAll()
      .where('account_id', '=', tenant.accountId)
      .where('environment', '=', tenant.environment)
      .where('cash_session_id', 'in', sessionIds)
      .orderBy('position')
      .execute();
  },

  /**
   * Makes a session's movements exactly `movements`: those no longer uploaded go, the others are
   * written over, and a movement keeps the `created_at` of its first arrival (`now` for new ones).
   */
  async replaceMovements(
    db: Executor,
    tenant: Tenant,
    sessionId: string,
    movements: UploadedMovement[],
    now: Date,
  ): Promise<void> {
    let stale = db
      .deleteFrom('cash_movements')
      .where('account_id', '=', tenant.accountId)
      .where('environment', '=', tenant.environment)
      .where('cash_session_id', '=', sessionId);
    if (movements.length > 0)
      stale = stale.where(
        'id',
        'not in',
        movements.map((m) => m.id),
      );
    await stale.execute();
    if (movements.length === 0) return;
    await db
      .insertInto('cash_movements')
      .values(
        movements.map((movement) => ({
          ...movement,
          account_id: tenant.accountId,
          environment: tenant.environment,
          cash_session_id: sessionId,
          created_at: now,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['account_id', 'environment', 'cash_session_id', 'id']).doUpdateSet({
          position: sql`excluded.position`,
          type: sql`excluded.type`,
          amount: sql`excluded.amount`,
          reason: sql`excluded.reason`,
          occurred_at: sql`excluded.occurred_at`,
        }),
      )
      .execute();
  },
};
