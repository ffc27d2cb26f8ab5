import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleClient } from './helpers/console-client.js';
import { onPostgres, startTestServer, type TestServer } from './helpers/harness.js';
import { MailCatcher } from './helpers/mail-catcher.js';
import { waitFor } from './helpers/webhook-receiver.js';
import { startWorkerProcess, type WorkerProcess } from './helpers/worker-process.js';

/**
 * E-mail is a job like a webhook attempt: an API process started with WEBHOOK_WORKER=false
 * only queues it, and a `caja worker` process on the same database sends it.
 */
describe.runIf(onPostgres())(
  'a caja worker sends the e-mail an API process queued',
  { timeout: 90_000 },
  () => {
    let server: TestServer;
    let catcher: MailCatcher;
    let worker: WorkerProcess | undefined;
    let smtp: string;

    beforeAll(async () => {
      catcher = new MailCatcher();
      smtp = await catcher.start();
      server = await startTestServer({ SMTP_URL: smtp, WEBHOOK_WORKER: 'false' });
    }, 90_000);
    afterAll(async () => {
      await worker?.kill();
      await server?.close();
      await catcher?.close();
    });

    it('sends the sign-in code and the key notice once a worker runs', async () => {
      const email = 'duena@tienda-con-worker.co';
      await server.admin.createAccount({ name: 'Tienda con worker', email });
      const { db } = server.caja.services;
      const queued = async () => {
        const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from graphile_worker._private_jobs where payload->>'to' = ${email}
      `.execute(db);
        return rows[0]!.n;
      };
      const client = new ConsoleClient(server.urls.console);
      await client.get('/ingresar');
      expect((await client.post('/ingresar', { email })).status).toBeLessThan(400);
      // Queued by the API process, which runs no jobs: it waits for a worker.
      expect(await queued()).toBe(1);
      expect(catcher.messages).toEqual([]);

      worker = await startWorkerProcess({
        DATABASE_URL: server.databaseUrl!,
        SMTP_URL: smtp,
        CONSOLE_URL: 'https://consola.caja.test',
      });
      expect(worker.output()).toMatch(/Entregando webhooks y correos/);
      const mail = await catcher.next(email, 0, /código/);
      // The worker renders the message with its own CONSOLE_URL.
      expect(mail.text).toContain('https://consola.caja.test');
      const challenge = await db
        .selectFrom('console_codes')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      const done = await client.post('/ingresar/codigo', {
        challenge: challenge.id,
        email,
        code: MailCatcher.codeOf(mail),
      });
      expect(done.location).toBe('/inicio');

      const account = (await server.admin.raw().get('/accounts', { q: 'tienda-con-worker' })).body as {
        data: Array<{ id: string }>;
      };
      const key = (await server.admin.createKey(account.data[0]!.id, {
        environment: 'live',
        scopes: ['sales:read'],
      })) as { secret: string };
      const notice = await catcher.next(email, 0, /Se creó una llave de API de producción/);
      expect(notice.text).toContain(`caja_live_…${key.secret.slice(-4)}`);
      // Each job is deleted once its message is sent (the engine records completions a moment later).
      await waitFor(async () => (await queued()) === 0, 'the sent jobs deleted');
    });
  },
);
