import { type Static, Type } from '@sinclair/typebox';
import type { TimestampsAsText } from '#src/db/prepared.js';
import type { CashMovementRow, CashSessionRow } from '#src/db/schema.js';
import {
  ArrivedAt,
  DateTime,
  iso,
  isoOf,
  isoOfOrNull,
  ListQuery,
  Nullable,
  ObjectName,
  OneOf,
  UpdatedAt,
  Uuid,
} from './common.js';
import { CASH_SESSION_EXAMPLE } from './examples/sales.js';
import { Label, Money, OptionalText } from './sale-lines.js';

export const CASH_SESSION_STATUSES = ['open', 'closed', 'suspended'] as const;
export const CASH_MOVEMENT_TYPES = ['in', 'out'] as const;

/** The fields of a cash session a device uploads and the API shows, with their bounds. */
export const cashSessionFields = {
  status: OneOf(CASH_SESSION_STATUSES, '`open`, `closed` o `suspended`.'),
  terminal_name: Label(120, 'Nombre de la caja.'),
  opening_cash: Money('Efectivo al abrir.'),
  expected_cash: Nullable(
    Money('Lo que la caja calculó que debía haber al cerrar; null mientras está abierta.'),
  ),
  closing_cash: Nullable(Money('Lo que se contó al cerrar; null mientras está abierta.')),
  opened_at: DateTime({ description: 'Apertura, por el reloj de la caja, en UTC.' }),
  closed_at: Nullable(
    DateTime({ description: 'Cierre, por el reloj de la caja, en UTC; null si no ha cerrado.' }),
  ),
};

export const cashMovementFields = {
  type: OneOf(CASH_MOVEMENT_TYPES, '`in` entra efectivo, `out` sale.'),
  amount: Money('Efectivo que entró o salió; siempre positivo, `type` da la dirección.'),
  reason: OptionalText(200, 'Motivo que escribió el cajero; null si no escribió ninguno.'),
  occurred_at: DateTime({ description: 'Cuándo se registró en la caja, por el reloj de la caja, en UTC.' }),
};

export const CashMovement = Type.Object(
  {
    object: ObjectName('cash_movement'),
    id: Uuid({ description: 'Id del movimiento de efectivo.' }),
    ...cashMovementFields,
    created_at: ArrivedAt,
  },
  { title: 'CashMovement', examples: [CASH_SESSION_EXAMPLE.movements[0]] },
);
export type CashMovement = Static<typeof CashMovement>;

export const CashSession = Type.Object(
  {
    object: ObjectName('cash_session'),
    id: Uuid({ description: 'Id de la sesión de caja.' }),
    ...cashSessionFields,
    movements: Type.Array(CashMovement, { description: 'Entradas y salidas de efectivo de la sesión.' }),
    created_at: ArrivedAt,
    updated_at: UpdatedAt,
  },
  { title: 'CashSession', examples: [CASH_SESSION_EXAMPLE] },
);
export type CashSession = Static<typeof CashSession>;

export const CashSessionListQuery = ListQuery({
  status: Type.Optional(OneOf(CASH_SESSION_STATUSES, '`open`, `closed` o `suspended`.')),
});
export type CashSessionListQuery = Static<typeof CashSessionListQuery>;

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
