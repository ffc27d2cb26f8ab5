import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_RATE_LIMITS } from './helpers/catalog-fixtures.js';
import { registerDevice } from './helpers/device-client.js';
import { startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';
import { ManualClock } from './helpers/manual-clock.js';
import { saleRecord } from './helpers/sales-fixtures.js';

/**
 * The offline story (issue 4): a register sells at 10:00 Bogota time without connection and
 * uploads at 15:00. The sale keeps its business time, carries its arrival time, is found by
 * both kinds of filter, moves the device's last_sync_at and changes the report of its day.
 */
const clock = new ManualClock(new Date('2026-03-10T20:00:00.000Z')); // 15:00 in Bogota
let server: TestServer;
let shop: TestTenant;

beforeAll(async () => {
  server = await startTestServer(GENEROUS_RATE_LIMITS, { clock });
  shop = await server.tenant();
});
afterAll(() => server.close());

const report = async (day: string) =>
  (await shop.test.get('/reports/daily-sales', { from: day, to: day })).body.days[0];
const saleIds = async (query: Record<string, string>) =>
  (await shop.test.get('/sales', query)).body.data.map((s: { id: string }) => s.id);

describe('a sale made offline at 10:00 and uploaded at 15:00', () => {
  it('keeps occurred_at 10:00, takes created_at 15:00, and shows in every read of its day', async () => {
    const device = await registerDevice(server, shop.accountId, { name: 'Caja sin conexión' });
    expect((await report('2026-03-10')).sales_count).toBe(0);

    const sale = saleRecord({ occurred_at: '2026-03-10T15:00:00.000Z' }); // 10:00 in Bogota
    const upload = await device.uploadOk([{ type: 'sale', data: sale }]);
    expect(upload.last_sync_at).toBe('2026-03-10T20:00:00.000Z');

    const read = await shop.test.get(`/sales/${sale.id}`);
    expect(read.body).toMatchObject({
      occurred_at: '2026-03-10T15:00:00.000Z',
      created_at: '2026-03-10T20:00:00.000Z',
    });
    expect(await saleIds({ created_since: '2026-03-10T19:00:00Z' })).toContain(sale.id); // 14:00 Bogota
    expect(await saleIds({ occurred_since: '2026-03-10T14:00:00Z' })).toContain(sale.id); // 09:00 Bogota
    expect(await saleIds({ occurred_until: '2026-03-10T15:00:00Z' })).not.toContain(sale.id);

    const me = await shop.test.get('/me');
    const devices = me.body.data_freshness.devices as Array<{ name: string; last_sync_at: string | null }>;
    expect(devices.find((d) => d.name === 'Caja sin conexión')!.last_sync_at).toBe(
      '2026-03-10T20:00:00.000Z',
    );

    expect(await report('2026-03-10')).toMatchObject({
      sales_count: 1,
      subtotal: sale.subtotal,
      tax: sale.tax,
      total: sale.total,
    });
  });

  it('changes a past day when a device uploads the next day', async () => {
    const device = await registerDevice(server, shop.accountId, { name: 'Caja tardía' });
    const before = await report('2026-03-10');
    clock.advance(24 * 3_600_000);
    const late = saleRecord({ occurred_at: '2026-03-10T22:30:00.000Z' }); // 17:30 on the 10th in Bogota
    await device.uploadOk([{ type: 'sale', data: late }]);
    const after = await report('2026-03-10');
    expect(after.sales_count).toBe(before.sales_count + 1);
    expect(after.total).toBe(before.total + late.total);
    expect((await shop.test.get(`/sales/${late.id}`)).body.created_at).toBe('2026-03-11T20:00:00.000Z');
  });
});
