import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestHash } from '#src/domain/idempotency/request-hash.js';
import { expectError } from './helpers/envelope.js';
import { onPostgres, startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';
import type { ApiClient, ApiResponse } from './helpers/http.js';
import { ManualClock } from './helpers/manual-clock.js';

const HOUR = 60 * 60 * 1000;
const clock = new ManualClock();
let server: TestServer;
let shop: TestTenant;

beforeAll(async () => {
  server = await startTestServer({}, { clock });
  shop = await server.tenant();
});
afterAll(() => server.close());

let seq = 0;
/** A name no other test uses, so that counting customers by name counts only this test's. */
const uniqueName = (label: string) => `${label} ${++seq} ${crypto.randomUUID().slice(0, 8)}`;
const newKey = () => `idem-${crypto.randomUUID()}`;

async function countNamed(client: ApiClient, name: string): Promise<number> {
  const res = await client.get('/customers', { q: name, limit: 100 });
  expect(res.status).toBe(200);
  return res.body.data.filter((c: { name: string }) => c.name === name).length;
}

const db = () => server.caja.services.db;
const idempotencyRows = (key: string) =>
  db().selectFrom('idempotency_keys').selectAll().where('key', '=', key).execute();

describe('Idempotency-Key on POST /customers', () => {
  it('processes the first use of a value normally: 201 without Idempotent-Replayed', async () => {
    const name = uniqueName('Primera');
    const res = await shop.test.post('/customers', { name }, { idempotencyKey: newKey() });
    expect(res.status).toBe(201);
    expect(res.headers.get('idempotent-replayed')).toBeNull();
    expect(await countNamed(shop.test, name)).toBe(1);
  });

  it('replays the stored response byte for byte with Idempotent-Replayed: true and creates nothing new', async () => {
    const key = newKey();
    const name = uniqueName('Repetida');
    const first = await shop.test.post('/customers', { name, phone: '300' }, { idempotencyKey: key });
    const again = await shop.test.post('/customers', { name, phone: '300' }, { idempotencyKey: key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await countNamed(shop.test, name)).toBe(1);
  });

  it('treats the same JSON with its keys in another order as the same request', async () => {
    const key = newKey();
    const name = uniqueName('Orden');
    const first = await shop.test.post(
      '/customers',
      { name, email: 'orden@example.co', contact_channel: 'store' },
      { idempotencyKey: key },
    );
    const reordered = await shop.test.post(
      '/customers',
      { contact_channel: 'store', email: 'orden@example.co', name },
      { idempotencyKey: key },
    );
    expect(reordered.status).toBe(201);
    expect(reordered.headers.get('idempotent-replayed')).toBe('true');
    expect(reordered.text).toBe(first.text);
    expect(await countNamed(shop.test, name)).toBe(1);
  });

  it.each([
    ['/customers/', 'a trailing slash'],
    ['/%63ustomers', 'a percent-encoded letter'],
  ])('treats %s (%s) as the same path as /customers', async (spelling) => {
    const key = newKey();
    const name = uniqueName('Ruta');
    const first = await shop.test.post('/customers', { name }, { idempotencyKey: key });
    const again = await shop.test.post(spelling, { name }, { idempotencyKey: key });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.text).toBe(first.text);
    expect(await countNamed(shop.test, name)).toBe(1);
  });

  it('answers 422 IDEMPOTENCY_KEY_REUSED for the same value on another path, and creates nothing there', async () => {
    const key = newKey();
    const name = uniqueName('Otra ruta');
    expect((await shop.test.post('/customers', { name }, { idempotencyKey: key })).status).toBe(201);
    expectError(
      await shop.test.post('/categories', { name }, { idempotencyKey: key }),
      422,
      'IDEMPOTENCY_KEY_REUSED',
    );
    const categories = await shop.test.get('/categories', { limit: 100 });
    expect(categories.body.data.filter((c: { name: string }) => c.name === name)).toEqual([]);
  });

  it('answers 422 IDEMPOTENCY_KEY_REUSED for the same value with another body, and changes nothing', async () => {
    const key = newKey();
    const name = uniqueName('Original');
    const first = await shop.test.post('/customers', { name }, { idempotencyKey: key });
    const other = await shop.test.post('/customers', { name, phone: '311' }, { idempotencyKey: key });
    expectError(other, 422, 'IDEMPOTENCY_KEY_REUSED');
    expect(await countNamed(shop.test, name)).toBe(1);
    expect((await shop.test.get(`/customers/${first.body.id}`)).body.phone).toBeNull();
  });

  it.each([
    ['is missing', null],
    ['is empty', ''],
  ])('answers 400 IDEMPOTENCY_KEY_REQUIRED when the header %s', async (_case, key) => {
    const name = uniqueName('Sin llave');
    expectError(
      await shop.test.post('/customers', { name }, { idempotencyKey: key }),
      400,
      'IDEMPOTENCY_KEY_REQUIRED',
    );
    expect(await countNamed(shop.test, name)).toBe(0);
  });

  it.each([
    ['a space', 'clave con espacio'],
    ['256 characters', 'k'.repeat(256)],
    ['a non-ASCII letter', 'clave-ñ'],
    ['a slash', 'a/b'],
  ])('answers 400 VALIDATION_ERROR on Idempotency-Key for a value with %s', async (_case, key) => {
    const name = uniqueName('Llave mala');
    const res = await shop.test.post('/customers', { name }, { idempotencyKey: key });
    expectError(res, 400, 'VALIDATION_ERROR', 'Idempotency-Key');
    expect(await countNamed(shop.test, name)).toBe(0);
  });

  it('accepts a value of exactly 255 characters from the allowed alphabet', async () => {
    const key = `aZ09-_:.${'k'.repeat(247)}`;
    expect(key).toHaveLength(255);
    const name = uniqueName('Larga');
    const first = await shop.test.post('/customers', { name }, { idempotencyKey: key });
    expect(first.status).toBe(201);
    const again = await shop.test.post('/customers', { name }, { idempotencyKey: key });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it('scopes values to the API key: two keys of one account using one value create two customers', async () => {
    const second = await server.admin.createKey(shop.accountId, { environment: 'test', scopes: ['*'] });
    const otherClient = server.api('test', second.secret);
    const key = newKey();
    const name = uniqueName('Dos llaves');
    const a = await shop.test.post('/customers', { name }, { idempotencyKey: key });
    const b = await otherClient.post('/customers', { name }, { idempotencyKey: key });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.headers.get('idempotent-replayed')).toBeNull();
    expect(b.body.id).not.toBe(a.body.id);
    expect(await countNamed(shop.test, name)).toBe(2);
  });

  it('frees the value after an error response, so the corrected request succeeds with it', async () => {
    const key = newKey();
    const name = uniqueName('Corregida');
    const wrong = await shop.test.post(
      '/customers',
      { name, email: 'no-es-correo' },
      { idempotencyKey: key },
    );
    expectError(wrong, 400, 'VALIDATION_ERROR', 'email');
    const fixed = await shop.test.post(
      '/customers',
      { name, email: 'si@example.co' },
      { idempotencyKey: key },
    );
    expect(fixed.status).toBe(201);
    expect(fixed.headers.get('idempotent-replayed')).toBeNull();
    expect(await countNamed(shop.test, name)).toBe(1);
  });

  it('keeps a value for 24 hours and frees it afterwards', async () => {
    const key = newKey();
    const name = uniqueName('Un día');
    expect((await shop.test.post('/customers', { name }, { idempotencyKey: key })).status).toBe(201);

    clock.advance(24 * HOUR - 1000);
    expectError(
      await shop.test.post('/customers', { name: `${name} bis` }, { idempotencyKey: key }),
      422,
      'IDEMPOTENCY_KEY_REUSED',
    );
    const stillReplayed = await shop.test.post('/customers', { name }, { idempotencyKey: key });
    expect(stillReplayed.headers.get('idempotent-replayed')).toBe('true');

    clock.advance(1001);
    const reused = await shop.test.post('/customers', { name: `${name} bis` }, { idempotencyKey: key });
    expect(reused.status).toBe(201);
    expect(reused.headers.get('idempotent-replayed')).toBeNull();
    expect(await countNamed(shop.test, `${name} bis`)).toBe(1);
  });

  it('answers 409 IDEMPOTENCY_IN_PROGRESS for an interrupted request and never executes it', async () => {
    const key = newKey();
    const body = { name: uniqueName('Interrumpida') };
    const me = await shop.test.get('/me');
    const now = clock.now();
    // What a process that died between its claim and its commit leaves behind.
    await db()
      .insertInto('idempotency_keys')
      .values({
        api_key_id: me.body.api_key.id,
        key,
        request_hash: requestHash('POST', '/public/v1/customers', body),
        state: 'running',
        response_status: null,
        response_body: null,
        created_at: now,
        expires_at: new Date(now.getTime() + 24 * HOUR),
      })
      .execute();
    for (let attempt = 0; attempt < 2; attempt++) {
      expectError(
        await shop.test.post('/customers', body, { idempotencyKey: key }),
        409,
        'IDEMPOTENCY_IN_PROGRESS',
      );
    }
    expect(await countNamed(shop.test, body.name)).toBe(0);
    expect((await idempotencyRows(key))[0]?.state).toBe('running');
  });
});

describe('the stored response commits in the same transaction as the write', () => {
  it.each([
    [
      'the event insert after the customer insert',
      sql`create trigger caja_test_sabotage before insert on events
          for each row execute function caja_test_fail()`,
    ],
    [
      'the commit itself, after the response is stored',
      sql`create constraint trigger caja_test_sabotage after insert or update on idempotency_keys
          deferrable initially deferred for each row execute function caja_test_fail()`,
    ],
  ])('leaves nothing half-written when %s fails, and the value is free again', async (_case, trigger) => {
    const key = newKey();
    const name = uniqueName('Atómica');
    await sql`create function caja_test_fail() returns trigger language plpgsql as $$
      begin raise exception 'sabotaged by the test'; end $$`.execute(db());
    await trigger.execute(db());
    let failed: ApiResponse;
    try {
      failed = await shop.test.post('/customers', { name }, { idempotencyKey: key });
    } finally {
      await sql`drop function caja_test_fail() cascade`.execute(db());
    }
    // A database failure is not client input: INTERNAL_ERROR is the honest answer here.
    expectError(failed, 500, 'INTERNAL_ERROR');
    expect(await countNamed(shop.test, name)).toBe(0);
    expect(await idempotencyRows(key)).toEqual([]);

    const retried = await shop.test.post('/customers', { name }, { idempotencyKey: key });
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(await countNamed(shop.test, name)).toBe(1);
  });
});

describe.skipIf(!onPostgres())('concurrent duplicates (PostgreSQL)', () => {
  let racer: TestTenant;
  beforeAll(async () => {
    racer = await server.tenant();
  });

  async function race(name: string, key: string) {
    const started = Date.now();
    return Promise.all(
      Array.from({ length: 20 }, async () => {
        const res = await racer.test.post('/customers', { name }, { idempotencyKey: key });
        return { res, ms: Date.now() - started };
      }),
    );
  }

  async function createdEventsFor(id: string): Promise<number> {
    const rows = await db()
      .selectFrom('events')
      .select('data')
      .where('account_id', '=', racer.accountId)
      .where('type', '=', 'customer.created')
      .execute();
    return rows.filter((r) => (r.data as { object: { id: string } }).object.id === id).length;
  }

  it('20 simultaneous identical POSTs with one value create exactly one customer and one event', async () => {
    const name = uniqueName('Carrera');
    const results = await race(name, newKey());
    const created = results.filter((r) => r.res.status === 201 && !r.res.headers.has('idempotent-replayed'));
    expect(created).toHaveLength(1);
    const winner = created[0]!.res;
    for (const { res } of results) {
      if (res === winner) continue;
      if (res.status === 409) expect(res.body.error.code).toBe('IDEMPOTENCY_IN_PROGRESS');
      else {
        expect(res.status).toBe(201);
        expect(res.headers.get('idempotent-replayed')).toBe('true');
        expect(res.text).toBe(winner.text);
      }
    }
    expect(await countNamed(racer.test, name)).toBe(1);
    expect(await createdEventsFor(winner.body.id)).toBe(1);
  });

  it('answers the duplicates at once instead of making them wait on the first one', async () => {
    const name = uniqueName('Lenta');
    // The first request's write takes 800 ms; a duplicate blocked on its lock would take as long.
    await sql`create function caja_test_slow() returns trigger language plpgsql as $$
      begin perform pg_sleep(0.8); return new; end $$`.execute(db());
    await sql`create trigger caja_test_slow before insert on customers for each row
      when (new.name like 'Lenta %') execute function caja_test_slow()`.execute(db());
    let results: Awaited<ReturnType<typeof race>>;
    try {
      results = await race(name, newKey());
    } finally {
      await sql`drop function caja_test_slow() cascade`.execute(db());
    }
    const winner = results.find((r) => r.res.status === 201 && !r.res.headers.has('idempotent-replayed'))!;
    expect(winner.ms).toBeGreaterThanOrEqual(800);
    const inProgress = results.filter((r) => r.res.status === 409);
    expect(inProgress.length).toBeGreaterThan(0);
    for (const r of inProgress) {
      expect(r.res.body.error.code).toBe('IDEMPOTENCY_IN_PROGRESS');
      expect(r.ms).toBeLessThan(winner.ms);
    }
    expect(await countNamed(racer.test, name)).toBe(1);
  });
});
