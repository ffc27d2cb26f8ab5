import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type CajaProcess,
  type Launcher,
  processDatabase,
  startCajaProcess,
} from '../helpers/caja-process.js';

/**
 * Stopping a real server process the ways an operator's tooling does: SIGTERM to npm (npm as
 * PID 1 in a container), to the node process itself, or to the whole process group (systemd,
 * a terminal's Ctrl-C). Requests in flight finish; the process exits 0 within the grace period.
 */
describe('graceful shutdown', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function start(env: Record<string, string>, launcher: Launcher = 'node'): Promise<CajaProcess> {
    const database = await processDatabase();
    cleanups.push(database.drop);
    const caja = await startCajaProcess({ ...database.env, ...env }, launcher);
    cleanups.push(() => caja.kill());
    return caja;
  }

  async function testKey(caja: CajaProcess): Promise<string> {
    const account = await caja.admin.createAccount({ name: 'Tienda que se detiene', plan: 'pro' });
    return (await caja.admin.createKey(account.id, { environment: 'test', scopes: ['*'] })).secret;
  }

  /**
   * POSTs a customer in two steps: headers with `Expect: 100-continue`, which the server
   * answers once it has taken the request; the body only when `sendBody` is called.
   */
  function twoStepPost(base: string, key: string, n: number) {
    const body = JSON.stringify({ name: `Cliente en vuelo ${n}` });
    let sendBody: () => void = () => {};
    let done: Promise<{ status: number; body: string }> = Promise.resolve({ status: 0, body: '' });
    const accepted = new Promise<void>((resolve, reject) => {
      const request = http.request(`${base}/public/v1/customers`, {
        method: 'POST',
        agent: false,
        headers: {
          Authorization: `Bearer ${key}`,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          'Idempotency-Key': `en-vuelo-${n}-${Date.now()}`,
          Expect: '100-continue',
        },
      });
      request.on('continue', () => resolve());
      request.on('error', reject);
      sendBody = () => request.end(body);
      done = new Promise((resolveDone, rejectDone) => {
        request.on('response', (response) => {
          let text = '';
          response.on('data', (chunk) => {
            text += chunk;
          });
          response.on('end', () => resolveDone({ status: response.statusCode!, body: text }));
        });
        request.on('error', rejectDone);
      });
      request.flushHeaders();
    });
    return { accepted, send: () => sendBody(), response: () => done };
  }

  it.each([
    ['npm', 'spawned'],
    ['npm', 'server'],
    ['npm', 'group'],
    ['caja', 'spawned'],
    ['node', 'server'],
  ] as const)('started with %s, SIGTERM to the %s process: 60 requests in flight all finish, exit 0', async (launcher, target) => {
    const caja = await start({ SHUTDOWN_GRACE_MS: '20000' }, launcher);
    const key = await testKey(caja);
    const posts = Array.from({ length: 60 }, (_, n) => twoStepPost(caja.urls.test, key, n));
    // Every request has been taken by the server (it answered 100 Continue) before the signal.
    await Promise.all(posts.map((p) => p.accepted));
    const signalledAt = Date.now();
    caja.signal(target);
    await new Promise((r) => setTimeout(r, 100));
    for (const post of posts) post.send();
    const responses = await Promise.all(posts.map((p) => p.response()));
    expect(responses.map((r) => r.status)).toEqual(Array(60).fill(201));
    const { code, at } = await caja.exited;
    expect(code).toBe(0);
    expect(at - signalledAt).toBeLessThan(20_000);
    // The ports are free: nothing was left running.
    await expect(fetch(`${caja.urls.test}/healthz`)).rejects.toThrow();
  });

  it('a client sending its body a byte a second does not hold the exit beyond the grace period', async () => {
    const caja = await start({ SHUTDOWN_GRACE_MS: '2000' });
    const key = await testKey(caja);
    const socket = net.connect(Number(new URL(caja.urls.test).port), '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    socket.write(
      `POST /public/v1/customers HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${key}\r\n` +
        'Content-Type: application/json\r\nIdempotency-Key: lento-1\r\nContent-Length: 1000\r\n\r\n{',
    );
    const drip = setInterval(() => socket.writable && socket.write(' '), 1000);
    socket.on('error', () => {});
    await new Promise((r) => setTimeout(r, 300));
    const quick = await fetch(`${caja.urls.test}/public/v1/me`, {
      headers: { Authorization: `Bearer ${key}` },
    });
    expect(quick.status).toBe(200);
    const signalledAt = Date.now();
    caja.signal('server');
    const { code, at } = await caja.exited;
    clearInterval(drip);
    expect(code).toBe(0);
    expect(at - signalledAt).toBeGreaterThanOrEqual(1_900);
    expect(at - signalledAt).toBeLessThan(5_000);
  });

  it('a request that arrives while the process drains gets 503 SERVICE_UNAVAILABLE in the envelope, with Retry-After', async () => {
    const caja = await start({ SHUTDOWN_GRACE_MS: '5000' });
    const key = await testKey(caja);
    // A request that is still in flight keeps the process draining meanwhile.
    const inFlight = twoStepPost(caja.urls.test, key, 1);
    await inFlight.accepted;
    // A second connection has started its request line, but not finished its headers.
    const socket = net.connect(Number(new URL(caja.urls.test).port), '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    const closed = new Promise((r) => socket.once('close', r));
    socket.write('GET /public/v1/me HTTP/1.1\r\nHost: localhost\r\n');
    await new Promise((r) => setTimeout(r, 200));
    caja.signal('server');
    await new Promise((r) => setTimeout(r, 300));
    socket.write(`Authorization: Bearer ${key}\r\n\r\n`);
    await closed;
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 503 /);
    expect(head).toMatch(/\r\nretry-after: 1\r\n/i);
    expect(head).toMatch(/\r\nconnection: close\r\n/i);
    const error = JSON.parse(body!).error;
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.request_id).toMatch(/^req_/);
    expect(head!.toLowerCase()).toContain(`request-id: ${error.request_id}`.toLowerCase());
    // Readiness says the same to a load balancer; the request in flight still completes.
    inFlight.send();
    expect((await inFlight.response()).status).toBe(201);
    expect((await caja.exited).code).toBe(0);
  });
});
