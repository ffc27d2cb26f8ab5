import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#src/config.js';
import { openDatabase } from '#src/db/database.js';
import { parseLsn } from '#src/db/replicas/lsn.js';
import {
  MemoryReadPositions,
  PostgresReadPositions,
  type ReadPositions,
} from '#src/db/replicas/read-positions.js';
import { RedisReadPositions } from '#src/db/replicas/redis-read-positions.js';
import { ADMIN_TOKEN, onPostgres, startTestServer, type TestServer } from './helpers/harness.js';
import { redisAnswers } from './helpers/redis.js';
import { waitFor } from './helpers/webhook-receiver.js';

const PRIMARY = 'postgres://caja:secreto@db.internal:5432/caja';

describe('DATABASE_REPLICA_URLS and REPLICA_MAX_LAG_MS', () => {
  it('are read once, with their defaults', () => {
    const config = loadConfig({
      DATABASE_URL: PRIMARY,
      DATABASE_REPLICA_URLS: ' postgres://caja@r1:5432/caja , postgres://caja@r2:5432/caja ',
    });
    expect(config.replicas).toEqual({
      urls: ['postgres://caja@r1:5432/caja', 'postgres://caja@r2:5432/caja'],
      maxLagMs: 1_000,
      pollMs: 200,
      positionStore: 'postgres',
    });
    expect(loadConfig({}).replicas.urls).toEqual([]);
    const withRedis = loadConfig({
      DATABASE_URL: PRIMARY,
      REDIS_URL: 'redis://cache:6379',
      DATABASE_REPLICA_URLS: 'postgres://r1/caja',
      REPLICA_MAX_LAG_MS: '250',
    });
    expect(withRedis.replicas).toMatchObject({ maxLagMs: 250, positionStore: 'redis' });
  });

  it('stop the start with one clear line each when they cannot work', () => {
    const problems = (env: Record<string, string>): string[] => {
      try {
        loadConfig(env);
      } catch (error) {
        if (error instanceof ConfigError) return error.problems;
        throw error;
      }
      return [];
    };
    expect(problems({ DATABASE_REPLICA_URLS: 'postgres://r1/caja' })).toEqual([
      'DATABASE_REPLICA_URLS necesita DATABASE_URL: las réplicas son copias de un PostgreSQL primario, no de la base embebida.',
    ]);
    const bad = problems({ DATABASE_URL: PRIMARY, DATABASE_REPLICA_URLS: 'mysql://caja:clave@r1/caja' });
    expect(bad).toEqual([
      'DATABASE_REPLICA_URLS: "mysql://caja:***@r1/caja" debe ser una dirección postgres:// (varias, separadas por comas).',
    ]);
    expect(problems({ DATABASE_URL: PRIMARY, REPLICA_MAX_LAG_MS: 'pronto' })).toEqual([
      'REPLICA_MAX_LAG_MS="pronto" debe ser un entero entre 10 y 3600000.',
    ]);
    expect(problems({ DATABASE_URL: PRIMARY, REPLICA_POSITION_STORE: 'redis' })).toEqual([
      'REPLICA_POSITION_STORE=redis necesita REDIS_URL (por ejemplo redis://127.0.0.1:6379).',
    ]);
  });
});

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

const redisUp = await redisAnswers(REDIS_URL);

/** What every store of key positions promises, whichever holds them. */
function positionRules(open: () => Promise<{ positions: ReadPositions; close(): Promise<void> }>) {
  it('has no position for a key it never saw, and raises a key only upwards', async () => {
    const { positions, close } = await open();
    try {
      const key = crypto.randomUUID();
      const other = crypto.randomUUID();
      expect(await positions.get(key)).toBe(0n);
      await positions.raise(key, parseLsn('1/A0'));
      await positions.raise(key, parseLsn('0/FFFFFFFF'));
      expect(await positions.get(key)).toBe(parseLsn('1/A0'));
      await positions.raise(key, parseLsn('2B/10'));
      expect(await positions.get(key)).toBe(parseLsn('2B/10'));
      expect(await positions.get(other)).toBe(0n);
      // Many raises at once, in any order: the highest stands.
      await Promise.all([5n, 900n, 40n, 7n].map((n) => positions.raise(other, parseLsn('2B/0') + n)));
      expect(await positions.get(other)).toBe(parseLsn('2B/0') + 900n);
    } finally {
      await close();
    }
  });
}

describe('API key positions in memory', () => {
  positionRules(async () => ({ positions: new MemoryReadPositions(60_000), close: async () => undefined }));
});

describe.runIf(redisUp)('API key positions in Redis', () => {
  positionRules(async () => {
    const positions = new RedisReadPositions(REDIS_URL, 60_000);
    return { positions, close: () => positions.close() };
  });

  it('forget a position once every readable replica has it for sure (a time to live)', async () => {
    const positions = new RedisReadPositions(REDIS_URL, 60_000);
    const client = new Redis(REDIS_URL);
    try {
      const key = crypto.randomUUID();
      await positions.raise(key, 5n);
      const ttl = await client.pttl(`caja:read-lsn:${key}`);
      expect(ttl).toBeGreaterThan(50_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
    } finally {
      client.disconnect();
      await positions.close();
    }
  });
});

describe.runIf(onPostgres())('API key positions on the primary (unlogged table)', () => {
  positionRules(async () => {
    const server = await startTestServer();
    const handle = await openDatabase({ url: server.databaseUrl!, poolSize: 4 });
    return {
      positions: new PostgresReadPositions(handle.db),
      async close() {
        await handle.close();
        await server.close();
      },
    };
  });
});

/**
 * The primary named as its own replica: always caught up, so every public read goes through
 * the routing (key positions, polling, metrics) with answers that must equal the primary's.
 * `test/long/replicas.test.ts` does it with a real standby that lags and stops.
 */
describe.runIf(onPostgres())('public reads through the replica routing', () => {
  let server: TestServer;
  let db: pg.Pool;

  beforeAll(async () => {
    server = await startTestServer({ REPLICA_POLL_MS: '50' }, { selfReplica: true });
    db = new pg.Pool({ connectionString: server.databaseUrl!, max: 1 });
  });
  afterAll(async () => {
    await db?.end();
    await server?.close();
  });

  const reads = async (target: 'primary' | 'replica'): Promise<number> => {
    const res = await fetch(`${server.urls.admin}/metrics`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    const line = (await res.text())
      .split('\n')
      .find((l) => l.startsWith(`caja_public_reads_total{target="${target}"} `));
    return line === undefined ? 0 : Number(line.split(' ')[1]);
  };

  it('gives a key its write back on the very next read, and records the write position', async () => {
    const shop = await server.tenant();
    const created = await shop.live.post('/customers', { name: 'Ana Réplica' });
    expect(created.status).toBe(201);
    const read = await shop.live.get(`/customers/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);
    const list = await shop.live.get('/customers', { limit: 10 });
    expect(list.body.data.map((c: { id: string }) => c.id)).toContain(created.body.id);
    const { rows } = await db.query<{ behind: boolean }>(
      `select p.lsn <= pg_current_wal_insert_lsn() as behind
         from replica_read_positions p join api_keys k on k.id = p.api_key_id
        where k.last4 = $1`,
      [shop.liveKey.slice(-4)],
    );
    expect(rows).toEqual([{ behind: true }]);
  });

  it('serves reads from the replica once it has replayed the key position, with the same answers', async () => {
    const shop = await server.tenant();
    const created = await shop.live.post('/customers', { name: 'Beto Réplica' });
    const before = await reads('replica');
    const fromReplica = await waitFor(async () => {
      const res = await shop.live.get(`/customers/${created.body.id}`);
      expect(res.status).toBe(200);
      return (await reads('replica')) > before ? res : null;
    }, 'a read served by the replica');
    expect(fromReplica.body).toEqual(created.body);
    for (const path of ['/me', '/customers', '/events', '/inventory/levels', '/sales']) {
      expect((await shop.live.get(path)).status).toBe(200);
    }
    const report = await shop.live.get('/reports/daily-sales', { from: '2026-11-01', to: '2026-11-02' });
    expect(report.status).toBe(200);
  });

  it('answers a refusal (bad cursor, unknown id) exactly as the primary does', async () => {
    const shop = await server.tenant();
    const cursor = await shop.live.get('/customers', { starting_after: 'no-es-un-cursor' });
    expect(cursor.status).toBe(400);
    expect(cursor.body.error.code).toBe('INVALID_CURSOR');
    const missing = await shop.live.get(`/customers/${crypto.randomUUID()}`);
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('NOT_FOUND');
  });
});
