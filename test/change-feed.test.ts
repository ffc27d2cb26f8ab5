import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tenant } from '#src/domain/context.js';
import { type Change, changeFeedRepo, type FeedEntry } from '#src/domain/sync/change-feed.repo.js';
import { GENEROUS_RATE_LIMITS } from './helpers/catalog-fixtures.js';
import { onPostgres, startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';
import { addWarehouse, simpleProduct, testTenant } from './helpers/inventory-fixtures.js';

/**
 * The change feed never misses: a device that reads after its last position sees every
 * committed change exactly once, in order, even while many writers commit concurrently and
 * some transactions stay open for a while or roll back.
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(GENEROUS_RATE_LIMITS);
});
afterAll(() => server.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const probe = (): Change => ({
  entityType: 'probe',
  entityId: crypto.randomUUID(),
  operation: 'upsert',
  payload: { probe: true },
});
class Abort extends Error {}

/**
 * A transaction opened straight on the database that appends one probe change. `holdMs` keeps
 * it open after taking its position (before commit or rollback); `workMs` keeps it open before.
 * `hold` is called once the position is taken, and the transaction stays open until it resolves.
 */
async function probeWrite(
  tenant: Tenant,
  options: { holdMs?: number; workMs?: number; rollback?: boolean; hold?: () => Promise<void> } = {},
): Promise<{ id: string; committed: boolean }> {
  const change = probe();
  try {
    await server.caja.services.db.transaction().execute(async (tx) => {
      await sleep(options.workMs ?? 0);
      await changeFeedRepo.append(tx, tenant, [change], new Date());
      await sleep(options.holdMs ?? 0);
      await options.hold?.();
      if (options.rollback) throw new Abort();
    });
    return { id: change.entityId, committed: true };
  } catch (error) {
    if (error instanceof Abort) return { id: change.entityId, committed: false };
    throw error;
  }
}

/** Polls the feed as a device does, advancing its cursor; records any gap or repeat it meets. */
function startReader(tenant: Tenant) {
  const seen: FeedEntry[] = [];
  const problems: string[] = [];
  let cursor = 0;
  let stopping = false;
  const poll = async () => {
    const batch = await changeFeedRepo.readAfter(server.caja.services.db, tenant, cursor, 50);
    for (const entry of batch) {
      if (entry.position !== cursor + 1) problems.push(`after ${cursor} came ${entry.position}`);
      cursor = entry.position;
      seen.push(entry);
    }
    return batch.length;
  };
  const running = (async () => {
    while (!stopping) if ((await poll()) === 0) await sleep(2);
    while ((await poll()) > 0);
  })();
  return {
    seen,
    problems,
    async stop() {
      stopping = true;
      await running;
    },
  };
}

describe('the change feed', () => {
  it.skipIf(!onPostgres())(
    'gives a polling reader every committed position exactly once, in order, with no gaps, under concurrent writers',
    async () => {
      const shop = await server.tenant();
      const tenant = testTenant(shop.accountId);
      const warehouse = await addWarehouse(server, shop.accountId, { is_default: true });
      const productId = await simpleProduct(shop.test);
      const reader = startReader(tenant);
      const committed: string[] = [warehouse.id, productId];
      const rolledBack: string[] = [];

      const apiWrite = async (loop: number, i: number) => {
        const res =
          i % 2 === 0
            ? await shop.test.post('/customers', { name: `Cliente ${loop}-${i}` })
            : await shop.test.post('/inventory/movements', {
                product_id: productId,
                type: 'in',
                quantity: 1,
              });
        expect(res.status, res.text).toBe(201);
        committed.push(res.body.id);
      };
      const writer = async (loop: number) => {
        for (let i = 0; i < 16; i++) {
          if (i % 5 === 4) {
            const slow = await probeWrite(tenant, {
              holdMs: 20 + ((loop * 7 + i) % 4) * 15,
              workMs: loop % 2 === 0 ? 30 : 0,
              rollback: (loop + i) % 3 === 0,
            });
            (slow.committed ? committed : rolledBack).push(slow.id);
          } else {
            await apiWrite(loop, i);
          }
        }
      };
      await Promise.all(Array.from({ length: 8 }, (_, loop) => writer(loop)));
      await reader.stop();

      expect(reader.problems).toEqual([]);
      const positions = reader.seen.map((e) => e.position);
      expect(positions).toEqual(Array.from({ length: positions.length }, (_, i) => i + 1));
      const inFeed = await changeFeedRepo.readAfter(server.caja.services.db, tenant, 0, 100_000);
      expect(inFeed.map((e) => e.position)).toEqual(positions);
      const seenIds = reader.seen.map((e) => e.entity_id);
      expect(new Set(seenIds).size).toBe(seenIds.length);
      expect([...seenIds].sort()).toEqual([...committed].sort());
      expect(rolledBack.length).toBeGreaterThan(0);
      for (const id of rolledBack) expect(seenIds).not.toContain(id);
    },
  );

  it('leaves no gap behind a transaction that rolled back after taking a position', async () => {
    const shop = await server.tenant();
    const tenant = testTenant(shop.accountId);
    const first = await probeWrite(tenant);
    const lost = await probeWrite(tenant, { rollback: true });
    const last = await shop.test.post('/customers', { name: 'Después del rollback' });
    const feed = await changeFeedRepo.readAfter(server.caja.services.db, tenant, 0, 50);
    expect(feed.map((e) => [e.position, e.entity_id])).toEqual([
      [1, first.id],
      [2, last.body.id],
    ]);
    expect(lost.committed).toBe(false);
  });

  it.skipIf(!onPostgres())(
    'makes a later writer wait for an open transaction, so its position is never visible first',
    async () => {
      const shop: TestTenant = await server.tenant();
      const tenant = testTenant(shop.accountId);
      let holding!: () => void;
      let release!: () => void;
      const taken = new Promise<void>((resolve) => {
        holding = resolve;
      });
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      const slow = probeWrite(tenant, {
        hold: () => {
          holding();
          return released;
        },
      });
      await taken;
      const fast = shop.test.post('/customers', { name: 'Rápido' });
      await sleep(200);
      // The open transaction holds position 1; the customer cannot have committed position 2 yet.
      expect(await changeFeedRepo.readAfter(server.caja.services.db, tenant, 0, 50)).toEqual([]);
      release();
      await Promise.all([slow, fast]);
      const feed = await changeFeedRepo.readAfter(server.caja.services.db, tenant, 0, 50);
      expect(feed.map((e) => [e.position, e.entity_type])).toEqual([
        [1, 'probe'],
        [2, 'customer'],
      ]);
    },
  );

  it('carries an API stock movement exactly once, also when the request is replayed', async () => {
    const shop = await server.tenant();
    const tenant = testTenant(shop.accountId);
    await addWarehouse(server, shop.accountId, { is_default: true });
    const productId = await simpleProduct(shop.test);
    const body = { product_id: productId, type: 'out', quantity: 2 };
    const res = await shop.test.post('/inventory/movements', body, { idempotencyKey: 'feed-once' });
    const replay = await shop.test.post('/inventory/movements', body, { idempotencyKey: 'feed-once' });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const feed = await changeFeedRepo.readAfter(server.caja.services.db, tenant, 0, 50);
    const movements = feed.filter((e) => e.entity_type === 'stock_movement');
    expect(movements).toHaveLength(1);
    expect(movements[0]).toMatchObject({
      entity_id: res.body.id,
      operation: 'stock_delta',
      origin_device_id: null,
      payload: res.body,
    });
  });
});
