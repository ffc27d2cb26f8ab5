import type { Executor } from '#src/db/database.js';
import type { DeviceSession } from '#src/domain/devices/device-auth.js';
import { changeFeedRepo } from './change-feed.repo.js';

export interface DeviceChange {
  position: number;
  entity_type: string;
  entity_id: string;
  operation: string;
  payload: unknown;
}

export interface ChangesPage {
  changes: DeviceChange[];
  /** The position to pass as `after` next: the last one looked at, the device's own included. */
  nextAfter: number;
  hasMore: boolean;
}

/** How many feed entries one call may look at, so that a long run of the device's own is bounded. */
const MAX_SCANNED = 5000;

/**
 * The changes a device must apply after `after`, in commit order, at most `limit`. Entries the
 * device itself uploaded are skipped (it already applied them) but still passed over, so the
 * cursor moves beyond them. Positions become visible strictly in order (see changeFeedRepo), so
 * a device that passes `nextAfter` back never misses a change that committed late, nor sees one
 * twice: each stock delta is applied exactly once.
 */
export async function readChanges(
  db: Executor,
  session: DeviceSession,
  after: number,
  limit: number,
): Promise<ChangesPage> {
  const changes: DeviceChange[] = [];
  let cursor = after;
  let scanned = 0;
  let hasMore = true;
  while (hasMore && changes.length < limit && scanned < MAX_SCANNED) {
    const wanted = limit - changes.length;
    // One more than wanted tells whether anything follows what this page looks at.
    const entries = await changeFeedRepo.readAfter(db, session.tenant, cursor, wanted + 1);
    hasMore = entries.length > wanted;
    for (const entry of entries.slice(0, wanted)) {
      cursor = entry.position;
      scanned++;
      if (entry.origin_device_id === session.device.id) continue;
      const { position, entity_type, entity_id, operation, payload } = entry;
      changes.push({ position, entity_type, entity_id, operation, payload });
    }
  }
  return { changes, nextAfter: cursor, hasMore };
}
