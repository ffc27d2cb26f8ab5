import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { ReadRouter } from './db/replicas/read-router.js';
import type { TableStatistics } from './db/table-statistics.js';
import type { Authenticator } from './domain/api-keys/authenticate.js';
import type { KeyUsage } from './domain/api-keys/key-usage.js';
import type { Clock } from './domain/clock.js';
import type { RateLimitStore } from './domain/rate-limit/gcra.js';
import type { SecretBox } from './domain/secrets/secret-box.js';
import type { WebhookNetwork } from './domain/webhooks/endpoints.service.js';
import type { Lifecycle } from './http/shared/lifecycle.js';
import type { Mailer } from './mail/mailer.js';
import type { Metrics } from './metrics/metrics.js';

/** What every interface adapter is given: the domain's dependencies, built once per process. */
export interface Services {
  config: Config;
  db: Db;
  /**
   * Where the public API's reads go when DATABASE_REPLICA_URLS names replicas; absent without
   * them, and every read runs on `db` as it always has.
   */
  reads?: ReadRouter;
  dbKind: 'postgres' | 'embedded';
  clock: Clock;
  logger: Logger;
  authenticator: Authenticator;
  /** Each API key's last use, written off the request's path. */
  keyUsage: KeyUsage;
  rateLimitStore: RateLimitStore;
  /** Where webhook endpoints may point, and how their names are resolved. */
  webhookNetwork: WebhookNetwork;
  /** Keeps the planner's statistics current (ANALYZE where autovacuum does not). */
  tableStatistics: TableStatistics;
  /** Where e-mail goes: SMTP_URL, or the local outbox. */
  mailer: Mailer;
  /** Whether the process is serving or draining, and whether it can serve (`/readyz`). */
  lifecycle: Lifecycle;
  /** Seals and opens the secrets the server reads back (webhook signing secrets). */
  secretBox: SecretBox;
  /** What `GET /metrics` on the operator listener reports. */
  metrics: Metrics;
}
