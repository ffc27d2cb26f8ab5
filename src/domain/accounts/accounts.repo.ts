import { sql } from 'kysely';
import type { Executor } from '#src/db/database.js';
import type { AccountRow } from '#src/db/schema.js';
import { likeLiteral } from '#src/domain/customers/customers.repo.js';
import { fetchPage, type Page, type PageRequest } from '#src/domain/pagination/keyset.js';

export type Plan = AccountRow['plan'];
export type AccountStatus = AccountRow['status'];

// The search compares names without accents on both databases: PGlite has no unaccent
// extension, so the database strips them with translate() and Node strips them from `q`.
const ACCENTED = 'ÁÉÍÓÚÜÑÀÈÌÒÙÂÊÎÔÛÄËÏÖáéíóúüñàèìòùâêîôûäëïö';
const PLAIN = 'AEIOUUNAEIOUAEIOUAEIOaeiouunaeiouaeiouaeio';

/** `text` with its diacritics removed (NFD, then the combining marks dropped). */
export const withoutAccents = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '');

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

  /** Accounts newest first; `q` matches the name (case and accents aside) or the owner's e-mail. */
  async search(db: Executor, q: string | undefined, page: PageRequest): Promise<Page<AccountRow>> {
    let query = db.selectFrom('accounts as a').selectAll('a');
    if (q !== undefined) {
      const pattern = `%${likeLiteral(withoutAccents(q))}%`;
      query = query.where((eb) =>
        eb.or([
          sql<boolean>`translate(a.name, ${ACCENTED}, ${PLAIN}) ilike ${pattern} escape '\\'`,
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
