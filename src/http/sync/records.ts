import type { TSchema } from '@sinclair/typebox';
import {
  isRecordType,
  RECORD_SCHEMAS,
  RECORD_TYPES,
  type RecordType,
  type SyncRecord,
} from '#src/contract/sync/index.js';
import { validationError } from '#src/domain/errors.js';
import type { UploadEntry } from '#src/domain/sync/upload.service.js';
import { toValidationError, validatorCompiler } from '#src/http/shared/validation.js';
import { SYNC_PREFIX } from './schemas.js';

type Check = ((data: unknown) => boolean) & { errors: Parameters<typeof toValidationError>[0] | null };

/** One validator per record type, compiled once, with the same rules as every request body. */
const CHECKS = Object.fromEntries(
  RECORD_TYPES.map((type) => [
    type,
    validatorCompiler({
      schema: RECORD_SCHEMAS[type] as TSchema,
      httpPart: 'body',
      method: 'POST',
      url: `${SYNC_PREFIX}/upload`,
    }) as Check,
  ]),
) as Record<RecordType, Check>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The id a record names itself by (a variant's stock goes by its variant), as far as it can be read. */
function recordId(type: unknown, data: unknown): string | null {
  if (!isObject(data)) return null;
  const id = type === 'variant_stock' ? data['variant_id'] : data['id'];
  return typeof id === 'string' ? id.toLowerCase() : null;
}

/**
 * Checks each uploaded record on its own: `{ type, data }` with a known type and `data` passing
 * that type's schema. A record that fails is refused with VALIDATION_ERROR naming the field
 * (relative to `data`); the others go on.
 */
export function readUploadEntries(records: unknown[]): UploadEntry[] {
  return records.map((item, index) => {
    const type = isObject(item) && typeof item['type'] === 'string' ? item['type'] : '';
    const data = isObject(item) ? item['data'] : undefined;
    const position = { index, type, id: recordId(type, data) };
    if (!isObject(item)) {
      return { ...position, error: validationError('records', 'Cada registro es un objeto { type, data }.') };
    }
    const extra = Object.keys(item).find((key) => key !== 'type' && key !== 'data');
    if (extra !== undefined) {
      return {
        ...position,
        error: validationError(extra, `\`${extra}\` no es parte de un registro { type, data }.`),
      };
    }
    if (!isRecordType(item['type'])) {
      return {
        ...position,
        error: validationError('type', `\`type\` debe ser uno de: ${RECORD_TYPES.join(', ')}.`),
      };
    }
    if (data === undefined) {
      return { ...position, error: validationError('data', 'Falta `data`, el contenido del registro.') };
    }
    const check = CHECKS[item['type']];
    if (!check(data)) return { ...position, error: toValidationError(check.errors ?? [], 'data') };
    return { ...position, record: { type: item['type'], data } as SyncRecord };
  });
}
