import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SaleRecord } from '#src/contract/sync/records.js';
import { saleForm } from '#src/domain/sales/sale-ingest.js';
import { canonicalJson, fingerprint } from '#src/domain/sync/fingerprint.js';
import { GENEROUS_RATE_LIMITS } from './helpers/catalog-fixtures.js';
import { registerDevice } from './helpers/device-client.js';
import { startTestServer, type TestServer } from './helpers/harness.js';
import { cloudOf, register as registerSales, saleRecord } from './helpers/sales-fixtures.js';

/**
 * Stored records keep the fingerprint of their stored form, and a re-sent record is
 * `unchanged` only when the fingerprint comes out the same: the text it is taken of must never
 * change, or every register's next re-send would look like an edit.
 */

/** How the fingerprinted text was first produced: a sorted copy, then JSON.stringify. */
const sortedCopy = (value: unknown): unknown => {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(sortedCopy);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return Object.fromEntries(entries.map(([k, v]) => [k, sortedCopy(v)]));
  }
  return value;
};

/** A small deterministic generator, so that a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function anyValue(next: () => number, depth: number): unknown {
  const pick = Math.floor(next() * (depth > 2 ? 6 : 9));
  const keys = ['id', 'b', 'a', 'Zeta', 'ñandú', 'a b', 'tax_breakdown', '_x', 'quantity', '"q"'];
  switch (pick) {
    case 0:
      return null;
    case 1:
      return next() < 0.5;
    case 2:
      return Math.round(next() * 1e9) / (next() < 0.5 ? 1 : 1000);
    case 3:
      return `texto ${Math.floor(next() * 100)} "comillas" \\ \n ñ`;
    case 4:
      return new Date(Date.UTC(2026, 0, 1) + Math.floor(next() * 1e10));
    case 5:
      return undefined;
    case 6:
    case 7:
      return Object.fromEntries(
        Array.from({ length: Math.floor(next() * 5) }, () => [
          keys[Math.floor(next() * keys.length)]!,
          anyValue(next, depth + 1),
        ]),
      );
    default:
      return Array.from({ length: Math.floor(next() * 4) }, () => anyValue(next, depth + 1));
  }
}

describe('record fingerprints', () => {
  it('writes the same text as a sorted copy through JSON.stringify, for any stored form', () => {
    const next = random(20261124);
    for (let i = 0; i < 2000; i++) {
      const value = { values: anyValue(next, 0), children: [anyValue(next, 1), anyValue(next, 1)] };
      expect(canonicalJson(value)).toBe(JSON.stringify(sortedCopy(value)));
    }
    for (let i = 0; i < 50; i++) {
      const form = saleForm(saleRecord({ notes: i % 2 ? null : `Mesa ${i}` }));
      const value = { values: form.values, children: form.lines };
      expect(canonicalJson(value)).toBe(JSON.stringify(sortedCopy(value)));
    }
  });

  it('keeps the fingerprint a stored sale was given', () => {
    const form = saleForm({
      ...saleRecord(),
      id: '0F6B8C1E-2D3A-4B5C-8D7E-9F0A1B2C3D4E',
      occurred_at: '2026-11-20T09:15:00.250-05:00',
    });
    // Lines carry random ids in the fixture: fix them too.
    const lines = form.lines.map((line, i) => ({
      ...line,
      id: `00000000-0000-4000-8000-00000000000${i}`,
      product_id: `00000000-0000-4000-8000-00000000001${i}`,
    }));
    // Taken with the sorted-copy implementation this replaced.
    expect(fingerprint({ values: form.values, children: lines })).toBe(
      '0IKpo6iIKxQu_smzJCscPxG8_Lw0kl63vKXnDU-cod4',
    );
  });
});

describe('the fingerprint an upload stores', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(GENEROUS_RATE_LIMITS);
  });
  afterAll(() => server.close());

  /** The sale above as a register sends it: its lines carry the ids the stored form was given. */
  const sale = (): SaleRecord => {
    const record = saleRecord({
      id: '0F6B8C1E-2D3A-4B5C-8D7E-9F0A1B2C3D4E',
      occurred_at: '2026-11-20T09:15:00.250-05:00',
    });
    const items = record.items.map((item, i) => ({
      ...item,
      id: `00000000-0000-4000-8000-00000000000${i}`,
      product_id: `00000000-0000-4000-8000-00000000001${i}`,
    }));
    return { ...record, items };
  };

  const storedHash = async (accountId: string): Promise<string | undefined> => {
    const { rows } = await sql<{ record_hash: string }>`
      select record_hash from sales
      where account_id = ${accountId} and environment = 'test' and id = '0f6b8c1e-2d3a-4b5c-8d7e-9f0a1b2c3d4e'
    `.execute(server.caja.services.db);
    return rows[0]?.record_hash;
  };

  it('is the one a stored sale was given, in a run of sales and alone', async () => {
    const inRun = await server.tenant();
    const device = await registerDevice(server, inRun.accountId);
    const res = await device.upload([
      { type: 'sale', data: saleRecord() },
      { type: 'sale', data: sale() },
    ]);
    expect(res.body.results.map((r) => r.status)).toEqual(['created', 'created']);

    // Alone: the path a run falls back to, record by record.
    const alone = await server.tenant();
    const register = await registerSales(cloudOf(server), alone.accountId);
    expect((await register.sale(sale())).outcome).toBe('created');

    expect(await storedHash(inRun.accountId)).toBe('0IKpo6iIKxQu_smzJCscPxG8_Lw0kl63vKXnDU-cod4');
    expect(await storedHash(alone.accountId)).toBe('0IKpo6iIKxQu_smzJCscPxG8_Lw0kl63vKXnDU-cod4');
  });
});
