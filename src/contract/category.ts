import { type Static, Type } from '@sinclair/typebox';
import { FreeText, HttpUrl, Name } from './catalog-fields.js';
import { CreatedAt, DateTime, ListQuery, Nullable, ObjectName, UpdatedAt, Uuid } from './common.js';
import { CATEGORY_EXAMPLE } from './examples/catalog.js';

export const Category = Type.Object(
  {
    object: ObjectName('category'),
    id: Uuid({ description: 'Id de la categoría.' }),
    name: Type.String({ description: 'Nombre que muestra la caja.' }),
    description: Nullable(Type.String({ description: 'Descripción; null si no tiene.' })),
    image_url: Nullable(
      Type.String({ format: 'uri', description: 'Imagen de la categoría; null si no tiene.' }),
    ),
    sort_order: Type.Integer({ description: 'Orden en que la caja muestra las categorías (menor primero).' }),
    deleted_at: Nullable(
      DateTime({
        description:
          'Cuándo se eliminó, en UTC; null si está vigente (las eliminadas solo salen con include_deleted=true).',
      }),
    ),
    created_at: CreatedAt,
    updated_at: UpdatedAt,
  },
  { title: 'Category', examples: [CATEGORY_EXAMPLE] },
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
    examples: [
      {
        name: 'Café para llevar',
        description: 'Café de origen en grano y molido, empacado en la tienda',
        image_url: 'https://cdn.example.co/categorias/cafe-para-llevar.png',
        sort_order: 2,
      },
    ],
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
