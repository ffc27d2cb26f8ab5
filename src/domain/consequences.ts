import type { EventType } from '#src/contract/event-types.js';
import type { Executor } from '#src/db/database.js';
import type { Tenant } from './context.js';
import { eventsRepo } from './events/events.repo.js';
import { type Change, changeFeedRepo } from './sync/change-feed.repo.js';
import { enqueueDeliveries } from './webhooks/deliveries.service.js';

export interface Consequences {
  events: Array<{ type: EventType; object: object }>;
  changes: Change[];
  originDeviceId?: string | null;
}

/**
 * Records what a write means for the rest of the system (its events, their webhook deliveries,
 * and the changes devices must download), inside the write's transaction. Call it as the
 * write's last step: the feed position it takes locks the environment's feed head until commit.
 */
export async function recordConsequences(
  db: Executor,
  tenant: Tenant,
  consequences: Consequences,
  now: Date,
): Promise<void> {
  // An event's object is usually also its feed entry's payload: serialise each object once.
  const serialised = new Map<object, string>();
  const json = (value: object) => {
    const known = serialised.get(value);
    if (known !== undefined) return known;
    const text = JSON.stringify(value);
    serialised.set(value, text);
    return text;
  };
  const events = consequences.events.map((event) => ({ ...event, json: json(event.object) }));
  const recorded = await eventsRepo.recordMany(db, tenant, events, now);
  await enqueueDeliveries(db, tenant, recorded, now);
  const changes = consequences.changes.map((change) => ({ ...change, json: json(change.payload) }));
  await changeFeedRepo.append(db, tenant, changes, now, consequences.originDeviceId ?? null);
}
