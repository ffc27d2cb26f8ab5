import { type Static, Type } from '@sinclair/typebox';
import type { CashMovementRow, CashSessionRow } from '#src/db/schema.js';
import { DateTime, iso, isoOrNull, ListQuery, Nullable, OneOf, Uuid } from './common.js';
import { Label, Money, OptionalText } from './sale-lines.js';

export const CASH_SESSION_STATUSES = ['open', 'closed', 'suspended'] as const;
export const CASH_MOVEMENT_TYPES = ['in', 'out'] as const;

/** The fields of a cash session a device uploads and the API shows, with their bounds. */
export const cashSessionFields = {
  status: OneOf(CASH_SESSION_STATUSES, '`open`, `closed` o `suspended`.'),
  terminal_name: Label(120, 'Nombre de la caja.'),
  opening_cash: Money('Efectivo al abrir.'),
  expected_cash: Nullable(Money('Lo que la caja calculó que debía haber al cerrar.')),
  closing_cash: Nullable(Money('Lo que se contó al cerrar.')),
  opened_at: DateTime({ description: 'Apertura, por el reloj de la caja.' }),
  closed_at: Nullable(DateTime({ description: 'Cierre, por el reloj de la caja; null si no ha cerrado.' })),
};

export const cashMovementFields = {
  type: OneOf(CASH_MOVEMENT_TYPES, '`in` entra efectivo, `out` sale.'),
  amount: Money(),
  reason: OptionalText(200),
  occurred_at: DateTime({ description: 'Cuándo se registró en la caja, por el reloj de la caja.' }),
};

export const CashMovement = Type.Object(
  {
    object: Type.Literal('cash_movement'),
    id: Uuid(),
    ...cashMovementFields,
    created_at: DateTime({ description: 'Cuándo llegó a la nube.' }),
  },
  { title: 'CashMovement' },
);
export type CashMovement = Static<typeof CashMovement>;

const EXAMPLE = {
  object: 'cash_session',
  id: '7c6b5a49-3827-4160-9f5e-4d3c2b1a0f9e',
  status: 'closed',
  terminal_name: 'Caja principal',
  opening_cash: 200000,
  expected_cash: 1350000,
  closing_cash: 1348000,
  opened_at: '2026-11-22T12:00:00.000Z',
  closed_at: '2026-11-23T02:10:00.000Z',
  movements: [
    {
      object: 'cash_movement',
      id: '8d7c6b5a-4938-4271-8f6e-5d4c3b2a1f0e',
      type: 'out',
      amount: 35000,
      reason: 'Pago a proveedor de hielo',
      occurred_at: '2026-11-22T17:30:00.000Z',
      created_at: '2026-11-22T17:30:04.210Z',
    },
  ],
  created_at: '2026-11-22T12:00:02.120Z',
  updated_at: '2026-11-23T02:10:03.500Z',
};

export const CashSession = Type.Object(
  {
    object: Type.Literal('cash_session'),
    id: Uuid(),
    ...cashSessionFields,
    movements: Type.Array(CashMovement, { description: 'Entradas y salidas de efectivo de la sesión.' }),
    created_at: DateTime({ description: 'Cuándo llegó a la nube.' }),
    updated_at: DateTime(),
  },
  { title: 'CashSession', examples: [EXAMPLE] },
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

export function toCashSession(row: CashSessionRow, movements: CashMovementRow[]): CashSession {
  return {
    object: 'cash_session',
    id: row.id,
    status: row.status,
    terminal_name: row.terminal_name,
    opening_cash: row.opening_cash,
    expected_cash: row.expected_cash,
    closing_cash: row.closing_cash,
    opened_at: iso(row.opened_at),
    closed_at: isoOrNull(row.closed_at),
    movements: movements.map(toCashMovement),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
