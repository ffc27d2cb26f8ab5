import { type Static, Type } from '@sinclair/typebox';
import { ArrivedAt, DateTime, ListQuery, Nullable, ObjectName, OneOf, UpdatedAt, Uuid } from './common.js';
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
