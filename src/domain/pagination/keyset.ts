import { type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '#src/db/schema.js';
import { decodeCursor, encodeCursor } from './cursor.js';

/** The pagination and time filters every list endpoint takes. */
export interface PageRequest {
  limit?: number | undefined;
  starting_after?: string | undefined;
  created_since?: string | undefined;
  created_until?: string | undefined;
  updated_since?: string | undefined;
}

export interface Page<T> {
  data: T[];
  hasMore: boolean;
  nextCursor: string | null;
}

interface KeysetRow {
  id: string;
  created_at: Date;
}

/**
 * Runs one page of a newest-first list. The position is compared as a row value,
 * `(created_at, id) < (…)`, which the `(tenant, created_at desc, id desc)` index answers
 * directly: page 1000 costs what page 1 costs, and rows that arrive meanwhile never shift it.
 * `table` is the alias whose columns are paged on.
 */
export async function fetchPage<Row extends KeysetRow>(
  // biome-ignore lint/suspicious/noExplicitAny: the helper pages any table that has id and created_at
  query: SelectQueryBuilder<Database, any, Row>,
  table: string,
  list: string,
  page: PageRequest,
): Promise<Page<Row>> {
  const limit = page.limit ?? 25;
  const col = (name: string) => sql.ref(`${table}.${name}`);
  let q = query;
  if (page.starting_after !== undefined) {
    const after = decodeCursor(list, page.starting_after);
    q = q.where(sql<boolean>`(${col('created_at')}, ${col('id')}) < (${after.createdAt}, ${after.id})`);
  }
  if (page.created_since !== undefined)
    q = q.where(sql<boolean>`${col('created_at')} >= ${new Date(page.created_since)}`);
  if (page.created_until !== undefined)
    q = q.where(sql<boolean>`${col('created_at')} < ${new Date(page.created_until)}`);
  if (page.updated_since !== undefined)
    q = q.where(sql<boolean>`${col('updated_at')} >= ${new Date(page.updated_since)}`);
  const rows = await q
    .orderBy(col('created_at'), 'desc')
    .orderBy(col('id'), 'desc')
    .limit(limit + 1)
    .execute();
  const hasMore = rows.length > limit;
  const data = hasMore ? rows.slice(0, limit) : rows;
  const last = data.at(-1);
  return {
    data,
    hasMore,
    nextCursor: hasMore && last ? encodeCursor(list, { createdAt: last.created_at, id: last.id }) : null,
  };
}
