import { type Static, Type } from '@sinclair/typebox';
import {
  ArrivedAt,
  ListQuery,
  Nullable,
  ObjectName,
  OneOf,
  OneOfOrNull,
  openValues,
  UpdatedAt,
  Uuid,
} from './common.js';
import { PRODUCT_ID, STOCK_MOVEMENT_EXAMPLE } from './examples/catalog.js';

/** The reason a movement gets when the caller sends none (SPEC: "Movement via API"). */
export const DEFAULT_MOVEMENT_REASON = 'Movimiento vía API';
/** The reason of the movement a product's `initial_stock` records. */
export const INITIAL_STOCK_REASON = 'Inventario inicial';
/** Large enough for any real count, small enough that the ledger's numeric column always holds it. */
export const MAX_MOVEMENT_QUANTITY = 1_000_000_000;
/** Within what a level's numeric column holds (20 digits, 6 decimals). */
export const MAX_EXPECTED_ON_HAND = 100_000_000_000_000;

/** What caused a movement a device uploads (it may also send none). */
export const MOVEMENT_ORIGINS = ['sale', 'purchase', 'adjustment', 'recipe_explosion', 'reversal'] as const;
/** Every origin a movement can show: the devices' ones, and `api` for those this API records. */
export const STOCK_MOVEMENT_ORIGINS = [...MOVEMENT_ORIGINS, 'api'] as const;

export const StockMovement = Type.Object(
  {
    object: ObjectName('stock_movement'),
    id: Uuid({ description: 'Id del movimiento.' }),
    product_id: Uuid({ description: 'Producto cuyo inventario cambió.' }),
    variant_id: Nullable(
      Uuid({ description: 'Variante del movimiento; null si el producto no tiene variantes.' }),
    ),
    warehouse_id: Nullable(
      Uuid({
        description: 'Null si el movimiento llegó antes que su bodega; aparece cuando la bodega llega.',
      }),
    ),
    type: Type.String({
      description:
        'Tipo registrado por el dispositivo; los creados por la API son `in` (entra) u `out` (sale). Conjunto abierto: un dispositivo puede registrar otros tipos, así que trata un valor desconocido sin fallar.',
      ...openValues(['in', 'out']),
    }),
    quantity: Type.Number({
      description:
        'En la unidad base del producto; puede ser fraccionaria. Es siempre positiva: la dirección la da `type`.',
    }),
    reason: Nullable(
      Type.String({ description: 'Motivo que se muestra en el historial; null si no tiene.' }),
    ),
    reference: Nullable(
      Type.String({ description: 'Referencia propia (orden de compra, pedido); null si no tiene.' }),
    ),
    unit_cost: Nullable(
      Type.Number({
        description:
          'Costo por unidad base al momento del movimiento, en pesos (COP; admite decimales); null si no se conoce.',
      }),
    ),
    origin_type: OneOfOrNull(
      STOCK_MOVEMENT_ORIGINS,
      '`sale`, `purchase`, `adjustment`, `recipe_explosion`, `reversal`; los creados por la API, `api`. Null si no se sabe.',
    ),
    sale_id: Nullable(Uuid({ description: 'Venta que causó el movimiento; null si no lo causó una venta.' })),
    created_at: ArrivedAt,
    updated_at: UpdatedAt,
  },
  {
    title: 'StockMovement',
    description: 'Libro de movimientos de inventario: solo se agregan, nunca se editan ni se borran.',
    examples: [STOCK_MOVEMENT_EXAMPLE],
  },
);
export type StockMovement = Static<typeof StockMovement>;

export const MOVEMENT_TYPES = ['in', 'out'] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

export const StockMovementCreate = Type.Object(
  {
    product_id: Uuid({ description: 'Producto sin variantes y no compuesto.' }),
    warehouse_id: Type.Optional(
      Uuid({ description: 'Por defecto, la bodega predeterminada (o la única activa).' }),
    ),
    type: OneOf(
      MOVEMENT_TYPES,
      '`in` suma al inventario, `out` resta. No se verifica el inventario disponible.',
    ),
    quantity: Type.Integer({
      minimum: 1,
      maximum: MAX_MOVEMENT_QUANTITY,
      description:
        'Entero mayor que cero, en la unidad base del producto. Siempre positivo: `type` da la dirección.',
    }),
    reason: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description: `Se muestra en el historial. Por defecto "${DEFAULT_MOVEMENT_REASON}".`,
      }),
    ),
    reference: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 100,
        description: 'Tu propia referencia (orden de compra, pedido); úsala para verificar con GET.',
      }),
    ),
    expected_on_hand: Type.Optional(
      Type.Number({
        minimum: -MAX_EXPECTED_ON_HAND,
        maximum: MAX_EXPECTED_ON_HAND,
        description:
          'El `on_hand` que crees que tiene el producto en la bodega (sin nivel cuenta como 0). Si no es ' +
          'exactamente ese, responde `409 STOCK_CHANGED` con el nivel actual en `stock_level` y no registra nada: ' +
          'sirve para corregir el inventario tras un conteo sin pisar un cambio que no viste.',
      }),
    ),
  },
  {
    additionalProperties: false,
    examples: [
      {
        product_id: PRODUCT_ID,
        type: 'in',
        quantity: 24,
        reason: 'Compra a tostador',
        reference: 'OC-2026-118',
      },
    ],
  },
);
export type StockMovementCreate = Static<typeof StockMovementCreate>;

export const StockMovementListQuery = ListQuery({
  product_id: Type.Optional(Uuid({ description: 'Solo los movimientos de este producto.' })),
  warehouse_id: Type.Optional(Uuid({ description: 'Solo los movimientos de esta bodega.' })),
  // Free text, unlike `origin_type`: a device records its own movement types (up to 40 characters).
  type: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 40,
      description: 'Tipo exacto como lo registró la caja, por ejemplo `in` u `out`.',
    }),
  ),
  origin_type: Type.Optional(
    OneOf(STOCK_MOVEMENT_ORIGINS, 'Qué causó el movimiento; los creados por la API tienen `api`.'),
  ),
});
export type StockMovementListQuery = Static<typeof StockMovementListQuery>;
