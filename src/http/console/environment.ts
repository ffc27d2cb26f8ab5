import type { FastifyRequest } from 'fastify';
import type { Environment } from '#src/contract/api.js';
import { listDevices } from '#src/domain/devices/devices.service.js';
import type { ConsoleDeps } from './context.js';
import { sessionOf } from './context.js';

/**
 * The environment a page shows: the one the person chose (`?ambiente=`, which every link of the
 * console carries once chosen), else production, unless production has no register yet and
 * the test environment has one: a business still trying Caja out sees its tests first.
 */
export async function pageEnvironment(
  deps: ConsoleDeps,
  request: FastifyRequest,
  query: { ambiente?: Environment | undefined },
): Promise<Environment> {
  if (query.ambiente) return query.ambiente;
  const accountId = sessionOf(request).account.id;
  const { db } = deps.services;
  const live = await listDevices(db, { accountId, environment: 'live' });
  if (live.length > 0) return 'live';
  const test = await listDevices(db, { accountId, environment: 'test' });
  return test.length > 0 ? 'test' : 'live';
}
