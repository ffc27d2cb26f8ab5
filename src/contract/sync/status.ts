import { type Static, Type } from '@sinclair/typebox';
import { DateTime, Nullable } from '#src/contract/common.js';

/** The largest `pending` a register may report: what the devices table can hold. */
export const MAX_PENDING = 2_147_483_647;

/**
 * What a register says about the records it still holds unsent, on an upload (`status`) or on
 * its own (`POST /sync/v1/status`). DECISIONS.md, "Completeness and stock levels".
 */
export const DeviceStatus = Type.Object(
  {
    device_time: DateTime({ description: 'La hora del reloj de la caja al enviar la llamada.' }),
    pending: Type.Integer({
      minimum: 0,
      maximum: MAX_PENDING,
      description: 'Cuántos registros le quedan sin enviar después de esta llamada.',
    }),
    oldest_pending_at: Nullable(
      DateTime({
        description:
          'Cuándo (por el reloj de la caja) se hizo el más antiguo de los registros sin enviar; null cuando `pending` es 0.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type DeviceStatus = Static<typeof DeviceStatus>;

/** The answer of `POST /sync/v1/status`: the device's watermark after the report. */
export const SyncStatusResponse = Type.Object({
  object: Type.Literal('sync_status'),
  complete_through: Nullable(DateTime()),
  pending_records: Nullable(Type.Integer()),
});
export type SyncStatusResponse = Static<typeof SyncStatusResponse>;
