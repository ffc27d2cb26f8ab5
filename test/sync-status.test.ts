import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_RATE_LIMITS } from './helpers/catalog-fixtures.js';
import { type DeviceClient, type DeviceStatusReport, registerDevice } from './helpers/device-client.js';
import { startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';
import { ManualClock } from './helpers/manual-clock.js';
import { saleRecord } from './helpers/sales-fixtures.js';

/**
 * Device watermarks (DECISIONS.md, "Completeness and stock levels"): a register reports what it
 * still holds unsent, with an upload or on its own, and the cloud turns it into the device's
 * `complete_through` in server time.
 */
const T0 = new Date('2026-03-10T20:00:00.000Z');
const clock = new ManualClock(T0);
let server: TestServer;
let shop: TestTenant;

beforeAll(async () => {
  server = await startTestServer(GENEROUS_RATE_LIMITS, { clock });
  shop = await server.tenant();
});
afterAll(() => server.close());

const MINUTE = 60_000;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms).toISOString();
const nothingPending = (deviceTime: string): DeviceStatusReport => ({
  device_time: deviceTime,
  pending: 0,
  oldest_pending_at: null,
});

let counter = 0;
const names = new Map<string, string>();
async function newDevice(): Promise<DeviceClient> {
  const name = `Caja ${++counter}`;
  const device = await registerDevice(server, shop.accountId, { name });
  names.set(device.id, name);
  return device;
}

/** The device as GET /me shows it. */
async function shown(device: DeviceClient) {
  const me = await shop.test.get('/me');
  const devices = me.body.data_freshness.devices as Array<Record<string, unknown>>;
  return devices.find((d) => d['name'] === names.get(device.id))!;
}

/** The device's watermark as GET /me shows it. */
async function watermark(device: DeviceClient): Promise<string | null> {
  return (await shown(device))['complete_through'] as string | null;
}

describe('POST /sync/v1/status', () => {
  it('makes complete_through the arrival when nothing is pending', async () => {
    const device = await newDevice();
    const res = await device.reportStatus(nothingPending(clock.now().toISOString()));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      object: 'sync_status',
      complete_through: clock.now().toISOString(),
      pending_records: 0,
    });
  });

  it('corrects the oldest pending record by the clock offset of a register 10 minutes ahead', async () => {
    const device = await newDevice();
    const arrival = clock.now();
    const deviceNow = new Date(arrival.getTime() + 10 * MINUTE);
    const res = await device.reportStatus({
      device_time: deviceNow.toISOString(),
      pending: 4,
      oldest_pending_at: at(deviceNow, -30 * MINUTE),
    });
    expect(res.body).toEqual({
      object: 'sync_status',
      complete_through: at(arrival, -30 * MINUTE),
      pending_records: 4,
    });
  });

  it('corrects the oldest pending record by the clock offset of a register 10 minutes behind', async () => {
    const device = await newDevice();
    const arrival = clock.now();
    const deviceNow = new Date(arrival.getTime() - 10 * MINUTE);
    const res = await device.reportStatus({
      device_time: deviceNow.toISOString(),
      pending: 2,
      oldest_pending_at: at(deviceNow, -30 * MINUTE),
    });
    expect(res.body.complete_through).toBe(at(arrival, -30 * MINUTE));
  });

  it('never puts complete_through later than the arrival', async () => {
    const device = await newDevice();
    const res = await device.reportStatus({
      device_time: clock.now().toISOString(),
      pending: 1,
      oldest_pending_at: at(clock.now(), 5 * MINUTE),
    });
    expect(res.body.complete_through).toBe(clock.now().toISOString());
  });

  it('never moves complete_through backwards, and keeps the pending count of the latest report', async () => {
    const device = await newDevice();
    const first = clock.now();
    await device.reportStatus(nothingPending(first.toISOString()));
    clock.advance(MINUTE);
    const res = await device.reportStatus({
      device_time: clock.now().toISOString(),
      pending: 3,
      oldest_pending_at: at(clock.now(), -60 * MINUTE),
    });
    expect(res.body).toMatchObject({ complete_through: first.toISOString(), pending_records: 3 });
  });

  it('does not move last_sync_at: a report is not an upload', async () => {
    const device = await newDevice();
    const synced = clock.now().toISOString();
    await device.uploadOk([{ type: 'sale', data: saleRecord({ occurred_at: at(clock.now(), -MINUTE) }) }]);
    clock.advance(MINUTE);
    expect((await device.reportStatus(nothingPending(clock.now().toISOString()))).status).toBe(200);
    expect(await shown(device)).toMatchObject({ last_sync_at: synced });
  });

  it('refuses a revoked device as every sync call', async () => {
    const device = await newDevice();
    await server.admin.revokeDevice(device.id);
    const res = await device.reportStatus(nothingPending(clock.now().toISOString()));
    expect(res.status).toBe(401);
    expect(res.body.error?.code).toBe('API_KEY_REVOKED');
  });

  it('keeps the latest watermark when reports arrive concurrently', async () => {
    const device = await newDevice();
    const now = clock.now();
    const reports = Array.from({ length: 16 }, (_, i) => ({
      device_time: now.toISOString(),
      pending: i + 1,
      oldest_pending_at: at(now, -(i + 1) * MINUTE),
    }));
    const answers = await Promise.all(reports.map((report) => device.reportStatus(report)));
    expect(answers.map((a) => a.status)).toEqual(reports.map(() => 200));
    expect(await watermark(device)).toBe(at(now, -MINUTE));
  });
});

describe('an upload with a status', () => {
  it('records the status with the records, and a later upload without one leaves it', async () => {
    const device = await newDevice();
    const arrival = clock.now();
    const sale = saleRecord({ occurred_at: at(arrival, -MINUTE) });
    const res = await device.upload([{ type: 'sale', data: sale }], nothingPending(arrival.toISOString()));
    expect(res.status).toBe(200);
    clock.advance(MINUTE);
    await device.uploadOk([{ type: 'sale', data: saleRecord({ occurred_at: at(arrival, 0) }) }]);
    expect(await watermark(device)).toBe(arrival.toISOString());
  });

  it('counts the status of an upload whose every record was refused', async () => {
    const device = await newDevice();
    const arrival = clock.now();
    const res = await device.upload(
      [{ type: 'sale', data: { id: 'no' } }],
      nothingPending(arrival.toISOString()),
    );
    expect(res.status).toBe(200);
    expect(res.body.results.map((r) => r.status)).toEqual(['rejected']);
    expect(await watermark(device)).toBe(arrival.toISOString());
    expect(await shown(device)).toMatchObject({ last_sync_at: null });
  });

  it('leaves complete_through null for a register that never reports (an older app)', async () => {
    const device = await newDevice();
    await device.uploadOk([{ type: 'sale', data: saleRecord({ occurred_at: at(clock.now(), -MINUTE) }) }]);
    expect(await watermark(device)).toBeNull();
  });
});

describe('an invalid status refuses the whole call with VALIDATION_ERROR status.<field>', () => {
  const now = () => clock.now().toISOString();
  const cases: Array<[string, () => unknown, string]> = [
    [
      'a negative pending',
      () => ({ device_time: now(), pending: -1, oldest_pending_at: null }),
      'status.pending',
    ],
    [
      'a fractional pending',
      () => ({ device_time: now(), pending: 1.5, oldest_pending_at: now() }),
      'status.pending',
    ],
    [
      'pending as text',
      () => ({ device_time: now(), pending: '0', oldest_pending_at: null }),
      'status.pending',
    ],
    ['no pending', () => ({ device_time: now(), oldest_pending_at: null }), 'status.pending'],
    ['no device_time', () => ({ pending: 0, oldest_pending_at: null }), 'status.device_time'],
    [
      'a device_time that is no time',
      () => ({ device_time: 'ayer', pending: 0, oldest_pending_at: null }),
      'status.device_time',
    ],
    [
      'a device_time without a zone',
      () => ({ device_time: '2026-03-10T15:00:00', pending: 0, oldest_pending_at: null }),
      'status.device_time',
    ],
    [
      'an oldest_pending_at when nothing is pending',
      () => ({ device_time: now(), pending: 0, oldest_pending_at: now() }),
      'status.oldest_pending_at',
    ],
    [
      'no oldest_pending_at when records are pending',
      () => ({ device_time: now(), pending: 2, oldest_pending_at: null }),
      'status.oldest_pending_at',
    ],
    [
      'an oldest_pending_at that is no time',
      () => ({ device_time: now(), pending: 2, oldest_pending_at: 5 }),
      'status.oldest_pending_at',
    ],
    [
      'an unknown field',
      () => ({ device_time: now(), pending: 0, oldest_pending_at: null, battery: 80 }),
      'status.battery',
    ],
    ['a status that is not an object', () => [1], 'status'],
  ];

  it.each(cases)('on an upload: %s (and no record is applied)', async (_, status, param) => {
    const device = await newDevice();
    const sale = saleRecord({ occurred_at: at(clock.now(), -MINUTE) });
    const res = await device.upload([{ type: 'sale', data: sale }], status());
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_ERROR', param });
    expect((await shop.test.get(`/sales/${sale.id}`)).status).toBe(404);
    expect(await watermark(device)).toBeNull();
  });

  it.each(cases)('on POST /sync/v1/status: %s', async (_, status, param) => {
    const device = await newDevice();
    const res = await device.reportStatus(status());
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_ERROR', param });
    expect(await watermark(device)).toBeNull();
  });

  it('names status when POST /sync/v1/status has no body', async () => {
    const device = await newDevice();
    const res = await device.http.request('POST', '/status');
    expect(res.status).toBe(400);
  });
});
