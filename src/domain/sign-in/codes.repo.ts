import { sql } from 'kysely';
import type { ConsoleCodeRow } from '#src/db/console-tables.js';
import type { Executor } from '#src/db/database.js';

/** The class of the transaction locks that make one e-mail's sign-in tries take turns. */
const EMAIL_LOCK_CLASS = 0x434f4445;

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

  /** Holds the e-mail's sign-in tries back until this transaction ends. */
  async lockEmail(db: Executor, email: string): Promise<void> {
    await sql`select pg_advisory_xact_lock(${EMAIL_LOCK_CLASS}::integer, hashtext(${email}))`.execute(db);
  },

  /** The e-mail's sign-in codes created since `since` that had a wrong try, oldest first. */
  async missedSince(
    db: Executor,
    email: string,
    since: Date,
  ): Promise<Array<{ created_at: Date; attempts: number }>> {
    return db
      .selectFrom('console_codes')
      .select(['created_at', 'attempts'])
      .where('email', '=', email)
      .where('purpose', '=', 'sign_in')
      .where('attempts', '>', 0)
      .where('created_at', '>', since)
      .orderBy('created_at')
      .execute();
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
