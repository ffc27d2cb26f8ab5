import type { API_VERSION } from '#src/contract/api.js';
import type { Event } from '#src/contract/event.js';
import type { EventType } from '#src/contract/event-types.js';
import { isoOf } from '#src/db/instants.js';
import type { TimestampsAsText } from '#src/db/prepared.js';
import type { EventRow } from '#src/db/schema.js';

/** An event's columns the API shows. */
export type EventColumns = Omit<EventRow, 'account_id' | 'environment'>;

/** The event as the API and webhook deliveries show it; `data.object` is the stored resource, untouched. */
export const toEvent = (row: EventColumns | TimestampsAsText<EventColumns>): Event => ({
  object: 'event',
  id: row.id,
  type: row.type as EventType,
  api_version: row.api_version as typeof API_VERSION,
  created_at: isoOf(row.created_at),
  data: { object: (row.data as { object: unknown }).object },
});
