import type { Event } from '#src/contract/event.js';
import type { Executor } from '#src/db/database.js';
import type { Tenant } from '#src/domain/context.js';
import { AppError } from '#src/domain/errors.js';
import { toEvent } from '#src/domain/events/event.present.js';
import type { Page } from '#src/domain/pagination/keyset.js';
import { type EventFilters, eventsRepo } from './events.repo.js';

export async function listEvents(db: Executor, tenant: Tenant, filters: EventFilters): Promise<Page<Event>> {
  const page = await eventsRepo.list(db, tenant, filters);
  return { ...page, data: page.data.map(toEvent) };
}

export async function getEvent(db: Executor, tenant: Tenant, id: string): Promise<Event> {
  const row = await eventsRepo.show(db, tenant, id);
  if (!row) {
    throw new AppError('NOT_FOUND', {
      message: `No existe un evento con id ${id} en esta cuenta y ambiente. Búscalo con GET /events; los eventos se guardan al menos 30 días.`,
    });
  }
  return toEvent(row);
}
