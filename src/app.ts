import type { Logger } from 'pino';
import { type Config, ConfigError } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/database.js';
import { openReplicas, type Replicas } from './db/replicas/open-replicas.js';
import { TableStatistics } from './db/table-statistics.js';
import { listenForAuthChanges } from './domain/api-keys/auth-changes.js';
import { Authenticator } from './domain/api-keys/authenticate.js';
import { KeyUsage } from './domain/api-keys/key-usage.js';
import { type Clock, systemClock } from './domain/clock.js';
import type { RateLimitStore } from './domain/rate-limit/gcra.js';
import { MemoryRateLimitStore } from './domain/rate-limit/memory-store.js';
import { PostgresRateLimitStore } from './domain/rate-limit/postgres-store.js';
import { RedisRateLimitStore } from './domain/rate-limit/redis-store.js';
import { type SecretBox, UnknownSecretKeyError } from './domain/secrets/secret-box.js';
import { sealStoredSecrets } from './domain/secrets/stored-secrets.js';
import { deliveryBacklog } from './domain/webhooks/deliveries.service.js';
import { type ResolveHost, resolveWithDns } from './domain/webhooks/url-policy.js';
import type { AdminApp } from './http/admin/admin-app.js';
import { buildAdminApp } from './http/admin/app.js';
import { buildConsoleApp, type ConsoleApp } from './http/console/app.js';
import { buildPublicApp } from './http/public/app.js';
import type { PublicApp } from './http/public/public-app.js';
import { Lifecycle } from './http/shared/lifecycle.js';
import { registerDeviceSync } from './http/sync/app.js';
import { jobQueue } from './jobs/job-queue.js';
import { createLogger } from './logger.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { Metrics } from './metrics/metrics.js';
import { checkSchemaCurrent, migrateToLatest } from './migrate.js';
import type { Services } from './services.js';
import { resolveSecretBox } from './start/secret-key.js';
import { type JobWorker, startJobWorker } from './worker/job-worker.js';

export interface Caja {
  services: Services;
  live: PublicApp;
  test: PublicApp;
  admin: AdminApp;
  /** The account console (its own listener, CONSOLE_PORT). */
  console: ConsoleApp;
  database: DatabaseHandle;
  /** The jobs (webhook attempts, e-mail) this process runs; null with WEBHOOK_WORKER=false. */
  jobs: JobWorker | null;
  /** Drains and closes everything; requests still open after `graceMs` are cut. */
  close(graceMs?: number): Promise<void>;
}

export interface CajaOptions {
  adminToken: string;
  logger?: Logger;
  clock?: Clock;
  /** An already open database (tests share a migrated one); otherwise opened from config. */
  database?: DatabaseHandle;
  /** How webhook endpoint names resolve (tests map names to addresses); DNS otherwise. */
  resolveHost?: ResolveHost;
  /** Where e-mail goes; otherwise SMTP_URL, or the local outbox. */
  mailer?: Mailer;
}

/** What every entry point starts from: the database, migrated, and the domain's services. */
export interface Foundation {
  services: Services;
  database: DatabaseHandle;
}

/** Opens (or takes) the database, migrates it and builds the services, without any interface. */
export async function openFoundation(
  config: Config,
  options: Omit<CajaOptions, 'adminToken'>,
): Promise<Foundation> {
  const logger = options.logger ?? (await createLogger(config));
  // Before the database: a missing key is a configuration problem, found without connecting.
  const secretBox = resolveSecretBox(config);
  const database =
    options.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
      preparedStatements: config.databasePreparedStatements,
      statementTimeoutMs: config.databaseStatementTimeoutMs,
      acquireTimeoutMs: config.databaseAcquireTimeoutMs,
      logger,
    }));
  await migrateToLatest(database, logger);
  await sealSecretsAtStart(database, secretBox, logger);
  const clock = options.clock ?? systemClock;
  const keyUsage = new KeyUsage(database.db, logger);
  const rateLimitStore: RateLimitStore =
    config.rateLimit.store === 'postgres'
      ? new PostgresRateLimitStore(database.db)
      : config.rateLimit.store === 'redis'
        ? new RedisRateLimitStore(config.rateLimit.redisUrl!, logger)
        : new MemoryRateLimitStore();
  const services: Services = {
    config,
    db: database.db,
    dbKind: database.kind,
    clock,
    logger,
    authenticator: new Authenticator(database.db, clock, config.authCacheTtlMs, keyUsage),
    keyUsage,
    rateLimitStore,
    webhookNetwork: {
      allowLoopback: config.webhooks.allowLoopback,
      resolve: options.resolveHost ?? resolveWithDns,
    },
    lifecycle: new Lifecycle(() => checkSchemaCurrent(database.db)),
    mailer: options.mailer ?? createMailer(config.mail, config.dataDir, logger),
    tableStatistics: new TableStatistics(database.db, logger),
    secretBox,
    metrics: new Metrics(),
  };
  services.metrics.watch({
    ...(database.poolStats ? { pool: database.poolStats } : {}),
    jobs: () => jobQueue.backlog(database.db),
    deliveries: () => deliveryBacklog(database.db, clock.now()),
  });
  return { services, database };
}

/** Opens the replicas of DATABASE_REPLICA_URLS and routes the public API's reads through them. */
async function replicasFor(
  config: Config,
  database: DatabaseHandle,
  services: Services,
): Promise<Replicas | null> {
  if (config.replicas.urls.length === 0 || database.kind !== 'postgres') return null;
  const replicas = await openReplicas(
    database,
    {
      ...config.replicas,
      redisUrl: config.rateLimit.redisUrl,
      poolSize: config.databasePoolSize,
      preparedStatements: config.databasePreparedStatements,
      statementTimeoutMs: config.databaseStatementTimeoutMs,
      acquireTimeoutMs: config.databaseAcquireTimeoutMs,
    },
    services.logger,
    (target) => services.metrics.reads.inc({ target }),
  );
  services.reads = replicas.router;
  services.metrics.watch({ replicas: () => replicas.set.status() });
  return replicas;
}

/**
 * Seals the secrets still stored in clear (an upgrade's first start, or a process of an older
 * version writing during a rolling upgrade). A stored secret sealed under a key this process
 * was not given stops the start with one line: the wrong CAJA_SECRET_KEY would fail every
 * delivery instead.
 */
async function sealSecretsAtStart(database: DatabaseHandle, box: SecretBox, logger: Logger): Promise<void> {
  try {
    const sealed = await sealStoredSecrets(database.db, box);
    if (sealed > 0) logger.info({ sealed }, 'stored secrets sealed');
  } catch (error) {
    if (!(error instanceof UnknownSecretKeyError)) throw error;
    await database.close();
    throw new ConfigError([error.message]);
  }
}

/**
 * Builds the whole service without listening: database (migrated), domain services, the
 * four interfaces and, unless WEBHOOK_WORKER=false, the job worker (webhooks and e-mail).
 * `start/server.ts` listens; tests use it on ephemeral ports.
 */
export async function createCaja(config: Config, options: CajaOptions): Promise<Caja> {
  const { services, database } = await openFoundation(config, options);
  // Only the API reads from replicas: a `caja worker` has no use for them.
  const replicas = await replicasFor(config, database, services);
  const [live, test, admin, accountConsole] = await Promise.all([
    buildPublicApp(services, 'live'),
    buildPublicApp(services, 'test'),
    buildAdminApp(services, options.adminToken),
    buildConsoleApp(services),
  ]);
  await Promise.all([registerDeviceSync(live, services, 'live'), registerDeviceSync(test, services, 'test')]);
  const jobs = config.webhooks.worker ? await startWorker(services, database) : null;
  // Other processes on the same PostgreSQL database announce the keys and accounts they change.
  const authChanges =
    config.databaseUrl && config.authCacheTtlMs > 0
      ? listenForAuthChanges(config.databaseUrl, services.authenticator, services.logger)
      : null;
  await authChanges?.ready;
  const listeners = [live, test, admin, accountConsole];
  return {
    services,
    live,
    test,
    admin,
    console: accountConsole,
    database,
    jobs,
    async close(graceMs = config.http.shutdownGraceMs) {
      // Drain: the listeners stop accepting, requests already in flight finish (the ones that
      // arrive on open connections get a 503), idle connections close at once, and whatever
      // is still open when the grace period ends is cut. The job worker finishes the webhook
      // attempts and e-mails it is sending meanwhile. Then the database closes.
      services.lifecycle.startDraining();
      const cut = setTimeout(() => {
        for (const app of listeners) app.server.closeAllConnections();
      }, graceMs);
      try {
        await Promise.all([...listeners.map((app) => app.close()), jobs?.stop()]);
      } finally {
        clearTimeout(cut);
      }
      await authChanges?.close();
      await services.keyUsage.flush();
      await services.tableStatistics.close();
      await services.mailer.close();
      await replicas?.close();
      await database.close();
      await services.rateLimitStore.close?.();
    },
  };
}

/** The job worker over connections of its own, which it closes when it stops. */
export async function startWorker(services: Services, database: DatabaseHandle): Promise<JobWorker> {
  // The engine's own connections: one listens for new jobs, one holds the pool's liveness lock,
  // and a few fetch and complete jobs in batches (the attempts' own queries use services.db).
  const pool = database.openPgPool(Math.min(services.config.webhooks.concurrency, 4) + 2);
  const worker = await startJobWorker(services, pool);
  return {
    ...worker,
    async stop() {
      await worker.stop();
      await pool.end();
    },
  };
}
