import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DeviceClient, registerDevice } from '../helpers/device-client.js';
import { customer } from '../helpers/device-records.js';
import { onPostgres, startTestServer, type TestServer, type TestTenant } from '../helpers/harness.js';
import { WebhookReceiver, waitFor } from '../helpers/webhook-receiver.js';

/**
 * `caja worker` processes beside an API process (WEBHOOK_WORKER=false) on one PostgreSQL
 * database: a worker killed mid-run loses nothing, and two workers never send the same attempt
 * at once. Real processes, killed for real.
 */
describe.runIf(onPostgres())('webhook workers on PostgreSQL', () => {
  let server: TestServer;
  let receiver: WebhookReceiver;
  let receiverUrl: string;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    server = await startTestServer({ WEBHOOK_WORKER: 'false', WEBHOOK_ALLOW_LOOPBACK: 'true' });
    receiver = new WebhookReceiver();
    receiverUrl = await receiver.start();
  });
  afterAll(async () => {
    for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGKILL');
    await server.close();
    await receiver.close();
  });

  function startWorker(): ChildProcess {
    const worker = spawn(process.execPath, ['--import', 'tsx', 'src/start/worker.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: server.databaseUrl!,
        WEBHOOK_ALLOW_LOOPBACK: 'true',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    workers.push(worker);
    return worker;
  }
  const exited = (worker: ChildProcess) =>
    new Promise<void>((resolve) =>
      worker.exitCode !== null || worker.signalCode !== null
        ? resolve()
        : worker.once('exit', () => resolve()),
    );

  async function shopWithEndpoint(
    path: string,
  ): Promise<{ shop: TestTenant; device: DeviceClient; endpointId: string }> {
    const shop = await server.tenant();
    const res = await server.admin
      .raw()
      .post(
        `/accounts/${shop.accountId}/webhook-endpoints`,
        { environment: 'test', url: `${receiverUrl}${path}`, enabled_events: ['customer.created'] },
        { idempotencyKey: null },
      );
    expect(res.status).toBe(201);
    return { shop, device: await registerDevice(server, shop.accountId), endpointId: res.body.id };
  }

  const db = () => server.caja.services.db;
  const statuses = async (endpointId: string) =>
    await db()
      .selectFrom('webhook_deliveries')
      .select(['status', 'event_id'])
      .where('endpoint_id', '=', endpointId)
      .execute();

  it('a worker killed with SIGKILL mid-run loses nothing: the next one delivers the rest at once', async () => {
    const { device, endpointId } = await shopWithEndpoint('/matado');
    receiver.delayMs = 20;
    await device.uploadOk(Array.from({ length: 300 }, (_, i) => customer({ name: `Cliente ${i}` })));
    const onPath = () => receiver.requests.filter((r) => r.path === '/matado');

    const first = startWorker();
    await waitFor(() => onPath().length >= 60, 'the first worker to deliver some', { timeoutMs: 30_000 });
    first.kill('SIGKILL');
    await exited(first);
    const before = await statuses(endpointId);
    expect(before.filter((d) => d.status === 'pending').length).toBeGreaterThan(0);
    // The killed pool still holds jobs it had taken: the engine alone would wait 4 hours.
    const locked = await db()
      .selectFrom('graphile_worker._private_jobs' as never)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('locked_at' as never, 'is not', null)
      .executeTakeFirstOrThrow();
    expect(Number(locked.n)).toBeGreaterThan(0);

    startWorker();
    await waitFor(
      async () => (await statuses(endpointId)).every((d) => d.status === 'succeeded'),
      'every delivery to succeed',
      { timeoutMs: 60_000 },
    );
    const delivered = new Set(onPath().map((r) => r.headers['webhook-id']));
    const events = await statuses(endpointId);
    expect(events).toHaveLength(300);
    for (const { event_id } of events) expect(delivered.has(event_id)).toBe(true);
    const pools = await db().selectFrom('job_worker_pools').select('id').execute();
    expect(pools).toHaveLength(1);
  }, 120_000);

  it('two workers on one database never send the same attempt at once', async () => {
    for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGTERM');
    await Promise.all(workers.map(exited));
    const { device, endpointId } = await shopWithEndpoint('/dos');
    receiver.delayMs = 5;
    receiver.overlaps = 0;
    await device.uploadOk(Array.from({ length: 400 }, (_, i) => customer({ name: `Cliente ${i}` })));

    startWorker();
    startWorker();
    await waitFor(
      async () => (await db().selectFrom('job_worker_pools').select('id').execute()).length === 2,
      'both workers to start',
      { timeoutMs: 30_000 },
    );
    await waitFor(
      async () => (await statuses(endpointId)).every((d) => d.status === 'succeeded'),
      'every delivery to succeed',
      { timeoutMs: 60_000 },
    );
    const sent = receiver.requests.filter((r) => r.path === '/dos');
    expect(receiver.overlaps).toBe(0);
    // Every answer was a 200, so nothing was retried: each event arrived exactly once.
    expect(sent).toHaveLength(400);
    expect(new Set(sent.map((r) => r.headers['webhook-id'])).size).toBe(400);
  }, 120_000);
});
