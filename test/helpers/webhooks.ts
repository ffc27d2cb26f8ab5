import { expect } from 'vitest';
import type { Clock } from '#src/domain/clock.js';
import type { TestServer, TestTenant } from './harness.js';
import { waitFor } from './webhook-receiver.js';

/** What the webhook tests need of an endpoint they registered. */
export interface TestEndpoint {
  id: string;
  secret: string;
}

/** Registers an endpoint through the operator interface, as the console will. */
export async function addEndpoint(
  server: TestServer,
  tenant: TestTenant,
  url: string,
  options: { environment?: 'live' | 'test'; events?: string[] } = {},
): Promise<TestEndpoint> {
  const res = await server.admin
    .raw()
    .post(
      `/accounts/${tenant.accountId}/webhook-endpoints`,
      { environment: options.environment ?? 'test', url, enabled_events: options.events ?? ['*'] },
      { idempotencyKey: null },
    );
  expect(res.status, res.text).toBe(201);
  return res.body;
}

export interface ListedAttempt {
  attempted_at: string;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
  response_excerpt: string | null;
}

export interface ListedDelivery {
  id: string;
  status: string;
  event_id: string;
  next_attempt_at: string | null;
  attempts: ListedAttempt[];
}

/** An endpoint's deliveries as the operator interface lists them (newest first), with their attempts. */
export async function listDeliveries(server: TestServer, endpointId: string): Promise<ListedDelivery[]> {
  const res = await server.admin.raw().get(`/webhook-endpoints/${endpointId}/deliveries`, { limit: 100 });
  expect(res.status).toBe(200);
  return res.body.data;
}

/** Every recorded attempt of an endpoint's deliveries, with its event, in attempt order per delivery. */
export function attemptRows(server: TestServer, endpointId: string) {
  return server.caja.services.db
    .selectFrom('webhook_attempts as a')
    .innerJoin('webhook_deliveries as d', 'd.id', 'a.delivery_id')
    .select(['a.delivery_id', 'a.number', 'a.attempted_at', 'a.status_code', 'd.event_id'])
    .where('d.endpoint_id', '=', endpointId)
    .orderBy('a.delivery_id')
    .orderBy('a.number')
    .execute();
}

export function deliveryRows(server: TestServer, endpointId: string) {
  return server.caja.services.db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('endpoint_id', '=', endpointId)
    .execute();
}

/**
 * Lets the attempts due by the server's (test) clock run, and waits until they are all
 * recorded: what 28 hours of retries come down to on a test clock.
 */
export async function settled(server: TestServer, clock: Clock, endpointId: string): Promise<void> {
  await waitFor(
    async () => {
      await server.caja.jobs!.releaseDue();
      const due = await server.caja.services.db
        .selectFrom('webhook_deliveries')
        .select('id')
        .where('endpoint_id', '=', endpointId)
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', clock.now())
        .execute();
      return due.length === 0;
    },
    'the due attempts to be recorded',
    { timeoutMs: 60_000 },
  );
}
