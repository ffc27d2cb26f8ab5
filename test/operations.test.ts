import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#src/config.js';
import { secureDataDir } from '#src/db/data-dir.js';
import { openDatabase } from '#src/db/database.js';
import { createCluster } from '#src/db/embedded-cluster.js';
import { isUnavailable } from '#src/db/unavailable.js';
import { migrateToLatest } from '#src/migrate.js';
import { startTestServer, type TestServer } from './helpers/harness.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '2000' });
});
afterAll(() => server.close());

describe('health', () => {
  it('GET /healthz and /readyz answer on every listener without a key', async () => {
    for (const base of Object.values(server.urls)) {
      for (const path of ['/healthz', '/readyz']) {
        const res = await fetch(`${base}${path}`);
        expect(res.status, `${base}${path}`).toBe(200);
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(res.headers.get('request-id')).toMatch(/^req_/);
      }
    }
    expect(await (await fetch(`${server.urls.live}/readyz`)).json()).toEqual({ status: 'ready' });
  });

  it('/readyz answers 503 SERVICE_UNAVAILABLE while the schema lacks a migration of this code', async () => {
    const db = server.caja.services.db;
    const latest = await db
      .selectFrom('caja_migrations' as never)
      .select(sql<string>`max(name)`.as('name'))
      .executeTakeFirstOrThrow();
    const name = (latest as { name: string }).name;
    const row = await sql<{
      timestamp: string;
    }>`select timestamp from caja_migrations where name = ${name}`.execute(db);
    await sql`delete from caja_migrations where name = ${name}`.execute(db);
    try {
      const res = await fetch(`${server.urls.test}/readyz`);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('1');
      const body = await res.json();
      expect(body.error.code).toBe('SERVICE_UNAVAILABLE');
      expect(body.error.request_id).toBe(res.headers.get('request-id'));
      // Liveness does not depend on the database.
      expect((await fetch(`${server.urls.test}/healthz`)).status).toBe(200);
    } finally {
      await sql`insert into caja_migrations (name, timestamp) values (${name}, ${row.rows[0]!.timestamp})`.execute(
        db,
      );
    }
    expect((await fetch(`${server.urls.test}/readyz`)).status).toBe(200);
  });

  it('the health routes are not part of the public API document', async () => {
    const doc = await (await fetch(`${server.urls.test}/public/v1/openapi.json`)).json();
    expect(Object.keys(doc.paths).filter((p) => /healthz|readyz/.test(p))).toEqual([]);
  });
});

describe('slow clients', () => {
  /** Opens a connection, writes `first`, then one byte a second; resolves when the server closes it. */
  async function dripping(first: string): Promise<{ closedAfterMs: number; answer: string }> {
    const socket = net.connect(Number(new URL(server.urls.test).port), '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    const started = Date.now();
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('error', () => {});
    socket.write(first);
    const drip = setInterval(() => socket.writable && socket.write('x'), 1000);
    await new Promise((r) => socket.once('close', r));
    clearInterval(drip);
    return { closedAfterMs: Date.now() - started, answer };
  }

  it('headers that do not arrive within HEADERS_TIMEOUT_MS end the connection', async () => {
    const { closedAfterMs } = await dripping('GET /public/v1/me HTTP/1.1\r\nHost: localhost\r\nX-Lento: ');
    // Node checks the deadlines once a second.
    expect(closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(closedAfterMs).toBeLessThan(3_500);
  });

  it('a body that does not arrive within REQUEST_TIMEOUT_MS ends the connection, and nothing is written', async () => {
    const shop = await server.tenant();
    const { closedAfterMs, answer } = await dripping(
      'POST /public/v1/customers HTTP/1.1\r\nHost: localhost\r\n' +
        `Authorization: Bearer ${shop.testKey}\r\nContent-Type: application/json\r\n` +
        'Idempotency-Key: cuerpo-lento\r\nContent-Length: 500\r\n\r\n{"name":"',
    );
    expect(closedAfterMs).toBeGreaterThanOrEqual(1_900);
    expect(closedAfterMs).toBeLessThan(4_500);
    expect(answer).not.toMatch(/^HTTP\/1\.1 2/);
    const list = await shop.test.get('/customers');
    expect(list.body.data).toEqual([]);
  });
});

describe('configuration', () => {
  it('takes the timeouts and the grace period, and refuses contradictory ones', () => {
    const config = loadConfig({
      SHUTDOWN_GRACE_MS: '5000',
      HEADERS_TIMEOUT_MS: '2000',
      REQUEST_TIMEOUT_MS: '4000',
      DATABASE_STATEMENT_TIMEOUT_MS: '3000',
      DATABASE_ACQUIRE_TIMEOUT_MS: '500',
    });
    expect(config.http).toEqual({
      trustProxy: [],
      shutdownGraceMs: 5000,
      headersTimeoutMs: 2000,
      requestTimeoutMs: 4000,
    });
    expect(config.databaseStatementTimeoutMs).toBe(3000);
    expect(config.databaseAcquireTimeoutMs).toBe(500);
    expect(loadConfig({}).http).toEqual({
      shutdownGraceMs: 25_000,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      trustProxy: [],
    });
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '10000' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ RATE_LIMIT_STORE: 'redis' })).toThrow(/REDIS_URL/);
    // Limits every process shares by default wherever several processes can run.
    const database = 'postgres://caja@db.internal:5432/caja';
    expect(loadConfig({}).rateLimit.store).toBe('memory');
    expect(loadConfig({ DATABASE_URL: database }).rateLimit.store).toBe('postgres');
    expect(loadConfig({ DATABASE_URL: database, REDIS_URL: 'redis://cache:6379' }).rateLimit.store).toBe(
      'redis',
    );
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379' }).rateLimit.store).toBe('redis');
    expect(loadConfig({ DATABASE_URL: database, RATE_LIMIT_STORE: 'memory' }).rateLimit.store).toBe('memory');
    expect(() => loadConfig({ RATE_LIMIT_STORE: 'redis', REDIS_URL: 'http://x' })).toThrow(/redis:\/\//);
  });
});

describe('what counts as the database being away', () => {
  it.each([
    [
      'terminated by an administrator',
      { code: '57P01', message: 'terminating connection due to administrator command' },
    ],
    ['starting up', { code: '57P03', message: 'the database system is starting up' }],
    ['statement timeout', { code: '57014', message: 'canceling statement due to statement timeout' }],
    ['refused', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['no free connection', new Error('timeout exceeded when trying to connect')],
    ['lost mid-query', new Error('Connection terminated unexpectedly')],
  ])('%s → 503', (_case, error) => {
    expect(isUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', { code: '23505', message: 'duplicate key value violates unique constraint' }],
    ['a syntax error', { code: '42601', message: 'syntax error at or near' }],
    ['a plain bug', new TypeError('x is undefined')],
  ])('%s is not', (_case, error) => {
    expect(isUnavailable(error)).toBe(false);
  });
});

/** The timeout guards against a hang: creating and migrating an embedded database on disk takes 20 s on a loaded machine. */
describe('embedded data directory', { timeout: 90_000 }, () => {
  it('is its owner’s alone: folders 0700 and files 0600, fixed at start whatever was there', () => {
    const dir = mkdtempSync(join(tmpdir(), 'caja-modes-'));
    try {
      const data = join(dir, 'data');
      mkdirSync(join(data, 'pg', 'base'), { recursive: true });
      chmodSync(data, 0o755);
      chmodSync(join(data, 'pg'), 0o777);
      writeFileSync(join(data, 'pg', 'base', 'rel'), 'x');
      chmodSync(join(data, 'pg', 'base', 'rel'), 0o666);
      secureDataDir(data);
      const mode = (path: string) => statSync(path).mode & 0o777;
      expect(mode(data)).toBe(0o700);
      expect(mode(join(data, 'pg'))).toBe(0o700);
      expect(mode(join(data, 'pg', 'base'))).toBe(0o700);
      expect(mode(join(data, 'pg', 'base', 'rel'))).toBe(0o600);
      const fresh = join(dir, 'fresh');
      secureDataDir(fresh);
      expect(mode(fresh)).toBe(0o700);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a new embedded database is made by a process of its own and moved into place whole', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'caja-cluster-'));
    try {
      const data = join(dir, 'data');
      // What a first start killed during its making would have left.
      mkdirSync(join(data, '.pg-new-abc123', 'base'), { recursive: true });
      const handle = await openDatabase({ dataDir: data });
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
      await handle.close();
      expect(rows).toHaveLength(1);
      expect(readdirSync(data)).toEqual(['pg']);
      expect(readdirSync(join(data, 'pg'))).toContain('PG_VERSION');
      // The same folder opens again as it is, without making anything.
      const again = await openDatabase({ dataDir: data });
      await again.close();
      expect(readdirSync(data)).toEqual(['pg']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a cluster the engine cannot make leaves nothing behind and says why', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'caja-cluster-'));
    try {
      const pgDir = join(dir, 'pg');
      await expect(createCluster(pgDir, ['-c', 'shared_buffers=nonsense'])).rejects.toThrow(
        `no se pudo crear la base de datos embebida en ${dir} (revisa que haya espacio y permiso de escritura): `,
      );
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a fresh embedded database has no file anyone else can read, even under umask 000', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'caja-fresh-'));
    const umask = process.umask(0);
    try {
      const data = join(dir, 'data');
      const handle = await openDatabase({ dataDir: data });
      await migrateToLatest(handle);
      await handle.close();
      const loose: string[] = [];
      const walk = (path: string) => {
        const stat = statSync(path);
        const expected = stat.isDirectory() ? 0o700 : 0o600;
        if ((stat.mode & 0o777) !== expected) loose.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
        if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
      };
      walk(data);
      expect(readdirSync(join(data, 'pg')).length).toBeGreaterThan(5);
      expect(loose).toEqual([]);
    } finally {
      process.umask(umask);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
