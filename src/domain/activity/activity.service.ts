import type { AccountActivityRow } from '#src/db/console-tables.js';
import type { Executor } from '#src/db/database.js';
import { ids } from '#src/domain/clock.js';
import type { Environment } from '#src/domain/context.js';
import { activityRepo } from './activity.repo.js';

/** Who made a change to an account, for its activity log: a person's e-mail, or the operator. */
export interface ChangedBy {
  readonly who: string;
  /** The client address the change came from, when it came over HTTP. */
  readonly ip: string | null;
}

export const byOperator = (ip: string | null): ChangedBy => ({ who: 'Operador de Caja', ip });

/** What the activity page lists. */
export type ActivityAction =
  | 'sign_in'
  | 'sign_out'
  | 'api_key.created'
  | 'api_key.revoked'
  | 'device.revoked'
  | 'webhook_endpoint.created'
  | 'webhook_endpoint.updated'
  | 'webhook_endpoint.deleted'
  | 'webhook_endpoint.secret_revealed'
  | 'webhook_endpoint.secret_rotated';

export interface ActivityEntry {
  accountId: string;
  environment: Environment | null;
  action: ActivityAction;
  subject?: { id: string; name: string | null };
}

/** Records one change; call it in the change's own transaction so that both commit or neither. */
export async function recordActivity(db: Executor, entry: ActivityEntry, by: ChangedBy, now: Date) {
  await activityRepo.insert(db, {
    id: ids.uuid(),
    account_id: entry.accountId,
    environment: entry.environment,
    action: entry.action,
    subject_id: entry.subject?.id ?? null,
    subject_name: entry.subject?.name ?? null,
    actor: by.who,
    ip: by.ip,
    created_at: now,
  });
}

export interface ActivityPage {
  entries: AccountActivityRow[];
  /** Where the next (older) page starts, or null on the last page. */
  next: { createdAt: Date; id: string } | null;
}

export async function listActivity(
  db: Executor,
  accountId: string,
  before: { createdAt: Date; id: string } | null,
  limit = 50,
): Promise<ActivityPage> {
  const rows = await activityRepo.page(db, accountId, before, limit + 1);
  const entries = rows.slice(0, limit);
  const last = entries.at(-1);
  return {
    entries,
    next: rows.length > limit && last ? { createdAt: last.created_at, id: last.id } : null,
  };
}
