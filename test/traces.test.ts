import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CajaProcess, processDatabase, startCajaProcess } from './helpers/caja-process.js';
import { WebhookReceiver, waitFor } from './helpers/webhook-receiver.js';

/**
 * Traces over OTLP: a real dist/server.js exports to a receiver of this test's own, as JSON
 * (OTEL_EXPORTER_OTLP_PROTOCOL=http/json), a span per request named by its route, one per SQL
 * statement under it without the values sent, and one per webhook attempt; the request's log
 * line names the same trace.
 */

interface Attribute {
  key: string;
  value: { stringValue?: string; intValue?: number | string; boolValue?: boolean };
}
interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: Attribute[];
}

/** An OTLP/HTTP receiver: keeps every body posted to /v1/traces, as text and as its spans. */
class TraceReceiver {
  readonly bodies: string[] = [];
  readonly spans: ExportedSpan[] = [];
  private readonly server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') {
        response.writeHead(404).end();
        return;
      }
      const body = Buffer.concat(chunks).toString('utf8');
      this.bodies.push(body);
      const parsed = JSON.parse(body) as {
        resourceSpans: Array<{ scopeSpans: Array<{ spans: ExportedSpan[] }> }>;
      };
      for (const resource of parsed.resourceSpans)
        for (const scope of resource.scopeSpans) this.spans.push(...scope.spans);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const attribute = (span: ExportedSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

const traces = new TraceReceiver();
const webhooks = new WebhookReceiver();
let database: Awaited<ReturnType<typeof processDatabase>>;
let caja: CajaProcess;
let webhooksUrl: string;

beforeAll(async () => {
  const [otlpUrl, receiverUrl] = await Promise.all([traces.start(), webhooks.start()]);
  webhooksUrl = receiverUrl;
  database = await processDatabase();
  caja = await startCajaProcess({
    ...database.env,
    OTEL_EXPORTER_OTLP_ENDPOINT: otlpUrl,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    // Spans leave in batches; a short delay keeps the test from waiting the default 5 s.
    OTEL_BSP_SCHEDULE_DELAY: '200',
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
    WEBHOOK_ALLOW_LOOPBACK: 'true',
  });
}, 180_000);

afterAll(async () => {
  await caja?.kill();
  await database?.drop();
  await Promise.all([traces.close(), webhooks.close()]);
});

describe('traces over OTLP', { timeout: 60_000 }, () => {
  it('exports the request by its route, its SQL without values, the webhook attempt, and logs its trace id', async () => {
    const account = await caja.admin.createAccount({ name: 'Trazas' });
    const key = await caja.admin.createKey(account.id, { environment: 'test', scopes: ['*'] });
    const endpoint = await caja.admin
      .raw()
      .post(
        `/accounts/${account.id}/webhook-endpoints`,
        { environment: 'test', url: `${webhooksUrl}/hooks`, enabled_events: ['customer.created'] },
        { idempotencyKey: null },
      );
    expect(endpoint.status, endpoint.text).toBe(201);

    // A value only this request carries: it must not appear anywhere in what was exported.
    const secretName = `Cliente ${crypto.randomUUID()}`;
    const created = await fetch(`${caja.urls.test}/public/v1/customers`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${key.secret}`,
        'content-type': 'application/json',
        'idempotency-key': crypto.randomUUID(),
      },
      body: JSON.stringify({ name: secretName }),
    });
    expect(created.status).toBe(201);
    const customer = (await created.json()) as { id: string };

    const request = await waitFor(
      () => traces.spans.find((s) => s.name === 'POST /public/v1/customers'),
      'the request span',
    );
    expect(attribute(request, 'http.route')).toBe('/public/v1/customers');
    expect(attribute(request, 'http.response.status_code')).toBe(201);

    // A later request by id: its span is named by the pattern, not by the id in the URL.
    const read = await fetch(`${caja.urls.test}/public/v1/customers/${customer.id}`, {
      headers: { authorization: `Bearer ${key.secret}` },
    });
    expect(read.status).toBe(200);
    const byId = await waitFor(
      () => traces.spans.find((s) => s.name === 'GET /public/v1/customers/:id'),
      'the read span',
    );
    expect(byId.name).not.toContain(customer.id);

    // Every SQL statement of the request: under its span, with its text and no value sent.
    const spansById = new Map(traces.spans.map((s) => [s.spanId, s]));
    const under = (span: ExportedSpan, ancestor: ExportedSpan): boolean => {
      for (let at = span.parentSpanId; at; at = spansById.get(at)?.parentSpanId)
        if (at === ancestor.spanId) return true;
      return false;
    };
    const statements = traces.spans.filter(
      (s) => s.traceId === request.traceId && attribute(s, 'db.system') === 'postgresql',
    );
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      expect(under(statement, request), statement.name).toBe(true);
      expect(String(attribute(statement, 'db.statement'))).toMatch(/\S/);
    }
    expect(
      statements.some((s) => /insert into "?customers"?/i.test(String(attribute(s, 'db.statement')))),
    ).toBe(true);

    // The webhook attempt of the customer.created event, sent to the receiver.
    await waitFor(() => webhooks.requests.length > 0, 'the webhook');
    const attempt = await waitFor(
      () => traces.spans.find((s) => s.name === 'webhook attempt'),
      'the webhook attempt span',
    );
    expect(attribute(attempt, 'caja.webhook.endpoint_id')).toBe(endpoint.body.id);
    expect(attribute(attempt, 'caja.webhook.event_type')).toBe('customer.created');
    expect(attribute(attempt, 'caja.webhook.outcome')).toBe('delivered');
    expect(attribute(attempt, 'http.response.status_code')).toBe(200);

    const exported = traces.bodies.join('\n');
    expect(exported).not.toContain(secretName);
    expect(exported).not.toContain(key.secret);

    // The request's log line carries the trace and span of its request.
    const line = await waitFor(
      () =>
        caja
          .output()
          .split('\n')
          .filter((l) => l.startsWith('{'))
          .map((l) => JSON.parse(l) as { msg?: string; method?: string; url?: string; trace_id?: string })
          .find((l) => l.msg === 'request' && l.method === 'POST' && l.url === '/public/v1/customers'),
      "the request's log line",
    );
    expect(line.trace_id).toBe(request.traceId);
  });
});
