import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#src/db/database.js';
import { byOperator } from '#src/domain/activity/activity.service.js';
import { createApiKey } from '#src/domain/api-keys/api-keys.service.js';
import { jobQueue } from '#src/jobs/job-queue.js';
import { readOutbox } from '#src/mail/outbox.js';
import { DEMO_EMAIL, seedDemoIfEmpty } from '#src/start/demo.js';
import { ConsoleClient } from './helpers/console-client.js';
import { startTestServer, type TestServer } from './helpers/harness.js';
import { MailCatcher } from './helpers/mail-catcher.js';
import { ManualClock } from './helpers/manual-clock.js';
import { waitFor } from './helpers/webhook-receiver.js';

/**
 * Every e-mail is a job added in the transaction of the change it announces, sent by the job
 * engine through a real SMTP server, and retried by it; a message with a code never outlives
 * the code in the jobs table, and no log line carries the code.
 */

interface JobRow {
  key: string;
  task: string;
  payload: string;
  attempts: number;
  max_attempts: number;
  locked_by: string | null;
}

/** The jobs of the message about `ref` (a code's or a key's id): the message, and its expiry. */
async function jobsOf(db: Db, ref: string): Promise<JobRow[]> {
  const { rows } = await sql<JobRow>`
    select j.key, t.identifier as task, j.payload::text as payload, j.attempts, j.max_attempts, j.locked_by
    from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
    where j.key in (${`mail:${ref}`}, ${`expire:mail:${ref}`})
    order by j.key desc
  `.execute(db);
  return rows;
}

/** The id of the newest code asked for an e-mail (its challenge). */
async function latestCode(db: Db, email: string): Promise<string> {
  const row = await db
    .selectFrom('console_codes')
    .select('id')
    .where('email', '=', email)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Asks the console for a sign-in code, as the form does; returns the code's id. */
async function askCode(server: TestServer, email: string): Promise<string> {
  const client = new ConsoleClient(server.urls.console);
  await client.get('/ingresar');
  const asked = await client.post('/ingresar', { email });
  expect(asked.status).toBeLessThan(400);
  return latestCode(server.caja.services.db, email);
}

describe('e-mail as jobs', () => {
  let server: TestServer;
  let catcher: MailCatcher;
  const lines: string[] = [];
  const clock = new ManualClock(new Date('2026-11-24T15:00:00Z'));
  let n = 0;
  const newEmail = () => `correo${++n}@tienda.co`;

  beforeAll(async () => {
    catcher = new MailCatcher();
    const logger = pino(
      { level: 'debug' },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    server = await startTestServer({ SMTP_URL: await catcher.start() }, { clock, logger });
  });
  afterAll(async () => {
    await server?.close();
    await catcher?.close();
  });

  it('sends the sign-in code once the SMTP server that turned it away takes it, and logs no code', async () => {
    const email = newEmail();
    await server.admin.createAccount({ name: 'Tienda reintento', email });
    const since = catcher.messages.length;
    const refusedBefore = catcher.refused.length;
    catcher.refuseNext(1);
    const codeId = await askCode(server, email);
    await catcher.refusedAtLeast(refusedBefore + 1);
    const mail = await catcher.next(email, since, /código/);
    const code = MailCatcher.codeOf(mail);
    expect(catcher.refused.filter((to) => to === email)).toHaveLength(1);
    expect(catcher.messages.slice(since).filter((m) => m.to.includes(email))).toHaveLength(1);
    // The engine logged the failed attempt, by job and attempt, without the payload.
    const log = lines.join('');
    expect(log).toMatch(/Failed task \d+ \(send_mail/);
    expect(log).not.toContain(code);
    await waitFor(
      async () => (await jobsOf(server.caja.services.db, codeId)).every((j) => j.task !== 'send_mail'),
      'the sent job gone',
    );
  });

  it('mails the owner when an operator creates a key, retried until the server takes it', async () => {
    const email = newEmail();
    const account = (await server.admin.createAccount({ name: 'Tienda aviso', email })) as { id: string };
    const since = catcher.messages.length;
    const refusedBefore = catcher.refused.length;
    catcher.refuseNext(1);
    const key = (await server.admin.createKey(account.id, {
      environment: 'test',
      scopes: ['sales:read'],
    })) as {
      id: string;
      secret: string;
    };
    await catcher.refusedAtLeast(refusedBefore + 1);
    expect(catcher.refused.at(-1)).toBe(email);
    const notice = await catcher.next(email, since, /Se creó una llave de API de pruebas/);
    expect(notice.text).toContain(`caja_test_…${key.secret.slice(-4)}`);
    expect(notice.text).toContain('Operador de Caja');
    expect(notice.text).not.toContain(key.secret);
  });

  it('enqueues nothing for a key whose transaction rolls back', async () => {
    const { db } = server.caja.services;
    const email = newEmail();
    const account = (await server.admin.createAccount({ name: 'Tienda deshecha', email })) as { id: string };
    const since = catcher.messages.length;
    const rolledBack = db.transaction().execute(async (tx) => {
      await createApiKey(
        tx,
        account.id,
        { environment: 'live', name: 'Nunca', scopes: ['*'] },
        clock.now(),
        byOperator(null),
      );
      throw new Error('deshacer');
    });
    await expect(rolledBack).rejects.toThrow('deshacer');
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from graphile_worker._private_jobs where payload->>'to' = ${email}
    `.execute(db);
    expect(rows[0]!.n).toBe(0);
    // A key created after it is announced; had the first been queued, its notice would come first.
    const kept = (await server.admin.createKey(account.id, { environment: 'live', scopes: ['*'] })) as {
      secret: string;
    };
    const notice = await catcher.next(email, since, /Se creó una llave/);
    expect(notice.text).toContain(`…${kept.secret.slice(-4)}`);
    expect(catcher.messages.slice(since).filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it('drops a code message once its code has expired instead of trying again', async () => {
    const { db } = server.caja.services;
    const email = newEmail();
    await server.admin.createAccount({ name: 'Tienda tardía', email });
    catcher.refuseNext(100);
    try {
      const codeId = await askCode(server, email);
      expect((await jobsOf(db, codeId)).map((j) => [j.task, j.max_attempts])).toEqual([
        ['send_mail', 6],
        ['expire_job', 25],
      ]);
      await waitFor(() => catcher.refused.includes(email), 'the first attempt turned away');
      clock.advance(10 * 60_000);
      // The engine's next attempt, seconds later, finds the code expired and ends the job.
      await waitFor(
        async () => !(await jobsOf(db, codeId)).some((j) => j.task === 'send_mail'),
        'the expired message dropped',
      );
      expect(catcher.refused.filter((to) => to === email)).toHaveLength(1);
      expect(lines.join('')).toContain('e-mail dropped: its code expired');
    } finally {
      catcher.refuseNext(0);
    }
  });

  it('deletes a code message at its expiry whatever became of it (a worker that died in its last attempt)', async () => {
    const { db } = server.caja.services;
    const email = newEmail();
    await server.admin.createAccount({ name: 'Tienda caída', email });
    catcher.refuseNext(100);
    try {
      const codeId = await askCode(server, email);
      await waitFor(() => catcher.refused.includes(email), 'the first attempt turned away');
      await waitFor(
        async () => (await jobsOf(db, codeId)).find((j) => j.task === 'send_mail' && j.locked_by === null),
        'the failed attempt recorded',
      );
      // As if a worker had taken the last attempt and died: the engine never runs it again.
      await sql`
        update graphile_worker._private_jobs
        set attempts = max_attempts, locked_at = now(), locked_by = 'un-worker-muerto'
        where key = ${`mail:${codeId}`}
      `.execute(db);
      expect((await jobsOf(db, codeId)).find((j) => j.task === 'send_mail')?.payload).toContain('"code"');
      // Its expiry, ten minutes on by the database's clock, brought forward to now.
      expect(await jobQueue.runNow(db, [`expire:mail:${codeId}`])).toBe(1);
      server.caja.jobs!.runner.nudge();
      await waitFor(async () => (await jobsOf(db, codeId)).length === 0, 'both jobs gone');
    } finally {
      catcher.refuseNext(0);
    }
  });
});

describe('e-mail jobs where no worker runs', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ WEBHOOK_WORKER: 'false' });
  });
  afterAll(() => server?.close());

  it('queues the same jobs whether the e-mail owns an account or not; only the owner is sent a code', async () => {
    const { db } = server.caja.services;
    await server.admin.createAccount({ name: 'Tienda dueña', email: 'duena@conocida.co' });
    const known = await jobsOf(db, await askCode(server, 'duena@conocida.co'));
    const unknown = await jobsOf(db, await askCode(server, 'nadie@desconocida.co'));
    const shape = (rows: JobRow[]) =>
      rows.map((j) => [j.task, j.max_attempts, j.key.replace(/[0-9a-f-]{36}/, 'ID')]);
    expect(shape(unknown)).toEqual(shape(known));
    expect(JSON.parse(known[0]!.payload)).toMatchObject({
      message: 'sign_in_code',
      to: 'duena@conocida.co',
      data: { code: expect.stringMatching(/^\d{6}$/) },
    });
    expect(JSON.parse(unknown[0]!.payload)).toMatchObject({ message: 'sign_in_code', to: null, data: null });
  });

  it('deletes a code message past its expiry at the next housekeeping, when no worker did', async () => {
    const { db } = server.caja.services;
    await server.admin.createAccount({ name: 'Tienda sin worker', email: 'sin-worker@tienda.co' });
    const codeId = await askCode(server, 'sin-worker@tienda.co');
    expect(await jobsOf(db, codeId)).toHaveLength(2);
    expect(await jobQueue.expireDue(db)).toBe(0);
    await sql`
      update graphile_worker._private_jobs set run_at = now() - interval '1 second'
      where key = ${`expire:mail:${codeId}`}
    `.execute(db);
    expect(await jobQueue.expireDue(db)).toBe(1);
    expect(await jobsOf(db, codeId)).toEqual([]);
  });
});

describe('without SMTP_URL', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('writes the sign-in code to the outbox of the data directory, where caja outbox reads it', async () => {
    await server.admin.createAccount({ name: 'Tienda local', email: 'local@tienda.co' });
    await askCode(server, 'local@tienda.co');
    const [message] = await waitFor(async () => {
      const found = await readOutbox(server.config.dataDir, 10);
      return found.some((m) => m.to === 'local@tienda.co')
        ? found.filter((m) => m.to === 'local@tienda.co')
        : null;
    }, 'the code in the outbox');
    expect(message!.subject).toMatch(/^Tu código para entrar a la consola de Caja: \d{6}$/);
  });
});

describe("the demo's key", () => {
  let server: TestServer;
  let catcher: MailCatcher;

  beforeAll(async () => {
    catcher = new MailCatcher();
    server = await startTestServer({ SMTP_URL: await catcher.start() });
  });
  afterAll(async () => {
    await server?.close();
    await catcher?.close();
  });

  it('is announced to the demo owner like every other key', async () => {
    const demo = await seedDemoIfEmpty(server.caja);
    expect(demo).not.toBeNull();
    const notice = await catcher.next(DEMO_EMAIL, 0, /Se creó una llave de API de pruebas en Tienda Demo/);
    expect(notice.text).toContain(`caja_test_…${demo!.testKey.slice(-4)}`);
    expect(notice.text).toContain('Caja (demostración)');
    expect(notice.text).not.toContain(demo!.testKey);
  });
});
