import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsRepo } from '#src/domain/events/events.repo.js';
import { changeFeedRepo } from '#src/domain/sync/change-feed.repo.js';
import { GENEROUS_RATE_LIMITS } from './helpers/catalog-fixtures.js';
import { startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';

let server: TestServer;
let shop: TestTenant;

beforeAll(async () => {
  server = await startTestServer(GENEROUS_RATE_LIMITS);
  shop = await server.tenant();
});
afterAll(() => server.close());

const tenantOf = (t: TestTenant) => ({ accountId: t.accountId, environment: 'test' as const });
const idsOf = (body: { data: Array<{ id: string }> }) => body.data.map((c) => c.id);
const softDelete = (id: string) =>
  server.caja.services.db
    .updateTable('categories')
    .set({ deleted_at: new Date() })
    .where('id', '=', id)
    .execute();

describe('POST /categories', () => {
  it('creates a category with the contract defaults and answers 201', async () => {
    const res = await shop.test.post('/categories', { name: 'Bebidas' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      object: 'category',
      name: 'Bebidas',
      description: null,
      image_url: null,
      sort_order: 0,
      deleted_at: null,
    });
    expect(res.body.updated_at).toBe(res.body.created_at);
    const read = await shop.test.get(`/categories/${res.body.id}`);
    expect(read.body).toEqual(res.body);
  });

  it('keeps every field sent', async () => {
    const body = {
      name: 'Panadería',
      description: 'Pan del día',
      image_url: 'https://cdn.example.co/pan.png',
      sort_order: -3,
    };
    const res = await shop.test.post('/categories', body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject(body);
  });

  it('replays the stored response for the same Idempotency-Key without creating another', async () => {
    const first = await shop.test.post('/categories', { name: 'Única' }, { idempotencyKey: 'cat-once' });
    const again = await shop.test.post('/categories', { name: 'Única' }, { idempotencyKey: 'cat-once' });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.text).toBe(first.text);
  });

  it('accepts every bound exactly at its limit', async () => {
    const res = await shop.test.post('/categories', {
      name: 'n'.repeat(120),
      description: 'd'.repeat(500),
      image_url: `https://cdn.example.co/${'a'.repeat(2048 - 23)}`,
      sort_order: 2_147_483_647,
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.image_url).toHaveLength(2048);
    const low = await shop.test.post('/categories', { name: 'Bajo', sort_order: -2_147_483_648 });
    expect(low.status).toBe(201);
  });

  it.each([
    ['name', 'missing', {}],
    ['name', 'empty', { name: '' }],
    ['name', 'blank', { name: '   ' }],
    ['name', '121 characters', { name: 'n'.repeat(121) }],
    ['name', 'a NUL character', { name: 'A\u0000B' }],
    ['description', '501 characters', { name: 'A', description: 'd'.repeat(501) }],
    ['description', 'a NUL character', { name: 'A', description: 'x\u0000' }],
    [
      'image_url',
      '2049 characters',
      { name: 'A', image_url: `https://cdn.example.co/${'a'.repeat(2048 - 22)}` },
    ],
    ['image_url', 'ftp', { name: 'A', image_url: 'ftp://cdn.example.co/a.png' }],
    ['image_url', 'javascript:', { name: 'A', image_url: 'javascript:alert(1)' }],
    ['image_url', 'relative', { name: 'A', image_url: '/imagenes/a.png' }],
    ['image_url', 'without a host', { name: 'A', image_url: 'https://' }],
    ['sort_order', 'fractional', { name: 'A', sort_order: 1.5 }],
    ['sort_order', 'a string', { name: 'A', sort_order: '1' }],
    ['sort_order', 'one past the maximum', { name: 'A', sort_order: 2_147_483_648 }],
    ['sort_order', 'one past the minimum', { name: 'A', sort_order: -2_147_483_649 }],
    ['color', 'unknown field', { name: 'A', color: 'rojo' }],
  ])('rejects %s (%s) with VALIDATION_ERROR', async (param, _, body) => {
    const res = await shop.test.post('/categories', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_ERROR', param });
  });
});

describe('PATCH /categories/{id}', () => {
  it('changes only the fields sent and moves updated_at', async () => {
    const created = await shop.test.post('/categories', {
      name: 'Aseo',
      description: 'Limpieza',
      sort_order: 4,
    });
    await new Promise((r) => setTimeout(r, 5));
    const res = await shop.test.patch(`/categories/${created.body.id}`, { sort_order: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Aseo', description: 'Limpieza', sort_order: 1 });
    expect(res.body.created_at).toBe(created.body.created_at);
    expect(Date.parse(res.body.updated_at)).toBeGreaterThan(Date.parse(created.body.updated_at));
  });

  it('enforces the creation bounds on every field, none required', async () => {
    const { body } = await shop.test.post('/categories', { name: 'Límites' });
    const atMax = await shop.test.patch(`/categories/${body.id}`, { description: 'd'.repeat(500) });
    expect(atMax.status).toBe(200);
    for (const [patch, param] of [
      [{}, 'body'],
      [{ name: 'n'.repeat(121) }, 'name'],
      [{ description: 'd'.repeat(501) }, 'description'],
      [{ image_url: 'mailto:a@b.co' }, 'image_url'],
      [{ sort_order: 0.5 }, 'sort_order'],
      [{ deleted_at: null }, 'deleted_at'],
    ] as const) {
      const res = await shop.test.patch(`/categories/${body.id}`, patch);
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION_ERROR', param });
    }
  });

  it('answers NOT_FOUND for an unknown id and for a category of another account', async () => {
    const other = await server.tenant();
    const theirs = await other.test.post('/categories', { name: 'Ajena' });
    for (const id of ['7d4a8c2e-1111-4222-8333-444455556666', theirs.body.id]) {
      const res = await shop.test.patch(`/categories/${id}`, { name: 'X' });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
  });

  it('refuses to edit a deleted category with CONFLICT', async () => {
    const { body } = await shop.test.post('/categories', { name: 'Vieja' });
    await softDelete(body.id);
    const res = await shop.test.patch(`/categories/${body.id}`, { name: 'Nueva' });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('CONFLICT');
  });
});

describe('events and device changes', () => {
  it('records category.created and category.updated with the resource, and an upsert for devices', async () => {
    const tenant = await server.tenant();
    const created = await tenant.test.post('/categories', { name: 'Frutas' });
    const updated = await tenant.test.patch(`/categories/${created.body.id}`, { name: 'Frutas y verduras' });
    const db = server.caja.services.db;
    const events = await eventsRepo.listForTenant(db, tenantOf(tenant));
    const byType = Object.fromEntries(events.map((e) => [e.type, (e.data as { object: unknown }).object]));
    expect(events).toHaveLength(2);
    expect(byType).toEqual({ 'category.created': created.body, 'category.updated': updated.body });
    const feed = await changeFeedRepo.readAfter(db, tenantOf(tenant), 0, 10);
    expect(feed.map((f) => [f.entity_type, f.entity_id, f.operation])).toEqual([
      ['category', created.body.id, 'upsert'],
      ['category', created.body.id, 'upsert'],
    ]);
    expect(feed.map((f) => f.payload)).toEqual([created.body, updated.body]);
  });

  it('records nothing for a refused write', async () => {
    const tenant = await server.tenant();
    await tenant.test.post('/categories', { name: '' });
    expect(await eventsRepo.listForTenant(server.caja.services.db, tenantOf(tenant))).toEqual([]);
  });
});

describe('GET /categories', () => {
  let tenant: TestTenant;
  const ids: string[] = [];

  beforeAll(async () => {
    tenant = await server.tenant();
    for (const name of ['Uno', 'Dos', 'Tres', 'Cuatro']) {
      ids.push((await tenant.test.post('/categories', { name })).body.id);
      await new Promise((r) => setTimeout(r, 3));
    }
    await softDelete(ids[1]!);
  });

  it('lists newest first without deleted categories', async () => {
    const res = await tenant.test.get('/categories');
    expect(res.body).toMatchObject({ object: 'list', has_more: false, next_cursor: null });
    expect(idsOf(res.body)).toEqual([ids[3], ids[2], ids[0]]);
  });

  it('includes deleted ones, with deleted_at, when include_deleted=true', async () => {
    const res = await tenant.test.get('/categories', { include_deleted: true });
    expect(idsOf(res.body)).toEqual([...ids].reverse());
    expect(res.body.data[2].deleted_at).toMatch(/Z$/);
  });

  it('pages with cursors without repeating or skipping', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const res = await tenant.test.get('/categories', {
        limit: 1,
        include_deleted: true,
        ...(cursor ? { starting_after: cursor } : {}),
      });
      seen.push(...idsOf(res.body));
      cursor = res.body.has_more ? res.body.next_cursor : undefined;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
  });

  it('refuses a cursor of another list with INVALID_CURSOR', async () => {
    const customers = await tenant.test.post('/customers', { name: 'A' });
    await tenant.test.post('/customers', { name: 'B' });
    const page = await tenant.test.get('/customers', { limit: 1 });
    expect(customers.status).toBe(201);
    const res = await tenant.test.get('/categories', { starting_after: page.body.next_cursor });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_CURSOR');
  });

  it('applies the time filters', async () => {
    const all = (await tenant.test.get('/categories', { include_deleted: true })).body.data;
    const pivot = all.find((c: { id: string }) => c.id === ids[2]);
    const since = await tenant.test.get('/categories', { created_since: pivot.created_at });
    expect(idsOf(since.body)).toEqual([ids[3], ids[2]]);
    const until = await tenant.test.get('/categories', { created_until: pivot.created_at });
    expect(idsOf(until.body)).toEqual([ids[0]]);
    const before = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 5));
    await tenant.test.patch(`/categories/${ids[0]}`, { sort_order: 9 });
    const updated = await tenant.test.get('/categories', { updated_since: before });
    expect(idsOf(updated.body)).toEqual([ids[0]]);
  });

  it('rejects unknown or malformed query parameters', async () => {
    for (const [query, param] of [
      [{ include_deleted: 'yes' }, 'include_deleted'],
      [{ limit: 101 }, 'limit'],
      [{ active: true }, 'active'],
    ] as const) {
      const res = await tenant.test.get('/categories', query as Record<string, string>);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION_ERROR', param });
    }
  });

  it('keeps the environments apart', async () => {
    const live = await tenant.live.post('/categories', { name: 'Solo en producción' });
    const fromTest = await tenant.test.get(`/categories/${live.body.id}`);
    expect(fromTest.status).toBe(404);
    expect(idsOf((await tenant.live.get('/categories')).body)).toEqual([live.body.id]);
  });
});
