import type { Insertable, Updateable } from 'kysely';
import { sql } from 'kysely';
import type { Environment } from '#src/contract/api.js';
import type { Executor } from '#src/db/database.js';
import type { WebhookEndpointRow, WebhookEndpointsTable } from '#src/db/webhook-tables.js';
import type { Tenant } from '#src/domain/context.js';
import { fetchPage, type Page, type PageRequest } from '#src/domain/pagination/keyset.js';
import { tenantRows, updateTenantRow } from '#src/domain/tenant-rows.repo.js';

const inTenant = tenantRows('webhook_endpoints', 'w');

export const webhookEndpointsRepo = {
  async insert(db: Executor, row: Insertable<WebhookEndpointsTable>): Promise<WebhookEndpointRow> {
    return db.insertInto('webhook_endpoints').values(row).returningAll().executeTakeFirstOrThrow();
  },

  async findById(db: Executor, tenant: Tenant, id: string): Promise<WebhookEndpointRow | undefined> {
    return inTenant(db, tenant).where('w.id', '=', id).executeTakeFirst();
  },

  /** The tenant an endpoint belongs to, for operators, who address endpoints by id alone. */
  async tenantOf(db: Executor, id: string): Promise<Tenant | undefined> {
    const row = await db
      .selectFrom('webhook_endpoints')
      .select(['account_id', 'environment'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row && { accountId: row.account_id, environment: row.environment };
  },

  /**
   * One account's endpoints, of one environment or of both, for operators. Still filtered by
   * account: an operator lists a business, never the whole table.
   */
  async listByAccount(
    db: Executor,
    accountId: string,
    environment: Environment | undefined,
    page: PageRequest,
  ): Promise<Page<WebhookEndpointRow>> {
    let q = db.selectFrom('webhook_endpoints as w').selectAll('w').where('w.account_id', '=', accountId);
    if (environment !== undefined) q = q.where('w.environment', '=', environment);
    return fetchPage(q, 'w', 'webhook_endpoints', page);
  },

  update(
    db: Executor,
    tenant: Tenant,
    id: string,
    patch: Updateable<WebhookEndpointsTable>,
  ): Promise<WebhookEndpointRow | undefined> {
    return updateTenantRow(db, 'webhook_endpoints', tenant, id, patch);
  },

  /** Every endpoint's stored secrets, sealed or not, for the start's sealing and a key rotation. */
  async storedSecrets(
    db: Executor,
  ): Promise<Array<Pick<WebhookEndpointRow, 'id' | 'secret' | 'previous_secret'>>> {
    return db
      .selectFrom('webhook_endpoints')
      .select(['id', 'secret', 'previous_secret'])
      .orderBy('id')
      .execute();
  },

  /**
   * Writes an endpoint's secrets sealed anew, only if they are still what was read: a rotation
   * of the endpoint's secret in between wins, and is sealed by then. Whether it wrote.
   */
  async resealSecrets(
    db: Executor,
    id: string,
    read: Pick<WebhookEndpointRow, 'secret' | 'previous_secret'>,
    sealed: Pick<WebhookEndpointRow, 'secret' | 'previous_secret'>,
  ): Promise<boolean> {
    const result = await db
      .updateTable('webhook_endpoints')
      .set(sealed)
      .where('id', '=', id)
      .where('secret', '=', read.secret)
      .where((eb) =>
        read.previous_secret === null
          ? eb('previous_secret', 'is', null)
          : eb('previous_secret', '=', read.previous_secret),
      )
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  /** Makes `secret` the signing secret and keeps the one it replaces until `previousUntil`. */
  async rotateSecret(
    db: Executor,
    tenant: Tenant,
    id: string,
    secret: string,
    previousUntil: Date,
    now: Date,
  ): Promise<WebhookEndpointRow | undefined> {
    return db
      .updateTable('webhook_endpoints')
      .set((eb) => ({
        previous_secret: eb.ref('secret'),
        previous_secret_expires_at: previousUntil,
        secret,
        updated_at: now,
      }))
      .where('account_id', '=', tenant.accountId)
      .where('environment', '=', tenant.environment)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  },

  /**
   * Deletes the endpoint with its deliveries and attempts. The deliveries are locked first, in
   * the order a webhook worker locks them (a delivery, then its endpoint when an attempt fails):
   * deleting the endpoint first and its deliveries by cascade took the two locks the other way
   * round, and a worker recording a failure at that moment deadlocked with it.
   */
  async delete(db: Executor, tenant: Tenant, id: string): Promise<boolean> {
    await db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('endpoint_id', '=', id)
      .where('account_id', '=', tenant.accountId)
      .where('environment', '=', tenant.environment)
      .orderBy('id')
      .forUpdate()
      .execute();
    const result = await db
      .deleteFrom('webhook_endpoints')
      .where('account_id', '=', tenant.accountId)
      .where('environment', '=', tenant.environment)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },

  /**
   * A failed attempt against the endpoint: its failing streak starts at `at` unless one is
   * running, and an enabled endpoint failing for `limitMs` is disabled (`disabled_failing`).
   */
  async noteFailure(db: Executor, id: string, at: Date, limitMs: number): Promise<void> {
    await db
      .updateTable('webhook_endpoints')
      .set({
        failing_since: sql`coalesce(failing_since, ${at})`,
        status: sql`case when status = 'enabled' and ${at}::timestamptz - coalesce(failing_since, ${at}) >= ${`${limitMs} milliseconds`}::interval then 'disabled_failing' else status end`,
      })
      .where('id', '=', id)
      .execute();
  },

  /** The enabled endpoints of the tenant that take at least one of `types`, if its plan has the API. */
  async subscribedTo(
    db: Executor,
    tenant: Tenant,
    types: readonly string[],
  ): Promise<Array<Pick<WebhookEndpointRow, 'id' | 'enabled_events'>>> {
    // Webhooks are part of the API: an account whose plan lacks it sends none. (An inactive
    // account makes no changes: its keys and devices are refused.)
    return inTenant(db, tenant)
      .innerJoin('accounts as a', 'a.id', 'w.account_id')
      .clearSelect()
      .select(['w.id', 'w.enabled_events'])
      .where('a.plan', '=', 'pro')
      .where('w.status', '=', 'enabled')
      .where(sql<boolean>`w.enabled_events && ${['*', ...types]}::text[]`)
      .execute();
  },
};
