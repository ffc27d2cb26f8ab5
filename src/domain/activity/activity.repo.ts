import type { AccountActivityRow } from '#src/db/console-tables.js';
import type { Executor } from '#src/db/database.js';

export const activityRepo = {
  async insert(db: Executor, row: AccountActivityRow): Promise<void> {
    await db.insertInto('account_activity').values(row).execute();
  },

  /** The account's activity, newest first, strictly before `before` when given. */
  async page(
    db: Executor,
    accountId: string,
    before: { createdAt: Date; id: string } | null,
    limit: number,
  ): Promise<AccountActivityRow[]> {
    let query = db.selectFrom('account_activity').selectAll().where('account_id', '=', accountId);
    if (before) {
      query = query.where((eb) =>
        eb.or([
          eb('created_at', '<', before.createdAt),
          eb.and([eb('created_at', '=', before.createdAt), eb('id', '<', before.id)]),
        ]),
      );
    }
    return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  },
};
