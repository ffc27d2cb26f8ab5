import type { CashSessionRecord } from '#src/contract/sync/records.js';
import { validationError } from '#src/domain/errors.js';
import { announceRecord } from '#src/domain/sync/announce.js';
import { arrive, byFingerprint, type Ingest } from '#src/domain/sync/arrival.js';
import { instant, instantOrNull, requireUniqueIds } from '#src/domain/sync/record-values.js';
import { cashSessionsRepo } from './cash-sessions.repo.js';
import { getCashSession } from './cash-sessions.service.js';

/** A closed session says when it closed; movement ids are unique within it. */
export function checkCashSessionRecord(record: CashSessionRecord): void {
  requireUniqueIds(record.movements, 'movements');
  if (record.status === 'closed' && record.closed_at === null) {
    throw validationError(
      'closed_at',
      'Una sesión con estado `closed` lleva `closed_at`, la hora del cierre en la caja. Corrígela en la caja y vuelve a sincronizarla.',
    );
  }
}

/**
 * Stores a cash session a device uploaded, with all its movements (first arrival inserts, a
 * different later one replaces it whole, an identical one changes nothing). Emits
 * `cash_session.closed` when the session becomes closed: on first arrival already closed, or
 * when a session stored open or suspended arrives closed; edits to a closed session emit nothing.
 */
export const upsertCashSession: Ingest<CashSessionRecord> = async (tx, tenant, deviceId, record, now) => {
  checkCashSessionRecord(record);
  const id = record.id.toLowerCase();
  const movements = record.movements.map((movement, position) => ({
    id: movement.id.toLowerCase(),
    position,
    type: movement.type,
    amount: movement.amount,
    reason: movement.reason,
    occurred_at: instant(movement.occurred_at, `movements.${position}.occurred_at`),
  }));
  const values = {
    status: record.status,
    terminal_name: record.terminal_name,
    opening_cash: record.opening_cash,
    expected_cash: record.expected_cash,
    closing_cash: record.closing_cash,
    opened_at: instant(record.opened_at, 'opened_at'),
    closed_at: instantOrNull(record.closed_at, 'closed_at'),
  };
  const { outcome, previous } = await arrive(tx, tenant, now, {
    table: 'cash_sessions',
    id,
    values,
    deviceId,
    sameness: byFingerprint(values, movements),
    writeChildren: (db) => cashSessionsRepo.replaceMovements(db, tenant, id, movements, now),
  });
  if (outcome !== 'unchanged') {
    const closed = record.status === 'closed' && previous?.status !== 'closed';
    await announceRecord(tx, tenant, deviceId, now, {
      entityType: 'cash_session',
      event: closed ? 'cash_session.closed' : null,
      object: await getCashSession(tx, tenant, id),
    });
  }
  return { id, outcome };
};
