import { type Static, Type } from '@sinclair/typebox';
import { DateTime, Nullable, ObjectName, OneOfShown, Uuid } from './common.js';
import { ACCOUNT_EXAMPLE } from './examples/account.js';

export const DEVICE_KINDS = ['primary', 'satellite', 'kitchen'] as const;
export const PLANS = ['free', 'plus', 'pro'] as const;
export const ENVIRONMENTS = ['live', 'test'] as const;

const DeviceFreshness = Type.Object({
  name: Nullable(Type.String({ description: 'Nombre del dispositivo en la cuenta; null si no tiene.' })),
  kind: OneOfShown(DEVICE_KINDS, '`primary`, `satellite` o `kitchen`.'),
  platform: Nullable(
    Type.String({ description: 'Sistema del dispositivo, por ejemplo `android`; null si no lo informó.' }),
  ),
  last_sync_at: Nullable(
    DateTime({
      description:
        'Último cambio que el dispositivo subió de verdad (no su última conexión), en UTC; null si nunca subió nada.',
    }),
  ),
  complete_through: Nullable(
    DateTime({
      description:
        'Todo lo que el dispositivo registró antes de este instante (hora del servidor, con el reloj de la caja corregido) ya está en la nube, en UTC; nunca retrocede. null si el dispositivo nunca ha informado (una versión anterior de la app).',
    }),
  ),
  pending_records: Nullable(
    Type.Integer({
      description:
        'Cuántos registros dijo tener aún sin subir en su último informe; null si nunca ha informado.',
    }),
  ),
});

export const Account = Type.Object(
  {
    object: ObjectName('account'),
    id: Uuid({ description: 'Id de la cuenta (el negocio).' }),
    business: Nullable(
      Type.Object(
        {
          name: Type.String({ description: 'Nombre del negocio.' }),
          currency: Type.String({ description: 'Moneda de los montos; `COP` (pesos colombianos).' }),
        },
        { description: 'El negocio dueño de la cuenta.' },
      ),
    ),
    plan: OneOfShown(PLANS, '`free`, `plus` o `pro`; la API está en el plan `pro`.'),
    api_key: Nullable(
      Type.Object(
        {
          id: Uuid({ description: 'Id de la llave.' }),
          name: Type.String({ description: 'Nombre que se le dio a la llave en la consola.' }),
          environment: OneOfShown(ENVIRONMENTS, '`live` o `test`.'),
          scopes: Type.Array(Type.String(), {
            description: 'Permisos de la llave, por ejemplo `sales:read`.',
          }),
          expires_at: Nullable(
            DateTime({ description: 'Cuándo deja de valer la llave, en UTC; null si no vence.' }),
          ),
        },
        { description: 'La llave con que se hizo esta solicitud.' },
      ),
    ),
    data_freshness: Type.Object(
      {
        last_device_sync_at: Nullable(
          DateTime({
            description:
              'El más reciente `last_sync_at` de los dispositivos, en UTC; null si ninguno ha subido nada.',
          }),
        ),
        complete_through: Nullable(
          DateTime({
            description:
              'Todo lo que cualquier caja registró antes de este instante ya está en la nube, en UTC: el `complete_through` más antiguo de los dispositivos no revocados. null si alguno nunca ha informado; la hora de la respuesta si el ambiente no tiene dispositivos. Puede volver a null al agregar un dispositivo.',
          }),
        ),
        devices: Type.Array(DeviceFreshness, {
          description: 'Cada dispositivo no revocado con su última subida y hasta dónde está completo.',
        }),
      },
      { description: 'Hasta cuándo llegan los datos de las cajas: lo que no han subido aún no se ve.' },
    ),
  },
  { title: 'Account', examples: [ACCOUNT_EXAMPLE] },
);
export type Account = Static<typeof Account>;
