import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';

let server: TestServer;
let shop: TestTenant;

beforeAll(async () => {
  server = await startTestServer();
  shop = await server.tenant();
});
afterAll(() => server.close());

describe('POST /customers', () => {
  it('creates a customer with the contract defaults and answers 201', async () => {
    const res = await shop.test.post('/customers', { name: 'Ana María', email: 'ana@example.co' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      object: 'customer',
      name: 'Ana María',
      last_name: null,
      email: 'ana@example.co',
      person_type: 'person',
      document_type: 'CC',
      contact_channel: 'none',
      deleted_at: null,
    });
    expect(res.body.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(res.body.updated_at).toBe(res.body.created_at);
  });

  it('is readable by id right after creation', async () => {
    const created = await shop.test.post('/customers', { name: 'Carlos' });
    const read = await shop.test.get(`/customers/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);
  });

  it('rejects a body field the contract does not define, naming it in param', async () => {
    const res = await shop.test.post('/customers', { name: 'Ana', nmae: 'typo' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_ERROR', param: 'nmae' });
  });

  it.each([
    [{}, 'name'],
    [{ name: '' }, 'name'],
    [{ name: '   ' }, 'name'],
    [{ name: 'x'.repeat(121) }, 'name'],
    [{ name: 'Ana', last_name: 'x'.repeat(121) }, 'last_name'],
    [{ name: 'Ana', phone: '1'.repeat(31) }, 'phone'],
    [{ name: 'Ana', email: 'not-an-email' }, 'email'],
    [{ name: 'Ana', email: `${'a'.repeat(195)}@x.com` }, 'email'],
    [{ name: 'Ana', document_number: '1'.repeat(31) }, 'document_number'],
    [{ name: 'Ana', person_type: 'alien' }, 'person_type'],
    [{ name: 'Ana', document_type: 'DNI' }, 'document_type'],
    [{ name: 'Ana', contact_channel: 'tiktok' }, 'contact_channel'],
    [{ name: 42 }, 'name'],
  ])('rejects %j with VALIDATION_ERROR on %s', async (body, param) => {
    const res = await shop.test.post('/customers', body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    expect(res.body.error.param).toBe(param);
    expect(res.body.error.message).toMatch(/\S/);
  });

  it('accepts every boundary length exactly at its maximum', async () => {
    const res = await shop.test.post('/customers', {
      name: 'n'.repeat(120),
      last_name: 'l'.repeat(120),
      phone: '3'.repeat(30),
      email: `${'e'.repeat(195)}@x.co`,
      document_number: '9'.repeat(30),
      person_type: 'company',
      document_type: 'NIT',
      contact_channel: 'referral',
    });
    expect(res.status).toBe(201);
    expect(res.body.email).toHaveLength(200);
  });
});

describe('PATCH /customers/{id}', () => {
  it('changes only the fields sent and moves updated_at', async () => {
    const created = await shop.test.post('/customers', { name: 'Luisa', phone: '300' });
    await new Promise((r) => setTimeout(r, 5));
    const res = await shop.test.patch(`/customers/${created.body.id}`, { phone: '301' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Luisa', phone: '301', created_at: created.body.created_at });
    expect(Date.parse(res.body.updated_at)).toBeGreaterThan(Date.parse(created.body.updated_at));
  });

  it('refuses an empty body', async () => {
    const created = await shop.test.post('/customers', { name: 'Luisa' });
    const res = await shop.test.patch(`/customers/${created.body.id}`, {});
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
  });

  it('answers NOT_FOUND for an unknown id and VALIDATION_ERROR for a malformed one', async () => {
    const unknown = await shop.test.patch('/customers/7d4a8c2e-1111-4222-8333-444455556666', { name: 'X' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('NOT_FOUND');
    const malformed = await shop.test.patch('/customers/abc', { name: 'X' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toMatchObject({ code: 'VALIDATION_ERROR', param: 'id' });
  });

  it('does not take an Idempotency-Key requirement', async () => {
    const created = await shop.test.post('/customers', { name: 'Pedro' });
    const res = await shop.test.patch(`/customers/${created.body.id}`, { last_name: 'Pérez' });
    expect(res.status).toBe(200);
  });
});

describe('GET /customers', () => {
  let other: TestTenant;
  const ids: string[] = [];

  beforeAll(async () => {
    other = await server.tenant();
    for (const [i, body] of [
      { name: 'Zoe 100% real', email: 'Zoe@Example.CO', document_number: 'D-1' },
      { name: 'Zoe_under', phone: '555_1234' },
      { name: 'Zoey', last_name: 'Gómez' },
      { name: 'Mateo', document_number: 'D-2' },
      { name: 'Valentina' },
    ].entries()) {
      const res = await other.test.post('/customers', body, { idempotencyKey: `seed-${i}` });
      ids.push(res.body.id);
    }
  });

  it('lists newest first in the list envelope', async () => {
    const res = await other.test.get('/customers');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ object: 'list', has_more: false, next_cursor: null });
    expect(res.body.data.map((c: { id: string }) => c.id)).toEqual([...ids].reverse());
  });

  it('pages with opaque cursors without repeating or skipping', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const res = await other.test.get('/customers', {
        limit: 2,
        ...(cursor ? { starting_after: cursor } : {}),
      });
      expect(res.body.data.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.data.map((c: { id: string }) => c.id));
      cursor = res.body.has_more ? res.body.next_cursor : undefined;
      if (res.body.has_more) expect(typeof res.body.next_cursor).toBe('string');
      else expect(res.body.next_cursor).toBeNull();
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
  });

  it('answers a page without filters as it answers the same page with a filter that excludes nothing', async () => {
    // Pages without filters run statements compiled once; filtered pages are built per request.
    const plain = await other.test.get('/customers', { limit: 2 });
    const filtered = await other.test.get('/customers', { limit: 2, include_deleted: false });
    expect(filtered.body).toEqual(plain.body);
    const next = { limit: 2, starting_after: plain.body.next_cursor };
    const plainNext = await other.test.get('/customers', next);
    const filteredNext = await other.test.get('/customers', { ...next, include_deleted: false });
    expect(plainNext.body.data).toHaveLength(2);
    expect(filteredNext.body).toEqual(plainNext.body);
  });

  it('keeps a cursor valid while new customers arrive', async () => {
    const first = await other.test.get('/customers', { limit: 2 });
    await other.test.post('/customers', { name: 'Recién llegado' });
    const second = await other.test.get('/customers', { limit: 2, starting_after: first.body.next_cursor });
    expect(second.body.data.map((c: { id: string }) => c.id)).toEqual([ids[2], ids[1]]);
  });

  it('rejects a tampered cursor with INVALID_CURSOR', async () => {
    for (const cursor of [
      'nonsense',
      Buffer.from('["sales","2026-01-01T00:00:00.000Z","x"]').toString('base64url'),
    ]) {
      const res = await other.test.get('/customers', { starting_after: cursor });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'INVALID_CURSOR', param: 'starting_after' });
    }
  });

  it('filters by email case-insensitively and by exact document number', async () => {
    const byEmail = await other.test.get('/customers', { email: 'zoe@example.co' });
    expect(byEmail.body.data.map((c: { id: string }) => c.id)).toEqual([ids[0]]);
    const byDoc = await other.test.get('/customers', { document_number: 'D-2' });
    expect(byDoc.body.data.map((c: { id: string }) => c.id)).toEqual([ids[3]]);
    const partialDoc = await other.test.get('/customers', { document_number: 'D-' });
    expect(partialDoc.body.data).toEqual([]);
  });

  it('searches with q across fields, treating % and _ literally', async () => {
    const zoe = await other.test.get('/customers', { q: 'zoe' });
    expect(zoe.body.data).toHaveLength(3);
    const percent = await other.test.get('/customers', { q: '0%' });
    expect(percent.body.data.map((c: { id: string }) => c.id)).toEqual([ids[0]]);
    const underscore = await other.test.get('/customers', { q: 'e_u' });
    expect(underscore.body.data.map((c: { id: string }) => c.id)).toEqual([ids[1]]);
    const wildcardOnly = await other.test.get('/customers', { q: '__' });
    expect(wildcardOnly.body.data).toEqual([]);
    const phone = await other.test.get('/customers', { q: '5_12' });
    expect(phone.body.data.map((c: { id: string }) => c.id)).toEqual([ids[1]]);
  });

  it('enforces the q, email, document_number and limit bounds', async () => {
    for (const [query, param] of [
      [{ q: 'a' }, 'q'],
      [{ q: 'a'.repeat(101) }, 'q'],
      [{ email: 'a'.repeat(255) }, 'email'],
      [{ document_number: '1'.repeat(41) }, 'document_number'],
      [{ limit: 0 }, 'limit'],
      [{ limit: 101 }, 'limit'],
      [{ limit: 'ten' }, 'limit'],
      [{ created_since: 'yesterday' }, 'created_since'],
      [{ created_since: '2026-11-01T00:00:00' }, 'created_since'],
      [{ include_deleted: 'yes' }, 'include_deleted'],
    ] as const) {
      const res = await other.test.get('/customers', query as Record<string, string>);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION_ERROR', param });
    }
  });

  it('applies created_since inclusively and created_until exclusively', async () => {
    const all = (await other.test.get('/customers', { limit: 100 })).body.data as Array<{
      id: string;
      created_at: string;
    }>;
    const pivot = all.find((c) => c.id === ids[2])!;
    const since = await other.test.get('/customers', { created_since: pivot.created_at, limit: 100 });
    expect(since.body.data.map((c: { id: string }) => c.id)).toContain(ids[2]);
    expect(since.body.data.map((c: { id: string }) => c.id)).not.toContain(ids[1]);
    const until = await other.test.get('/customers', { created_until: pivot.created_at, limit: 100 });
    expect(until.body.data.map((c: { id: string }) => c.id)).not.toContain(ids[2]);
    expect(until.body.data.map((c: { id: string }) => c.id)).toContain(ids[1]);
  });

  it('filters by updated_since for incremental sync', async () => {
    const before = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 5));
    await other.test.patch(`/customers/${ids[0]}`, { phone: '1' });
    const res = await other.test.get('/customers', { updated_since: before });
    expect(res.body.data.map((c: { id: string }) => c.id)).toEqual([ids[0]]);
  });
});
