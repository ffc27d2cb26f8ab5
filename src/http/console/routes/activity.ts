import type { FastifyInstance } from 'fastify';
import { listActivity } from '#src/domain/activity/activity.service.js';
import { type ConsoleDeps, field, sendPage, sessionOf } from '../context.js';
import { activityPage } from '../views/activity.js';

export function activityRoutes(app: FastifyInstance, deps: ConsoleDeps): void {
  const { db } = deps.services;

  app.get('/actividad', async (request, reply) => {
    // `antes` carries the cursor of the page before, as `starting_after` does in the API.
    const before = field(request.query, 'antes');
    const page = await listActivity(db, sessionOf(request).account.id, before === '' ? undefined : before);
    return sendPage(
      deps,
      request,
      reply,
      { title: 'Actividad', section: 'actividad', environment: 'live' },
      () => activityPage({ entries: page.data, next: page.nextCursor }),
    );
  });
}
