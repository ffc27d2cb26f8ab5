import type { AccountActivityRow } from '#src/db/console-tables.js';
import type { Executor } from '#src/db/database.js';
import { fetchPage, type Page, type PageRequest } from '#src/domain/pagination/keyset.js';

export const activityRepo = {
  async insert(db: Executor, row: AccountActivityRow): Promise<void> {
    await db.insertInto('account_activity').values(row).execute();
  },

  /** When the account last recorded `action`, if it did since `since`. */
  async lastSince(db: Executor, accountId: string, action: string, since: Date): Promise<Date | null> {
    const row = await db
      .selectFrom('account_activity')
      .select('created_at')
      .where('account_id', '=', accountId)
      .where('action', '=', action)
      .where('created_at', '>', since)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.created_at ?? null;
  },

  /** The account's activity, newest first, a keyset page like every list's. */
  async page(db: Executor, accountId: string, page: PageRequest): Promise<Page<AccountActivityRow>> {
    const query = db.selectFrom('account_activity as a').selectAll('a').where('a.account_id', '=', accountId);
    return fetchPage(query, 'a', 'account_activity', page);
  },
};
