import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { Db } from '#src/db/database.js';
import { fromSortableLsn, type Lsn, parseLsn, sortableLsn } from '#src/db/replicas/lsn.js';
import { PrimaryHistory } from '#src/db/replicas/primary-history.js';
import { MemoryReadPositions } from '#src/db/replicas/read-positions.js';
import { ReadRouter, type ReadTarget } from '#src/db/replicas/read-router.js';
import { ReplicaSet, type ReplicaSource } from '#src/db/replicas/replica-set.js';
import { AppError } from '#src/domain/errors.js';

/**
 * The choice of server for each read, without a standby: WAL positions, lag in time, which
 * replicas are readable, and the per-key positions that give read-your-writes and monotonic
 * reads. Servers are stand-ins whose positions the test sets; `test/long/replicas.test.ts`
 * proves the same on a real streaming standby.
 */

describe('WAL positions', () => {
  it('reads PostgreSQL pg_lsn text into numbers that compare as positions', () => {
    expect(parseLsn('0/16B3748')).toBe(0x16b3748n);
    expect(parseLsn('1/0')).toBe(1n << 32n);
    expect(parseLsn('16/B374D848') > parseLsn('9/FFFFFFFF')).toBe(true);
    expect(() => parseLsn('16-B374D848')).toThrow(/not a WAL position/);
  });

  it('writes positions as fixed-width text whose order is the positions order', () => {
    const low = parseLsn('9/FFFFFFFF');
    const high = parseLsn('16/B374D848');
    expect(sortableLsn(low) < sortableLsn(high)).toBe(true);
    expect(fromSortableLsn(sortableLsn(high))).toBe(high);
  });
});

describe('lag of a replica in time', () => {
  it('is zero for a replica at or past the newest position, however long the primary was idle', () => {
    const history = new PrimaryHistory(5_000);
    history.record(1_000, 100n);
    expect(history.lagMs(100n, 60_000)).toBe(0);
    expect(history.lagMs(120n, 60_000)).toBe(0);
  });

  it('is the time since the primary first held WAL the replica has not replayed', () => {
    const history = new PrimaryHistory(5_000);
    history.record(1_000, 100n);
    history.record(1_200, 150n);
    history.record(1_400, 150n);
    history.record(1_600, 200n);
    expect(history.lagMs(100n, 2_000)).toBe(800);
    expect(history.lagMs(150n, 2_000)).toBe(400);
    expect(history.lagMs(99n, 2_000)).toBe(1_000);
  });

  it('keeps a replica behind every kept sample as late as the oldest of them', () => {
    const history = new PrimaryHistory(1_000);
    for (let t = 0; t <= 10_000; t += 200) history.record(t, BigInt(t + 1));
    expect(history.lagMs(0n, 10_000)).toBeGreaterThanOrEqual(1_000);
  });

  it('is unknown before the primary was read once', () => {
    expect(new PrimaryHistory(1_000).lagMs(5n, 1_000)).toBeNull();
  });
});

/** A stand-in server: its position is what the test says, and a read returns its name. */
class FakeServer implements ReplicaSource {
  position: Lsn = 0n;
  failing: Error | null = null;
  hanging = false;
  readonly db: Db;
  constructor(readonly name: string) {
    this.db = { name } as unknown as Db;
  }
  async replayed(): Promise<Lsn> {
    if (this.hanging) return new Promise<never>(() => undefined);
    if (this.failing) throw this.failing;
    return this.position;
  }
}

function world(replicaNames: string[], maxLagMs = 1_000) {
  let now = 0;
  let primaryLsn: Lsn = 100n;
  const replicas = replicaNames.map((name) => new FakeServer(name));
  const set = new ReplicaSet(replicas, {
    primaryPosition: async () => primaryLsn,
    maxLagMs,
    pollMs: 200,
    probeTimeoutMs: 50,
    now: () => now,
  });
  const targets: ReadTarget[] = [];
  const router = new ReadRouter({
    primary: { name: 'primary' } as unknown as Db,
    commitPosition: async () => primaryLsn,
    replicas: set,
    positions: new MemoryReadPositions(60_000),
    logger: pino({ level: 'silent' }),
    onRead: (target) => targets.push(target),
  });
  /** Where a read by `key` is answered, by server name. */
  const readBy = (key: string, read?: (db: Db) => Promise<string>) =>
    router.read(key, read ?? (async (db) => (db as unknown as { name: string }).name), () => true);
  return {
    set,
    router,
    replicas,
    targets,
    readBy,
    /** Moves time on by `ms` and polls, as the interval would. */
    async tick(ms = 200) {
      now += ms;
      await set.poll();
    },
    write(to: Lsn) {
      primaryLsn = to;
    },
  };
}

describe('which replicas are readable', () => {
  it('reads from a replica that has caught up, and from the primary before the first poll', async () => {
    const w = world(['r1']);
    expect(await w.readBy('k')).toBe('primary');
    w.replicas[0]!.position = 100n;
    await w.tick();
    expect(await w.readBy('other')).toBe('r1');
  });

  it('leaves out a replica lagging beyond the limit and takes it back once it catches up', async () => {
    const w = world(['r1'], 1_000);
    w.replicas[0]!.position = 100n;
    await w.tick();
    expect(w.set.status()[0]).toMatchObject({ up: true, lagMs: 0, readable: true });
    // Replay stops while the primary moves on: the next poll sees the primary's new position.
    w.write(200n);
    for (let i = 0; i < 6; i++) await w.tick();
    expect(w.set.status()[0]).toMatchObject({ readable: true, lagMs: 1_000 });
    await w.tick();
    expect(w.set.status()[0]).toMatchObject({ readable: false, lagMs: 1_200 });
    expect(await w.readBy('k')).toBe('primary');
    w.replicas[0]!.position = 200n;
    await w.tick();
    expect(w.set.status()[0]!.readable).toBe(true);
    expect(await w.readBy('k2')).toBe('r1');
  });

  it('leaves out a replica that refuses connections or does not answer in time, at the next poll', async () => {
    const w = world(['r1', 'r2']);
    for (const r of w.replicas) r.position = 100n;
    await w.tick();
    w.replicas[0]!.failing = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    w.replicas[1]!.hanging = true;
    await w.tick();
    expect(w.set.status().map((s) => s.readable)).toEqual([false, false]);
    expect(await w.readBy('k')).toBe('primary');
    w.replicas[0]!.failing = null;
    await w.tick();
    expect(w.set.status().map((s) => s.readable)).toEqual([true, false]);
  });
});

describe('per API key', () => {
  it('read-your-writes: after a write, the key reads from the primary until a replica has replayed it', async () => {
    const w = world(['r1']);
    w.replicas[0]!.position = 100n;
    await w.tick();
    w.write(150n);
    await w.router.wrote('writer');
    expect(await w.readBy('writer')).toBe('primary');
    // A key that did not write is not held back by another key's write.
    expect(await w.readBy('bystander')).toBe('r1');
    w.replicas[0]!.position = 150n;
    await w.tick();
    expect(await w.readBy('writer')).toBe('r1');
  });

  it('monotonic reads: a key that saw a position never reads from a replica behind it', async () => {
    const w = world(['ahead', 'behind']);
    w.write(200n);
    w.replicas[0]!.position = 200n;
    w.replicas[1]!.position = 180n;
    w.replicas[1]!.failing = new Error('starting up');
    await w.tick();
    expect(await w.readBy('k')).toBe('ahead');
    w.replicas[1]!.failing = null;
    await w.tick();
    expect(w.set.status().map((s) => s.readable)).toEqual([true, true]);
    // The key has seen 200: `behind`, readable for others, is no longer for this key.
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) seen.add(await w.readBy('k'));
    expect(seen).toEqual(new Set(['ahead']));
    // A new key may read from either.
    const fresh = new Set<string>();
    for (let i = 0; i < 40; i++) fresh.add(await w.readBy(`fresh-${i}`));
    expect(fresh).toEqual(new Set(['ahead', 'behind']));
  });

  it('a key that read from a replica reads there again at once, though it replayed more since the poll', async () => {
    const w = world(['r1']);
    w.replicas[0]!.position = 100n;
    await w.tick();
    w.write(120n);
    // Replayed after the poll: the answer may be as of 120, and the key is held to 120.
    w.replicas[0]!.position = 120n;
    expect(await w.readBy('k')).toBe('r1');
    expect(await w.readBy('k')).toBe('r1');
    expect(w.targets).toEqual(['replica', 'replica']);
  });

  it('monotonic reads: after a read from the primary, a replica must reach the primary position of then', async () => {
    const w = world(['r1'], 10_000);
    w.replicas[0]!.failing = new Error('restarting');
    w.write(300n);
    await w.tick();
    expect(await w.readBy('k')).toBe('primary');
    w.replicas[0]!.failing = null;
    w.replicas[0]!.position = 250n;
    await w.tick();
    // Readable (within the lag limit), and used by another key: not by `k`, which saw 300.
    expect(w.set.status()[0]!.readable).toBe(true);
    expect(await w.readBy('other')).toBe('r1');
    expect(await w.readBy('k')).toBe('primary');
    w.replicas[0]!.position = 300n;
    await w.tick();
    expect(await w.readBy('k')).toBe('r1');
  });
});

describe('a read a replica cannot answer', () => {
  it('is answered by the primary when the replica fails mid-read, and the replica is left out', async () => {
    const w = world(['r1']);
    w.replicas[0]!.position = 100n;
    await w.tick();
    const answer = await w.readBy('k', async (db) => {
      const name = (db as unknown as { name: string }).name;
      if (name === 'r1') throw Object.assign(new Error('Connection terminated unexpectedly'), {});
      return name;
    });
    expect(answer).toBe('primary');
    expect(w.set.status()[0]!.readable).toBe(false);
    expect(w.targets).toEqual(['primary']);
  });

  it('asks the primary again for a row the replica does not have, and passes other refusals on', async () => {
    const w = world(['r1']);
    w.replicas[0]!.position = 100n;
    await w.tick();
    const notOnReplica = async (db: Db) => {
      if ((db as unknown as { name: string }).name === 'r1') throw new AppError('NOT_FOUND');
      return 'found on the primary';
    };
    const retryNotFound = (error: unknown) => error instanceof AppError && error.code === 'NOT_FOUND';
    expect(await w.router.read('k', notOnReplica, retryNotFound)).toBe('found on the primary');
    const badCursor = async () => {
      throw new AppError('INVALID_CURSOR');
    };
    await expect(w.router.read('k2', badCursor, retryNotFound)).rejects.toMatchObject({
      code: 'INVALID_CURSOR',
    });
  });
});
