import type { Migration } from 'kysely';
import * as platform from './0001-platform.js';
import * as catalogInventory from './0002-catalog-inventory.js';
import * as sales from './0003-sales.js';
import * as exactRateLimits from './0004-exact-rate-limits.js';
import * as changeFeedEntity from './0005-change-feed-entity.js';
import * as webhooks from './0006-webhooks.js';
import * as authChanges from './0007-auth-changes.js';
import * as unloggedRateLimits from './0008-unlogged-rate-limits.js';
import * as accountConsole from './0009-console.js';
import * as dailySalesRollup from './0010-daily-sales-rollup.js';
import * as rateLimitClockOrder from './0011-rate-limit-clock-order.js';
import * as exactRateLimitArithmetic from './0012-exact-rate-limit-arithmetic.js';
import * as consoleFlashes from './0013-console-flashes.js';
import * as deviceWatermarks from './0014-device-watermarks.js';
import * as dailySalesRevisions from './0015-daily-sales-revisions.js';
import * as stockLevels from './0016-stock-levels.js';
import * as stockLevelListing from './0017-stock-level-listing.js';
import * as consoleTestDeliveries from './0018-console-test-deliveries.js';
import * as historyPartitions from './0019-history-partitions.js';
import * as tenantKeys from './0021-tenant-keys.js';
import * as replicaReadPositions from './0022-replica-read-positions.js';

/** Every migration, in order. Names are permanent: they are recorded in the database. */
export const migrations: Record<string, Migration> = {
  '0001-platform': platform,
  '0002-catalog-inventory': catalogInventory,
  '0003-sales': sales,
  '0004-exact-rate-limits': exactRateLimits,
  '0005-change-feed-entity': changeFeedEntity,
  '0006-webhooks': webhooks,
  '0007-auth-changes': authChanges,
  '0008-unlogged-rate-limits': unloggedRateLimits,
  '0009-console': accountConsole,
  '0010-daily-sales-rollup': dailySalesRollup,
  '0011-rate-limit-clock-order': rateLimitClockOrder,
  '0012-exact-rate-limit-arithmetic': exactRateLimitArithmetic,
  '0013-console-flashes': consoleFlashes,
  '0014-device-watermarks': deviceWatermarks,
  '0015-daily-sales-revisions': dailySalesRevisions,
  '0016-stock-levels': stockLevels,
  '0017-stock-level-listing': stockLevelListing,
  '0018-console-test-deliveries': consoleTestDeliveries,
  '0019-history-partitions': historyPartitions,
  '0021-tenant-keys': tenantKeys,
  '0022-replica-read-positions': replicaReadPositions,
};
