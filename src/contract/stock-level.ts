import { type Static, Type } from '@sinclair/typebox';
import { DateTime, Nullable, ObjectName, PageQuery, Uuid } from './common.js';
import { STOCK_LEVEL_EXAMPLE } from './examples/catalog.js';

const DeviceBehind = Type.Object({
  device_id: Uuid({ description: 'Id del dispositivo, el mismo de `GET /me` y de la consola.' }),
  name: Nullable(Type.String({ description: 'Nombre del dispositivo en la cuenta; null si no tiene.' })),
  complete_through: Nullable(
    DateTime({
      description:
        'Todo lo que registró antes de este instante está en la nube, en UTC; null si nunca lo ha informado.',
    }),
  ),
});

export const StockLevel = Type.Object(
  {
    object: ObjectName('stock_level'),
    product_id: Uuid({ description: 'Producto del inventario (el de la variante, si la hay).' }),
    variant_id: Nullable(Uuid({ description: 'Variante; null si el producto no tiene variantes.' })),
    warehouse_id: Uuid({ description: 'Bodega del inventario.' }),
    on_hand: Type.Number({
      description:
        'Existencias en la unidad base. Para un producto sin variantes, sus movimientos `in` menos sus ' +
        'movimientos `out` en esta bodega (los demás tipos no cuentan); para una variante, el último nivel ' +
        'que informó una caja.',
    }),
    exact: Type.Boolean({
      description:
        'true para productos sin variantes; false para variantes, cuyo nivel viaja como valor absoluto y ' +
        'puede perder un cambio simultáneo.',
    }),
    complete_as_of: Nullable(
      DateTime({
        description:
          'Todo movimiento hecho antes de este instante está contado en `on_hand` (el `complete_through` de ' +
          '`GET /me`); null si alguna caja nunca ha informado qué le falta subir.',
      }),
    ),
    devices_behind: Type.Array(DeviceBehind, {
      description:
        'Las cajas que retrasan `complete_as_of`: las que nunca informaron primero, luego la más atrasada ' +
        '(más de 60 s antes de la respuesta).',
    }),
    last_movement_at: Nullable(
      DateTime({
        description:
          'Cuándo llegó a la nube el movimiento más reciente contado, en UTC; null para variantes.',
      }),
    ),
    updated_at: DateTime({
      description:
        'Cuándo cambió `on_hand` por última vez o apareció el nivel, en UTC; sirve para `updated_since`.',
    }),
  },
  {
    title: 'StockLevel',
    description:
      'Inventario de un producto (o variante) en una bodega, con la prueba de qué tan completo está. ' +
      'Los productos compuestos no tienen nivel: su inventario es el de sus ingredientes.',
    examples: [STOCK_LEVEL_EXAMPLE],
  },
);
export type StockLevel = Static<typeof StockLevel>;

/** No `created_since`/`created_until`: a level has no creation, and unknown names are refused. */
export const StockLevelListQuery = Type.Object(
  {
    limit: Type.Optional(PageQuery.limit),
    starting_after: Type.Optional(PageQuery.starting_after),
    updated_since: Type.Optional(PageQuery.updated_since),
    product_id: Type.Optional(Uuid({ description: 'Solo los niveles de este producto.' })),
    warehouse_id: Type.Optional(Uuid({ description: 'Solo los niveles de esta bodega.' })),
  },
  { additionalProperties: false },
);
export type StockLevelListQuery = Static<typeof StockLevelListQuery>;
