import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';
import { ManualClock } from './helpers/manual-clock.js';

/** A key's last use: recorded after the response, at most once a minute per key. */
let server: TestServer;
let shop: TestTenant;
const clock = new ManualClock(new Date('2026-11-24T12:00:00.000Z'));

beforeAll(async () => {
  server = await startTestServer({}, { clock });
  shop = await server.tenant();
});
afterAll(() => server.close());

const lastUsed = async () => {
  await server.caja.services.keyUsage.flush();
  const keys = (await server.admin.raw().get(`/accounts/${shop.accountId}/api-keys?environment=test`))
    .body as {
    data: Array<{ last_used_at: string | null }>;
  };
  return keys.data[0]!.last_used_at;
};

describe('last use of a key', () => {
  it('is null until the key is used, then moves at most once a minute', async () => {
    expect(await lastUsed()).toBeNull();
    await shop.test.get('/me');
    expect(await lastUsed()).toBe('2026-11-24T12:00:00.000Z');
    clock.advance(30_000);
    await shop.test.get('/me');
    expect(await lastUsed()).toBe('2026-11-24T12:00:00.000Z');
    clock.advance(31_000);
    await shop.test.get('/me');
    expect(await lastUsed()).toBe('2026-11-24T12:01:01.000Z');
  });

  it('is not moved by a request the key cannot make', async () => {
    const before = await lastUsed();
    clock.advance(120_000);
    // A test key on the live listener is refused: that is not a use.
    expect((await server.api('live', shop.testKey).get('/me')).status).toBe(401);
    expect(await lastUsed()).toBe(before);
  });
});
