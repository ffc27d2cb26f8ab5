import type { Logger } from 'pino';
import { type DatabaseHandle, openDatabase } from '../database.js';
import { MemoryReadPositions, PostgresReadPositions, type ReadPositions } from './read-positions.js';
import {
  commitPositionOf,
  primaryWritePosition,
  ReadRouter,
  type ReadTarget,
  replayPosition,
} from './read-router.js';
import { RedisReadPositions } from './redis-read-positions.js';
import { ReplicaSet } from './replica-set.js';

export type ReadPositionStoreKind = 'memory' | 'postgres' | 'redis';

export interface ReplicaSettings {
  urls: string[];
  maxLagMs: number;
  pollMs: number;
  positionStore: ReadPositionStoreKind;
  redisUrl: string | undefined;
  poolSize: number;
  preparedStatements: boolean;
  statementTimeoutMs: number;
  acquireTimeoutMs: number;
}

export interface Replicas {
  router: ReadRouter;
  set: ReplicaSet;
  close(): Promise<void>;
}

/**
 * Opens a pool per replica, starts polling their positions and returns the router the public
 * API reads through. Resolves after the first poll, so that a replica already caught up takes
 * reads from the first request.
 */
export async function openReplicas(
  primary: DatabaseHandle,
  settings: ReplicaSettings,
  logger: Logger,
  onRead?: (target: ReadTarget) => void,
): Promise<Replicas> {
  const handles = await Promise.all(
    settings.urls.map((url) =>
      openDatabase({
        url,
        poolSize: settings.poolSize,
        preparedStatements: settings.preparedStatements,
        statementTimeoutMs: settings.statementTimeoutMs,
        // A replica that does not answer is passed over for the primary: no long wait for it.
        acquireTimeoutMs: Math.min(settings.acquireTimeoutMs, 1_000),
        logger,
      }),
    ),
  );
  const set = new ReplicaSet(
    handles.map((handle, i) => ({
      name: replicaName(settings.urls[i]!),
      db: handle.db,
      replayed: () => replayPosition(handle.db),
    })),
    {
      primaryPosition: () => primaryWritePosition(primary.db),
      maxLagMs: settings.maxLagMs,
      pollMs: settings.pollMs,
      probeTimeoutMs: Math.max(settings.pollMs * 2, 400),
    },
  );
  // Past this, every readable replica has replayed any position a key was given (see ReplicaSet).
  const forgetAfterMs = Math.max(60_000, 10 * settings.maxLagMs);
  const positions: ReadPositions =
    settings.positionStore === 'redis'
      ? new RedisReadPositions(settings.redisUrl!, forgetAfterMs)
      : settings.positionStore === 'postgres'
        ? new PostgresReadPositions(primary.db)
        : new MemoryReadPositions(forgetAfterMs);
  await set.start();
  const router = new ReadRouter({
    primary: primary.db,
    commitPosition: await commitPositionOf(primary.db),
    replicas: set,
    positions,
    logger,
    ...(onRead ? { onRead } : {}),
  });
  return {
    router,
    set,
    async close() {
      await set.stop();
      await positions.close?.();
      await Promise.all(handles.map((handle) => handle.close()));
    },
  };
}

/** `host:port/database` of a replica's URL, without user or password (logs and metric labels). */
export function replicaName(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
}
