import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOnce, type CajaProcess, startCajaProcess } from '../helpers/caja-process.js';
import { ADMIN_TOKEN, onPostgres } from '../helpers/harness.js';
import { ApiClient, type ApiResponse } from '../helpers/http.js';
import {
  createPgCluster,
  createStandby,
  type PgCluster,
  type PgStandby,
  postgresBinDir,
} from '../helpers/pg-cluster.js';
import { waitFor } from '../helpers/webhook-receiver.js';

const DB = 'caja_replicas';
const HIGH = '10000000';

/**
 * A throw-away primary and a hot standby made from it with `pg_basebackup -R` (streaming
 * replication, each on its own port), and Caja processes reading through the standby:
 * - `wide`: two processes with a lag limit of a minute, so that a standby whose replay is paused
 *   stays readable, behind: what read-your-writes and monotonic reads must guard against;
 * - `tight`: one process with REPLICA_MAX_LAG_MS=500, for a standby that lags or stops.
 * Each read's server is told by the process's own counter, and the standby's table statistics
 * show the reads ran there.
 */
describe.runIf(onPostgres())('read replicas on a real streaming standby', () => {
  let primary: PgCluster;
  let standby: PgStandby;
  let wide: CajaProcess[] = [];
  let tight: CajaProcess;
  let accountId = '';
  const running: CajaProcess[] = [];

  const env = (maxLagMs: number) => ({
    DATABASE_URL: primary.url(DB),
    DATABASE_REPLICA_URLS: standby.url(DB),
    REPLICA_MAX_LAG_MS: String(maxLagMs),
    REPLICA_POSITION_STORE: 'postgres',
    WEBHOOK_WORKER: 'false',
    RATE_LIMIT_PER_KEY: HIGH,
    RATE_LIMIT_PER_ACCOUNT: HIGH,
    RATE_LIMIT_WRITES_PER_KEY: HIGH,
  });

  beforeAll(async () => {
    await buildOnce();
    const bin = postgresBinDir();
    if (!bin) throw new Error('PostgreSQL server programs (initdb, pg_basebackup) are needed');
    // As PostgreSQL ships: a commit is flushed before it is visible (the helper turns it off for speed).
    primary = await createPgCluster(bin, ['-c synchronous_commit=on']);
    await primary.createDatabase(DB);
    standby = await createStandby(bin, primary);
    // The first process migrates; the others find the schema current.
    const first = await startCajaProcess(env(60_000));
    running.push(first);
    const rest = await Promise.all([startCajaProcess(env(60_000)), startCajaProcess(env(500))]);
    running.push(...rest);
    wide = [first, rest[0]!];
    tight = rest[1]!;
    accountId = (await first.admin.createAccount({ name: 'Tienda replicada', plan: 'pro' })).id;
  });

  afterAll(async () => {
    await Promise.all(running.map((p) => p.kill()));
    await standby?.remove();
    await primary?.remove();
  });

  /** A new API key of the shop, with a client for it on each process. */
  async function newKey(): Promise<{ on(p: CajaProcess): ApiClient }> {
    const secret = (await wide[0]!.admin.createKey(accountId, { environment: 'live', scopes: ['*'] })).secret;
    return { on: (p) => new ApiClient(`${p.urls.live}/public/v1`, secret) };
  }

  /** The process's count of public reads answered by `target`. */
  async function reads(p: CajaProcess, target: 'primary' | 'replica'): Promise<number> {
    const res = await fetch(`${p.urls.admin}/metrics`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    const text = await res.text();
    const line = text.split('\n').find((l) => l.startsWith(`caja_public_reads_total{target="${target}"} `));
    return line === undefined ? 0 : Number(line.split(' ')[1]);
  }

  /** What `p` reports of the standby (lag, readable), to explain a wait that timed out. */
  async function replicaState(p: CajaProcess): Promise<string> {
    const res = await fetch(`${p.urls.admin}/metrics`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    return (await res.text())
      .split('\n')
      .filter((l) => /^caja_(replica|public_reads)/.test(l))
      .join('; ');
  }

  /** Waits until `p` answers `reader` from the standby; the timeout says what `p` saw of it. */
  async function untilOnStandby(p: CajaProcess, reader: { on(p: CajaProcess): ApiClient }, what: string) {
    try {
      await waitFor(
        async () => (await servedBy(p, () => reader.on(p).get('/customers'))).by === 'replica',
        what,
      );
    } catch (error) {
      throw new Error(`${(error as Error).message}: ${await replicaState(p)}`);
    }
  }

  /** Runs `read` on `p` and says which server answered it (nothing else reads on `p` meanwhile). */
  async function servedBy<T>(
    p: CajaProcess,
    read: () => Promise<ApiResponse<T>>,
  ): Promise<{ res: ApiResponse<T>; by: 'primary' | 'replica' }> {
    const before = await reads(p, 'replica');
    const res = await read();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { res, by: (await reads(p, 'replica')) > before ? 'replica' : 'primary' };
  }

  const pauseReplay = () => standby.query(DB, 'select pg_wal_replay_pause()');
  const resumeReplay = () => standby.query(DB, 'select pg_wal_replay_resume()');
  const ids = (res: ApiResponse<{ data: Array<{ id: string }> }>) => res.body.data.map((c) => c.id);

  /** Scans of `customers` the standby has counted (its own statistics: reads that ran there). */
  async function standbyScans(): Promise<number> {
    const [row] = await standby.query<{ scans: string }>(
      DB,
      `select coalesce(seq_scan, 0) + coalesce(idx_scan, 0) as scans from pg_stat_user_tables where relname = 'customers'`,
    );
    return Number(row?.scans ?? 0);
  }

  it('serves a key that did not write from the standby, and the reads run there', async () => {
    const writer = await newKey();
    await writer.on(wide[0]!).post('/customers', { name: 'Primera' });
    const reader = await newKey();
    const scansBefore = await standbyScans();
    const servedBefore = await reads(wide[1]!, 'replica');
    // The standby may need a moment to replay the schema's last changes before it is readable.
    await untilOnStandby(wide[1]!, reader, 'a read served by the standby');
    for (let i = 0; i < 10; i++) {
      const { by } = await servedBy(wide[1]!, () => reader.on(wide[1]!).get('/customers', { limit: 5 }));
      expect(by).toBe('replica');
    }
    expect((await reads(wide[1]!, 'replica')) - servedBefore).toBeGreaterThanOrEqual(11);
    // The standby's own statistics, flushed by its backends within a second or so.
    await waitFor(async () => (await standbyScans()) - scansBefore >= 11, 'the standby counting the scans');
  });

  it('read-your-writes: a key reads its write back at once on another process, while the standby is behind', async () => {
    const writer = await newKey();
    const bystander = await newKey();
    await pauseReplay();
    try {
      for (let i = 0; i < 10; i++) {
        const created = await writer.on(wide[i % 2]!).post('/customers', { name: `Escrita ${i}` });
        expect(created.status).toBe(201);
        const back = await writer.on(wide[(i + 1) % 2]!).get(`/customers/${created.body.id}`);
        expect(back.status, JSON.stringify(back.body)).toBe(200);
        expect(back.body).toEqual(created.body);
        const list = await writer.on(wide[(i + 1) % 2]!).get('/customers', { limit: 3 });
        expect(ids(list)).toContain(created.body.id);
        // The standby is in use and really behind: a key that did not write does not see it there.
        const other = await servedBy(wide[1]!, () =>
          bystander.on(wide[1]!).get('/customers', { limit: 100 }),
        );
        expect(other.by).toBe('replica');
        expect(ids(other.res)).not.toContain(created.body.id);
      }
    } finally {
      await resumeReplay();
    }
  });

  it('monotonic reads: a key that saw newer data on the primary never gets an older answer from the standby', async () => {
    const writer = await newKey();
    const reader = await newKey();
    await pauseReplay();
    let last: string[] = [];
    try {
      // Behind by more than half a second: `tight` leaves the standby out and reads the primary.
      const created = await writer.on(wide[0]!).post('/customers', { name: 'Después de la pausa' });
      await waitFor(
        async () => (await servedBy(tight, () => reader.on(tight).get('/customers'))).by === 'primary',
        'the tight process leaving the lagging standby out',
      );
      last = ids(await reader.on(tight).get('/customers', { limit: 100 }));
      expect(last).toContain(created.body.id);
      // `wide` still reads from the standby, which lacks that row; this key must not be sent there.
      for (let i = 0; i < 10; i++) {
        const p = wide[i % 2]!;
        const { res, by } = await servedBy(p, () => reader.on(p).get('/customers', { limit: 100 }));
        expect(by).toBe('primary');
        expect(ids(res)).toEqual(expect.arrayContaining(last));
        last = ids(res);
      }
    } finally {
      await resumeReplay();
    }
    // Once the standby has replayed what the key saw, it is the standby's turn again.
    await untilOnStandby(wide[1]!, reader, 'the standby taking the key back after catching up');
    const after = await reader.on(wide[1]!).get('/customers', { limit: 100 });
    expect(ids(after)).toEqual(expect.arrayContaining(last));
  });

  it('incremental sync with updated_since misses no record while the standby pauses and resumes', async () => {
    const writer = await newKey();
    const syncer = await newKey();
    const created: string[] = [];
    let writing = true;
    const writes = (async () => {
      for (let i = 0; writing; i++) {
        const res = await writer.on(wide[0]!).post('/customers', { name: `Sincronizada ${i}` });
        expect(res.status).toBe(201);
        created.push(res.body.id);
      }
    })();
    const seen = new Set<string>();
    let since = '2000-01-01T00:00:00.000Z';
    /** One incremental sync: every page of what changed since the last one. */
    const sync = async (p: CajaProcess) => {
      let cursor: string | null = null;
      let newest = since;
      do {
        const query: Record<string, string | number> = { updated_since: since, limit: 50 };
        if (cursor) query['starting_after'] = cursor;
        const page = await syncer.on(p).get('/customers', query);
        expect(page.status).toBe(200);
        for (const c of page.body.data as Array<{ id: string; updated_at: string }>) {
          seen.add(c.id);
          if (c.updated_at > newest) newest = c.updated_at;
        }
        cursor = page.body.has_more ? page.body.next_cursor : null;
      } while (cursor);
      since = newest;
    };
    const fromStandby = async () => (await reads(wide[0]!, 'replica')) + (await reads(wide[1]!, 'replica'));
    const standbyBefore = await fromStandby();
    try {
      for (let round = 0; round < 3; round++) {
        await pauseReplay();
        for (let i = 0; i < 5; i++) await sync(wide[i % 2]!);
        await resumeReplay();
        for (let i = 0; i < 5; i++) await sync(i % 2 === 0 ? tight : wide[1]!);
      }
    } finally {
      writing = false;
      await writes;
      await resumeReplay();
    }
    // The last writes reach the standby; a key's sync keeps going until it is there.
    await waitFor(async () => {
      await sync(wide[1]!);
      return created.every((id) => seen.has(id));
    }, 'every created record seen by the incremental sync');
    expect(created.length).toBeGreaterThan(10);
    // Some of those syncs were answered by the standby while it was paused behind the writer.
    expect((await fromStandby()) - standbyBefore).toBeGreaterThan(0);
    expect(created.filter((id) => !seen.has(id))).toEqual([]);
  });

  it('a standby lagging beyond REPLICA_MAX_LAG_MS is left out within a second with no client error, and taken back', async () => {
    const writer = await newKey();
    const reader = await newKey();
    await untilOnStandby(tight, reader, 'the tight process reading from the standby');
    await pauseReplay();
    const pausedAt = Date.now();
    let leftOutAt = 0;
    try {
      // Writes keep the primary moving; the reader asks again and again, and every answer is a 200.
      for (;;) {
        await writer.on(wide[0]!).post('/customers', { name: 'Mientras tanto' });
        const { by } = await servedBy(tight, () => reader.on(tight).get('/customers', { limit: 5 }));
        if (by === 'primary') {
          leftOutAt = Date.now();
          break;
        }
        expect(Date.now() - pausedAt).toBeLessThan(10_000);
      }
    } finally {
      await resumeReplay();
    }
    const resumedAt = Date.now();
    // Lag limit 500 ms, polled every 200 ms: out within a second of passing the limit.
    expect(leftOutAt - pausedAt).toBeLessThan(500 + 1_000);
    await untilOnStandby(tight, reader, 'the standby taken back after catching up');
    console.log(
      `lag: left out ${leftOutAt - pausedAt} ms after the pause (limit 500 ms); taken back ${Date.now() - resumedAt} ms after the resume`,
    );
  });

  it('a stopped standby costs no client an error, and reads return to it once it is back', async () => {
    const reader = await newKey();
    const processes = [...wide, tight];
    for (const p of processes) {
      await untilOnStandby(p, reader, 'reads on the standby before the stop');
    }
    const answers: number[] = [];
    let reading = true;
    const load = (async () => {
      for (let i = 0; reading; i++) {
        const p = processes[i % processes.length]!;
        answers.push((await reader.on(p).get('/customers', { limit: 5 })).status);
      }
    })();
    try {
      await standby.stop('fast');
      const stoppedAt = Date.now();
      for (const p of processes) {
        await waitFor(
          async () => (await servedBy(p, () => reader.on(p).get('/customers'))).by === 'primary',
          'reads on the primary once the standby stopped',
        );
      }
      const leftOutMs = Date.now() - stoppedAt;
      await standby.start();
      await waitFor(() => standby.isReady(), 'the standby accepting connections again', {
        timeoutMs: 60_000,
      });
      const readyAt = Date.now();
      for (const p of processes) {
        await untilOnStandby(p, reader, 'reads back on the standby after its restart');
      }
      console.log(
        `stop: all processes reading the primary ${leftOutMs} ms after the stop; ` +
          `back on the standby ${Date.now() - readyAt} ms after it accepted connections`,
      );
      expect(leftOutMs).toBeLessThan(1_000 + 500);
    } finally {
      reading = false;
      await load;
    }
    expect(answers.length).toBeGreaterThan(10);
    expect(answers.filter((status) => status !== 200)).toEqual([]);
  });
});
