import { sql } from 'kysely';
import type { Executor } from '#src/db/database.js';
import type { Tenant } from '#src/domain/context.js';

/** One change that the devices of an environment must apply. */
export interface Change {
  entityType: string;
  entityId: string;
  operation: 'upsert' | 'stock_delta' | 'stock_level';
  payload: object;
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
    await db
      .insertInto('change_feed')
      .values(
        changes.map((change, i) => ({
          account_id: tenant.accountId,
          environment: tenant.environment,
          position: first + i,
          entity_type: change.entityType,
          entity_id: change.entityId,
          operation: change.operation,
          payload: JSON.stringify(change.payload),
          origin_device_id: originDeviceId,
          created_at: now,
        })),
      )
      .execute();
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
