import { type Static, Type } from '@sinclair/typebox';
import {
  CreatedAt,
  DateTime,
  ListQuery,
  Nullable,
  ObjectName,
  OneOf,
  OneOfOrNull,
  OneOfShown,
  UpdatedAt,
  Uuid,
} from './common.js';
import { CUSTOMER_EXAMPLE } from './examples/catalog.js';

export const PERSON_TYPES = ['person', 'company'] as const;
export const DOCUMENT_TYPES = ['CC', 'TI', 'NIT', 'CE', 'PASAPORTE'] as const;
export const CONTACT_CHANNELS = ['none', 'store', 'whatsapp', 'instagram', 'website', 'referral'] as const;

export const Customer = Type.Object(
  {
    object: ObjectName('customer'),
    id: Uuid({ description: 'Id del cliente.' }),
    name: Type.String({ description: 'Nombre, o razón social si es una empresa.' }),
    last_name: Nullable(Type.String({ description: 'Apellidos; null si no se registraron.' })),
    email: Nullable(Type.String({ description: 'Correo electrónico; null si no se registró.' })),
    phone: Nullable(
      Type.String({
        description: 'Teléfono como se escribió, por ejemplo `+57 300 123 4567`; null si no hay.',
      }),
    ),
    document_number: Nullable(
      Type.String({ description: 'Número de documento (cédula o NIT); null si no se registró.' }),
    ),
    person_type: OneOfShown(PERSON_TYPES, '`person` (persona natural) o `company`.'),
    document_type: OneOfShown(DOCUMENT_TYPES, '`CC`, `TI`, `NIT`, `CE` o `PASAPORTE`.'),
    contact_channel: OneOfOrNull(
      CONTACT_CHANNELS,
      'Canal por el que llegó: `none`, `store`, `whatsapp`, `instagram`, `website` o `referral`; null si no se sabe.',
    ),
    deleted_at: Nullable(
      DateTime({
        description:
          'Cuándo se eliminó, en UTC; null si está vigente (los eliminados solo salen con include_deleted=true).',
      }),
    ),
    created_at: CreatedAt,
    updated_at: UpdatedAt,
  },
  { title: 'Customer', examples: [CUSTOMER_EXAMPLE] },
);
export type Customer = Static<typeof Customer>;

const text = (maxLength: number, description?: string) =>
  Type.String({ minLength: 1, maxLength, ...(description ? { description } : {}) });

const customerFields = {
  name: Type.String({
    minLength: 1,
    maxLength: 120,
    pattern: '\\S',
    description: 'Nombre; no puede estar vacío.',
  }),
  last_name: text(120, 'Apellidos; hasta 120 caracteres.'),
  phone: text(30, 'Teléfono, por ejemplo `+57 300 123 4567`; hasta 30 caracteres.'),
  email: Type.String({
    format: 'email',
    maxLength: 200,
    description: 'Correo electrónico; hasta 200 caracteres.',
  }),
  person_type: OneOf(PERSON_TYPES, 'Por defecto `person`.'),
  document_type: OneOf(DOCUMENT_TYPES, 'Por defecto `CC`.'),
  document_number: text(
    30,
    'Número de documento (cédula, NIT con dígito de verificación…); hasta 30 caracteres.',
  ),
  contact_channel: OneOf(CONTACT_CHANNELS, 'Por defecto `none`.'),
};

export const CustomerCreate = Type.Object(
  {
    name: customerFields.name,
    last_name: Type.Optional(customerFields.last_name),
    phone: Type.Optional(customerFields.phone),
    email: Type.Optional(customerFields.email),
    person_type: Type.Optional(customerFields.person_type),
    document_type: Type.Optional(customerFields.document_type),
    document_number: Type.Optional(customerFields.document_number),
    contact_channel: Type.Optional(customerFields.contact_channel),
  },
  {
    additionalProperties: false,
    examples: [
      {
        name: 'Ana María',
        last_name: 'Restrepo Gómez',
        phone: '+57 300 123 4567',
        email: 'ana.restrepo@example.co',
        document_type: 'CC',
        document_number: '1020304050',
        contact_channel: 'whatsapp',
      },
    ],
  },
);
export type CustomerCreate = Static<typeof CustomerCreate>;

export const CustomerUpdate = Type.Partial(CustomerCreate, {
  additionalProperties: false,
  minProperties: 1,
  examples: [{ phone: '+57 310 555 0000' }],
});
export type CustomerUpdate = Static<typeof CustomerUpdate>;

export const CustomerListQuery = ListQuery({
  email: Type.Optional(
    Type.String({ maxLength: 254, description: 'Coincidencia exacta, sin distinguir mayúsculas.' }),
  ),
  document_number: Type.Optional(Type.String({ maxLength: 40, description: 'Coincidencia exacta.' })),
  q: Type.Optional(
    Type.String({
      minLength: 2,
      maxLength: 100,
      description:
        'Busca en nombre, apellido, correo, teléfono y documento. `%` y `_` se buscan literalmente.',
    }),
  ),
  include_deleted: Type.Optional(Type.Boolean({ description: 'Incluye los eliminados (con `deleted_at`).' })),
});
export type CustomerListQuery = Static<typeof CustomerListQuery>;
