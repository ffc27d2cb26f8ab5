import type { ColumnType, Insertable, Selectable } from 'kysely';
import type { Environment } from '#src/contract/api.js';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;

export type WebhookEndpointStatus = 'enabled' | 'disabled' | 'disabled_failing';
export type WebhookDeliveryStatus = 'pending' | 'succeeded' | 'failed';

export interface WebhookEndpointsTable {
  id: string;
  account_id: string;
  environment: Environment;
  url: string;
  enabled_events: string[];
  description: string | null;
  status: WebhookEndpointStatus;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: NullableTimestamp;
  failing_since: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WebhookDeliveriesTable {
  id: string;
  account_id: string;
  environment: Environment;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  status: WebhookDeliveryStatus;
  attempt_count: number;
  next_attempt_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Made by the console's "send a test event". */
  test: boolean;
  /** Its event's time, the partition key it shares with the event (migration 0019). */
  event_created_at: Timestamp;
}

export interface WebhookAttemptsTable {
  delivery_id: string;
  number: number;
  attempted_at: Timestamp;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
  response_excerpt: string | null;
  /** Its delivery's `event_created_at`, the partition key. */
  event_created_at: Timestamp;
}

export interface JobWorkerPoolsTable {
  id: string;
  lock_key: number;
  started_at: Timestamp;
}

/** The webhook tables, part of `Database`. */
export interface WebhookTables {
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  job_worker_pools: JobWorkerPoolsTable;
}

export type WebhookEndpointRow = Selectable<WebhookEndpointsTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;
export type WebhookAttemptRow = Selectable<WebhookAttemptsTable>;

/** An attempt to record: its partition key is taken from its delivery. */
export type NewWebhookAttempt = Omit<Insertable<WebhookAttemptsTable>, 'event_created_at'>;
