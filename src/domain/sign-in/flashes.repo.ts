import type { ConsoleFlashRow } from '#src/db/console-tables.js';
import type { Executor } from '#src/db/database.js';

export const flashesRepo = {
  async insert(db: Executor, row: ConsoleFlashRow): Promise<void> {
    await db.insertInto('console_flashes').values(row).execute();
  },

  /** Takes a flash of a session: it is deleted in the same statement, so it is read once. */
  async take(db: Executor, id: string, sessionId: string): Promise<ConsoleFlashRow | undefined> {
    return db
      .deleteFrom('console_flashes')
      .where('id', '=', id)
      .where('session_id', '=', sessionId)
      .returningAll()
      .executeTakeFirst();
  },

  /** Housekeeping: flashes nobody came back for. */
  async deleteExpired(db: Executor, now: Date): Promise<number> {
    const result = await db.deleteFrom('console_flashes').where('expires_at', '<=', now).executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};
