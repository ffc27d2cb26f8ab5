import { Type } from '@sinclair/typebox';
import { ENVIRONMENTS, type Environment, SCOPES } from '#src/contract/api.js';
import { EVENT_TYPES, type EventType } from '#src/contract/event-types.js';
import { ALL_EVENTS } from '#src/contract/webhook-endpoint.js';
import { KEY_EXPIRY_DAYS } from '#src/domain/api-keys/key-confirmation.service.js';

/**
 * The console's forms and queries, one schema each (see `forms.ts`). Every field says, in
 * `message`, what a person reads when it is wrong: one sentence for all of its rules, with the
 * next step. Unknown fields are let through and ignored, as browsers expect of a form.
 */

/** One of `values`, as a form or a query sends it (text). */
const Choice = <T extends string>(values: readonly T[], message: string) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], message });

const Id = (message: string) => Type.String({ format: 'uuid', message });

const EMAIL = '^\\s*[^\\s@<>]+@[^\\s@<>]+\\.[^\\s@<>]+\\s*$';
/** Six digits, perhaps split in two by a space, as people copy them from a message. */
const CODE = '^\\s*\\d{3}\\s?\\d{3}\\s*$';
/** Something besides spaces. */
const NOT_BLANK = '\\S';

const environment = Choice(ENVIRONMENTS, 'El ambiente debe ser live (producción) o test (pruebas).');

/** `?ambiente=live|test` (production when absent) and the `?hecho=` of a page after an action. */
export const PageQuery = Type.Object({
  ambiente: Type.Optional(environment),
  hecho: Type.Optional(Type.String({ maxLength: 40 })),
});

export const InventoryQuery = Type.Object({
  ambiente: Type.Optional(environment),
  despues: Type.Optional(
    Type.String({ maxLength: 200, message: 'Esa página no existe: vuelve al inicio del inventario.' }),
  ),
});

export const IdParams = Type.Object({ id: Id('No existe eso en esta cuenta.') });

/** A form with nothing but its CSRF token (a button), and a route that reads no query. */
export const NoFields = Type.Object({});
export const NoQuery = Type.Object({});

export const EmailForm = Type.Object({
  email: Type.String({
    maxLength: 254,
    pattern: EMAIL,
    message: 'Escribe un correo completo, por ejemplo dueno@mitienda.co.',
  }),
});

export const CodeQuery = Type.Object({ reto: Id('Pide un código para entrar.') });

export const SignInCodeForm = Type.Object({
  challenge: Id('Pide un código para entrar.'),
  email: Type.String({ maxLength: 254, message: 'Pide un código para entrar.' }),
  code: Type.String({ maxLength: 20, pattern: CODE, message: 'El código tiene 6 dígitos.' }),
});

export const AccountSwitchForm = Type.Object({ account_id: Id('No existe esa cuenta.') });

export const KeyForm = Type.Object({
  name: Type.String({
    minLength: 1,
    maxLength: 120,
    pattern: NOT_BLANK,
    message: 'Dale a la llave un nombre de 1 a 120 caracteres, por ejemplo "Tienda en línea".',
  }),
  scopes: Type.Array(Choice(SCOPES, ''), {
    minItems: 1,
    maxItems: SCOPES.length,
    message: 'Elige al menos un permiso: solo los que la integración necesita.',
  }),
  expires_in_days: Type.Optional(
    Choice(['none', ...KEY_EXPIRY_DAYS.map(String)], 'El vencimiento puede ser ninguno, 30, 90 o 365 días.'),
  ),
});

export const KeyCodeQuery = Type.Object({
  ambiente: Type.Optional(environment),
  reto: Id('Ese código no existe. Vuelve a crear la llave.'),
});

export const KeyCodeForm = Type.Object({
  challenge: Id('Ese código no existe. Vuelve a crear la llave.'),
  code: Type.String({ maxLength: 20, pattern: CODE, message: 'El código tiene 6 dígitos.' }),
});

export const FlashParams = Type.Object({ flash: Id('Esa página ya no existe.') });

/** The fields an endpoint's create and edit forms share. */
const endpointFields = {
  url: Type.String({
    minLength: 1,
    maxLength: 2048,
    pattern: NOT_BLANK,
    message: 'Escribe la URL que recibirá los eventos, de hasta 2048 caracteres.',
  }),
  description: Type.String({
    maxLength: 500,
    default: '',
    message: 'La descripción puede tener hasta 500 caracteres.',
  }),
  // All events (`*`) alone, or event types: never both.
  enabled_events: Type.Unsafe<Array<typeof ALL_EVENTS | EventType>>({
    type: 'array',
    items: { type: 'string', enum: [ALL_EVENTS, ...EVENT_TYPES] },
    minItems: 1,
    maxItems: EVENT_TYPES.length,
    uniqueItems: true,
    anyOf: [{ maxItems: 1 }, { not: { contains: { const: ALL_EVENTS } } }],
    message: 'Marca «Todos los eventos» o los tipos que recibirá, no ambas cosas.',
  }),
};

export const EndpointCreateForm = Type.Object({
  ...endpointFields,
  enabled: Type.Optional(Type.Literal('true', { message: 'Marca si el endpoint queda activo.' })),
});

export const EndpointEditForm = Type.Object(endpointFields);

export const EndpointStateForm = Type.Object({
  enabled: Choice(['true', 'false'], 'Indica si el endpoint queda activo o desactivado.'),
});

export const RedeliverForm = Type.Object({
  event_id: Id('Elige una entrega de la lista para reenviar su evento.'),
});

export const EndpointQuery = Type.Object({
  hecho: Type.Optional(Type.String({ maxLength: 40 })),
  starting_after: Type.Optional(
    Type.String({
      maxLength: 200,
      message: 'Ese enlace de entregas no es válido: vuelve a la primera página.',
    }),
  ),
  /** The flash of a secret to show once (see `flashes.service.ts`). */
  secreto: Type.Optional(Id('Ese enlace ya no sirve: vuelve al endpoint.')),
});

export const ActivityQuery = Type.Object({
  antes: Type.Optional(
    Type.String({ maxLength: 200, message: 'Ese enlace no es válido: vuelve a Actividad.' }),
  ),
});

/** The environment of a page: production unless the query asks for tests. */
export const environmentOf = (query: { ambiente?: Environment | undefined }): Environment =>
  query.ambiente ?? 'live';
