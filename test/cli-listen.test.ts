import { type ChildProcessWithoutNullStreams, execFile, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Caja } from '@caja/sdk';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eventsRepo } from '#src/domain/events/events.repo.js';
import { ADMIN_TOKEN, startTestServer, type TestServer } from './helpers/harness.js';

/**
 * `caja listen` as a developer runs it: the real executable following GET /events of a running
 * server through the SDK and forwarding each new event, signed as a webhook, to a real local
 * receiver.
 */
let server: TestServer;
/** The config folder of every run here: the secrets never land in the real ~/.config. */
const configHome = mkdtempSync(join(tmpdir(), 'caja-listen-config-'));
const running: ChildProcessWithoutNullStreams[] = [];
const servers: Server[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  for (const child of running.splice(0)) child.kill('SIGKILL');
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});
afterAll(() => server.close());

/** Polls `check` until it holds, or fails after `ms`. */
async function until(what: string, check: () => boolean, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts `caja listen` with `args` and `env` (CAJA_API_KEY…); its output accumulates as it runs. */
function listen(args: string[], env: Record<string, string>) {
  const {
    DATABASE_URL: _db,
    CAJA_API_KEY: _key,
    CAJA_TEST_URL: _test,
    CAJA_LIVE_URL: _live,
    ...inherited
  } = process.env;
  const child = spawn(process.execPath, ['bin/caja.js', 'listen', ...args], {
    env: { ...inherited, XDG_CONFIG_HOME: configHome, ...env } as NodeJS.ProcessEnv,
  });
  running.push(child);
  const run = { child, stdout: '', stderr: '', code: undefined as number | null | undefined };
  child.stdout.on('data', (chunk) => {
    run.stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    run.stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) =>
    child.on('close', (code) => {
      run.code = code;
      resolve(code);
    }),
  );
  return { run, exited };
}

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  url: string;
}
interface Answer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

/** A local HTTP server on 127.0.0.1:0 answering with `handle`; returns its address. */
async function localServer(handle: (request: Received) => Answer): Promise<string> {
  const http = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const answer = handle({ headers: req.headers, body, url: req.url ?? '' });
      res.writeHead(answer.status, answer.headers).end(answer.body);
    });
  });
  servers.push(http);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
}

/** An address nothing listens on: a port just freed. */
async function closedAddress(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return `http://127.0.0.1:${port}`;
}

const EMPTY_PAGE = JSON.stringify({ object: 'list', data: [], has_more: false, next_cursor: null });

/** The timeout guards against a hang: each run of the real executable is slow on a loaded machine. */
describe('caja listen', { timeout: 90_000 }, () => {
  it(
    'forwards each new event once, signed for its printed secret, filtered by --events, one line each; Ctrl-C exits 0',
    { timeout: 60_000 },
    async () => {
      const shop = await server.tenant();
      await shop.test.post('/customers', { name: 'Antes de escuchar' });
      const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
      const receiver = await localServer((request) => {
        received.push(request);
        return { status: 204 };
      });
      const events = 'customer.created,customer.updated';
      const args = ['--forward-to', `${receiver}/webhooks`, '--events', events, '--url', server.urls.test];
      const { run, exited } = listen(args, { CAJA_API_KEY: shop.testKey });
      await until('the start lines', () => run.stdout.includes('Reenviando'));
      const secret = /^Secreto de firma: (whsec_\S+)$/m.exec(run.stdout)![1]!;

      const ana = (await shop.test.post('/customers', { name: 'Ana María' })).body.id;
      await shop.test.post('/categories', { name: 'Bebidas' });
      const luis = (await shop.test.post('/customers', { name: 'Luis' })).body.id;
      await shop.test.patch(`/customers/${ana}`, { phone: '+57 300 123 4567' });
      await until('three deliveries', () => received.length >= 3);

      // An event whose write committed late, stamped 30 s before the newest one seen, still arrives.
      const tenant = { accountId: shop.accountId, environment: 'test' } as const;
      const luisNow = (await shop.test.get(`/customers/${luis}`)).body;
      const [late] = await eventsRepo.recordMany(
        server.caja.services.db,
        tenant,
        [{ type: 'customer.updated', object: luisNow }],
        new Date(Date.now() - 30_000),
      );
      await until('the late delivery', () => received.length >= 4);
      // Long enough for a few more polls: nothing else (the category, a repeat) may arrive.
      await new Promise((resolve) => setTimeout(resolve, 2500));

      const bodies = received.map((r) => JSON.parse(r.body));
      expect(bodies.map((e) => e.type)).toEqual([
        'customer.created',
        'customer.created',
        'customer.updated',
        'customer.updated',
      ]);
      expect(bodies.map((e) => e.data.object.id)).toEqual([ana, luis, ana, luis]);
      expect(bodies[3].id).toBe(late!.id);
      const stranger = new Webhook(
        `whsec_${Buffer.from('otro secreto de 32 bytes, ajeno.').toString('base64')}`,
      );
      for (const delivery of received) {
        const headers = delivery.headers as Record<string, string>;
        const event = JSON.parse(delivery.body);
        expect(headers['content-type']).toBe('application/json');
        expect(headers['webhook-id']).toBe(event.id);
        expect(new Webhook(secret).verify(delivery.body, headers)).toEqual(event);
        expect(Caja.webhooks.verify(delivery.body, headers, secret)).toEqual(event);
        expect(() => stranger.verify(delivery.body, headers)).toThrow();
        expect(delivery.body).toBe((await shop.test.get(`/events/${event.id}`)).text);
      }

      const lines = run.stdout.split('\n').filter((line) => line.includes('→'));
      expect(lines).toHaveLength(4);
      lines.forEach((line, n) => {
        expect(line).toMatch(/^\d{2}:\d{2}:\d{2} {2}customer\.(created|updated) {2}\S+ {2}→ 204 \(\d+ ms\)$/);
        expect(line).toContain(bodies[n].id);
      });
      expect(run.stderr).toBe('');

      run.child.kill('SIGINT');
      expect(await exited).toBe(0);
      expect(run.stdout).toMatch(/Reenvío detenido\.\n$/);
    },
  );

  it('picks the listener from the key prefix, waits out a 429 as Retry-After says, with a warning', async () => {
    const asked: Array<{ url: string; authorization: string | undefined; agent: string | undefined }> = [];
    const api = await localServer(({ url, headers }): Answer => {
      asked.push({ url, authorization: headers.authorization, agent: headers['user-agent'] });
      if (asked.length === 1) return { status: 429, headers: { 'retry-after': '1' }, body: '{}' };
      return { status: 200, headers: { 'content-type': 'application/json' }, body: EMPTY_PAGE };
    });
    const key = `caja_live_${'A1b2C3d4E5'.repeat(4)}`;
    const { run, exited } = listen(['--forward-to', 'http://127.0.0.1:8080/webhooks'], {
      CAJA_API_KEY: key,
      CAJA_LIVE_URL: api,
      CAJA_TEST_URL: 'http://127.0.0.1:3001',
    });
    await until('the start lines', () => run.stdout.includes('Reenviando'));
    // Retry-After, plus the SDK's spread of at most 250 ms.
    expect(run.stderr).toMatch(/^Aviso: GET \/events respondió HTTP 429\. Reintento en 1(,[0-3])? s\.\n$/);
    expect(asked[0]!.url).toMatch(/^\/public\/v1\/events\?created_since=/);
    expect(asked[0]!.authorization).toBe(`Bearer ${key}`);
    expect(asked[0]!.agent).toMatch(/^caja-sdk-node\//);
    run.child.kill('SIGINT');
    expect(await exited).toBe(0);
  });

  it('keeps trying while the server is unreachable, one warning per attempt with growing pauses, and still exits 0 on Ctrl-C', async () => {
    const nobody = await closedAddress();
    const { run, exited } = listen(['--forward-to', `${nobody}/webhooks`, '--url', nobody], {
      CAJA_API_KEY: `caja_test_${'A1b2C3d4E5'.repeat(4)}`,
    });
    await until('three warnings', () => run.stderr.split('\n').length > 3);
    const pauses = run.stderr
      .split('\n')
      .slice(0, 3)
      .map((line) => {
        const match =
          /^Aviso: no se pudo consultar (\S+) \(ECONNREFUSED\)\. Reintento en (\d+(?:,\d)?) s\.$/.exec(line);
        expect(match?.[1], line).toBe(nobody);
        return Number(match![2]!.replace(',', '.'));
      });
    // Between half and all of 0.5 s, 1 s, 2 s: the SDK's backoff.
    expect(pauses[0]).toBeGreaterThanOrEqual(0.2);
    expect(pauses[0]).toBeLessThanOrEqual(0.5);
    expect(pauses[2]).toBeGreaterThanOrEqual(1);
    expect(pauses[2]).toBeLessThanOrEqual(2);
    expect(run.code).toBeUndefined();
    run.child.kill('SIGINT');
    expect(await exited).toBe(0);
  });

  it('ends with the API’s refusal, in Spanish, with exit code 1, when the key lacks events:read', async () => {
    const shop = await server.tenant({ scopes: ['customers:read'] });
    const { run, exited } = listen(
      ['--forward-to', 'http://127.0.0.1:8080/webhooks', '--url', server.urls.test],
      {
        CAJA_API_KEY: shop.testKey,
      },
    );
    expect(await exited).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      'Error INSUFFICIENT_SCOPE (HTTP 403): La llave no tiene el permiso events:read. Crea una llave que lo incluya en la consola, sección Desarrolladores.\n',
    );
  });

  it('ends at once, with exit code 1, when --url answers something that is not Caja’s API', async () => {
    let asked = 0;
    const page = await localServer((): Answer => {
      asked++;
      return { status: 200, headers: { 'content-type': 'text/html' }, body: '<html>Consola</html>' };
    });
    const { run, exited } = listen(['--forward-to', 'http://127.0.0.1:8080/webhooks', '--url', page], {
      CAJA_API_KEY: `caja_test_${'A1b2C3d4E5'.repeat(4)}`,
    });
    expect(await exited).toBe(1);
    expect(run.stderr).toBe(
      'Error UNEXPECTED_RESPONSE (HTTP 200): La respuesta HTTP 200 no es de la API de Caja: <html>Consola</html>\n',
    );
    expect(asked).toBe(1);
  });

  it.each([
    ['without CAJA_API_KEY', {}, [], 'Falta CAJA_API_KEY'],
    [
      'with a key that is not a Caja key',
      { CAJA_API_KEY: 'sk_test_123' },
      [],
      'CAJA_API_KEY no es una llave de Caja',
    ],
    [
      'with an unknown event type',
      { CAJA_API_KEY: `caja_test_${'A1b2C3d4E5'.repeat(4)}` },
      ['--events', 'sale.created,venta.creada'],
      '--events: "venta.creada" no es un tipo de evento',
    ],
    [
      'without --forward-to',
      { CAJA_API_KEY: `caja_test_${'A1b2C3d4E5'.repeat(4)}` },
      null,
      'Falta --forward-to',
    ],
  ] as const)('refuses to start %s, in Spanish, with exit code 1', async (_, env, extra, message) => {
    const args = extra === null ? [] : ['--forward-to', 'http://127.0.0.1:8080/webhooks', ...extra];
    const { run, exited } = listen(args, env);
    expect(await exited).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(message);
  });
  it('keeps one secret per key and address across starts, shown by --print-secret, in a 0600 file, and forwards a triggered sale.created signed with it', async () => {
    const shop = await server.tenant();
    const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
    const receiver = await localServer((request) => {
      received.push(request);
      return { status: 204 };
    });
    const env = { CAJA_API_KEY: shop.testKey };
    const { CAJA_API_KEY: _key, ...inherited } = process.env;
    const print = async (url: string) =>
      (
        await promisify(execFile)(
          process.execPath,
          ['bin/caja.js', 'listen', '--print-secret', '--url', url],
          {
            env: { ...inherited, XDG_CONFIG_HOME: configHome, ...env },
          },
        )
      ).stdout.trim();
    const printed = await print(server.urls.test);
    expect(printed).toMatch(/^whsec_\S+$/);
    expect(await print(server.urls.test)).toBe(printed);
    expect(await print(`${server.urls.test}/otra`)).not.toBe(printed);
    for (const file of readdirSync(join(configHome, 'caja', 'listen')))
      expect(statSync(join(configHome, 'caja', 'listen', file)).mode & 0o777).toBe(0o600);

    // Before and after a restart: a customer created through the API, then a sale a register
    // uploaded, made by `caja trigger sale.created`; both verify with the printed secret.
    const args = ['--forward-to', receiver, '--url', server.urls.test];
    const makers = [
      async () => {
        await shop.test.post('/customers', { name: 'Primera' });
        return 'customer.created';
      },
      async () => {
        const made = await promisify(execFile)(process.execPath, ['bin/caja.js', 'trigger', 'sale.created'], {
          env: {
            ...inherited,
            XDG_CONFIG_HOME: configHome,
            ...env,
            CAJA_TEST_URL: server.urls.test,
            CAJA_ADMIN_URL: server.urls.admin,
            CAJA_ADMIN_TOKEN: ADMIN_TOKEN,
          },
        });
        expect(made.stdout).toMatch(
          /^Evento sale\.created: [0-9a-f-]{36}\nCreado: la venta [0-9a-f-]{36} de 1 unidad de "Producto de prueba de caja trigger"/,
        );
        return 'sale.created';
      },
    ];
    for (const make of makers) {
      const { run, exited } = listen(args, env);
      await until('the start lines', () => run.stdout.includes('Reenviando'));
      expect(/^Secreto de firma: (whsec_\S+)$/m.exec(run.stdout)![1]).toBe(printed);
      const before = received.length;
      const type = await make();
      await until('the delivery', () =>
        received.some((r, i) => i >= before && JSON.parse(r.body).type === type),
      );
      const delivery = received.slice(before).find((r) => JSON.parse(r.body).type === type)!;
      expect(
        Caja.webhooks.verify(delivery.body, delivery.headers as Record<string, string>, printed),
      ).toEqual(JSON.parse(delivery.body));
      run.child.kill('SIGINT');
      expect(await exited).toBe(0);
    }
  });
});
