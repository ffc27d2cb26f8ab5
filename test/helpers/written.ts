import type { TSchema } from '@sinclair/typebox';
import fastJson from 'fast-json-stringify';
import { ListEnvelope } from '#src/contract/common.js';
import { encodeCursor } from '#src/domain/pagination/cursor.js';

/**
 * The bytes the public API writes for a resource and for a page of a list, through the
 * serializer its routes compile from the same schema (src/http/shared/fastify.ts): what a
 * read answers can be checked byte for byte against what another path builds in Node.
 */
export function writtenAs<T>(resource: TSchema, listTitle: string) {
  const one = fastJson(resource);
  const list = fastJson(ListEnvelope(resource, listTitle));
  return {
    one: (value: T): string => one(value),
    /** The page of `data`, with the cursor after `last` (its created_at a Date) when more follow. */
    page(name: string, data: T[], last: { id: string; created_at: Date } | null): string {
      return list({
        object: 'list',
        data,
        has_more: last !== null,
        next_cursor: last === null ? null : encodeCursor(name, last.created_at.toISOString(), last.id),
      });
    },
  };
}
