import type { FastifyInstance } from 'fastify';
import { listActivity } from '#src/domain/activity/activity.service.js';
import { AppError } from '#src/domain/errors.js';
import { type ConsoleDeps, sendPage, sessionOf } from '../context.js';
import { activityPage } from '../views/activity.js';

/** `antes` points past the last entry shown: its instant and id, `<ms>_<uuid>`. */
const CURSOR = /^(\d{1,15})_([0-9a-f-]{36})$/;

export function activityRoutes(app: FastifyInstance, deps: ConsoleDeps): void {
  const { db } = deps.services;

  app.get('/actividad', async (request, reply) => {
    const raw = (request.query as Record<string, unknown>)['antes'];
    let before: { createdAt: Date; id: string } | null = null;
    if (raw !== undefined) {
      const match = typeof raw === 'string' ? CURSOR.exec(raw) : null;
      if (!match)
        throw new AppError('VALIDATION_ERROR', {
          message: 'El enlace de la página es inválido. Vuelve a la primera página de Actividad.',
        });
      before = { createdAt: new Date(Number(match[1])), id: match[2]! };
    }
    const { entries, next } = await listActivity(db, sessionOf(request).account.id, before);
    const cursor = next ? `${next.createdAt.getTime()}_${next.id}` : null;
    return sendPage(
      deps,
      request,
      reply,
      { title: 'Actividad', section: 'actividad', environment: 'live' },
      () => activityPage({ entries, next: cursor }),
    );
  });
}
