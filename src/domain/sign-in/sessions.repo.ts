import type { ConsoleSessionRow } from '#src/db/console-tables.js';
import type { Executor } from '#src/db/database.js';
import type { AccountRow } from '#src/db/schema.js';

export const sessionsRepo = {
  async insert(db: Executor, row: ConsoleSessionRow): Promise<void> {
    await db.insertInto('console_sessions').values(row).execute();
  },

  /** An open session by its token's hash, with the account it is on. */
  async findOpen(
    db: Executor,
    tokenHash: string,
  ): Promise<{ session: ConsoleSessionRow; account: AccountRow } | undefined> {
    const session = await db
      .selectFrom('console_sessions')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .where('ended_at', 'is', null)
      .executeTakeFirst();
    if (!session) return undefined;
    const account = await db
      .selectFrom('accounts')
      .selectAll()
      .where('id', '=', session.account_id)
      .executeTakeFirst();
    return account ? { session, account } : undefined;
  },

  async touch(db: Executor, id: string, now: Date): Promise<void> {
    await db.updateTable('console_sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
  },

  async moveTo(db: Executor, id: string, accountId: string): Promise<void> {
    await db.updateTable('console_sessions').set({ account_id: accountId }).where('id', '=', id).execute();
  },

  async end(db: Executor, id: string, now: Date): Promise<void> {
    await db
      .updateTable('console_sessions')
      .set({ ended_at: now })
      .where('id', '=', id)
      .where('ended_at', 'is', null)
      .execute();
  },

  /** Ends every session open on an account. */
  async endForAccount(db: Executor, accountId: string, now: Date): Promise<void> {
    await db
      .updateTable('console_sessions')
      .set({ ended_at: now })
      .where('account_id', '=', accountId)
      .where('ended_at', 'is', null)
      .execute();
  },

  /** Housekeeping: sessions ended, or idle past any use, long ago. */
  async deleteIdleSince(db: Executor, cutoff: Date): Promise<number> {
    const result = await db
      .deleteFrom('console_sessions')
      .where('last_seen_at', '<', cutoff)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};
