import { sql } from 'kysely';
import type { Executor } from '#src/db/database.js';
import type { AccountRow, ApiKeyRow } from '#src/db/schema.js';

export interface KeyWithAccount {
  key: ApiKeyRow;
  account: AccountRow;
}

export const apiKeysRepo = {
  async insert(db: Executor, row: ApiKeyRow): Promise<ApiKeyRow> {
    return db.insertInto('api_keys').values(row).returningAll().executeTakeFirstOrThrow();
  },

  async findById(db: Executor, id: string): Promise<ApiKeyRow | undefined> {
    return db.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirst();
  },

  async findByFingerprint(db: Executor, fingerprint: string): Promise<KeyWithAccount | undefined> {
    const row = await db
      .selectFrom('api_keys as k')
      .innerJoin('accounts as a', 'a.id', 'k.account_id')
      .selectAll('k')
      .select([
        'a.name as account_name',
        'a.plan as account_plan',
        'a.status as account_status',
        'a.owner_email as account_owner_email',
        'a.currency as account_currency',
        'a.created_at as account_created_at',
        'a.updated_at as account_updated_at',
      ])
      .where('k.fingerprint', '=', fingerprint)
      .executeTakeFirst();
    if (!row) return undefined;
    const {
      account_name: name,
      account_plan: plan,
      account_status: status,
      account_owner_email: owner_email,
      account_currency: currency,
      account_created_at: created_at,
      account_updated_at: updated_at,
      ...key
    } = row;
    return {
      key,
      account: { id: key.account_id, name, plan, status, owner_email, currency, created_at, updated_at },
    };
  },

  async listOfAccount(db: Executor, accountId: string, environment: ApiKeyRow['environment']) {
    return db
      .selectFrom('api_keys')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('environment', '=', environment)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  },

  /** Moves each key's last use forward (never back: two processes may write out of order). */
  async recordUse(db: Executor, uses: ReadonlyArray<{ id: string; at: Date }>): Promise<void> {
    if (uses.length === 0) return;
    await sql`
      update api_keys k set last_used_at = u.at
      from (select unnest(${uses.map((u) => u.id)}::uuid[]) as id,
                   unnest(${uses.map((u) => u.at.toISOString())}::timestamptz[]) as at) u
      where k.id = u.id and (k.last_used_at is null or k.last_used_at < u.at)
    `.execute(db);
  },

  async revoke(db: Executor, id: string, now: Date): Promise<ApiKeyRow | undefined> {
    await db
      .updateTable('api_keys')
      .set({ revoked_at: now })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
    return this.findById(db, id);
  },
};
