import { sql } from 'kysely';
import type { Executor } from '#src/db/database.js';
import type { AccountRow } from '#src/db/schema.js';
import { likeLiteral } from '#src/domain/customers/customers.repo.js';
import { fetchPage, type Page, type PageRequest } from '#src/domain/pagination/keyset.js';

export type Plan = AccountRow['plan'];
export type AccountStatus = AccountRow['status'];

/** Spanish's accented lower-case letters and what they are without the accent. */
const ACCENTED = 'áéíóúüñàèìòùâêîôûäëïö';
const PLAIN = 'aeiouunaeiouaeiouaeio';

/** `text` in lower case without the accents translate() drops on the database's side. */
function withoutAccents(text: string): string {
  return [...text.toLowerCase()].map((c) => PLAIN[ACCENTED.indexOf(c)] ?? c).join('');
}

export const accountsRepo = {
  async insert(db: Executor, row: AccountRow): Promise<AccountRow> {
    return db.insertInto('accounts').values(row).returningAll().executeTakeFirstOrThrow();
  },

  async findById(db: Executor, id: string): Promise<AccountRow | undefined> {
    return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
  },

  async update(
    db: Executor,
    id: string,
    patch: { plan?: Plan; status?: AccountStatus; name?: string; owner_email?: string | null },
    now: Date,
  ): Promise<AccountRow | undefined> {
    return db
      .updateTable('accounts')
      .set({ ...patch, updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  },

  /** The accounts an e-mail owns (case-insensitive), oldest first. */
  async ownedBy(db: Executor, email: string): Promise<AccountRow[]> {
    return db
      .selectFrom('accounts')
      .selectAll()
      .where(sql<string>`lower(owner_email)`, '=', email.toLowerCase())
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  },

  /**
   * Accounts newest first; `q` matches the name or the owner's e-mail, case and accents aside
   * ("ferreteria" finds "Ferretería"). PGlite has no unaccent: both sides drop the accents of
   * Spanish's letters with translate(), the same on both databases.
   */
  async search(db: Executor, q: string | undefined, page: PageRequest): Promise<Page<AccountRow>> {
    let query = db.selectFrom('accounts as a').selectAll('a');
    if (q !== undefined) {
      const pattern = `%${likeLiteral(withoutAccents(q))}%`;
      query = query.where((eb) =>
        eb.or([
          sql<boolean>`translate(lower(a.name), ${ACCENTED}, ${PLAIN}) ilike ${pattern} escape '\\'`,
          sql<boolean>`a.owner_email ilike ${pattern} escape '\\'`,
        ]),
      );
    }
    return fetchPage(query, 'a', 'accounts', page);
  },

  async count(db: Executor): Promise<number> {
    const row = await db
      .selectFrom('accounts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
};
