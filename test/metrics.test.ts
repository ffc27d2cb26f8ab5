import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerDevice } from './helpers/device-client.js';
import { ADMIN_TOKEN, onPostgres, startTestServer, type TestServer } from './helpers/harness.js';
import { saleRecord } from './helpers/sales-fixtures.js';
import { WebhookReceiver, waitFor } from './helpers/webhook-receiver.js';
import { addEndpoint } from './helpers/webhooks.js';

/** `GET /metrics` on the operator listener, in Prometheus's text format, through real HTTP. */
let server: TestServer;
let receiver: WebhookReceiver;
let receiverUrl: string;

beforeAll(async () => {
  receiver = new WebhookReceiver();
  receiverUrl = await receiver.start();
  server = await startTestServer({ WEBHOOK_ALLOW_LOOPBACK: 'true', RATE_LIMIT_PER_KEY: '5' });
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

async function scrape(): Promise<string> {
  const res = await fetch(`${server.urls.admin}/metrics`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
}

/** The value of one series, or undefined when the text has none. */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('is refused without the operator token', async () => {
    expect((await fetch(`${server.urls.admin}/metrics`)).status).toBe(401);
  });

  it('counts requests by route pattern and status, never by their raw URL', async () => {
    const shop = await server.tenant();
    const id = crypto.randomUUID();
    expect((await shop.test.get(`/customers/${id}`)).status).toBe(404);
    expect((await shop.test.get('/customers', { limit: 2 })).status).toBe(200);
    const text = await scrape();
    expect(
      value(
        text,
        'caja_http_requests_total{listener="test",route="/public/v1/customers/:id",method="GET",status="404"}',
      ),
    ).toBe(1);
    expect(
      value(
        text,
        'caja_http_requests_total{listener="test",route="/public/v1/customers",method="GET",status="200"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(
      value(
        text,
        'caja_http_request_duration_seconds_count{listener="test",route="/public/v1/customers",method="GET"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(id);
    expect(text).not.toContain('limit=2');
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^caja_jobs_due \d/m);
    expect(text).toMatch(/^caja_webhook_deliveries_oldest_due_seconds \d/m);
    if (onPostgres()) expect(text).toMatch(/^caja_db_pool_connections\{state="in_use"\} \d/m);
  });

  it('counts rate-limit refusals and the records registers upload, by type and outcome', async () => {
    const shop = await server.tenant();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await shop.test.get('/me')).status);
    expect(statuses.at(-1)).toBe(429);
    const before = value(await scrape(), 'caja_sync_records_total{type="sale",status="created"}') ?? 0;
    const register = await registerDevice(server, shop.accountId);
    const sale = { type: 'sale' as const, data: saleRecord({ occurred_at: '2026-11-02T15:00:00.000Z' }) };
    await register.uploadOk([
      sale,
      { type: 'sale', data: saleRecord({ occurred_at: '2026-11-02T16:00:00.000Z' }) },
    ]);
    await register.uploadOk([sale]);
    // A type no register may send is refused and counted under one label, not its own.
    const odd = await register.upload([{ type: 'tipo-inventado-42', data: {} }]);
    expect(odd.status).toBe(200);
    const text = await scrape();
    expect(text).not.toContain('tipo-inventado-42');
    expect(value(text, 'caja_sync_records_total{type="unknown",status="rejected"}')).toBe(1);
    expect(value(text, 'caja_rate_limit_refusals_total{listener="test"}')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'caja_sync_records_total{type="sale",status="created"}')).toBe(before + 2);
    expect(value(text, 'caja_sync_records_total{type="sale",status="unchanged"}')).toBeGreaterThanOrEqual(1);
  });

  it('counts webhook attempts by outcome', async () => {
    const shop = await server.tenant();
    await addEndpoint(server, shop, `${receiverUrl}/hooks`, { events: ['customer.created'] });
    expect((await shop.test.post('/customers', { name: 'Métrica' })).status).toBe(201);
    const delivered = await waitFor(
      async () => value(await scrape(), 'caja_webhook_attempts_total{outcome="delivered"}') ?? null,
      'a delivered attempt counted',
    );
    expect(delivered).toBeGreaterThanOrEqual(1);
  });
});
