import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCaja } from './helpers/cli.js';
import { startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';
import { WebhookReceiver, waitFor } from './helpers/webhook-receiver.js';

let server: TestServer;
let shop: TestTenant;
const receiver = new WebhookReceiver();
let receiverUrl: string;

/** Runs the real `caja` executable, as an operator's shell would. */
const caja = (args: string[]) => runCaja(server, args);

/** A run that must succeed: exit 0 and nothing on stderr. */
async function ok(args: string[]): Promise<string> {
  const run = await caja(args);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  return run.stdout;
}

const SECRET = /Secreto de firma(?: nuevo)?: (whsec_[A-Za-z0-9+/=]+)\n/;

beforeAll(async () => {
  receiverUrl = await receiver.start();
  server = await startTestServer({ WEBHOOK_ALLOW_LOOPBACK: 'true' });
  shop = await server.tenant();
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

describe('caja webhooks', () => {
  it(
    'manages an endpoint from creation to deletion, and shows its deliveries',
    { timeout: 150_000 },
    async () => {
      const url = `${receiverUrl}/hooks`;

      // create: one line with the endpoint, then its secret.
      const created = await ok([
        ...['webhooks', 'create', '--account', shop.accountId, '--env', 'test', '--url', url],
        ...['--events', 'customer.created,customer.updated', '--description', 'ERP de la tienda'],
      ]);
      const [, id] = /^Endpoint de webhooks creado: ([0-9a-f-]{36}) \(test, /.exec(created)!;
      expect(created).toContain(`(test, ${url}, eventos: customer.created, customer.updated, habilitado)`);
      const secret = SECRET.exec(created)![1]!;
      expect(secret).toMatch(/^whsec_/);

      // list --json: the raw list envelope, without the secret.
      const list = JSON.parse(await ok(['webhooks', 'list', '--account', shop.accountId, '--json']));
      expect(list).toMatchObject({
        object: 'list',
        has_more: false,
        data: [{ id, url, environment: 'test' }],
      });
      expect(JSON.stringify(list)).not.toContain('whsec_');
      expect(await ok(['webhooks', 'list', '--account', shop.accountId, '--env', 'live'])).toBe(
        'La cuenta no tiene endpoints de webhooks.\n',
      );

      // get: without the secret unless asked for.
      expect(await ok(['webhooks', 'get', id!])).not.toContain('whsec_');
      const revealed = await ok(['webhooks', 'get', id!, '--reveal-secret']);
      expect(revealed).toContain('Descripción: ERP de la tienda');
      expect(SECRET.exec(revealed)![1]).toBe(secret);

      // update --enabled false, and back on.
      expect(await ok(['webhooks', 'update', id!, '--enabled', 'false'])).toBe(
        `Endpoint de webhooks actualizado: ${id} (test, ${url}, eventos: customer.created, customer.updated, deshabilitado).\n`,
      );
      const enabled = JSON.parse(await ok(['webhooks', 'update', id!, '--enabled', 'true', '--json']));
      expect(enabled).toMatchObject({ id, enabled: true, status: 'enabled' });

      // rotate-secret: a new secret, and the old one signs beside it for 24 h.
      const rotated = await ok(['webhooks', 'rotate-secret', id!]);
      const newSecret = SECRET.exec(rotated)![1]!;
      expect(newSecret).not.toBe(secret);
      expect(rotated).toContain('24 h');
      const reveal = JSON.parse(await ok(['webhooks', 'get', id!, '--reveal-secret', '--json']));
      expect(reveal.secret).toBe(newSecret);

      // deliveries: a customer created through the API reaches the receiver and is listed.
      const customer = await shop.test.post('/customers', { name: 'Ana' });
      expect(customer.status).toBe(201);
      const request = await waitFor(
        () => receiver.requests.find((r) => JSON.parse(r.body).data?.object?.id === customer.body.id),
        'the customer.created delivery',
      );
      const eventId = String(request.headers['webhook-id']);
      // The receiver may have answered before the worker recorded the attempt.
      await waitFor(async () => {
        const page = await server.admin
          .raw()
          .get(`/webhook-endpoints/${id}/deliveries`, { status: 'succeeded' });
        return page.body.data?.length === 1;
      }, 'the delivery to be recorded as succeeded');
      const lines = await ok(['webhooks', 'deliveries', id!, '--status', 'succeeded']);
      expect(lines).toMatch(
        new RegExp(
          `^\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z  customer\\.created  ${eventId}  succeeded  1 intento  HTTP 200\\n$`,
        ),
      );
      const byEvent = JSON.parse(await ok(['webhooks', 'deliveries', id!, '--event', eventId, '--json']));
      expect(byEvent.data).toHaveLength(1);
      expect(await ok(['webhooks', 'deliveries', id!, '--status', 'failed'])).toBe(
        'No hay entregas de este endpoint con esos filtros.\n',
      );

      // redeliver: a new delivery of the same event; the receiver sees the same webhook-id again.
      const redelivered = await ok(['webhooks', 'redeliver', id!, '--event', eventId]);
      expect(redelivered).toMatch(
        new RegExp(
          `^Reenvío en cola: entrega [0-9a-f-]{36} del evento ${eventId} \\(customer\\.created\\)\\.\\n$`,
        ),
      );
      await waitFor(() => receiver.withId(eventId).length >= 2, 'the redelivery', { timeoutMs: 30_000 });

      // delete, then the endpoint is gone.
      expect(await ok(['webhooks', 'delete', id!])).toBe(`Endpoint de webhooks eliminado: ${id}.\n`);
      const gone = await caja(['webhooks', 'get', id!]);
      expect(gone.code).toBe(1);
      expect(gone.stdout).toBe('');
      expect(gone.stderr).toBe(
        `Error NOT_FOUND (HTTP 404): No existe un endpoint de webhooks con id ${id}. ` +
          'Consulta los endpoints de la cuenta con GET /admin/v1/accounts/{id}/webhook-endpoints.\n',
      );
    },
  );

  it('reports the server’s reason for a refused URL or value, and exits 1', { timeout: 60_000 }, async () => {
    const live = await caja([
      ...['webhooks', 'create', '--account', shop.accountId, '--env', 'live'],
      ...['--url', 'http://127.0.0.1:9/hooks'],
    ]);
    expect(live.code).toBe(1);
    expect(live.stderr).toMatch(/^Error VALIDATION_ERROR \(HTTP 400\): .*https/);

    const endpoint = JSON.parse(
      await ok([
        ...['webhooks', 'create', '--account', shop.accountId, '--env', 'test'],
        ...['--url', `${receiverUrl}/otro`, '--disabled', '--json'],
      ]),
    );
    expect(endpoint).toMatchObject({ enabled: false, enabled_events: ['*'] });
    const bad = await caja(['webhooks', 'update', endpoint.id, '--enabled', 'quizas']);
    expect(bad.code).toBe(1);
    // Named as the option typed, not as the API's field.
    expect(bad.stderr).toMatch(/^Error VALIDATION_ERROR \(HTTP 400\): --enabled debe ser de tipo booleano/);
  });

  it(
    'checks its own arguments before calling, and lists the commands in the help',
    { timeout: 60_000 },
    async () => {
      const missing = await caja(['webhooks', 'redeliver', '7d4a8c2e-1111-4222-8333-444455556666']);
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain('Falta --event.');
      expect(missing.stderr).toContain('Uso: caja webhooks redeliver ID --event EVENT_ID [--json]');

      const help = await ok(['help']);
      expect(help).toContain(
        'caja webhooks create --account ID|NOMBRE --env live|test --url URL [--events a,b|*] [--description TEXTO] [--disabled] [--json]',
      );
      for (const command of ['list', 'get', 'update', 'delete', 'rotate-secret', 'deliveries', 'redeliver']) {
        expect(help).toContain(`caja webhooks ${command} `);
      }
    },
  );
});
