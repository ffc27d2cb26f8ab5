import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredIdempotencyKeys } from '#src/domain/idempotency/idempotency.js';
import { purgeIdleRateLimits } from '#src/domain/rate-limit/postgres-store.js';
import { startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';

let server: TestServer;
let shop: TestTenant;

beforeAll(async () => {
  server = await startTestServer();
  shop = await server.tenant();
});
afterAll(() => server.close());

describe('maintenance', () => {
  it('purges idempotency values past their 24 hours and keeps the live ones', async () => {
    const { db } = server.caja.services;
    await shop.test.post('/customers', { name: 'Uno' }, { idempotencyKey: 'purge-me' });
    await shop.test.post('/customers', { name: 'Dos' }, { idempotencyKey: 'keep-me' });
    await db
      .updateTable('idempotency_keys')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('key', '=', 'purge-me')
      .execute();

    expect(await purgeExpiredIdempotencyKeys(db, new Date())).toBe(1);
    const left = await db.selectFrom('idempotency_keys').select('key').execute();
    expect(left.map((r) => r.key)).toEqual(['keep-me']);
  });

  it('purges rate-limit rows whose allowance is whole again', async () => {
    const { db } = server.caja.services;
    const now = Date.now();
    await db
      .insertInto('rate_limits')
      .values([
        { key: 'idle', tat_ms: now - 1 },
        { key: 'busy', tat_ms: now + 60_000 },
      ])
      .execute();

    expect(await purgeIdleRateLimits(db, now)).toBe(1);
    const left = await db.selectFrom('rate_limits').select('key').execute();
    expect(left.map((r) => r.key)).toEqual(['busy']);
  });
});
