import { type Static, Type } from '@sinclair/typebox';
import type { CategoryRow } from '#src/db/schema.js';
import { FreeText, HttpUrl, Name } from './catalog-fields.js';
import { DateTime, iso, isoOrNull, ListQuery, Nullable, Uuid } from './common.js';

export const Category = Type.Object(
  {
    object: Type.Literal('category'),
    id: Uuid(),
    name: Type.String(),
    description: Nullable(Type.String()),
    image_url: Nullable(Type.String({ format: 'uri' })),
    sort_order: Type.Integer({ description: 'Orden en que la caja muestra las categorías.' }),
    deleted_at: Nullable(
      DateTime({ description: 'Presente en registros eliminados (solo con include_deleted=true).' }),
    ),
    created_at: DateTime(),
    updated_at: DateTime(),
  },
  {
    title: 'Category',
    examples: [
      {
        object: 'category',
        id: '3c9d2e1f-8a7b-4c6d-9e0f-1a2b3c4d5e6f',
        name: 'Bebidas',
        description: 'Gaseosas, jugos y agua',
        image_url: 'https://cdn.example.co/categorias/bebidas.png',
        sort_order: 2,
        deleted_at: null,
        created_at: '2026-11-22T14:03:12.120Z',
        updated_at: '2026-11-22T14:03:12.120Z',
      },
    ],
  },
);
export type Category = Static<typeof Category>;

/** PostgreSQL `integer`: the column that keeps it. */
const INT4 = { minimum: -2_147_483_648, maximum: 2_147_483_647 };

export const CategoryCreate = Type.Object(
  {
    name: Name('Nombre; no puede estar vacío. Hasta 120 caracteres.'),
    description: Type.Optional(FreeText(500, 'Hasta 500 caracteres.')),
    image_url: Type.Optional(HttpUrl('Imagen de la categoría.')),
    sort_order: Type.Optional(
      Type.Integer({ ...INT4, description: 'Orden en la caja (menor primero). Por defecto 0.' }),
    ),
  },
  {
    additionalProperties: false,
    examples: [{ name: 'Bebidas', description: 'Gaseosas, jugos y agua', sort_order: 2 }],
  },
);
export type CategoryCreate = Static<typeof CategoryCreate>;

export const CategoryUpdate = Type.Partial(CategoryCreate, {
  additionalProperties: false,
  minProperties: 1,
  examples: [{ sort_order: 1 }],
});
export type CategoryUpdate = Static<typeof CategoryUpdate>;

export const CategoryListQuery = ListQuery({
  include_deleted: Type.Optional(Type.Boolean({ description: 'Incluye las eliminadas (con `deleted_at`).' })),
});
export type CategoryListQuery = Static<typeof CategoryListQuery>;

export function toCategory(row: CategoryRow): Category {
  return {
    object: 'category',
    id: row.id,
    name: row.name,
    description: row.description,
    image_url: row.image_url,
    sort_order: row.sort_order,
    deleted_at: isoOrNull(row.deleted_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
