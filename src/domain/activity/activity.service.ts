import type { Environment } from '#src/contract/api.js';
import type { AccountActivityRow } from '#src/db/console-tables.js';
import type { Executor } from '#src/db/database.js';
import { ids } from '#src/domain/clock.js';
import type { Page } from '#src/domain/pagination/keyset.js';
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
  /** Wrong sign-in codes for the owner's e-mail, past the point a mistyping person reaches. */
  | 'sign_in.guessed'
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

/** The account's activity, newest first; `startingAfter` is the `nextCursor` of the page before. */
export function listActivity(
  db: Executor,
  accountId: string,
  startingAfter: string | undefined,
  limit = 50,
): Promise<Page<AccountActivityRow>> {
  return activityRepo.page(db, accountId, { limit, starting_after: startingAfter });
}
