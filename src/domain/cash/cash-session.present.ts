import type { CashMovement, CashSession } from '#src/contract/cash-session.js';
import { iso, isoOf, isoOfOrNull } from '#src/db/instants.js';
import type { TimestampsAsText } from '#src/db/prepared.js';
import type { CashMovementRow, CashSessionRow } from '#src/db/schema.js';

export const toCashMovement = (row: CashMovementRow): CashMovement => ({
  object: 'cash_movement',
  id: row.id,
  type: row.type,
  amount: row.amount,
  reason: row.reason,
  occurred_at: iso(row.occurred_at),
  created_at: iso(row.created_at),
});

/** A cash session's columns the API shows (the rest are bookkeeping: tenant, device, fingerprint). */
export type CashSessionColumns = Omit<
  CashSessionRow,
  'account_id' | 'environment' | 'device_id' | 'record_hash'
>;

/** The contract's cash session, from a row read with Dates or with timestamps as text. */
export function toCashSession(
  row: CashSessionColumns | TimestampsAsText<CashSessionColumns>,
  movements: CashMovementRow[],
): CashSession {
  return {
    object: 'cash_session',
    id: row.id,
    status: row.status,
    terminal_name: row.terminal_name,
    opening_cash: row.opening_cash,
    expected_cash: row.expected_cash,
    closing_cash: row.closing_cash,
    opened_at: isoOf(row.opened_at),
    closed_at: isoOfOrNull(row.closed_at),
    movements: movements.map(toCashMovement),
    created_at: isoOf(row.created_at),
    updated_at: isoOf(row.updated_at),
  };
}
