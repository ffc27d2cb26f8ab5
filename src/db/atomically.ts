import type { Executor, Tx } from './database.js';

/** Runs `work` in the caller's transaction, or in a new one when the caller has none. */
export function atomically<T>(db: Executor, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Tx) : db.transaction().execute(work);
}
