import type { ConsoleCodeRow } from '#src/db/console-tables.js';
import type { Executor } from '#src/db/database.js';

export const codesRepo = {
  async insert(db: Executor, row: ConsoleCodeRow): Promise<void> {
    await db
      .insertInto('console_codes')
      .values({ ...row, payload: JSON.stringify(row.payload) })
      .execute();
  },

  async findById(db: Executor, id: string): Promise<ConsoleCodeRow | undefined> {
    return db.selectFrom('console_codes').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** The code, locked until the transaction ends: two tries of one code take turns. */
  async lock(db: Executor, id: string): Promise<ConsoleCodeRow | undefined> {
    return db.selectFrom('console_codes').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  },

  async countTry(db: Executor, id: string): Promise<void> {
    await db
      .updateTable('console_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .execute();
  },

  async markUsed(db: Executor, id: string, now: Date): Promise<void> {
    await db.updateTable('console_codes').set({ used_at: now }).where('id', '=', id).execute();
  },

  /** Housekeeping: codes are useless ten minutes after they are sent. */
  async deleteCreatedBefore(db: Executor, cutoff: Date): Promise<number> {
    const result = await db.deleteFrom('console_codes').where('created_at', '<', cutoff).executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};
