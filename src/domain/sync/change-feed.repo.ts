import { sql } from 'kysely';
import type { Executor } from '#src/db/database.js';
import { jsonRows } from '#src/db/json-rows.js';
import type { Tenant } from '#src/domain/context.js';

/** One change that the devices of an environment must apply. */
export interface Change {
  entityType: string;
  entityId: string;
  operation: 'upsert' | 'stock_delta' | 'stock_level';
  payload: object;
  /** `payload` already serialised, when the caller has it. */
  json?: string;
}

export interface FeedEntry {
  position: number;
  entity_type: string;
  entity_id: string;
  operation: string;
  payload: unknown;
  origin_device_id: string | null;
  created_at: Date;
}

const RAW_PAYLOAD: ReadonlySet<string> = new Set(['payload']);

const ENTRY_COLUMNS = [
  'position',
  'entity_type',
  'entity_id',
  'operation',
  'payload',
  'origin_device_id',
  'created_at',
] as const;

/**
 * The per-environment change feed devices download from. Positions come from one head row per
 * account and environment, taken by an upsert as the LAST statement of the writing transaction:
 * the row lock is held until commit, so a later position can only commit after every earlier
 * one, and a reader that has seen position N will never find a new row at or below N.
 */
export const changeFeedRepo = {
  async append(
    db: Executor,
    tenant: Tenant,
    changes: Change[],
    now: Date,
    originDeviceId: string | null = null,
  ) {
    if (changes.length === 0) return;
    const head = await db
      .insertInto('change_feed_heads')
      .values({
        account_id: tenant.accountId,
        environment: tenant.environment,
        last_position: changes.length,
      })
      .onConflict((oc) =>
        oc
          .columns(['account_id', 'environment'])
          .doUpdateSet({ last_position: sql`change_feed_heads.last_position + ${changes.length}` }),
      )
      .returning('last_position')
      .executeTakeFirstOrThrow();
    const first = Number(head.last_position) - changes.length + 1;
    const rows = changes.map((change, i) => ({
      position: first + i,
      entity_type: change.entityType,
      entity_id: change.entityId,
      operation: change.operation,
      payload: change.json ?? JSON.stringify(change.payload),
    }));
    await sql`
      insert into change_feed (account_id, environment, position, entity_type, entity_id, operation, payload,
        origin_device_id, created_at)
      select ${tenant.accountId}::uuid, ${tenant.environment}::text, r.position, r.entity_type, r.entity_id,
        r.operation, r.payload, ${originDeviceId}::uuid, ${now}::timestamptz
      from jsonb_populate_recordset(null::change_feed, ${jsonRows(rows, RAW_PAYLOAD)}::jsonb) r
    `.execute(db);
  },

  /** Entries after `position`, in commit order, at most `limit`. */
  async readAfter(db: Executor, tenant: Tenant, position: number, limit: number): Promise<FeedEntry[]> {
    return db
      .selectFrom('change_feed')
      .select(ENTRY_COLUMNS)
      .where('account_id', '=', tenant.accountId)
      .where('environment', '=', tenant.environment)
      .where('position', '>', position)
      .orderBy('position')
      .limit(limit)
      .execute();
  },

  /**
   * The most recent entry about one entity whose payload has every property of `match` (as
   * text), or undefined. For values devices send as absolute levels, to tell a repeat apart.
   */
  async latestFor(
    db: Executor,
    tenant: Tenant,
    entity: { type: string; id: string },
    match: Record<string, string> = {},
  ): Promise<FeedEntry | undefined> {
    let q = db
      .selectFrom('change_feed')
      .select(ENTRY_COLUMNS)
      .where('account_id', '=', tenant.accountId)
      .where('environment', '=', tenant.environment)
      .where('entity_type', '=', entity.type)
      .where('entity_id', '=', entity.id);
    for (const [key, value] of Object.entries(match))
      q = q.where(sql<string>`payload ->> ${key}::text`, '=', value);
    return q.orderBy('position', 'desc').limit(1).executeTakeFirst();
  },
};
