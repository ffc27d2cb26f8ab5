import type { EventType } from '#src/contract/event-types.js';
import type { Tx } from '#src/db/database.js';
import { recordConsequences } from '#src/domain/consequences.js';
import type { Tenant } from '#src/domain/context.js';
import type { UpsertOutcome } from './arrival.js';

/**
 * Records what a record a device changed means for the rest of the system, in its transaction:
 * its event (when it has one) and the feed entry that brings it to the business's other
 * devices, marked with the device it came from. `object` is the resource as the API shows it now.
 */
export async function announceRecord(
  tx: Tx,
  tenant: Tenant,
  deviceId: string,
  now: Date,
  change: { entityType: string; event: EventType | null; object: { id: string } },
): Promise<void> {
  await recordConsequences(
    tx,
    tenant,
    {
      events: change.event ? [{ type: change.event, object: change.object }] : [],
      changes: [
        {
          entityType: change.entityType,
          entityId: change.object.id,
          operation: 'upsert',
          payload: change.object,
        },
      ],
      originDeviceId: deviceId,
    },
    now,
  );
}

/** The record types whose changes are events named after what happened: `….created`, `….updated`. */
type Announced = 'customer' | 'category' | 'sale' | 'invoice';

/**
 * Announces an arrival that changed something (`announceRecord`) with the event an API write of
 * that type emits: `….created` on first arrival, `….updated` after. `present` gives the
 * resource as the API shows it now; it is not called for an unchanged arrival.
 */
export async function announceArrival(
  tx: Tx,
  tenant: Tenant,
  deviceId: string,
  now: Date,
  arrived: { entityType: Announced; outcome: UpsertOutcome },
  present: () => Promise<{ id: string }> | { id: string },
): Promise<void> {
  const { entityType, outcome } = arrived;
  if (outcome === 'unchanged') return;
  const event: EventType = `${entityType}.${outcome}`;
  await announceRecord(tx, tenant, deviceId, now, { entityType, event, object: await present() });
}
