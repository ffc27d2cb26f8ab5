import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CajaProcess, processDatabase, startCajaProcess } from '../helpers/caja-process.js';

/**
 * 500 connections that send their request a byte a second (half still in their headers, half
 * in their body) against a real server process: a normal client's p99 stays within twice what
 * it is without them, measured in paired rounds so that the machine's drift falls on both, and
 * judged by the median round.
 */
describe('slow clients', () => {
  let caja: CajaProcess;
  let drop: () => Promise<void>;
  let key: string;

  beforeAll(async () => {
    const database = await processDatabase();
    drop = database.drop;
    caja = await startCajaProcess({
      ...database.env,
      RATE_LIMIT_PER_KEY: '1000000',
      RATE_LIMIT_PER_ACCOUNT: '1000000',
    });
    const account = await caja.admin.createAccount({ name: 'Tienda con clientes lentos', plan: 'pro' });
    key = (await caja.admin.createKey(account.id, { environment: 'test', scopes: ['*'] })).secret;
  });
  afterAll(async () => {
    await caja?.kill();
    await drop?.();
  });

  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  function get(path: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const request = http.get(`${caja.urls.test}${path}`, {
        agent,
        headers: { Authorization: `Bearer ${key}` },
      });
      request.on('response', (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode!));
      });
      request.on('error', reject);
    });
  }

  /** The p99 of 300 sequential requests, in ms. */
  async function p99(): Promise<number> {
    const times: number[] = [];
    for (let i = 0; i < 300; i++) {
      const started = performance.now();
      expect(await get('/public/v1/me')).toBe(200);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length * 0.99)]!;
  }

  async function openSlow(count: number): Promise<() => void> {
    const port = Number(new URL(caja.urls.test).port);
    const sockets: net.Socket[] = [];
    for (let i = 0; i < count; i++) {
      const socket = net.connect(port, '127.0.0.1');
      socket.on('error', () => {});
      await new Promise((r) => socket.once('connect', r));
      socket.write(
        i % 2 === 0
          ? 'GET /public/v1/me HTTP/1.1\r\nHost: localhost\r\nX-Lento: '
          : `POST /public/v1/customers HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${key}\r\n` +
              'Content-Type: application/json\r\nIdempotency-Key: lento\r\nContent-Length: 100000\r\n\r\n{',
      );
      sockets.push(socket);
    }
    const drip = setInterval(() => {
      for (const socket of sockets) if (socket.writable) socket.write('x');
    }, 1000);
    return () => {
      clearInterval(drip);
      for (const socket of sockets) socket.destroy();
    };
  }

  /** Rounds of alone-then-crowded; the median ratio counts, so one round the machine spent elsewhere does not. */
  const ROUNDS = 5;

  it('500 slow connections do not slow a normal client beyond 2x its p99', async () => {
    await p99(); // warm up
    const ratios: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const alone = await p99();
      const close = await openSlow(500);
      try {
        const crowded = await p99();
        ratios.push(crowded / alone);
        console.log(
          `round ${round + 1}: p99 alone ${alone.toFixed(1)} ms, with 500 slow ${crowded.toFixed(1)} ms`,
        );
      } finally {
        close();
      }
    }
    ratios.sort((a, b) => a - b);
    expect(ratios[Math.floor(ROUNDS / 2)]).toBeLessThan(2);
  });
});
