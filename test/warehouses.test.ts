import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeFeedRepo } from '#src/domain/sync/change-feed.repo.js';
import { GENEROUS_RATE_LIMITS } from './helpers/catalog-fixtures.js';
import { onPostgres, startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';
import { addWarehouse, testTenant } from './helpers/inventory-fixtures.js';

let server: TestServer;
let shop: TestTenant;

beforeAll(async () => {
  server = await startTestServer(GENEROUS_RATE_LIMITS);
  shop = await server.tenant();
});
afterAll(() => server.close());

const ids = (res: { body: { data: Array<{ id: string }> } }) => res.body.data.map((w) => w.id);

describe('POST /admin/v1/accounts/{id}/warehouses', () => {
  it('creates a warehouse and answers 201 with the warehouse object', async () => {
    const res = await server.admin
      .raw()
      .post(
        `/accounts/${shop.accountId}/warehouses`,
        { environment: 'test', name: 'Bodega principal', is_default: true },
        { idempotencyKey: null },
      );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      object: 'warehouse',
      id: expect.any(String),
      name: 'Bodega principal',
      is_default: true,
      active: true,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updated_at: res.body.created_at,
    });
    const read = await shop.test.get(`/warehouses/${res.body.id}`);
    expect(read.body).toEqual(res.body);
  });

  it('takes is_default away from the other warehouses of that environment only', async () => {
    const owner = await server.tenant();
    const other = await server.tenant();
    const first = await addWarehouse(server, owner.accountId, { is_default: true });
    const live = await addWarehouse(server, owner.accountId, { environment: 'live', is_default: true });
    const strangers = await addWarehouse(server, other.accountId, { is_default: true });
    const second = await addWarehouse(server, owner.accountId, { is_default: true });

    const listed = (await owner.test.get('/warehouses')).body.data;
    expect(listed.map((w: { id: string; is_default: boolean }) => [w.id, w.is_default])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    const demoted = listed[1];
    expect(Date.parse(demoted.updated_at)).toBeGreaterThanOrEqual(Date.parse(demoted.created_at));
    expect((await owner.live.get(`/warehouses/${live.id}`)).body.is_default).toBe(true);
    expect((await other.test.get(`/warehouses/${strangers.id}`)).body.is_default).toBe(true);
  });

  it('leaves the current default alone when the new warehouse is not default', async () => {
    const owner = await server.tenant();
    const main = await addWarehouse(server, owner.accountId, { is_default: true });
    const extra = await addWarehouse(server, owner.accountId, {});
    expect(extra.is_default).toBe(false);
    expect((await owner.test.get(`/warehouses/${main.id}`)).body.is_default).toBe(true);
  });

  it('sends the new warehouse, and every one that stopped being default, to the devices through the feed', async () => {
    const owner = await server.tenant();
    const first = await addWarehouse(server, owner.accountId, { is_default: true });
    const second = await addWarehouse(server, owner.accountId, { is_default: true });
    const feed = await changeFeedRepo.readAfter(server.caja.services.db, testTenant(owner.accountId), 0, 50);
    expect(
      feed.map((e) => [e.position, e.entity_type, e.operation, e.entity_id, e.origin_device_id]),
    ).toEqual([
      [1, 'warehouse', 'upsert', first.id, null],
      [2, 'warehouse', 'upsert', second.id, null],
      [3, 'warehouse', 'upsert', first.id, null],
    ]);
    expect(feed[2]!.payload).toMatchObject({ object: 'warehouse', id: first.id, is_default: false });
    expect(feed[1]!.payload).toEqual(second);
  });

  it.each([
    [{ name: 'Sin ambiente' }, 'environment'],
    [{ environment: 'staging', name: 'X' }, 'environment'],
    [{ environment: 'test' }, 'name'],
    [{ environment: 'test', name: '   ' }, 'name'],
    [{ environment: 'test', name: 'x'.repeat(121) }, 'name'],
    [{ environment: 'test', name: 'X', is_default: 'yes' }, 'is_default'],
    [{ environment: 'test', name: 'X', active: false }, 'active'],
  ])('rejects %j with VALIDATION_ERROR on %s', async (body, param) => {
    const res = await server.admin
      .raw()
      .post(`/accounts/${shop.accountId}/warehouses`, body, { idempotencyKey: null });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_ERROR', param });
  });

  it('answers NOT_FOUND for an account that does not exist', async () => {
    const res = await server.admin.raw().post(
      `/accounts/${crypto.randomUUID()}/warehouses`,
      { environment: 'test', name: 'X' },
      {
        idempotencyKey: null,
      },
    );
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });

  it.skipIf(!onPostgres())(
    'leaves exactly one default when several defaults are created at once',
    async () => {
      const owner = await server.tenant();
      await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          addWarehouse(server, owner.accountId, { name: `B${i}`, is_default: true }),
        ),
      );
      const listed = (await owner.test.get('/warehouses')).body.data as Array<{ is_default: boolean }>;
      expect(listed).toHaveLength(8);
      expect(listed.filter((w) => w.is_default)).toHaveLength(1);
    },
  );
});

describe('GET /warehouses', () => {
  let owner: TestTenant;
  const created: string[] = [];

  beforeAll(async () => {
    owner = await server.tenant();
    for (const name of ['Principal', 'Trastienda', 'Sucursal norte', 'Sucursal sur']) {
      created.push(
        (await addWarehouse(server, owner.accountId, { name, is_default: name === 'Principal' })).id,
      );
    }
  });

  it('lists newest first in the list envelope', async () => {
    const res = await owner.test.get('/warehouses');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ object: 'list', has_more: false, next_cursor: null });
    expect(ids(res)).toEqual([...created].reverse());
  });

  it('pages with cursors without repeating or skipping', async () => {
    const first = await owner.test.get('/warehouses', { limit: 3 });
    expect(first.body.has_more).toBe(true);
    const second = await owner.test.get('/warehouses', { limit: 3, starting_after: first.body.next_cursor });
    expect([...ids(first), ...ids(second)]).toEqual([...created].reverse());
    expect(second.body).toMatchObject({ has_more: false, next_cursor: null });
  });

  it('filters by created_since and created_until', async () => {
    const all = (await owner.test.get('/warehouses')).body.data;
    const pivot = all[1].created_at;
    const since = await owner.test.get('/warehouses', { created_since: pivot });
    expect(ids(since)).toContain(all[1].id);
    expect(ids(since)).not.toContain(all[3].id);
    const until = await owner.test.get('/warehouses', { created_until: pivot });
    expect(ids(until)).not.toContain(all[1].id);
    expect(ids(until)).toContain(all[3].id);
  });

  it('rejects a cursor of another list with INVALID_CURSOR and an unknown filter with VALIDATION_ERROR', async () => {
    const customers = await owner.test.post('/customers', { name: 'A' });
    await owner.test.post('/customers', { name: 'B' });
    const page = await owner.test.get('/customers', { limit: 1 });
    expect(customers.status).toBe(201);
    const res = await owner.test.get('/warehouses', { starting_after: page.body.next_cursor });
    expect(res.body.error).toMatchObject({ code: 'INVALID_CURSOR', param: 'starting_after' });
    const unknown = await owner.test.get('/warehouses', { active: true });
    expect(unknown.body.error).toMatchObject({ code: 'VALIDATION_ERROR', param: 'active' });
  });

  it("never shows another account's or the other environment's warehouses", async () => {
    expect(ids(await owner.live.get('/warehouses'))).toEqual([]);
    const stranger = await server.tenant();
    expect(ids(await stranger.test.get('/warehouses'))).toEqual([]);
  });
});

describe('GET /warehouses/{id}', () => {
  it("answers NOT_FOUND for another account's warehouse and for an unknown id", async () => {
    const stranger = await server.tenant();
    const theirs = await addWarehouse(server, stranger.accountId);
    for (const id of [theirs.id, crypto.randomUUID()]) {
      const res = await shop.test.get(`/warehouses/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
  });

  it('needs inventory:read', async () => {
    const key = await server.admin.createKey(shop.accountId, {
      environment: 'test',
      scopes: ['products:read'],
    });
    const res = await server.api('test', key.secret).get('/warehouses');
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: 'INSUFFICIENT_SCOPE', required_scope: 'inventory:read' });
  });
});
