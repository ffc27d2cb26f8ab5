import { sql } from 'kysely';
import type { Executor } from '#src/db/database.js';
import type { TimestampsAsText } from '#src/db/prepared.js';
import type { CashMovementRow, CashSessionRow } from '#src/db/schema.js';
import type { CashSessionColumns } from '#src/domain/cash/cash-session.present.js';
import type { Tenant } from '#src/domain/context.js';
import { fetchPage, type Page, type PageRequest } from '#src/domain/pagination/keyset.js';
import { compiledReads, tenantRows } from '#src/domain/tenant-rows.repo.js';

export interface CashSessionFilters extends PageRequest {
  status?: CashSessionRow['status'] | undefined;
}

/** A movement as a device uploads it, before the cloud gives it its arrival time. */
export type UploadedMovement = Omit<
  CashMovementRow,
  'account_id' | 'environment' | 'cash_session_id' | 'created_at'
>;

const inTenant = tenantRows('cash_sessions', 'c');

/** The columns the API shows, named, as `plainPages` needs them. */
const COLUMNS = [
  'c.id',
  'c.status',
  'c.terminal_name',
  'c.opening_cash',
  'c.expected_cash',
  'c.closing_cash',
  'c.opened_at',
  'c.closed_at',
  'c.created_at',
  'c.updated_at',
] as const satisfies readonly `c.${keyof CashSessionColumns}`[];

/** The tenant's sessions with the columns the API shows. */
const shown = (db: Executor, tenant: Tenant) => inTenant(db, tenant).clearSelect().select(COLUMNS);

/** The list without filters (as clients page through it) and the record by id: compiled once. */
const { pages, record } = compiledReads('c', 'cash_sessions', shown);

export const cashSessionsRepo = {
  /** A page of sessions; the unfiltered list's rows carry their timestamps as PostgreSQL's text. */
  async list(
    db: Executor,
    tenant: Tenant,
    filters: CashSessionFilters,
  ): Promise<Page<CashSessionRow | TimestampsAsText<CashSessionColumns>>> {
    if (pages.covers(filters)) return pages.fetch(db, tenant, filters);
    let q = inTenant(db, tenant);
    if (filters.status !== undefined) q = q.where('c.status', '=', filters.status);
    return fetchPage(q, 'c', 'cash_sessions', filters);
  },

  /** The row as `GET …/{id}` shows it: compiled once (`plainRecord`), timestamps as PostgreSQL's text. */
  show: record,

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
