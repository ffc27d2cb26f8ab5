import { type TSchema, Type } from '@sinclair/typebox';
import { ErrorEnvelope } from '#src/contract/common.js';

/** Error responses every guarded route can give, for the OpenAPI document. */
const COMMON_ERRORS = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  404: ErrorEnvelope,
  429: ErrorEnvelope,
  500: ErrorEnvelope,
  503: ErrorEnvelope,
};

export const readResponses = <T extends TSchema>(ok: T) => ({ 200: ok, ...COMMON_ERRORS });

const WRITE_ERRORS = { ...COMMON_ERRORS, 409: ErrorEnvelope, 413: ErrorEnvelope, 422: ErrorEnvelope };

export const createdResponses = <T extends TSchema>(ok: T) => ({ 201: ok, ...WRITE_ERRORS });
export const updatedResponses = <T extends TSchema>(ok: T) => ({ 200: ok, ...WRITE_ERRORS });

export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      description:
        'Obligatoria en todo POST. Letras, dígitos y - _ : ., hasta 255 caracteres; válida 24 horas por llave.',
    }),
  ),
});
