import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimitStore } from '#src/domain/rate-limit/gcra.js';
import { MemoryRateLimitStore } from '#src/domain/rate-limit/memory-store.js';
import { PostgresRateLimitStore } from '#src/domain/rate-limit/postgres-store.js';
import { startTestServer, type TestServer } from './helpers/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The in-memory store and the database function must make the same decisions. */
const stores = (): Array<[string, RateLimitStore]> => [
  ['memory', new MemoryRateLimitStore()],
  ['database', new PostgresRateLimitStore(server.caja.services.db)],
];

describe.each(['memory', 'database'])('the %s store', (name) => {
  const store = () => stores().find(([n]) => n === name)![1];

  it('lets a whole burst through when the period does not divide evenly (7 a minute)', async () => {
    const s = store();
    const limit = { key: `odd-${name}`, limit: 7, periodMs: 60_000 };
    const decisions = [];
    for (let i = 0; i < 8; i++) decisions.push(await s.consume([limit], 1_000_000));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, true, true, true, true, false]);
    expect(decisions[6]!.outcomes[0]!.remaining).toBe(0);
    expect(decisions[7]!.outcomes[0]!.retryAfterMs).toBeGreaterThan(0);
  });

  it('charges no limit when one of them refuses', async () => {
    const s = store();
    const tight = { key: `tight-${name}`, limit: 1, periodMs: 60_000 };
    const loose = { key: `loose-${name}`, limit: 100, periodMs: 60_000 };
    expect((await s.consume([tight, loose], 5_000_000)).allowed).toBe(true);
    const refused = await s.consume([tight, loose], 5_000_000);
    expect(refused.allowed).toBe(false);
    expect(refused.outcomes[1]!.remaining).toBe(99);
  });
});
