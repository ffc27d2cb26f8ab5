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
/** What `toISOString` writes for the years PostgreSQL and JavaScript share (0001 to 9999). */
const ISO_MS = /^(?!0000)\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** The cursor after the row created at `createdAt` (as `toISOString` writes it) with `id`. */
export function encodeCursor(list: string, createdAt: string, id: string): string {
  return Buffer.from(JSON.stringify([list, createdAt, id])).toString('base64url');
}

const invalid = () => new AppError('INVALID_CURSOR', { param: 'starting_after' });

export function decodeCursor(list: string, cursor: string): CursorPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalid();
  const [kind, createdAt, id] = parsed as unknown[];
  if (kind !== list || typeof createdAt !== 'string' || typeof id !== 'string' || !UUID.test(id))
    throw invalid();
  // Only the exact text encodeCursor wrote: anything else is tampering, and could name an
  // instant the database cannot compare.
  if (!ISO_MS.test(createdAt)) throw invalid();
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime()) || date.toISOString() !== createdAt) throw invalid();
  return { createdAt: date, id };
}
