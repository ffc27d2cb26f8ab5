import { listActivity } from '#src/domain/activity/activity.service.js';
import { type ConsoleDeps, type ConsoleRoutes, sendPage, sessionOf } from '../context.js';
import { ActivityQuery } from '../schemas.js';
import { activityPage } from '../views/activity.js';

export function activityRoutes(app: ConsoleRoutes, deps: ConsoleDeps): void {
  const { db } = deps.services;

  app.get('/actividad', { schema: { querystring: ActivityQuery } }, async (request, reply) => {
    // `antes` carries the cursor of the page before, as `starting_after` does in the API.
    const before = request.query.antes || undefined;
    const page = await listActivity(db, sessionOf(request).account.id, before);
    return sendPage(
      deps,
      request,
      reply,
      { title: 'Actividad', section: 'actividad', environment: 'live' },
      () => activityPage({ entries: page.data, next: page.nextCursor }),
    );
  });
}
