import { type TSchema, Type } from '@sinclair/typebox';
import { ERROR_CODES } from '#src/domain/errors.js';

/**
 * Building blocks of the public contract. A nullable field is always present: its schema is
 * `type: [T, "null"]`, which JSON Schema, OpenAPI 3.1 and the serializer all read the same way.
 */
export const Nullable = <T extends TSchema>(schema: T) =>
  Type.Unsafe<T['static'] | null>({ ...schema, type: [schema['type'] as string, 'null'] });

export const Uuid = (options: { description?: string } = {}) => Type.String({ format: 'uuid', ...options });
export const DateTime = (options: { description?: string } = {}) =>
  Type.String({ format: 'date-time', ...options });

/** ISO 8601 with time zone, as the list filters take it. */
export const DateTimeFilter = (description: string) =>
  Type.String({ format: 'date-time', maxLength: 40, description });

export const ErrorEnvelope = Type.Object(
  {
    error: Type.Object(
      {
        code: Type.Union(
          ERROR_CODES.map((code) => Type.Literal(code)),
          { description: 'Código estable del error.' },
        ),
        message: Type.String({ description: 'Explicación en español con el siguiente paso.' }),
        param: Type.Optional(Type.String({ description: 'Campo que causó el error.' })),
        request_id: Type.String({ description: 'También en la cabecera Request-Id.' }),
      },
      { additionalProperties: true },
    ),
  },
  { title: 'Error' },
);

export const ListEnvelope = <T extends TSchema>(item: T, title: string) =>
  Type.Object(
    {
      object: Type.Literal('list'),
      data: Type.Array(item),
      has_more: Type.Boolean(),
      next_cursor: Nullable(Type.String({ description: 'Pásalo sin cambios como `starting_after`.' })),
    },
    { title },
  );

export const PageQuery = {
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 25, description: 'Tamaño de página, 1 a 100.' }),
  starting_after: Type.String({ maxLength: 512, description: 'El `next_cursor` de la página anterior.' }),
  created_since: DateTimeFilter('Creados en la nube desde este instante (incluido).'),
  created_until: DateTimeFilter('Creados en la nube antes de este instante (excluido).'),
  updated_since: DateTimeFilter(
    'Modificados desde este instante (incluido); para sincronización incremental.',
  ),
};

export const IdParams = Type.Object({ id: Uuid() }, { additionalProperties: false });

export const iso = (date: Date): string => date.toISOString();
export const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);
