import { type Static, Type } from '@sinclair/typebox';
import Ajv from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import { DateTime, Nullable } from '#src/contract/common.js';

/** Where the device sync interface lives on both API listeners, apart from the public API. */
export const SYNC_PREFIX = '/sync/v1';

/** Records per upload: enough for a register's backlog, small enough for one request. */
export const MAX_RECORDS = 500;

/**
 * The envelope of an upload. Each record is checked on its own afterwards (records.ts), so that
 * one bad record is refused alone; only an envelope that cannot be read refuses the whole call.
 */
export const UploadBody = Type.Object(
  {
    records: Type.Array(Type.Unknown(), {
      minItems: 1,
      maxItems: MAX_RECORDS,
      description: `De 1 a ${MAX_RECORDS} registros { type, data }.`,
    }),
    // Checked on its own (status.ts), so that a refusal names `status.<field>`.
    status: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: false },
);
export type UploadBody = Static<typeof UploadBody>;

// ajv's CommonJS default export needs unwrapping under NodeNext.
const AjvClass = Ajv as unknown as typeof Ajv.default;
const envelopeAjv = new AjvClass({ strict: false, allErrors: false, coerceTypes: false });

/**
 * The upload's validator checks the envelope only. The shared body validator also refuses a
 * U+0000 anywhere in the body, which here would refuse the whole batch for one record's text;
 * each record meets that check on its own instead (records.ts).
 */
export const envelopeValidator: FastifySchemaCompiler<unknown> = ({ schema }) =>
  envelopeAjv.compile(schema as object);

const RecordError = Type.Object({
  code: Type.String(),
  message: Type.String(),
  param: Type.Optional(Type.String()),
});

/**
 * The body of `POST /sync/v1/status` is a status (contract/sync/status.ts), checked on its own
 * (status.ts) so that a refusal names `status.<field>` as in an upload.
 */
export const StatusBody = Type.Unknown();

export { SyncStatusResponse } from '#src/contract/sync/status.js';

export const UploadResponse = Type.Object({
  object: Type.Literal('sync_upload'),
  results: Type.Array(
    Type.Object({
      index: Type.Integer(),
      type: Type.String(),
      id: Nullable(Type.String()),
      status: Type.Union(['created', 'updated', 'unchanged', 'rejected'].map((s) => Type.Literal(s))),
      error: Type.Optional(RecordError),
    }),
  ),
  last_sync_at: Nullable(DateTime()),
});
export type UploadResponse = Static<typeof UploadResponse>;

export const ChangesQuery = Type.Object(
  {
    after: Type.Integer({
      minimum: 0,
      maximum: Number.MAX_SAFE_INTEGER,
      default: 0,
      description: 'El `next_after` de la respuesta anterior; 0 para empezar.',
    }),
    limit: Type.Integer({
      minimum: 1,
      maximum: 500,
      default: 200,
      description: 'Cambios por página, 1 a 500.',
    }),
  },
  { additionalProperties: false },
);
export type ChangesQuery = Static<typeof ChangesQuery>;

export const ChangesResponse = Type.Object({
  object: Type.Literal('sync_changes'),
  changes: Type.Array(
    Type.Object({
      position: Type.Integer(),
      entity_type: Type.String(),
      entity_id: Type.String(),
      operation: Type.String(),
      payload: Type.Unknown(),
    }),
  ),
  next_after: Type.Integer(),
  has_more: Type.Boolean(),
});
