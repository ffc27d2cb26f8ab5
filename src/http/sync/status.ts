import { Type } from '@sinclair/typebox';
import { DeviceStatus } from '#src/contract/sync/status.js';
import { toValidationError, validatorCompiler } from '#src/http/shared/validation.js';
import { SYNC_PREFIX } from './schemas.js';

type Check = ((data: unknown) => boolean) & { errors: Parameters<typeof toValidationError>[0] | null };

/**
 * A status is checked under its own name, so that every refusal names `status.<field>`, both in
 * an upload and as the whole body of `POST /sync/v1/status`. Same rules as every request body
 * (strict types, ISO 8601 times).
 */
const check = validatorCompiler({
  schema: Type.Object({ status: DeviceStatus }, { additionalProperties: false }),
  httpPart: 'body',
  method: 'POST',
  url: `${SYNC_PREFIX}/status`,
}) as Check;

/** The status a call carries, or a VALIDATION_ERROR naming `status.<field>`. */
export function readStatus(value: unknown): DeviceStatus {
  if (!check({ status: value })) throw toValidationError(check.errors ?? [], 'body');
  return value as DeviceStatus;
}
