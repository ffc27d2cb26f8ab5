import { type Static, Type } from '@sinclair/typebox';
import { ArrivedAt, ListQuery, ObjectName, UpdatedAt, Uuid } from './common.js';
import { WAREHOUSE_EXAMPLE } from './examples/catalog.js';

export const Warehouse = Type.Object(
  {
    object: ObjectName('warehouse'),
    id: Uuid({ description: 'Id de la bodega; es el `warehouse_id` de los movimientos.' }),
    name: Type.String({ description: 'Nombre de la bodega en la caja.' }),
    is_default: Type.Boolean({
      description: 'La bodega que usan los movimientos que no indican `warehouse_id`.',
    }),
    active: Type.Boolean({ description: 'Las bodegas inactivas no reciben movimientos por la API.' }),
    created_at: ArrivedAt,
    updated_at: UpdatedAt,
  },
  { title: 'Warehouse', examples: [WAREHOUSE_EXAMPLE] },
);
export type Warehouse = Static<typeof Warehouse>;

export const WarehouseListQuery = ListQuery({});
export type WarehouseListQuery = Static<typeof WarehouseListQuery>;
