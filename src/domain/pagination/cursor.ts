import { AppError } from '#src/domain/errors.js';

/**
 * Opaque keyset cursors: the position of the last row of a page, (created_at, id), plus the
 * kind of list it belongs to so that a cursor of one list is not accepted by another.
 */
export interface CursorPosition {
  createdAt: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(list: string, position: CursorPosition): string {
  return Buffer.from(JSON.stringify([list, position.createdAt.toISOString(), position.id])).toString(
    'base64url',
  );
}

export function decodeCursor(list: string, cursor: string): CursorPosition {
  const invalid = new AppError('INVALID_CURSOR', { param: 'starting_after' });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid;
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalid;
  const [kind, createdAt, id] = parsed as unknown[];
  if (kind !== list || typeof createdAt !== 'string' || typeof id !== 'string' || !UUID.test(id))
    throw invalid;
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) throw invalid;
  return { createdAt: date, id };
}
