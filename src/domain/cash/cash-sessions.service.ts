import type { CashSession } from '#src/contract/cash-session.js';
import type { Executor } from '#src/db/database.js';
import type { TimestampsAsText } from '#src/db/prepared.js';
import { type CashSessionColumns, toCashSession } from '#src/domain/cash/cash-session.present.js';
import type { Tenant } from '#src/domain/context.js';
import { AppError } from '#src/domain/errors.js';
import { groupBy } from '#src/domain/group-by.js';
import type { Page } from '#src/domain/pagination/keyset.js';
import { type CashSessionFilters, cashSessionsRepo } from './cash-sessions.repo.js';

export async function listCashSessions(
  db: Executor,
  tenant: Tenant,
  filters: CashSessionFilters,
): Promise<Page<CashSession>> {
  const page = await cashSessionsRepo.list(db, tenant, filters);
  return { ...page, data: await present(db, tenant, page.data) };
}

export async function getCashSession(db: Executor, tenant: Tenant, id: string): Promise<CashSession> {
  const row = await cashSessionsRepo.show(db, tenant, id);
  if (!row) {
    throw new AppError('NOT_FOUND', {
      message: `No existe una sesión de caja con id ${id} en esta cuenta y ambiente. Búscala con GET /cash-sessions.`,
    });
  }
  const [session] = await present(db, tenant, [row]);
  return session!;
}

async function present(
  db: Executor,
  tenant: Tenant,
  rows: Array<CashSessionColumns | TimestampsAsText<CashSessionColumns>>,
): Promise<CashSession[]> {
  const movements = groupBy(
    await cashSessionsRepo.movementsOf(
      db,
      tenant,
      rows.map((row) => row.id),
    ),
    (movement) => movement.cash_session_id,
  );
  return rows.map((row) => toCashSession(row, movements.get(row.id) ?? []));
}
