import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { type ParsedMail, simpleParser } from 'mailparser';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '#src/config.js';
import { createMailer, type Mailer } from '#src/mail/mailer.js';
import { keyCodeMessage, keyCreatedMessage, signInCodeMessage } from '#src/mail/messages.js';
import { readOutbox } from '#src/mail/outbox.js';

const CONSOLE = 'https://consola.caja.test';
const signIn = (code: string) => signInCodeMessage({ code, consoleUrl: CONSOLE, ip: '190.25.1.7' });

const tempDirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'caja-mail-test-'));
  tempDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

/** A pino logger whose lines the test can read. */
function capturedLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

let mailer: Mailer | undefined;
afterEach(async () => {
  await mailer?.close();
  mailer = undefined;
});

describe('createMailer with SMTP_URL', () => {
  it('hands the message to the SMTP server, logged in with the URL credentials', async () => {
    const received: Array<{ user: unknown; rcptTo: string[]; mail: ParsedMail }> = [];
    // Plain smtp:// on loopback: no STARTTLS offered, so the password goes in clear on purpose.
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      authOptional: true,
      logger: false,
      onAuth(auth, _session, callback) {
        const ok = auth.username === 'caja' && auth.password === 'secreto';
        callback(ok ? null : new Error('credenciales inválidas'), ok ? { user: auth.username } : undefined);
      },
      onData(stream, session, callback) {
        simpleParser(stream).then((mail) => {
          received.push({ user: session.user, rcptTo: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        }, callback);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    try {
      const config = loadConfig({ SMTP_URL: `smtp://caja:secreto@127.0.0.1:${port}` });
      mailer = createMailer(config.mail, tempDir(), capturedLogger().logger);
      await mailer.send({ to: 'ana@tienda.co', ...signIn('481516') });

      expect(received).toHaveLength(1);
      const [message] = received;
      expect(message!.user).toBe('caja');
      expect(message!.rcptTo).toEqual(['ana@tienda.co']);
      expect(message!.mail.subject).toBe('Tu código para entrar a la consola de Caja: 481516');
      expect(message!.mail.from?.value).toEqual([{ name: 'Caja', address: 'no-responder@caja.localhost' }]);
      expect(message!.mail.text).toMatch(/^481516$/m);
      expect(message!.mail.html).toContain('481516');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('rejects quickly, without the message in the error, when the server cannot be reached', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    mailer = createMailer(
      loadConfig({ SMTP_URL: `smtp://127.0.0.1:${port}` }).mail,
      tempDir(),
      capturedLogger().logger,
    );
    const started = Date.now();
    const error = await mailer.send({ to: 'ana@tienda.co', ...signIn('271828') }).then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(Date.now() - started).toBeLessThan(5000);
    expect(error).toBeInstanceOf(Error);
    expect(error!.message).toMatch(/^No se pudo entregar el correo al servidor SMTP: /);
    expect(error!.message).not.toContain('271828');
    expect(JSON.stringify(error)).not.toContain('271828');
  });
});

describe('createMailer without SMTP_URL (the local outbox)', () => {
  it('writes a 0600 .eml in a 0700 outbox, logs its path but never the code, and readOutbox parses it', async () => {
    const dataDir = join(tempDir(), 'data');
    const { logger, lines } = capturedLogger();
    mailer = createMailer(loadConfig({}).mail, dataDir, logger);
    await mailer.send({ to: 'ana@tienda.co', ...signIn('314159') });

    const outbox = join(dataDir, 'outbox');
    const [name] = readdirSync(outbox);
    expect(name).toMatch(/^\d{8}T\d{9}Z-[0-9a-f]{8}\.eml$/);
    expect(statSync(outbox).mode & 0o777).toBe(0o700);
    expect(statSync(join(outbox, name!)).mode & 0o777).toBe(0o600);

    const log = lines.join('');
    expect(log).toContain(JSON.stringify(join(outbox, name!)));
    expect(log).toContain('correo guardado en la bandeja local');
    expect(log).not.toContain('314159');

    const [message] = await readOutbox(dataDir, 3);
    expect(message).toMatchObject({
      path: join(outbox, name!),
      to: 'ana@tienda.co',
      subject: 'Tu código para entrar a la consola de Caja: 314159',
    });
    expect(message!.date).toBeInstanceOf(Date);
    expect(message!.text).toMatch(/^314159$/m);
  });

  it('keeps the latest messages in the order they were written, and none for a missing folder', async () => {
    const dataDir = tempDir();
    mailer = createMailer(loadConfig({}).mail, dataDir, capturedLogger().logger);
    for (const code of ['111111', '222222', '333333'])
      await mailer.send({ to: 'ana@tienda.co', ...signIn(code) });
    const latest = await readOutbox(dataDir, 2);
    expect(latest.map((m) => m.subject.slice(-6))).toEqual(['222222', '333333']);
    expect(await readOutbox(join(dataDir, 'no-existe'), 3)).toEqual([]);
  });

  it('writes under the system temp folder when the database is in memory, and logs where', async () => {
    const { logger, lines } = capturedLogger();
    mailer = createMailer(loadConfig({}).mail, 'memory://', logger);
    await mailer.send({ to: 'ana@tienda.co', ...signIn('161803') });
    const { path } = JSON.parse(lines.at(-1)!) as { path: string };
    tempDirs.push(dirname(path));
    expect(path.startsWith(tmpdir())).toBe(true);
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });
});

const run = promisify(execFile);
/** The real `caja` executable, on a data folder of the test's own. */
const caja = (args: string[], dataDir: string) =>
  run(process.execPath, ['bin/caja.js', ...args], {
    env: { ...process.env, CAJA_DATA_DIR: dataDir, SMTP_URL: '' },
  });

describe('caja outbox', () => {
  it('prints the latest messages, oldest first, and the same as JSON', { timeout: 30_000 }, async () => {
    const dataDir = tempDir();
    mailer = createMailer(loadConfig({}).mail, dataDir, capturedLogger().logger);
    for (const code of ['100001', '100002', '100003', '100004']) {
      await mailer.send({ to: 'ana@tienda.co', ...signIn(code) });
    }

    const { stdout } = await caja(['outbox'], dataDir);
    expect(stdout).toContain(`Los 3 correos más recientes de ${join(dataDir, 'outbox')}`);
    const subjects = [...stdout.matchAll(/^Asunto: {2}(.*)$/gm)].map((match) => match[1]!.slice(-6));
    expect(subjects).toEqual(['100002', '100003', '100004']);
    expect(stdout).toContain('Para:    ana@tienda.co');
    expect(stdout).toMatch(/^100004$/m);

    const json = JSON.parse((await caja(['outbox', '--last', '1', '--json'], dataDir)).stdout);
    expect(json).toHaveLength(1);
    expect(json[0]).toMatchObject({ to: 'ana@tienda.co', subject: expect.stringMatching(/100004$/) });
    expect(new Date(json[0].date).getTime()).not.toBeNaN();
  });

  it('says the outbox is empty and when Caja writes there', async () => {
    const { stdout } = await caja(['outbox'], tempDir());
    expect(stdout).toContain('está vacía');
    expect(stdout).toContain('SMTP_URL no está definida');
  });

  it('refuses a bad --last by name', async () => {
    await expect(caja(['outbox', '--last', '0'], tempDir())).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--last debe ser un entero entre 1 y 1000; llegó "0"'),
    });
  });
});

describe('messages', () => {
  const key = {
    accountName: '<b>Tienda & Co</b>',
    keyName: 'Integración "tienda"',
    environment: 'live' as const,
    scopes: ['products:read', 'sales:write'],
    consoleUrl: CONSOLE,
  };

  it('escapes what a business typed in the HTML part and keeps it as typed in the text part', () => {
    const message = keyCodeMessage({ ...key, code: '424242' });
    expect(message.html).toContain('&lt;b&gt;Tienda &amp; Co&lt;/b&gt;');
    expect(message.html).not.toContain('<b>Tienda');
    expect(message.html).toContain('Integración &quot;tienda&quot;');
    expect(message.text).toContain('<b>Tienda & Co</b>');
  });

  it('puts the code in the subject and alone on a line of the text', () => {
    const message = keyCodeMessage({ ...key, code: '424242' });
    expect(message.subject).toContain('424242');
    expect(message.text).toMatch(/^424242$/m);
    expect(message.text).toContain('producción');
    expect(message.text).toContain('products:read, sales:write');
    expect(message.text).toContain(`${CONSOLE}/actividad`);
  });

  it('links the key-created notice to revoking keys of its environment', () => {
    const message = keyCreatedMessage({
      ...key,
      environment: 'test',
      prefixAndLast4: 'caja_test_…9f3a',
      expiresAt: null,
      createdBy: 'ana@tienda.co',
      ip: null,
    });
    expect(message.subject).toContain('pruebas');
    expect(message.text).toContain('caja_test_…9f3a');
    expect(message.text).toContain(`${CONSOLE}/desarrolladores/claves?ambiente=test`);
    expect(message.html).toContain(`href="${CONSOLE}/desarrolladores/claves?ambiente=test"`);
    expect(message.html).not.toContain('<b>Tienda');
  });
});
