import { type TProperties, type TSchema, Type } from '@sinclair/typebox';
import { ERROR_CODES } from '#src/contract/errors.js';

/**
 * Building blocks of the public contract. A nullable field is always present: its schema is
 * `type: [T, "null"]`, which JSON Schema, OpenAPI 3.1 and the serializer all read the same way.
 */
export const Nullable = <T extends TSchema>(schema: T) =>
  Type.Unsafe<T['static'] | null>({ ...schema, type: [schema['type'] as string, 'null'] });

export const Uuid = (options: { description?: string } = {}) => Type.String({ format: 'uuid', ...options });
export const DateTime = (options: { description?: string } = {}) =>
  Type.String({ format: 'date-time', ...options });

/** The `object` field of a resource: the fixed name of its type. */
export const ObjectName = <T extends string>(name: T) =>
  Type.Literal(name, { description: `Tipo de objeto; siempre \`${name}\`.` });

/** When a record reached the cloud, as the API shows it. */
export const ArrivedAt = DateTime({
  description: 'Cuándo llegó el registro a la nube, en UTC (ISO 8601).',
});
/** When a record created in the cloud (by the API or a device) was first stored. */
export const CreatedAt = DateTime({
  description: 'Cuándo se creó el registro en la nube, en UTC (ISO 8601).',
});
export const UpdatedAt = DateTime({
  description: 'Última modificación en la nube, en UTC (ISO 8601); sirve para `updated_since`.',
});

/** ISO 8601 with time zone, as the list filters take it. */
export const DateTimeFilter = (description: string) =>
  Type.String({ format: 'date-time', maxLength: 40, description });

export const ErrorEnvelope = Type.Object(
  {
    error: Type.Object(
      {
        code: Type.Union(
          ERROR_CODES.map((code) => Type.Literal(code)),
          { description: 'Código estable del error; decide con él, no con el mensaje.' },
        ),
        message: Type.String({ description: 'Explicación en español con el siguiente paso.' }),
        param: Type.Optional(Type.String({ description: 'Campo que causó el error.' })),
        request_id: Type.String({ description: 'También en la cabecera Request-Id.' }),
      },
      { additionalProperties: true, description: 'El error: código, mensaje y a veces el campo culpable.' },
    ),
  },
  {
    title: 'ApiError',
    examples: [
      {
        error: {
          code: 'VALIDATION_ERROR',
          message: '`email` debe ser un correo electrónico válido.',
          param: 'email',
          request_id: 'req_4f9Qe2LxVb7TzK1mWc3D',
        },
      },
    ],
  },
);

/**
 * A page of a list. Its example, when the item has one, is a last page holding that item, so
 * that a reader of the reference sees a whole answer.
 */
export const ListEnvelope = <T extends TSchema>(item: T, title: string) =>
  Type.Object(
    {
      object: ObjectName('list'),
      data: Type.Array(item, { description: 'Los elementos de esta página, en el orden de la lista.' }),
      has_more: Type.Boolean({ description: 'true si hay otra página; pídela con `next_cursor`.' }),
      next_cursor: Nullable(
        Type.String({ description: 'Pásalo sin cambios como `starting_after`; null en la última página.' }),
      ),
    },
    {
      title,
      ...(Array.isArray(item.examples) && item.examples.length > 0
        ? { examples: [{ object: 'list', data: [item.examples[0]], has_more: false, next_cursor: null }] }
        : {}),
    },
  );

/** The largest page a list answers. */
export const MAX_PAGE_LIMIT = 100;
/** The page a list answers when `limit` is not given. */
export const DEFAULT_PAGE_LIMIT = 25;

export const PageQuery = {
  limit: Type.Integer({
    minimum: 1,
    maximum: MAX_PAGE_LIMIT,
    default: DEFAULT_PAGE_LIMIT,
    description: `Tamaño de página, 1 a ${MAX_PAGE_LIMIT}.`,
  }),
  starting_after: Type.String({ maxLength: 512, description: 'El `next_cursor` de la página anterior.' }),
  created_since: DateTimeFilter('Creados en la nube desde este instante (incluido).'),
  created_until: DateTimeFilter('Creados en la nube antes de este instante (excluido).'),
  updated_since: DateTimeFilter(
    'Modificados desde este instante (incluido); para sincronización incremental.',
  ),
};

export const IdParams = Type.Object(
  { id: Uuid({ description: 'Id del recurso (UUID), tal como lo devuelve la API.' }) },
  { additionalProperties: false },
);

/** One of `values`; a wrong value is reported with the whole list of allowed ones. */
export const OneOf = <T extends string>(values: readonly T[], description?: string) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...(description ? { description } : {}) });

/**
 * A response field that holds one of `values` or null. Its TypeScript type stays `string | null`:
 * the rows it is read from are typed as text.
 */
export const OneOfOrNull = <T extends string>(values: readonly T[], description?: string) =>
  Type.Unsafe<string | null>({
    type: ['string', 'null'],
    enum: [...values, null],
    ...(description ? { description } : {}),
  });

/**
 * Marks a response string whose set of values is open: devices may record values the contract
 * does not list. `x-extensible-enum` names the known ones without closing the set.
 */
export const openValues = (values: readonly string[]) => ({ 'x-extensible-enum': [...values] });

/** A response field that holds one of `values`, typed as the text column it is read from. */
export const OneOfShown = <T extends string>(values: readonly T[], description?: string) =>
  Type.Unsafe<string>({ type: 'string', enum: [...values], ...(description ? { description } : {}) });

/** A list endpoint's query: pagination and time filters, plus its own filters. Unknown names are refused. */
export const ListQuery = <T extends TProperties>(filters: T) =>
  Type.Object(
    {
      limit: Type.Optional(PageQuery.limit),
      starting_after: Type.Optional(PageQuery.starting_after),
      created_since: Type.Optional(PageQuery.created_since),
      created_until: Type.Optional(PageQuery.created_until),
      updated_since: Type.Optional(PageQuery.updated_since),
      ...filters,
    },
    { additionalProperties: false },
  );
