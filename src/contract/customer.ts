import { type Static, Type } from '@sinclair/typebox';
import type { TimestampsAsText } from '#src/db/prepared.js';
import type { CustomerRow } from '#src/db/schema.js';
import { DateTime, isoOf, isoOfOrNull, ListQuery, Nullable, OneOf, Uuid } from './common.js';

export const PERSON_TYPES = ['person', 'company'] as const;
export const DOCUMENT_TYPES = ['CC', 'TI', 'NIT', 'CE', 'PASAPORTE'] as const;
export const CONTACT_CHANNELS = ['none', 'store', 'whatsapp', 'instagram', 'website', 'referral'] as const;

export const Customer = Type.Object(
  {
    object: Type.Literal('customer'),
    id: Uuid(),
    name: Type.String(),
    last_name: Nullable(Type.String()),
    email: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    document_number: Nullable(Type.String()),
    person_type: Type.String({ description: '`person` (persona natural) o `company`.' }),
    document_type: Type.String({ description: '`CC`, `TI`, `NIT`, `CE` o `PASAPORTE`.' }),
    contact_channel: Nullable(Type.String({ description: 'Canal por el que llegó el cliente.' })),
    deleted_at: Nullable(
      DateTime({ description: 'Presente en registros eliminados (solo con include_deleted=true).' }),
    ),
    created_at: DateTime(),
    updated_at: DateTime(),
  },
  {
    title: 'Customer',
    examples: [
      {
        object: 'customer',
        id: '0b6c1a52-6f0e-4a57-9a7e-3c2d1e0f9a10',
        name: 'Ana María',
        last_name: 'Restrepo',
        email: 'ana@example.co',
        phone: '+57 300 123 4567',
        document_number: '1020304050',
        person_type: 'person',
        document_type: 'CC',
        contact_channel: 'whatsapp',
        deleted_at: null,
        created_at: '2026-11-22T14:03:12.120Z',
        updated_at: '2026-11-22T14:03:12.120Z',
      },
    ],
  },
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
  last_name: text(120),
  phone: text(30),
  email: Type.String({ format: 'email', maxLength: 200 }),
  person_type: OneOf(PERSON_TYPES, 'Por defecto `person`.'),
  document_type: OneOf(DOCUMENT_TYPES, 'Por defecto `CC`.'),
  document_number: text(30),
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
      { name: 'Ana María', last_name: 'Restrepo', email: 'ana@example.co', document_number: '1020304050' },
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

/** The contract's customer, from a row read with Dates or with timestamps as text. */
export function toCustomer(row: CustomerRow | TimestampsAsText<CustomerRow>): Customer {
  return {
    object: 'customer',
    id: row.id,
    name: row.name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    document_number: row.document_number,
    person_type: row.person_type,
    document_type: row.document_type,
    contact_channel: row.contact_channel,
    deleted_at: isoOfOrNull(row.deleted_at),
    created_at: isoOf(row.created_at),
    updated_at: isoOf(row.updated_at),
  };
}
