import { type Static, Type } from '@sinclair/typebox';
import type { WarehouseRow } from '#src/db/schema.js';
import { DateTime, iso, ListQuery, Uuid } from './common.js';

export const Warehouse = Type.Object(
  {
    object: Type.Literal('warehouse'),
    id: Uuid(),
    name: Type.String(),
    is_default: Type.Boolean({
      description: 'La bodega que usan los movimientos que no indican `warehouse_id`.',
    }),
    active: Type.Boolean({ description: 'Las bodegas inactivas no reciben movimientos por la API.' }),
    created_at: DateTime(),
    updated_at: DateTime(),
  },
  {
    title: 'Warehouse',
    examples: [
      {
        object: 'warehouse',
        id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
        name: 'Bodega principal',
        is_default: true,
        active: true,
        created_at: '2026-11-22T14:03:12.120Z',
        updated_at: '2026-11-22T14:03:12.120Z',
      },
    ],
  },
);
export type Warehouse = Static<typeof Warehouse>;

export const WarehouseListQuery = ListQuery({});
export type WarehouseListQuery = Static<typeof WarehouseListQuery>;

export function toWarehouse(row: WarehouseRow): Warehouse {
  return {
    object: 'warehouse',
    id: row.id,
    name: row.name,
    is_default: row.is_default,
    active: row.active,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
