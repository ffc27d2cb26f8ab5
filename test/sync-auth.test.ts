import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devicesRepo } from '#src/domain/devices/devices.repo.js';
import { GENEROUS_RATE_LIMITS } from './helpers/catalog-fixtures.js';
import { DeviceClient, registerDevice } from './helpers/device-client.js';
import { customer } from './helpers/device-records.js';
import { expectError, rawRequest } from './helpers/envelope.js';
import { startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';

/**
 * The device sync interface (`/sync/v1` on both API listeners) authenticates registers by their
 * device token, refuses them in the same order and with the same codes as API keys (with
 * messages about devices), and records every contact on the device row.
 */
let server: TestServer;
let shop: TestTenant;

beforeAll(async () => {
  server = await startTestServer(GENEROUS_RATE_LIMITS);
  shop = await server.tenant();
});
afterAll(() => server.close());

const deviceRow = async (id: string) => (await devicesRepo.findById(server.caja.services.db, id))!;
const syncUrl = (environment: 'live' | 'test', path: string) => `${server.urls[environment]}/sync/v1${path}`;

describe('device authentication', () => {
  it('answers UNAUTHENTICATED without a token, with WWW-Authenticate: Bearer', async () => {
    const res = await rawRequest(syncUrl('test', '/changes'));
    expectError(res, 401, 'UNAUTHENTICATED');
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
    expect(res.body.error!.message).toMatch(/token del dispositivo/);
  });

  it('answers INVALID_API_KEY for a device token that does not exist', async () => {
    const device = new DeviceClient(server.urls.test, crypto.randomUUID(), `caja_dev_${'x'.repeat(40)}`);
    expectError(await device.changes(), 401, 'INVALID_API_KEY');
  });

  it('refuses a public API key in place of a device token', async () => {
    const device = new DeviceClient(server.urls.test, crypto.randomUUID(), shop.testKey);
    const res = await device.changes();
    expectError(res, 401, 'INVALID_API_KEY');
    expect(res.body.error!.message).toMatch(/caja_dev_/);
  });

  it('answers API_KEY_WRONG_ENVIRONMENT for a device of the other environment', async () => {
    const testDevice = await registerDevice(server, shop.accountId, { environment: 'test' });
    const onLive = new DeviceClient(server.urls.live, testDevice.id, testDevice.token);
    const res = await onLive.upload([customer()]);
    expectError(res, 401, 'API_KEY_WRONG_ENVIRONMENT');
    expect(res.body.error!.message).toMatch(/pruebas/);
  });

  it('serves each environment on its own listener', async () => {
    const live = await registerDevice(server, shop.accountId, { environment: 'live' });
    const res = await live.upload([customer()]);
    expect(res.status).toBe(200);
    expect(res.body.results[0]!.status).toBe('created');
    expect((await shop.test.get(`/customers/${res.body.results[0]!.id}`)).status).toBe(404);
    expect((await shop.live.get(`/customers/${res.body.results[0]!.id}`)).status).toBe(200);
  });

  it('refuses a revoked device with API_KEY_REVOKED and a message about the device', async () => {
    const device = await registerDevice(server, shop.accountId);
    expect((await device.changes()).status).toBe(200);
    await server.admin.revokeDevice(device.id);
    const res = await device.upload([customer()]);
    expectError(res, 401, 'API_KEY_REVOKED');
    expect(res.body.error!.message).toMatch(/dispositivo fue revocado/i);
  });

  it('refuses every device of an inactive account with ACCOUNT_INACTIVE', async () => {
    const closed = await server.tenant();
    const device = await registerDevice(server, closed.accountId);
    await server.admin.updateAccount(closed.accountId, { status: 'inactive' });
    expectError(await device.changes(), 401, 'ACCOUNT_INACTIVE');
  });

  it('lets devices of any plan sync: the plan gates the public API, not the registers', async () => {
    const small = await server.tenant({ plan: 'free' });
    const device = await registerDevice(server, small.accountId);
    expect((await device.upload([customer()])).status).toBe(200);
  });
});

describe('what a device reports about itself', () => {
  it('sets last_seen_at on every call, also one that changes nothing', async () => {
    const device = await registerDevice(server, shop.accountId);
    expect((await deviceRow(device.id)).last_seen_at).toBeNull();
    await device.changes();
    const seen = (await deviceRow(device.id)).last_seen_at;
    expect(seen).toBeInstanceOf(Date);
    expect((await deviceRow(device.id)).last_sync_at).toBeNull();
  });

  it('updates app version, platform and name from the Caja-* headers, decoding a percent-encoded name', async () => {
    const device = await registerDevice(server, shop.accountId, { appVersion: '4.0.0' });
    const reporting = device.reporting({
      appVersion: '4.3.1',
      platform: 'windows',
      name: 'Caja Panadería Ñ',
    });
    expect((await reporting.changes()).status).toBe(200);
    expect(await deviceRow(device.id)).toMatchObject({
      app_version: '4.3.1',
      platform: 'windows',
      name: 'Caja Panadería Ñ',
    });
  });

  it('leaves the stored values alone when the headers are absent', async () => {
    const device = await registerDevice(server, shop.accountId, { appVersion: '4.1.0', name: 'Caja 7' });
    await device.changes();
    expect(await deviceRow(device.id)).toMatchObject({ app_version: '4.1.0', name: 'Caja 7' });
  });

  it.each([
    ['Caja-App-Version', { appVersion: 'cuatro' }],
    ['Caja-App-Version', { appVersion: '4.2' }],
    ['Caja-Platform', { platform: 'x'.repeat(41) }],
    ['Caja-Device-Name', { name: 'n'.repeat(121) }],
  ])('refuses a malformed %s with VALIDATION_ERROR naming the header', async (header, info) => {
    const device = (await registerDevice(server, shop.accountId)).reporting(info);
    expectError(await device.changes(), 400, 'VALIDATION_ERROR', header);
  });

  it('makes DEVICES_OUTDATED see the version a register reports', async () => {
    const tenant = await server.tenant();
    const device = await registerDevice(server, tenant.accountId, { appVersion: '3.9.0' });
    const product = await tenant.test.post('/products', { name: 'Arepa', base_price: 2500 });
    expectError(
      await tenant.test.patch(`/products/${product.body.id}`, { name: 'Arepa de queso' }),
      409,
      'DEVICES_OUTDATED',
    );
    await device.reporting({ appVersion: '4.2.0' }).changes();
    expect((await tenant.test.patch(`/products/${product.body.id}`, { name: 'Arepa de queso' })).status).toBe(
      200,
    );
  });
});

describe('the interface itself', () => {
  it('answers ROUTE_NOT_FOUND for an unknown sync path', async () => {
    expectError(await rawRequest(syncUrl('test', '/nothing')), 404, 'ROUTE_NOT_FOUND');
  });

  it('stays out of the public API and of its OpenAPI document', async () => {
    const doc = await shop.test.get('/openapi.json');
    expect(doc.status).toBe(200);
    expect(Object.keys(doc.body.paths).filter((path) => path.includes('sync'))).toEqual([]);
    expectError(await shop.test.get('/sync/v1/changes'), 404, 'ROUTE_NOT_FOUND');
  });
});
