import { type Logger, pino } from 'pino';
import type { Config } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { Authenticator } from './domain/api-keys/authenticate.js';
import { type Clock, systemClock } from './domain/clock.js';
import type { RateLimitStore } from './domain/rate-limit/gcra.js';
import { MemoryRateLimitStore } from './domain/rate-limit/memory-store.js';
import { PostgresRateLimitStore } from './domain/rate-limit/postgres-store.js';
import { type AdminApp, buildAdminApp } from './http/admin/app.js';
import { buildPublicApp, type PublicApp } from './http/public/app.js';
import { registerDeviceSync } from './http/sync/app.js';
import type { Services } from './services.js';

export interface Caja {
  services: Services;
  live: PublicApp;
  test: PublicApp;
  admin: AdminApp;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export interface CajaOptions {
  adminToken: string;
  logger?: Logger;
  clock?: Clock;
  /** An already open database (tests share a migrated one); otherwise opened from config. */
  database?: DatabaseHandle;
}

/**
 * Builds the whole service without listening: database (migrated), domain services and the
 * three interfaces. `start/server.ts` listens; tests use it on ephemeral ports.
 */
export async function createCaja(config: Config, options: CajaOptions): Promise<Caja> {
  const logger = options.logger ?? pino({ level: config.logLevel });
  const database =
    options.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
      preparedStatements: config.databasePreparedStatements,
    }));
  await migrateToLatest(database, logger);
  const clock = options.clock ?? systemClock;
  const rateLimitStore: RateLimitStore =
    config.rateLimit.store === 'postgres'
      ? new PostgresRateLimitStore(database.db)
      : new MemoryRateLimitStore();
  const services: Services = {
    config,
    db: database.db,
    dbKind: database.kind,
    clock,
    logger,
    authenticator: new Authenticator(database.db, clock, config.authCacheTtlMs),
    rateLimitStore,
  };
  const [live, test, admin] = await Promise.all([
    buildPublicApp(services, 'live'),
    buildPublicApp(services, 'test'),
    buildAdminApp(services, options.adminToken),
  ]);
  await Promise.all([registerDeviceSync(live, services, 'live'), registerDeviceSync(test, services, 'test')]);
  return {
    services,
    live,
    test,
    admin,
    database,
    async close() {
      await Promise.all([live.close(), test.close(), admin.close()]);
      await database.close();
    },
  };
}
