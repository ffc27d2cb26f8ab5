import type { Environment } from '#src/contract/api.js';
import {
  ALL_EVENTS,
  type WebhookEndpoint,
  type WebhookEndpointCreate,
  type WebhookEndpointUpdate,
} from '#src/contract/webhook-endpoint.js';
import { atomically } from '#src/db/atomically.js';
import type { Executor } from '#src/db/database.js';
import type { WebhookEndpointRow } from '#src/db/webhook-tables.js';
import { accountsRepo } from '#src/domain/accounts/accounts.repo.js';
import {
  type ActivityAction,
  type ChangedBy,
  recordActivity,
} from '#src/domain/activity/activity.service.js';
import { ids } from '#src/domain/clock.js';
import type { Tenant } from '#src/domain/context.js';
import { AppError, validationError } from '#src/domain/errors.js';
import type { Page, PageRequest } from '#src/domain/pagination/keyset.js';
import type { SecretBox } from '#src/domain/secrets/secret-box.js';
import { toWebhookEndpoint } from '#src/domain/webhooks/webhook-endpoint.present.js';
import { ROTATION_OVERLAP_MS } from './delivery-rules.js';
import { webhookEndpointsRepo } from './endpoints.repo.js';
import { newSigningSecret } from './signing.js';
import { checkWebhookUrl, type ResolveHost } from './url-policy.js';

/** Where endpoints may point, as the operator configured it. */
export interface WebhookNetwork {
  /** Test-environment endpoints may use http and loopback addresses. */
  allowLoopback: boolean;
  resolve: ResolveHost;
}

/** Registers an endpoint; the answer is the only one besides rotate and reveal with the secret. */
export async function createWebhookEndpoint(
  db: Executor,
  tenant: Tenant,
  input: Omit<WebhookEndpointCreate, 'environment'>,
  now: Date,
  network: WebhookNetwork,
  by: ChangedBy,
  box: SecretBox,
): Promise<WebhookEndpoint> {
  if (!(await accountsRepo.findById(db, tenant.accountId))) {
    throw new AppError('NOT_FOUND', { message: `No existe la cuenta ${tenant.accountId}.` });
  }
  const url = await allowedUrl(input.url, tenant, network);
  const id = ids.uuid();
  const row = await atomically(db, async (tx) => {
    const inserted = await webhookEndpointsRepo.insert(tx, {
      id,
      account_id: tenant.accountId,
      environment: tenant.environment,
      url,
      enabled_events: enabledEvents(input.enabled_events ?? [ALL_EVENTS]),
      description: input.description ?? null,
      status: input.enabled === false ? 'disabled' : 'enabled',
      secret: box.seal(newSigningSecret(), id),
      previous_secret: null,
      previous_secret_expires_at: null,
      failing_since: null,
      created_at: now,
      updated_at: now,
    });
    await recordActivity(tx, changed(tenant, inserted, 'webhook_endpoint.created'), by, now);
    return inserted;
  });
  return withSecret(row, box);
}

export async function listAccountWebhookEndpoints(
  db: Executor,
  accountId: string,
  environment: Environment | undefined,
  page: PageRequest,
): Promise<Page<WebhookEndpoint>> {
  if (!(await accountsRepo.findById(db, accountId))) {
    throw new AppError('NOT_FOUND', { message: `No existe la cuenta ${accountId}.` });
  }
  const rows = await webhookEndpointsRepo.listByAccount(db, accountId, environment, page);
  return { ...rows, data: rows.data.map((row) => toWebhookEndpoint(row)) };
}

/**
 * The tenant of an endpoint, for operators, who address endpoints by id alone; NOT_FOUND when
 * no account has it.
 */
export async function webhookEndpointTenant(db: Executor, id: string): Promise<Tenant> {
  const tenant = await webhookEndpointsRepo.tenantOf(db, id);
  if (!tenant) {
    throw new AppError('NOT_FOUND', {
      message: `No existe un endpoint de webhooks con id ${id}. Consulta los endpoints de la cuenta con GET /admin/v1/accounts/{id}/webhook-endpoints.`,
    });
  }
  return tenant;
}

export async function getWebhookEndpoint(db: Executor, tenant: Tenant, id: string): Promise<WebhookEndpoint> {
  return toWebhookEndpoint(await endpointOf(db, tenant, id));
}

/** The endpoint with its signing secret; who looked is written in the activity log. */
export async function revealWebhookSecret(
  db: Executor,
  tenant: Tenant,
  id: string,
  now: Date,
  by: ChangedBy,
  box: SecretBox,
): Promise<WebhookEndpoint> {
  const row = await endpointOf(db, tenant, id);
  await recordActivity(db, changed(tenant, row, 'webhook_endpoint.secret_revealed'), by, now);
  return withSecret(row, box);
}

/**
 * Edits an endpoint. Enabling it again (also after it was disabled for failing) clears its
 * failing streak; a new URL is checked like a new endpoint's.
 */
export async function updateWebhookEndpoint(
  db: Executor,
  tenant: Tenant,
  id: string,
  patch: WebhookEndpointUpdate,
  now: Date,
  network: WebhookNetwork,
  by: ChangedBy,
): Promise<WebhookEndpoint> {
  await endpointOf(db, tenant, id);
  const changes = {
    ...(patch.url !== undefined ? { url: await allowedUrl(patch.url, tenant, network) } : {}),
    ...(patch.enabled_events !== undefined ? { enabled_events: enabledEvents(patch.enabled_events) } : {}),
    ...(patch.description !== undefined ? { description: patch.description } : {}),
    ...(patch.enabled !== undefined
      ? { status: patch.enabled ? ('enabled' as const) : ('disabled' as const), failing_since: null }
      : {}),
    updated_at: now,
  };
  const row = await atomically(db, async (tx) => {
    const updated = await webhookEndpointsRepo.update(tx, tenant, id, changes);
    if (!updated) throw notFound(id);
    await recordActivity(tx, changed(tenant, updated, 'webhook_endpoint.updated'), by, now);
    return updated;
  });
  return toWebhookEndpoint(row);
}

/** Deletes an endpoint with its deliveries; jobs still queued for them find nothing to do. */
export async function deleteWebhookEndpoint(
  db: Executor,
  tenant: Tenant,
  id: string,
  now: Date,
  by: ChangedBy,
): Promise<void> {
  await atomically(db, async (tx) => {
    const row = await endpointOf(tx, tenant, id);
    if (!(await webhookEndpointsRepo.delete(tx, tenant, id))) throw notFound(id);
    await recordActivity(tx, changed(tenant, row, 'webhook_endpoint.deleted'), by, now);
  });
}

/**
 * Gives the endpoint a new secret. The one it replaces keeps signing beside it for 24 hours,
 * so a receiver can switch without losing a delivery; an older one stops at once.
 */
export async function rotateWebhookSecret(
  db: Executor,
  tenant: Tenant,
  id: string,
  now: Date,
  by: ChangedBy,
  box: SecretBox,
): Promise<WebhookEndpoint> {
  const row = await atomically(db, async (tx) => {
    // One statement: two rotations at once each keep the secret they replaced (sealed for
    // this endpoint, like the new one).
    const rotated = await webhookEndpointsRepo.rotateSecret(
      tx,
      tenant,
      id,
      box.seal(newSigningSecret(), id),
      new Date(now.getTime() + ROTATION_OVERLAP_MS),
      now,
    );
    if (!rotated) throw notFound(id);
    await recordActivity(tx, changed(tenant, rotated, 'webhook_endpoint.secret_rotated'), by, now);
    return rotated;
  });
  return withSecret(row, box);
}

/** The endpoint as the API shows it with its secret, opened from its sealed form. */
const withSecret = (row: WebhookEndpointRow, box: SecretBox): WebhookEndpoint =>
  toWebhookEndpoint({ ...row, secret: box.open(row.secret, row.id) }, { secret: true });

const changed = (tenant: Tenant, row: WebhookEndpointRow, action: ActivityAction) => ({
  accountId: tenant.accountId,
  environment: tenant.environment,
  action,
  subject: { id: row.id, name: row.url },
});

/** The secrets that sign a message sent at `at`: the current one, and the previous within its 24 hours. */
export function signingSecrets(
  endpoint: Pick<WebhookEndpointRow, 'id' | 'secret' | 'previous_secret' | 'previous_secret_expires_at'>,
  at: Date,
  box: SecretBox,
): string[] {
  const previous = endpoint.previous_secret;
  const until = endpoint.previous_secret_expires_at;
  const current = box.open(endpoint.secret, endpoint.id);
  return previous && until && until > at ? [current, box.open(previous, endpoint.id)] : [current];
}

async function endpointOf(db: Executor, tenant: Tenant, id: string): Promise<WebhookEndpointRow> {
  const row = await webhookEndpointsRepo.findById(db, tenant, id);
  if (!row) throw notFound(id);
  return row;
}

const notFound = (id: string) =>
  new AppError('NOT_FOUND', {
    message: `No existe un endpoint de webhooks con id ${id} en esta cuenta y ambiente. Consulta la lista de endpoints.`,
  });

async function allowedUrl(raw: string, tenant: Tenant, network: WebhookNetwork): Promise<string> {
  const verdict = await checkWebhookUrl(raw, { environment: tenant.environment, ...network });
  if (!verdict.ok) throw validationError('url', verdict.reason);
  return verdict.url.href;
}

function enabledEvents(types: readonly string[]): string[] {
  if (types.includes(ALL_EVENTS) && types.length > 1) {
    throw validationError(
      'enabled_events',
      '`enabled_events` es `["*"]` (todos los tipos) o una lista de tipos, no ambas cosas. Quita "*" o los tipos.',
    );
  }
  return [...types];
}
